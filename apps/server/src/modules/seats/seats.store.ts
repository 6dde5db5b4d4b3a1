import type { RegistrationStatus } from '@daftar/contract';
import { sql, type RawBuilder } from 'kysely';
import type { jsonArrayFrom } from 'kysely/helpers/sqlite';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import type { MeetingRow } from '../../lib/schedule';
import type { HeldSubject } from './seats.rules';

// What the ledger needs from the database, with one implementation per engine (seats.sqlite.ts,
// seats.postgres.ts), and the reads and statements the two share.

export interface LockedRegistration {
  id: number;
  status: RegistrationStatus;
  student_id: number;
  period_id: number;
}

export interface TakeSeatChange {
  registrationId: number;
  /** The registration's row version as read (PostgreSQL's `xmin`; SQLite has none). */
  version: string | null;
  subjectId: number;
  /** Sections to try, in order: the seat is taken in the first that has one. */
  sectionIds: number[];
  from: RegistrationStatus;
  status: RegistrationStatus;
  now: string;
}

export interface RemoveSelectionChange {
  registrationId: number;
  periodId: number;
  studentId: number;
  subjectId: number;
  version: string | null;
  selection: { id: number; section_id: number };
  givesBackSeat: boolean;
  from: RegistrationStatus;
  status: RegistrationStatus;
  now: string;
}

export interface SeatStore {
  /**
   * Runs one attempt at a change. SQLite: one transaction, whose write lock keeps what the attempt
   * read current until it commits. PostgreSQL: no transaction; the attempt's write is one call that
   * goes through only if the registration is unchanged since its read.
   */
  attempt<T>(work: (db: Db) => Promise<T>): Promise<T>;
  addContext(db: Db, studentId: number, subjectId: number): Promise<AddContext | undefined>;
  removeContext(db: Db, studentId: number): Promise<RemoveContext | undefined>;
  /**
   * Takes a seat in the first of the sections that has one, records the pending selection and sets
   * the registration's status: all of it, or nothing when every section is full ('full') or the
   * registration changed since it was read ('changed': read again and decide again).
   */
  takeSeatIfUnchanged(
    db: Db,
    change: TakeSeatChange,
  ): Promise<{ sectionId: number } | 'full' | 'changed'>;
  /**
   * Deletes the selection, gives back its seat if it held one, sets the status; or 'changed'; or,
   * changing nothing, 'waiting' when someone waits for the subject or the student waits for any:
   * the removal is then made in a transaction that promotes waiting students.
   */
  removeSelectionIfUnchanged(
    db: Db,
    change: RemoveSelectionChange,
  ): Promise<'removed' | 'changed' | 'waiting'>;
  /** Inside a transaction: the registration, locked until it ends against every other change. */
  lockRegistration(trx: Db, registrationId: number): Promise<LockedRegistration | undefined>;
  /**
   * Inside a transaction: the sections, locked until it ends against seats taken or given back,
   * so a student joining their waitlist either sees a freed seat or is seen by its promotion.
   */
  lockSections(trx: Db, sectionIds: number[]): Promise<void>;
}

/** How an engine builds the two things the shared reads write differently. */
export interface EngineSql {
  jsonArrayFrom: typeof jsonArrayFrom;
  /** The registration's row version, `r` being the registration. */
  rowVersion: RawBuilder<string | null>;
}

const periodAndRegistrationColumns = [
  'p.id as period_id',
  'p.start_date',
  'p.end_date',
  'p.closed_at',
  'p.add_drop_end_date',
  'p.credit_max',
  // The student's year and, when their year opens at its own time, that time.
  'me.year_of_study',
  'o.opens_at',
  'r.id as registration_id',
  'r.status as registration_status',
] as const;

/**
 * Everything adding `subjectId` is decided on, in one query: the current period, the student's
 * registration with its row version, the subject if offered in the period, the prerequisites the
 * student has not had approved in an earlier period, what the registration holds (one row per
 * meeting), and the subject's sections with their meetings. Lists come back as JSON arrays.
 */
export function addContextSelect(db: Db, engine: EngineSql, studentId: number, subjectId: number) {
  return db
    .selectFrom('registration_periods as p')
    .leftJoin('registrations as r', (join) =>
      join.onRef('r.period_id', '=', 'p.id').on('r.student_id', '=', studentId),
    )
    .leftJoin('users as me', (join) => join.on('me.id', '=', studentId))
    .leftJoin('period_year_openings as o', (join) =>
      join.onRef('o.period_id', '=', 'p.id').onRef('o.year', '=', 'me.year_of_study'),
    )
    .leftJoin('subjects as s', (join) => join.on('s.id', '=', subjectId))
    .leftJoin('faculties as f', 'f.id', 's.faculty_id')
    .select((eb) => [
      ...periodAndRegistrationColumns,
      engine.rowVersion.as('registration_version'),
      's.id as subject_id',
      's.code',
      's.name',
      's.credits',
      'f.id as faculty_id',
      'f.name as faculty_name',
      eb
        .exists(
          eb
            .selectFrom('sections as os')
            .select('os.id')
            .whereRef('os.subject_id', '=', 's.id')
            .whereRef('os.period_id', '=', 'p.id'),
        )
        .as('offered'),
      eb
        .exists(
          eb
            .selectFrom('registration_subjects as rs')
            .select('rs.id')
            .whereRef('rs.registration_id', '=', 'r.id')
            .whereRef('rs.subject_id', '=', 's.id'),
        )
        .as('selected'),
      engine
        .jsonArrayFrom(
          eb
            .selectFrom('subject_prerequisites as sp')
            .innerJoin('subjects as pre', 'pre.id', 'sp.prerequisite_id')
            .select(['pre.code', 'pre.name'])
            .whereRef('sp.subject_id', '=', 's.id')
            .where((inner) =>
              inner.not(
                inner.exists(
                  inner
                    .selectFrom('registration_subjects as done')
                    .innerJoin('registrations as dr', 'dr.id', 'done.registration_id')
                    .innerJoin('registration_periods as dp', 'dp.id', 'dr.period_id')
                    .select('done.id')
                    .where('dr.student_id', '=', studentId)
                    .whereRef('done.subject_id', '=', 'sp.prerequisite_id')
                    .where('done.status', '=', 'approved')
                    .whereRef('dp.start_date', '<', 'p.start_date'),
                ),
              ),
            )
            .orderBy('pre.code'),
        )
        .as('missing_prerequisites'),
      engine
        .jsonArrayFrom(
          eb
            .selectFrom('registration_subjects as h')
            .innerJoin('subjects as hs', 'hs.id', 'h.subject_id')
            .leftJoin('section_meetings as hm', 'hm.section_id', 'h.section_id')
            .select([
              'h.id',
              'h.subject_id',
              'hs.code',
              'hs.name',
              'hs.credits',
              'hm.day',
              'hm.start_minute',
              'hm.end_minute',
            ])
            .whereRef('h.registration_id', '=', 'r.id')
            .where('h.status', '!=', 'rejected'),
        )
        .as('held'),
      engine
        .jsonArrayFrom(
          eb
            .selectFrom('sections as sec')
            .select([
              'sec.id',
              'sec.number',
              'sec.capacity',
              'sec.registered',
              'sec.lecturer',
              'sec.closed_at',
            ])
            .whereRef('sec.subject_id', '=', 's.id')
            .whereRef('sec.period_id', '=', 'p.id')
            .orderBy('sec.number'),
        )
        .as('sections'),
      eb
        .selectFrom('waitlist_entries as wc')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('wc.subject_id', '=', 's.id')
        .whereRef('wc.period_id', '=', 'p.id')
        .as('waiting_count'),
      eb
        .selectFrom('waitlist_entries as wm')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .where('wm.student_id', '=', studentId)
        .whereRef('wm.period_id', '=', 'p.id')
        .as('waiting_places'),
      eb
        .exists(
          eb
            .selectFrom('waitlist_entries as ws')
            .select('ws.id')
            .whereRef('ws.subject_id', '=', 's.id')
            .whereRef('ws.period_id', '=', 'p.id')
            .where('ws.student_id', '=', studentId),
        )
        .as('waiting_self'),
      engine
        .jsonArrayFrom(
          eb
            .selectFrom('section_meetings as m')
            .innerJoin('sections as ms', 'ms.id', 'm.section_id')
            .select(['m.section_id', 'm.day', 'm.start_minute', 'm.end_minute', 'm.room'])
            .whereRef('ms.subject_id', '=', 's.id')
            .whereRef('ms.period_id', '=', 'p.id')
            .orderBy('ms.number')
            .orderBy('m.day')
            .orderBy('m.start_minute'),
        )
        .as('section_meetings'),
    ])
    .where('p.is_current', '=', sql.lit(1));
}

type AddContextRow = Awaited<ReturnType<ReturnType<typeof addContextSelect>['execute']>>[number];

/** Everything removing a subject is decided on: the period, the registration, all its subjects. */
export function removeContextSelect(db: Db, engine: EngineSql, studentId: number) {
  return db
    .selectFrom('registration_periods as p')
    .leftJoin('registrations as r', (join) =>
      join.onRef('r.period_id', '=', 'p.id').on('r.student_id', '=', studentId),
    )
    .leftJoin('users as me', (join) => join.on('me.id', '=', studentId))
    .leftJoin('period_year_openings as o', (join) =>
      join.onRef('o.period_id', '=', 'p.id').onRef('o.year', '=', 'me.year_of_study'),
    )
    .select((eb) => [
      ...periodAndRegistrationColumns,
      engine.rowVersion.as('registration_version'),
      engine
        .jsonArrayFrom(
          eb
            .selectFrom('registration_subjects as rs')
            .select(['rs.id', 'rs.subject_id', 'rs.section_id', 'rs.status'])
            .whereRef('rs.registration_id', '=', 'r.id'),
        )
        .as('selections'),
    ])
    .where('p.is_current', '=', sql.lit(1));
}

type RemoveContextRow = Awaited<
  ReturnType<ReturnType<typeof removeContextSelect>['execute']>
>[number];

// pg parses JSON columns itself; better-sqlite3 returns them as text.
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function registrationOf(row: {
  registration_id: number | null;
  registration_status: RegistrationStatus | null;
  registration_version: string | null;
}) {
  if (row.registration_id === null || row.registration_status === null) return null;
  return {
    id: row.registration_id,
    status: row.registration_status,
    version: row.registration_version,
  };
}

export type AddContext = ReturnType<typeof toAddContext>;

/** The add context's row as the ledger uses it: subject null when it is not offered. */
export function toAddContext(row: AddContextRow) {
  const subject =
    row.subject_id !== null && Boolean(row.offered)
      ? {
          id: row.subject_id,
          code: row.code!,
          name: row.name!,
          credits: row.credits!,
          faculty_id: row.faculty_id!,
          faculty_name: row.faculty_name!,
          selected: Boolean(row.selected),
        }
      : null;
  return {
    period: row,
    registration: registrationOf(row),
    subject,
    missingPrerequisites: parsed(row.missing_prerequisites),
    held: heldSelection(parsed(row.held)),
    sections: parsed(row.sections),
    meetings: parsed(row.section_meetings) as (MeetingRow & { section_id: number })[],
    waiting: waitingOf(row),
  };
}

/** Who waits for the subject, and the student's own places. */
function waitingOf(row: AddContextRow) {
  return {
    count: Number(row.waiting_count ?? 0),
    /** The student's own places in the period, and whether one is for this subject. */
    places: Number(row.waiting_places ?? 0),
    self: Boolean(row.waiting_self),
  };
}

export type RemoveContext = ReturnType<typeof toRemoveContext>;

export function toRemoveContext(row: RemoveContextRow) {
  return { period: row, registration: registrationOf(row), selections: parsed(row.selections) };
}

/** The credits held (each subject once) and the held subjects with their meetings. */
function heldSelection(
  rows: {
    id: number;
    subject_id: number;
    code: string;
    name: string;
    credits: number;
    day: number | null;
    start_minute: number | null;
    end_minute: number | null;
  }[],
) {
  const subjects = new Map<number, HeldSubject & { credits: number }>();
  let credits = 0;
  for (const row of rows) {
    let subject = subjects.get(row.id);
    if (!subject) {
      subject = {
        subjectId: row.subject_id,
        code: row.code,
        name: row.name,
        credits: row.credits,
        meetings: [],
      };
      subjects.set(row.id, subject);
      credits += row.credits;
    }
    if (row.day !== null && row.start_minute !== null && row.end_minute !== null) {
      subject.meetings.push({
        day: row.day,
        start_minute: row.start_minute,
        end_minute: row.end_minute,
      });
    }
  }
  return { credits, subjects: [...subjects.values()] };
}

// The statements both engines run as they are.

export const createRegistration = compiledOnce(
  (db: Db, studentId: number, periodId: number, now: string) =>
    db
      .insertInto('registrations')
      .values({
        student_id: studentId,
        period_id: periodId,
        status: 'draft',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['student_id', 'period_id']).doNothing()),
);

const takeSeatQuery = compiledOnce((db: Db, sectionId: number) =>
  db
    .updateTable('sections')
    .set((eb) => ({ registered: eb('registered', '+', 1) }))
    .where('id', '=', sectionId)
    .where((eb) => eb('registered', '<', eb.ref('capacity')))
    .where('closed_at', 'is', null),
);

/** Takes one seat, in one statement that succeeds only while a seat is free and the section open. */
export async function takeSeat(db: Db, sectionId: number): Promise<boolean> {
  const result = await takeSeatQuery(db, sectionId);
  return result.numAffectedRows === 1n;
}

const giveBackSeatQuery = compiledOnce((db: Db, sectionId: number) =>
  db
    .updateTable('sections')
    .set((eb) => ({ registered: eb('registered', '-', 1) }))
    .where('id', '=', sectionId)
    .where('registered', '>', 0),
);

export async function giveBackSeat(db: Db, sectionId: number) {
  await giveBackSeatQuery(db, sectionId);
}

export const setRegistrationStatus = compiledOnce(
  (db: Db, registrationId: number, status: RegistrationStatus, now: string) =>
    db
      .updateTable('registrations')
      .set({ status, updated_at: now })
      .where('id', '=', registrationId),
);

export const insertSelection = compiledOnce(
  (db: Db, registrationId: number, subjectId: number, sectionId: number, now: string) =>
    db.insertInto('registration_subjects').values({
      registration_id: registrationId,
      subject_id: subjectId,
      section_id: sectionId,
      status: 'pending',
      created_at: now,
    }),
);

export const deleteSelection = compiledOnce((db: Db, selectionId: number) =>
  db.deleteFrom('registration_subjects').where('id', '=', selectionId),
);

/**
 * The sections whose free seats are kept for students waiting for a subject whom nothing has
 * passed over (null: any of its sections), each once however long the line.
 */
export const keptSections = compiledOnce((db: Db, periodId: number, subjectId: number) =>
  db
    .selectFrom('waitlist_entries')
    .select('section_id')
    .distinct()
    .where('period_id', '=', periodId)
    .where('subject_id', '=', subjectId)
    .where('skip_code', 'is', null),
);

/** Whether a removal must promote: someone waits for the subject, or the student waits for any. */
export const waitingInvolved = compiledOnce(
  (db: Db, periodId: number, subjectId: number, studentId: number) =>
    // Two lookups, each on its own index (one OR over both would scan every place).
    db.selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('waitlist_entries')
              .select('id')
              .where('subject_id', '=', subjectId)
              .where('period_id', '=', periodId),
          ),
          eb.exists(
            eb
              .selectFrom('waitlist_entries')
              .select('id')
              .where('student_id', '=', studentId)
              .where('period_id', '=', periodId),
          ),
        ])
        .as('involved'),
    ),
);

export const lockableRegistration = (db: Db, registrationId: number) =>
  db
    .selectFrom('registrations')
    .select(['id', 'status', 'student_id', 'period_id'])
    .where('id', '=', registrationId);
