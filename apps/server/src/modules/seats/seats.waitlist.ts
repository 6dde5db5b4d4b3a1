import type {
  InboxNotification,
  JoinWaitlistBody,
  JoinWaitlistReply,
  Language,
  RegistrationStatus,
  WaitlistPlace,
} from '@daftar/contract';
import { formatErrorMessage } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { conflict, invalidFields, notFound } from '../../lib/app-error';
import { recordNotifications } from '../notifications/notifications.service';
import { requirePeriod } from '../periods/periods.service';
import { periodNotOpen, refusalError, underReview } from './seats.refusals';
import {
  addDropEnded,
  canEdit,
  checkSeatRules,
  chooseSections,
  fitsCreditLimit,
  heldWithout,
  holdsSeat,
  periodStatus,
  statusAfter,
  type SeatContext,
  type SeatRefusal,
} from './seats.rules';
import {
  createRegistration,
  deleteSelection,
  giveBackSeat,
  insertSelection,
  keptSections,
  setRegistrationStatus,
  takeSeat,
  type AddContext,
  type SeatStore,
} from './seats.store';

// Waitlists (issue 20): joining, leaving, and promotion, which runs inside the transaction that
// frees a seat, so a freed seat is never open to whoever asks first while an eligible student
// waits for it.

/** What a change did to waitlists, for the events sent once it has committed. */
export interface WaitlistChange {
  /** Subjects whose waiting students' places (position, or why they were passed over) changed. */
  subjectIds: number[];
  /** Students who got a seat from a waitlist. */
  promoted: {
    studentId: number;
    subjectId: number;
    registrationId: number;
    /** The subject joined a registration under review, for the advisor to decide. */
    underReview: boolean;
  }[];
  /** Subjects whose seat counts changed besides the one the change itself made. */
  seatsChanged: number[];
  /** Times a freed seat passed a waiting student by because a seat rule refused them. */
  skipped: number;
  /** What the promoted and passed-over students were told, stored in the same transaction. */
  notifications: InboxNotification[];
}

export const noWaitlistChange = (): WaitlistChange => ({
  subjectIds: [],
  promoted: [],
  seatsChanged: [],
  skipped: 0,
  notifications: [],
});

/**
 * The sections whose free seats are kept for waiting students: read only when the subject has
 * both a free seat and students waiting, so a full subject with a long line costs nothing more.
 */
export async function keptFor(db: Db, context: AddContext): Promise<'all' | number[]> {
  const free = context.sections.some((s) => s.registered < s.capacity && !s.closed_at);
  if (!free || context.waiting.count === 0 || !context.subject) return [];
  const { rows } = await keptSections(db, context.period.period_id, context.subject.id);
  const sections = rows.map((row) => row.section_id);
  return sections.includes(null) ? 'all' : sections.filter((id) => id !== null);
}

/** The add context as the seat rules read it, with the seats kept for waiting students. */
export function seatContext(
  context: AddContext,
  subject: NonNullable<AddContext['subject']>,
  registrationStatus: RegistrationStatus,
  kept: 'all' | number[] = [],
): SeatContext {
  return {
    period: context.period,
    registrationStatus,
    subject,
    missingPrerequisites: context.missingPrerequisites,
    held: context.held,
    sections: context.sections.map((section) => ({
      ...section,
      meetings: context.meetings.filter((m) => m.section_id === section.id),
    })),
    waiting: { count: context.waiting.count, keptFor: kept },
  };
}

function registrationIdOf(db: Db, studentId: number, periodId: number) {
  return db
    .selectFrom('registrations')
    .select('id')
    .where('student_id', '=', studentId)
    .where('period_id', '=', periodId)
    .executeTakeFirst();
}

/**
 * Puts the student in line for a subject (or one section of it), naming a subject they hold to
 * give up when the seat comes. In one transaction: the subject's sections are locked first, so a
 * seat freed at the same moment is either seen here (and the student told to add it) or freed
 * after the place is taken (and promoted to it).
 */
export async function joinWaitlist(
  database: Database,
  store: SeatStore,
  studentId: number,
  body: JoinWaitlistBody,
  limit: number,
  language: Language,
  now: Date,
): Promise<JoinWaitlistReply> {
  const stamp = now.toISOString();
  return database.transaction(async (trx) => {
    let context = requirePeriod(await store.addContext(trx, studentId, body.subjectId));
    if (!context.subject) throw notFound('subject');
    await store.lockSections(
      trx,
      context.sections.map((s) => s.id),
    );
    if (!context.registration) {
      await createRegistration(trx, studentId, context.period.period_id, stamp);
    }
    const { id } = (await registrationIdOf(trx, studentId, context.period.period_id))!;
    const registration = (await store.lockRegistration(trx, id))!;
    context = (await store.addContext(trx, studentId, body.subjectId))!;
    const subject = context.subject!;
    const { period } = context;
    const label = `${subject.code} ${subject.name}`;

    const status = periodStatus(period, now);
    if (status !== 'Open') throw periodNotOpen(status, period);
    if (addDropEnded(period, now))
      throw refusalError({ code: 'ADD_DROP_ENDED' }, subject, period, 'student');
    if (!canEdit(registration.status)) throw underReview();
    const giveUp = body.swapSubjectId;
    if (giveUp !== undefined && !context.held.subjects.some((s) => s.subjectId === giveUp)) {
      throw invalidFields({ swapSubjectId: 'swapNotHeld' });
    }
    if (subject.selected && giveUp !== subject.id) {
      throw conflict('ALREADY_SELECTED', { context: 'named', params: { subject: label } });
    }
    if (context.waiting.self) throw conflict('ALREADY_WAITING', { params: { subject: label } });
    if (body.sectionId !== undefined && !context.sections.some((s) => s.id === body.sectionId)) {
      throw notFound('section', { code: subject.code });
    }
    if (context.missingPrerequisites.length > 0) {
      throw refusalError(
        { code: 'PREREQUISITE_NOT_MET', missing: context.missingPrerequisites },
        subject,
        period,
        'student',
      );
    }
    const kept = await keptFor(trx, context);
    const rules = seatContext(context, subject, registration.status, kept);
    // Moving within a subject the student holds: only its other sections are wanted.
    const heldSectionId = subject.selected
      ? (await heldSelectionOf(trx, registration.id, subject.id))?.section_id
      : undefined;
    const wanted = rules.sections.filter(
      (s) => (body.sectionId === undefined || s.id === body.sectionId) && s.id !== heldSectionId,
    );
    // Holding the subject's only section (or the one named), there is nothing to wait for.
    if (wanted.length === 0) {
      throw conflict('ALREADY_SELECTED', { context: 'named', params: { subject: label } });
    }
    const seat = chooseSections(wanted, [], undefined, kept);
    if (seat.ok) throw conflict('SEAT_AVAILABLE', { params: { subject: label } });
    if (context.waiting.places >= limit)
      throw conflict('WAITLIST_LIMIT', { params: { max: limit } });

    const { id: entryId } = await trx
      .insertInto('waitlist_entries')
      .values({
        period_id: period.period_id,
        subject_id: subject.id,
        section_id: body.sectionId ?? null,
        student_id: studentId,
        swap_subject_id: giveUp ?? null,
        skip_code: null,
        skip_params: null,
        created_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const place = await positionOf(trx, period.period_id, subject.id, entryId);
    return {
      subjectId: subject.id,
      ...place,
      warnings: joinWarnings(rules, wanted, giveUp, subject, period, language),
    };
  });
}

/** The student's selection of a subject, with its section and status. */
export function heldSelectionOf(db: Db, registrationId: number, subjectId: number) {
  return db
    .selectFrom('registration_subjects')
    .select(['id', 'section_id', 'status'])
    .where('registration_id', '=', registrationId)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
}

/**
 * What would stand in the way if the seat came now, counting the subject given up as gone: the
 * credit maximum, and a clash with every section waited for. They do not stop the joining.
 */
function joinWarnings(
  rules: SeatContext,
  wanted: SeatContext['sections'],
  giveUp: number | undefined,
  subject: NonNullable<AddContext['subject']>,
  period: AddContext['period'],
  language: Language,
): string[] {
  const held = heldWithout(rules.held, giveUp === subject.id ? undefined : giveUp);
  const refusals: SeatRefusal[] = [];
  if (!fitsCreditLimit(held.credits, subject.credits, period.credit_max)) {
    refusals.push({ code: 'CREDIT_LIMIT', creditsAfter: held.credits + subject.credits });
  }
  const open = wanted.map((s) => ({ ...s, registered: 0, closed_at: null }));
  const others = held.subjects.filter((s) => s.subjectId !== subject.id);
  const choice = chooseSections(open, others);
  if (!choice.ok && choice.reason === 'TIME_CLASH') {
    refusals.push({ code: 'TIME_CLASH', clashWith: choice.clashWith });
  }
  return refusals.map(
    (refusal) => refusalError(refusal, subject, period, 'student').body(language).error,
  );
}

/** The place of one entry: its position in joining order, and how many wait for the subject. */
async function positionOf(db: Db, periodId: number, subjectId: number, entryId: number) {
  const rows = await db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('period_id', '=', periodId)
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
  return { position: rows.findIndex((r) => r.id === entryId) + 1, of: rows.length };
}

/** Leaves a waitlist; those behind move up. */
export async function leaveWaitlist(
  database: Database,
  store: SeatStore,
  studentId: number,
  subjectId: number,
): Promise<WaitlistChange> {
  return database.transaction(async (trx) => {
    const period = requirePeriod(
      await trx
        .selectFrom('registration_periods')
        .select('id')
        .where('is_current', '=', 1)
        .executeTakeFirst(),
    );
    // Seating a waiting student takes this lock: without it, a promotion at the same moment could
    // seat a student whose leaving was acknowledged (issue 40).
    const found = await registrationIdOf(trx, studentId, period.id);
    if (found) await store.lockRegistration(trx, found.id);
    const result = await trx
      .deleteFrom('waitlist_entries')
      .where('period_id', '=', period.id)
      .where('subject_id', '=', subjectId)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound('waitlistPlace');
    return { ...noWaitlistChange(), subjectIds: [subjectId] };
  });
}

/** A waiting place with why a seat passed it by, worded in either language on demand. */
export type WaitlistPlaceRow = Omit<WaitlistPlace, 'skippedBecause'> & {
  studentId: number;
  skippedBecause: (language: Language) => string | null;
};

/**
 * The waiting places of the current period: one student's, or every place for some subjects.
 * Positions are numbered over each subject's whole line in one pass (window functions), so a line
 * of thousands costs one scan, not one count per place.
 */
export async function waitlistPlaces(
  db: Db,
  filter: { studentId: number } | { subjectIds: number[] },
): Promise<WaitlistPlaceRow[]> {
  if ('subjectIds' in filter && filter.subjectIds.length === 0) return [];
  const lines = db
    .selectFrom('waitlist_entries as w')
    .innerJoin('registration_periods as p', 'p.id', 'w.period_id')
    .select((eb) => [
      'w.id',
      'w.student_id',
      'w.subject_id',
      'w.section_id',
      'w.swap_subject_id',
      'w.skip_code',
      'w.skip_params',
      eb.fn
        .agg<number>('row_number')
        .over((over) => over.partitionBy('w.subject_id').orderBy('w.id'))
        .as('position'),
      eb.fn
        .countAll<number>()
        .over((over) => over.partitionBy('w.subject_id'))
        .as('of'),
    ])
    .where('p.is_current', '=', 1)
    .where(
      'w.subject_id',
      'in',
      'studentId' in filter
        ? db
            .selectFrom('waitlist_entries as mine')
            .select('mine.subject_id')
            .where('mine.student_id', '=', filter.studentId)
        : filter.subjectIds,
    );
  let query = db
    .selectFrom(lines.as('l'))
    .innerJoin('subjects as s', 's.id', 'l.subject_id')
    .selectAll('l')
    .select(['s.code', 's.name']);
  if ('studentId' in filter) query = query.where('l.student_id', '=', filter.studentId);
  const rows = await query.orderBy('l.id').execute();
  return rows.map((row) => ({
    studentId: row.student_id,
    subjectId: row.subject_id,
    code: row.code,
    name: row.name,
    sectionId: row.section_id,
    swapSubjectId: row.swap_subject_id,
    position: Number(row.position),
    of: Number(row.of),
    skippedBecause: (language: Language) =>
      row.skip_code === null
        ? null
        : formatErrorMessage(
            row.skip_code as Parameters<typeof formatErrorMessage>[0],
            JSON.parse(row.skip_params ?? '{}'),
            language,
          ),
  }));
}

export interface ClosedPlace {
  studentId: number;
  subjectId: number;
  code: string;
  name: string;
  /** What the student was told, stored with the closing. */
  notification?: InboxNotification;
}

/**
 * When a period closes, its waitlists close with it: the places are removed and returned, only
 * those this call removed (two processes closing one period at once tell each student once).
 */
export async function closeWaitlists(trx: Db, periodId: number): Promise<ClosedPlace[]> {
  const removed = await trx
    .deleteFrom('waitlist_entries')
    .where('period_id', '=', periodId)
    .returning(['id', 'student_id', 'subject_id'])
    .execute();
  if (removed.length === 0) return [];
  const subjects = await trx
    .selectFrom('subjects')
    .select(['id', 'code', 'name'])
    .where('id', 'in', [...new Set(removed.map((r) => r.subject_id))])
    .execute();
  const places = removed
    .sort((a, b) => a.id - b.id)
    .map((place) => {
      const subject = subjects.find((s) => s.id === place.subject_id)!;
      return {
        studentId: place.student_id,
        subjectId: place.subject_id,
        code: subject.code,
        name: subject.name,
      };
    });
  const createdAt = new Date().toISOString();
  const notifications = await recordNotifications(
    trx,
    places.map((place) => ({
      userId: place.studentId,
      kind: 'waitlistClosed' as const,
      createdAt,
      subject: { id: place.subjectId, code: place.code, name: place.name },
    })),
  );
  return places.map((place, index) => ({ ...place, notification: notifications[index] }));
}

/**
 * Closes the waitlists of every period that has ended by its date or was closed, returning the
 * places removed so their students can be told.
 */
export async function closeEndedWaitlists(database: Database, now: Date): Promise<ClosedPlace[]> {
  const instant = now.toISOString();
  return database.transaction(async (trx) => {
    const ended = await trx
      .selectFrom('registration_periods')
      .select('id')
      .where((eb) =>
        eb.or([eb('end_date', '<', instant.slice(0, 10)), eb('closed_at', '<=', instant)]),
      )
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('waitlist_entries as w')
            .select('w.id')
            .whereRef('w.period_id', '=', 'registration_periods.id'),
        ),
      )
      .execute();
    const places: ClosedPlace[] = [];
    for (const period of ended) places.push(...(await closeWaitlists(trx, period.id)));
    return places;
  });
}

/**
 * Every minute, closes the waitlists of periods that have ended by their dates (closing one in
 * the Admin Panel closes them at once) and hands the places to `onClosed`. Returns the stop.
 */
export function closeWaitlistsWhenPeriodsEnd(
  database: Database,
  onClosed: (places: ClosedPlace[]) => void,
  everyMs = 60_000,
): () => void {
  const timer = setInterval(() => {
    closeEndedWaitlists(database, new Date())
      .then((places) => places.length > 0 && onClosed(places))
      // A missed minute is tried again the next; the database's own trouble is logged elsewhere.
      .catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Why a seat passed a waiting student by, kept as the refusal's code and values; the refusal when
 * it is news to them (not the reason they were already given).
 */
async function recordSkip(
  trx: Db,
  entryId: number,
  refusal: SeatRefusal,
  subject: NonNullable<AddContext['subject']>,
  period: AddContext['period'],
): Promise<{ code: string; params: Record<string, unknown> } | undefined> {
  const error = refusalError(refusal, subject, period, 'student');
  const params = JSON.stringify(error.params);
  const result = await trx
    .updateTable('waitlist_entries')
    .set({ skip_code: error.code, skip_params: params })
    .where('id', '=', entryId)
    .where((eb) =>
      eb.or([
        eb('skip_code', 'is', null),
        eb('skip_code', '!=', error.code),
        eb('skip_params', '!=', params),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? { code: error.code, params: error.params ?? {} } : undefined;
}

/**
 * Inside the transaction that freed seats of these subjects (or may have made a waiting student
 * able to take one): while a section has a free seat, the first student waiting for it who passes
 * every seat rule (counting the subject they give up as gone) gets it; each student passed over
 * keeps their place and is told why. A subject given up frees its seat in turn, and that seat is
 * promoted the same way.
 */
export async function promote(
  store: SeatStore,
  trx: Db,
  periodId: number,
  subjectIds: number[],
  now: Date,
  change: WaitlistChange = noWaitlistChange(),
): Promise<WaitlistChange> {
  const stamp = now.toISOString();
  const queue = [...new Set(subjectIds)];
  while (queue.length > 0) {
    const subjectId = queue.shift()!;
    for (;;) {
      const outcome = await promoteOne(store, trx, periodId, subjectId, now, stamp, change);
      if (outcome === 'none') break;
      if (outcome.gaveUp !== undefined && !queue.includes(outcome.gaveUp)) {
        queue.push(outcome.gaveUp);
        change.seatsChanged.push(outcome.gaveUp);
      }
    }
  }
  return change;
}

async function promoteOne(
  store: SeatStore,
  trx: Db,
  periodId: number,
  subjectId: number,
  now: Date,
  stamp: string,
  change: WaitlistChange,
): Promise<'none' | { gaveUp: number | undefined }> {
  const free = await trx
    .selectFrom('sections')
    .select('id')
    .where('period_id', '=', periodId)
    .where('subject_id', '=', subjectId)
    .where((eb) => eb('registered', '<', eb.ref('capacity')))
    .where('closed_at', 'is', null)
    .execute();
  if (free.length === 0) return 'none';
  for await (const entry of lineInOrder(trx, periodId, subjectId)) {
    if (entry.section_id !== null && !free.some((s) => s.id === entry.section_id)) continue;
    const found = await registrationIdOf(trx, entry.student_id, periodId);
    const registration = found && (await store.lockRegistration(trx, found.id));
    // The line was read before the lock: a promotion freeing another seat of the subject at the
    // same moment may have seated this student and removed their place since (issue 40). Seating
    // a student takes this lock, so with it held the place and the selection read next stay true.
    if (!registration || !(await stillWaiting(trx, entry.id))) continue;
    const context = await store.addContext(trx, entry.student_id, subjectId);
    if (!context?.subject) continue;
    const subject = context.subject;
    // The subject to give up, if the student still holds it.
    const giveUp = context.held.subjects.some((s) => s.subjectId === entry.swap_subject_id)
      ? entry.swap_subject_id!
      : undefined;
    const moving = giveUp === subject.id;
    if (subject.selected && !moving) {
      // Holding the subject already (added another way, say), they no longer wait for it.
      await trx.deleteFrom('waitlist_entries').where('id', '=', entry.id).execute();
      change.subjectIds.push(subjectId);
      continue;
    }
    const rules = seatContext(context, subject, registration.status);
    // Moving to another section of a subject they hold: their own section is not a candidate.
    const ownSection = moving
      ? (await heldSelectionOf(trx, registration.id, subject.id))?.section_id
      : undefined;
    const verdict = checkSeatRules(
      {
        ...rules,
        subject: { ...subject, selected: subject.selected && !moving },
        sections: rules.sections.filter((section) => section.id !== ownSection),
      },
      { path: 'promotion', sectionId: entry.section_id ?? undefined, giveUp },
      now,
    );
    if (!verdict.ok) {
      change.skipped += 1;
      const skip = await recordSkip(trx, entry.id, verdict.refusal, subject, context.period);
      if (skip) {
        change.subjectIds.push(subjectId);
        change.notifications.push(
          ...(await recordNotifications(trx, [
            {
              userId: entry.student_id,
              kind: 'waitlistSkipped',
              createdAt: stamp,
              subject: { id: subject.id, code: subject.code, name: subject.name },
              skipCode: skip.code,
              skipParams: skip.params,
            },
          ])),
        );
      }
      continue;
    }
    let sectionId: number | undefined;
    for (const candidate of verdict.sectionIds) {
      if (await takeSeat(trx, candidate)) {
        sectionId = candidate;
        break;
      }
    }
    if (sectionId === undefined) continue;
    const given =
      giveUp === undefined
        ? undefined
        : await giveUpSubject(trx, registration.id, giveUp, moving ? sectionId : undefined);
    if (!moving) await insertSelection(trx, registration.id, subject.id, sectionId, stamp);
    const statuses = await trx
      .selectFrom('registration_subjects')
      .select('status')
      .where('registration_id', '=', registration.id)
      .execute();
    // Under review, the subject joins as pending for the advisor; otherwise it is a draft again.
    const status =
      registration.status === 'submitted'
        ? 'submitted'
        : statusAfter(
            'edit',
            registration.status,
            statuses.map((s) => s.status),
          );
    // Always written: the registration's row version moves, so a read of it before is stale.
    await setRegistrationStatus(trx, registration.id, status, stamp);
    await trx.deleteFrom('waitlist_entries').where('id', '=', entry.id).execute();
    change.subjectIds.push(subjectId);
    change.promoted.push({
      studentId: entry.student_id,
      subjectId,
      registrationId: registration.id,
      underReview: registration.status === 'submitted',
    });
    change.notifications.push(
      ...(await recordNotifications(trx, [
        {
          userId: entry.student_id,
          kind: 'promoted',
          createdAt: stamp,
          subject: { id: subject.id, code: subject.code, name: subject.name },
        },
      ])),
    );
    return { gaveUp: moving ? undefined : given };
  }
  return 'none';
}

/** Whether the place is still in its line. */
async function stillWaiting(trx: Db, entryId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('waitlist_entries')
    .select('id')
    .where('id', '=', entryId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A subject's line in joining order, read a few places at a time: the first usually gets it. */
async function* lineInOrder(trx: Db, periodId: number, subjectId: number) {
  const PAGE = 16;
  let after = 0;
  for (;;) {
    const page = await trx
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('period_id', '=', periodId)
      .where('subject_id', '=', subjectId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

/**
 * Gives up the subject a promoted student named: dropped with its seat, or, when the seat is in
 * another section of that same subject, the selection moved to it. The subject whose seat was
 * given back, if one was.
 */
async function giveUpSubject(
  trx: Db,
  registrationId: number,
  subjectId: number,
  movedTo: number | undefined,
): Promise<number | undefined> {
  const selection = (await heldSelectionOf(trx, registrationId, subjectId))!;
  if (movedTo !== undefined) {
    await trx
      .updateTable('registration_subjects')
      .set({ section_id: movedTo })
      .where('id', '=', selection.id)
      .execute();
  } else {
    await deleteSelection(trx, selection.id);
  }
  if (!holdsSeat(selection.status)) return undefined;
  await giveBackSeat(trx, selection.section_id);
  return subjectId;
}
