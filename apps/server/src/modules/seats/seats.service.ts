import type {
  JoinWaitlistBody,
  JoinWaitlistReply,
  Language,
  SeatChangeOutcome,
  SubjectStatus,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isLockConflict, isUniqueViolation } from '../../db/errors';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { DomainEvents, UnitOfWork } from '../../lib/domain-events';
import type { MeetingRow } from '../../lib/schedule';
import { requirePeriod } from '../periods/periods.service';
import {
  addDropOver,
  periodNotOpen,
  refusalError,
  subjectFull,
  underReview,
} from './seats.refusals';
import {
  addDropEnded,
  canEdit,
  checkSeatRules,
  holdsSeat,
  periodStatus,
  statusAfter,
} from './seats.rules';
import { countedBy, type SeatCount } from './seats.counted';
import { postgresSeatStore } from './seats.postgres';
import { sqliteSeatStore } from './seats.sqlite';
import type { AddContext } from './seats.contexts';
import {
  createRegistration,
  deleteSelection,
  giveBackSeat,
  setRegistrationStatus,
  takeSeat,
} from './seats.statements';
import type { LockedRegistration, SeatStore } from './seats.store';
import {
  heldSelectionOf,
  keptFor,
  noWaitlistChange,
  seatContext,
  type WaitlistChange,
} from './seats.waitlist';
import { joinWaitlist } from './seats.waitlist-join';
import { leaveWaitlist } from './seats.waitlist-leave';
import { promote } from './seats.waitlist-promote';

export type { LockedRegistration } from './seats.store';
export type { WaitlistChange } from './seats.waitlist';
export {
  closeEndedWaitlists,
  closeWaitlists,
  closeWaitlistsWhenPeriodsEnd,
  type ClosedPlace,
} from './seats.waitlist-close';
export { waitlistPlaces } from './seats.waitlist-places';
export { periodNotOpen } from './seats.refusals';
export type { SeatCount } from './seats.counted';
export {
  canDecide,
  holdsSeat,
  isAllowedTransition,
  opensAt,
  periodStatus,
  slotsOverlap,
  statusAfter,
} from './seats.rules';

/** A seat taken by an add: the subject, the section it was taken in and that section's meetings. */
export interface SeatTaken {
  subject: NonNullable<AddContext['subject']>;
  section: { id: number; number: number; lecturer: string };
  meetings: (MeetingRow & { section_id: number })[];
}

/**
 * Every change of seats goes through here: a student's add takes a seat and a removal gives it
 * back; a reviewer's rejection gives seats back and approving a rejected subject takes its seat
 * back. Each path that takes a seat checks every rule with checkSeatRules.
 */
export interface SeatLedger {
  /** Adds a subject to the student's selection, taking a seat in one of its sections. */
  add(
    studentId: number,
    request: { subjectId: number; sectionId?: number },
    now: Date,
  ): Promise<SeatTaken>;
  /**
   * Removes a subject from the student's selection, giving back its seat; the seat goes to the
   * first student waiting for it who can take it, in the same transaction.
   */
  remove(studentId: number, subjectId: number, now: Date): Promise<WaitlistChange>;
  /**
   * Moves the student to another section of a subject they hold: the new seat is taken and the
   * old one given back (to a waiting student, if one can take it) together, or nothing changes.
   */
  changeSection(
    studentId: number,
    subjectId: number,
    sectionId: number,
    now: Date,
  ): Promise<
    SeatTaken & {
      status: SubjectStatus;
      waitlist: WaitlistChange;
      /** False when the student already sat in that section: nothing changed. */
      moved: boolean;
    }
  >;
  /** Puts the student in line for a full subject. */
  joinWaitlist(
    studentId: number,
    body: JoinWaitlistBody,
    language: Language,
    now: Date,
  ): Promise<JoinWaitlistReply>;
  leaveWaitlist(studentId: number, subjectId: number): Promise<WaitlistChange>;
  /**
   * Inside the transaction that freed seats of these subjects (a rejection, a capacity raised, a
   * section reopened): promotes waiting students to them.
   */
  promote(trx: Db, periodId: number, subjectIds: number[], now: Date): Promise<WaitlistChange>;
  /**
   * Runs `work` as one unit of work (one transaction) with the registration locked against every
   * other change; what it records is told after the commit.
   */
  locked<T>(
    registrationId: number,
    work: (unit: UnitOfWork, registration: LockedRegistration | undefined) => Promise<T>,
  ): Promise<T>;
  /** Inside `locked`: takes back the seat of a rejected subject its reviewer approves again. */
  takeBack(
    trx: Db,
    registration: LockedRegistration,
    selection: { subject_id: number; section_id: number },
    now: Date,
  ): Promise<void>;
  /** Inside `locked`: gives back the seat of a subject that held one. */
  giveBack(trx: Db, selection: { section_id: number; status: SubjectStatus }): Promise<boolean>;
  /**
   * Counts a reviewer's seat changes (`takeBack`, `giveBack` inside `locked`) by outcome once the
   * whole decision has committed, or the rule that refused it.
   */
  counted<T>(change: Promise<T>, outcomes: (result: T) => SeatChangeOutcome[]): Promise<T>;
}

/**
 * The ledger on the database's engine; a student waits for at most `waitlistLimit` subjects, and
 * each add, move, drop and reviewer's seat change is counted by outcome with `count`. Each change
 * records what it did on `events` (seats.events.ts): the ledger's callers announce nothing.
 */
export function createSeatLedger(
  database: Database,
  options: { waitlistLimit: number; count: SeatCount; events: DomainEvents },
): SeatLedger {
  const store = database.byEngine({ sqlite: sqliteSeatStore, postgres: postgresSeatStore });
  const counted = countedBy(options.count);
  const { events } = options;
  // A student's own change commits in one statement or transaction of the ledger's; it is told
  // once that has committed.
  async function told(subjectIds: number[], waitlist?: WaitlistChange) {
    await events.committed('seatsChanged', { subjectIds });
    if (waitlist) await events.committed('waitlistChanged', waitlist);
  }
  return {
    async add(studentId, request, now) {
      const taken = await counted(addSubject(store, studentId, request, now), () => ['taken']);
      await told([taken.subject.id]);
      return taken;
    },
    async remove(studentId, subjectId, now) {
      const waitlist = await counted(
        removeSubject(database, store, studentId, subjectId, now),
        () => ['given_back'],
      );
      await told([subjectId], waitlist);
      return waitlist;
    },
    async changeSection(studentId, subjectId, sectionId, now) {
      const moved = await counted(
        untilUnlocked(() => changeSection(database, store, studentId, subjectId, sectionId, now)),
        (result) => (result.moved ? ['taken', 'given_back'] : []),
      );
      if (moved.moved) await told([subjectId], moved.waitlist);
      return moved;
    },
    async joinWaitlist(studentId, body, language, now) {
      const place = await untilUnlocked(() =>
        joinWaitlist(database, store, studentId, body, options.waitlistLimit, language, now),
      );
      // The others waiting for it keep their places; everyone sees one more waiting.
      await events.committed('waitlistChanged', {
        ...noWaitlistChange(),
        subjectIds: [place.subjectId],
      });
      return place;
    },
    async leaveWaitlist(studentId, subjectId) {
      const waitlist = await untilUnlocked(() =>
        leaveWaitlist(database, store, studentId, subjectId),
      );
      await events.committed('waitlistChanged', waitlist);
      return waitlist;
    },
    promote: (trx, periodId, subjectIds, now) => promote(store, trx, periodId, subjectIds, now),
    locked: (registrationId, work) =>
      events.transaction(
        (attempt) => untilUnlocked(() => database.transaction(attempt)),
        async (unit) => work(unit, await store.lockRegistration(unit.trx, registrationId)),
      ),
    takeBack: (trx, registration, selection, now) =>
      takeBack(store, trx, registration, selection, now),
    async giveBack(trx, selection) {
      if (!holdsSeat(selection.status)) return false;
      await giveBackSeat(trx, selection.section_id);
      return true;
    },
    counted,
  };
}

/** Returned by an attempt that found the registration changed before it could write. */
const CHANGED = Symbol('registration changed');
const MAX_ATTEMPTS = 20;

/**
 * Runs an attempt at a change to a student's registration until it completes: it reads what it
 * decides on, checks the rules and writes, and if the registration changed in between (two
 * requests of one student at once, a reviewer deciding) it reads and decides again. So parallel
 * requests cannot overbook a section, pass the credit maximum or select a subject twice.
 */
async function untilCurrent<T>(
  store: SeatStore,
  attempt: (db: Db) => Promise<T | typeof CHANGED>,
): Promise<T> {
  for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
    // A seat change the database ended for a deadlock (it locks the registration, then the
    // section; a move or a promotion holds a section, then locks a registration) changed
    // nothing: it is tried again like one that found the registration changed (issue 40).
    const outcome = await store.attempt(attempt).catch((error: unknown): typeof CHANGED => {
      if (isLockConflict(error)) return CHANGED;
      throw error;
    });
    if (outcome !== CHANGED) return outcome;
  }
  throw new AppError(503, 'SERVICE_UNAVAILABLE', { context: 'busy' });
}

/**
 * Runs a transaction that locks several rows (a registration and sections, a promoted student's
 * registration) again when the database ended it for waiting on another that waited on it.
 */
async function untilUnlocked<T>(transaction: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (!isLockConflict(error) || i >= MAX_ATTEMPTS) throw error;
    }
  }
}

async function addSubject(
  store: SeatStore,
  studentId: number,
  request: { subjectId: number; sectionId?: number },
  now: Date,
): Promise<SeatTaken> {
  const stamp = now.toISOString();
  try {
    return await untilCurrent(store, async (db) => {
      const context = requirePeriod(await store.addContext(db, studentId, request.subjectId));
      const { period, registration, subject } = context;
      if (!subject) throw notFound('subject');
      // Before the first add there is no registration: the rules are checked as for a new
      // draft, and only then is one made.
      const verdict = checkSeatRules(
        seatContext(context, subject, registration?.status ?? 'draft', await keptFor(db, context)),
        { path: 'add', sectionId: request.sectionId },
        now,
      );
      if (!verdict.ok) throw refusalError(verdict.refusal, subject, period, 'student');
      if (!registration) {
        await createRegistration(db, studentId, period.period_id, stamp);
        return CHANGED;
      }
      const outcome = await store.takeSeatIfUnchanged(db, {
        registrationId: registration.id,
        version: registration.version,
        subjectId: subject.id,
        sectionIds: verdict.sectionIds,
        from: registration.status,
        // The new subject is pending, so the registration is a draft again.
        status: statusAfter('edit', registration.status, ['pending']),
        now: stamp,
      });
      if (outcome === 'changed') return CHANGED;
      if (outcome === 'full') {
        throw subjectFull(
          `${subject.code} ${subject.name}`,
          request.sectionId !== undefined,
          'student',
          context.waiting.count,
        );
      }
      const section = context.sections.find((s) => s.id === outcome.sectionId)!;
      return { subject, section, meetings: context.meetings };
    });
  } catch (error) {
    // The unique key on (registration, subject) is the last guard against a double add.
    if (isUniqueViolation(error)) throw conflict('ALREADY_SELECTED');
    throw error;
  }
}

async function removeSubject(
  database: Database,
  store: SeatStore,
  studentId: number,
  subjectId: number,
  now: Date,
): Promise<WaitlistChange> {
  const removed = await untilCurrent(store, async (db) => {
    const { period, registration, selection, status } = await removal(
      store,
      db,
      studentId,
      subjectId,
      now,
    );
    const outcome = await store.removeSelectionIfUnchanged(db, {
      registrationId: registration.id,
      periodId: period.period_id,
      studentId,
      subjectId,
      version: registration.version,
      selection,
      givesBackSeat: holdsSeat(selection.status),
      from: registration.status,
      status,
      now: now.toISOString(),
    });
    return outcome === 'changed' ? CHANGED : outcome;
  });
  if (removed === 'removed') return noWaitlistChange();
  return untilUnlocked(() => removeAndPromote(database, store, studentId, subjectId, now));
}

/** What a removal is decided on, refused unless the student may remove the subject now. */
async function removal(store: SeatStore, db: Db, studentId: number, subjectId: number, now: Date) {
  const { period, registration, selections } = requirePeriod(
    await store.removeContext(db, studentId),
  );
  const periodNow = periodStatus(period, now);
  if (periodNow !== 'Open') throw periodNotOpen(periodNow, period);
  if (addDropEnded(period, now)) throw addDropOver(period);
  const selection = selections.find((s) => s.subject_id === subjectId);
  if (!registration || !selection) throw notFound('selection');
  if (!canEdit(registration.status)) throw underReview();
  const remaining = selections.filter((s) => s !== selection).map((s) => s.status);
  const status = statusAfter('edit', registration.status, remaining);
  return { period, registration, selection, status };
}

/**
 * A removal while students wait (for the subject, or the student for another): in one
 * transaction, with the registration locked, the subject leaves and its seat goes to the next
 * student who can take it; and the student's own places are tried again, since dropping a subject
 * may be what lets them in.
 */
function removeAndPromote(
  database: Database,
  store: SeatStore,
  studentId: number,
  subjectId: number,
  now: Date,
): Promise<WaitlistChange> {
  const stamp = now.toISOString();
  return database.transaction(async (trx) => {
    const found = requirePeriod(await store.removeContext(trx, studentId)).registration;
    if (found) await store.lockRegistration(trx, found.id);
    const { period, registration, selection, status } = await removal(
      store,
      trx,
      studentId,
      subjectId,
      now,
    );
    if (status !== registration.status) {
      await setRegistrationStatus(trx, registration.id, status, stamp);
    }
    await deleteSelection(trx, selection.id);
    if (holdsSeat(selection.status)) await giveBackSeat(trx, selection.section_id);
    const waitedFor = await trx
      .selectFrom('waitlist_entries')
      .select('subject_id')
      .where('period_id', '=', period.period_id)
      .where('student_id', '=', studentId)
      .execute();
    return promote(
      store,
      trx,
      period.period_id,
      [subjectId, ...waitedFor.map((w) => w.subject_id)],
      now,
    );
  });
}

function changeSection(
  database: Database,
  store: SeatStore,
  studentId: number,
  subjectId: number,
  sectionId: number,
  now: Date,
) {
  const stamp = now.toISOString();
  return database.transaction(async (trx) => {
    const found = requirePeriod(await store.addContext(trx, studentId, subjectId));
    if (!found.subject) throw notFound('subject');
    if (!found.registration || !found.subject.selected) throw notFound('selection');
    const registration = (await store.lockRegistration(trx, found.registration.id))!;
    const context = (await store.addContext(trx, studentId, subjectId))!;
    const subject = context.subject!;
    const { period } = context;
    const label = `${subject.code} ${subject.name}`;
    const selection = (await heldSelectionOf(trx, registration.id, subject.id))!;
    // Both sections in id order, as every transaction locking several takes them: two students
    // moving opposite ways would otherwise each hold the section the other needs.
    await store.lockSections(trx, [selection.section_id, sectionId]);
    const section = context.sections.find((s) => s.id === sectionId);
    if (!section) throw notFound('section', { code: subject.code });
    if (!holdsSeat(selection.status)) {
      throw conflict('ALREADY_DECIDED', { context: 'rejected', params: { subject: label } });
    }
    const moved = { subject, section, meetings: context.meetings, status: selection.status };
    if (selection.section_id === sectionId) {
      return { ...moved, waitlist: noWaitlistChange(), moved: false };
    }
    const verdict = checkSeatRules(
      seatContext(context, subject, registration.status, await keptFor(trx, context)),
      { path: 'move', sectionId, giveUp: subject.id },
      now,
    );
    if (!verdict.ok) throw refusalError(verdict.refusal, subject, period, 'student');
    if (!(await takeSeat(trx, sectionId))) {
      throw subjectFull(label, true, 'student', context.waiting.count);
    }
    await trx
      .updateTable('registration_subjects')
      .set({ section_id: sectionId })
      .where('id', '=', selection.id)
      .execute();
    await giveBackSeat(trx, selection.section_id);
    // The row is written so a read of the registration from before this is stale.
    await setRegistrationStatus(trx, registration.id, registration.status, stamp);
    // Having moved, the student no longer waits to move within this subject.
    await trx
      .deleteFrom('waitlist_entries')
      .where('period_id', '=', period.period_id)
      .where('subject_id', '=', subject.id)
      .where('student_id', '=', studentId)
      .execute();
    const waitlist = await promote(store, trx, period.period_id, [subject.id], now);
    return {
      ...moved,
      waitlist: { ...waitlist, subjectIds: [...waitlist.subjectIds, subject.id] },
      moved: true,
    };
  });
}

async function takeBack(
  store: SeatStore,
  trx: Db,
  registration: LockedRegistration,
  selection: { subject_id: number; section_id: number },
  now: Date,
) {
  const context = await store.addContext(trx, registration.student_id, selection.subject_id);
  if (!context?.subject || context.period.period_id !== registration.period_id) {
    throw conflict('PERIOD_NOT_OPEN', { context: 'pastPeriod' });
  }
  const { subject, period } = context;
  const verdict = checkSeatRules(
    seatContext(context, subject, registration.status),
    { path: 'reapproval', sectionId: selection.section_id },
    now,
  );
  if (!verdict.ok) throw refusalError(verdict.refusal, subject, period, 'advisor');
  if (!(await takeSeat(trx, selection.section_id))) {
    throw subjectFull(`${subject.code} ${subject.name}`, true, 'advisor');
  }
}
