import type { RegistrationStatus, SubjectStatus } from '@daftar/contract';
import { sql } from 'kysely';
import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray } from 'kysely/helpers/sqlite';
import { compiledOnce } from '../../db/compiled-once';
import { isPostgres, type Db, type Engine } from '../../db/database';
import type { MeetingRow } from '../../lib/schedule';
import type { TimeSlot } from './registration.rules';

// The queries of adding and removing a subject are compiled once (see compiledOnce): the rush
// runs them thousands of times a second.

// `1` is written into the SQL, not bound: only then can SQLite plan the query once with the
// partial index on current periods, instead of planning it again on every run.
const currentPeriodQuery = compiledOnce((db: Db) =>
  db.selectFrom('registration_periods').selectAll().where('is_current', '=', sql.lit(1)),
);

export async function findCurrentPeriod(db: Db) {
  return (await currentPeriodQuery(db)).rows[0];
}

export function findRegistration(db: Db, studentId: number, periodId: number) {
  return db
    .selectFrom('registrations')
    .select(['id', 'status', 'submitted_at'])
    .where('student_id', '=', studentId)
    .where('period_id', '=', periodId)
    .executeTakeFirst();
}

const registrationQuery = (db: Db, studentId: number, periodId: number) =>
  db
    .selectFrom('registrations')
    .select(['id', 'status', 'submitted_at'])
    .where('student_id', '=', studentId)
    .where('period_id', '=', periodId);
const registrationRow = compiledOnce(registrationQuery);
const lockedRegistrationRow = compiledOnce((db: Db, studentId: number, periodId: number) =>
  registrationQuery(db, studentId, periodId).forUpdate(),
);

/**
 * The student's registration for the period, locked until the transaction ends so one student's
 * adds, removals, submits and the reviewers' decisions on it happen one after another. SQLite
 * needs no row lock: its transactions already hold the database's write lock.
 */
export async function lockRegistration(
  db: Db,
  engine: Engine,
  studentId: number,
  periodId: number,
) {
  const query = engine === 'postgres' ? lockedRegistrationRow : registrationRow;
  return (await query(db, studentId, periodId)).rows[0];
}

const createRegistrationQuery = compiledOnce(
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

/** Creates the student's registration for the period unless it exists. */
export async function createRegistration(db: Db, studentId: number, periodId: number, now: string) {
  await createRegistrationQuery(db, studentId, periodId, now);
}

const setStatus = compiledOnce(
  (db: Db, registrationId: number, status: RegistrationStatus, now: string) =>
    db
      .updateTable('registrations')
      .set({ status, updated_at: now })
      .where('id', '=', registrationId),
);

/** Marks the registration submitted for review, at `submittedAt`. */
export async function markSubmitted(db: Db, registrationId: number, submittedAt: string) {
  await db
    .updateTable('registrations')
    .set({ status: 'submitted', updated_at: submittedAt, submitted_at: submittedAt })
    .where('id', '=', registrationId)
    .execute();
}

const statusesOf = compiledOnce((db: Db, registrationId: number) =>
  db
    .selectFrom('registration_subjects')
    .select('status')
    .where('registration_id', '=', registrationId),
);

export async function subjectStatuses(db: Db, registrationId: number): Promise<SubjectStatus[]> {
  const { rows } = await statusesOf(db, registrationId);
  return rows.map((row) => row.status);
}

const creditsQuery = compiledOnce((db: Db, registrationId: number) =>
  db
    .selectFrom('registration_subjects as rs')
    .innerJoin('subjects as s', 's.id', 'rs.subject_id')
    .select(sql<number>`coalesce(sum(s.credits), 0)`.as('credits'))
    .where('rs.registration_id', '=', registrationId)
    .where('rs.status', '!=', 'rejected'),
);

export async function creditsHeld(db: Db, registrationId: number): Promise<number> {
  const { rows } = await creditsQuery(db, registrationId);
  return rows[0]!.credits;
}

export function meetingsOf(db: Db, sectionIds: number[]) {
  if (sectionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('section_meetings')
    .select(['section_id', 'day', 'start_minute', 'end_minute', 'room'])
    .where('section_id', 'in', sectionIds)
    .orderBy('section_id')
    .orderBy('day')
    .orderBy('start_minute')
    .execute();
}

const takeSeatQuery = compiledOnce((db: Db, sectionId: number) =>
  db
    .updateTable('sections')
    .set((eb) => ({ registered: eb('registered', '+', 1) }))
    .where('id', '=', sectionId)
    .where((eb) => eb('registered', '<', eb.ref('capacity'))),
);

/** Takes one seat, in one statement that succeeds only while a seat is free. */
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

// Adding and removing read everything they decide on in one query, then write in one call (see
// takeSeatIfUnchanged): on PostgreSQL a seat change is then three round trips with the user's
// lookup, not eleven. Lists come back as JSON arrays, flat, as both engines build them alike.

const jsonArrayFrom = (db: Db) => (isPostgres(db) ? postgresJsonArray : sqliteJsonArray);

/** PostgreSQL's row version (`xmin`), which every update of the row changes; SQLite has none. */
const rowVersion = (db: Db) =>
  isPostgres(db) ? sql<string | null>`r.xmin::text` : sql<string | null>`null`;

// pg parses JSON columns itself; better-sqlite3 returns them as text.
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

const periodAndRegistrationColumns = [
  'p.id as period_id',
  'p.start_date',
  'p.end_date',
  'p.closed_at',
  'p.credit_max',
  'r.id as registration_id',
  'r.status as registration_status',
] as const;

const addContextQuery = compiledOnce((db: Db, studentId: number, subjectId: number) =>
  db
    .selectFrom('registration_periods as p')
    .leftJoin('registrations as r', (join) =>
      join.onRef('r.period_id', '=', 'p.id').on('r.student_id', '=', studentId),
    )
    .leftJoin('subjects as s', (join) => join.on('s.id', '=', subjectId))
    .leftJoin('faculties as f', 'f.id', 's.faculty_id')
    .select((eb) => [
      ...periodAndRegistrationColumns,
      rowVersion(db).as('registration_version'),
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
      // The subject's prerequisites the student has not had approved in an earlier period.
      jsonArrayFrom(db)(
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
      ).as('missing_prerequisites'),
      // What the registration holds a seat in: one row per meeting (or one without meetings).
      jsonArrayFrom(db)(
        eb
          .selectFrom('registration_subjects as h')
          .innerJoin('subjects as hs', 'hs.id', 'h.subject_id')
          .leftJoin('section_meetings as hm', 'hm.section_id', 'h.section_id')
          .select([
            'h.id',
            'hs.code',
            'hs.name',
            'hs.credits',
            'hm.day',
            'hm.start_minute',
            'hm.end_minute',
          ])
          .whereRef('h.registration_id', '=', 'r.id')
          .where('h.status', '!=', 'rejected'),
      ).as('held'),
      jsonArrayFrom(db)(
        eb
          .selectFrom('sections as sec')
          .select(['sec.id', 'sec.number', 'sec.capacity', 'sec.registered', 'sec.lecturer'])
          .whereRef('sec.subject_id', '=', 's.id')
          .whereRef('sec.period_id', '=', 'p.id')
          .orderBy('sec.number'),
      ).as('sections'),
      jsonArrayFrom(db)(
        eb
          .selectFrom('section_meetings as m')
          .innerJoin('sections as ms', 'ms.id', 'm.section_id')
          .select(['m.section_id', 'm.day', 'm.start_minute', 'm.end_minute', 'm.room'])
          .whereRef('ms.subject_id', '=', 's.id')
          .whereRef('ms.period_id', '=', 'p.id')
          .orderBy('ms.number')
          .orderBy('m.day')
          .orderBy('m.start_minute'),
      ).as('section_meetings'),
    ])
    .where('p.is_current', '=', sql.lit(1)),
);

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

/**
 * Everything adding `subjectId` is decided on, as of one moment: the current period (undefined
 * without one), the student's registration (null before their first add) with its row version,
 * the subject if it is offered in the period, the prerequisites the student still misses, what
 * the registration holds, and the subject's sections (lowest number first) with their meetings.
 */
export async function addContext(db: Db, studentId: number, subjectId: number) {
  const row = (await addContextQuery(db, studentId, subjectId)).rows[0];
  if (!row) return undefined;
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
  };
}

/** The credits held (each subject once) and the held meetings with their subject's code and name. */
function heldSelection(
  rows: {
    id: number;
    code: string;
    name: string;
    credits: number;
    day: number | null;
    start_minute: number | null;
    end_minute: number | null;
  }[],
) {
  const counted = new Set<number>();
  let credits = 0;
  const meetings: ({ code: string; name: string } & TimeSlot)[] = [];
  for (const row of rows) {
    if (!counted.has(row.id)) {
      counted.add(row.id);
      credits += row.credits;
    }
    if (row.day !== null && row.start_minute !== null && row.end_minute !== null) {
      meetings.push({
        code: row.code,
        name: row.name,
        day: row.day,
        start_minute: row.start_minute,
        end_minute: row.end_minute,
      });
    }
  }
  return { credits, meetings };
}

const removeContextQuery = compiledOnce((db: Db, studentId: number) =>
  db
    .selectFrom('registration_periods as p')
    .leftJoin('registrations as r', (join) =>
      join.onRef('r.period_id', '=', 'p.id').on('r.student_id', '=', studentId),
    )
    .select((eb) => [
      ...periodAndRegistrationColumns,
      rowVersion(db).as('registration_version'),
      jsonArrayFrom(db)(
        eb
          .selectFrom('registration_subjects as rs')
          .select(['rs.id', 'rs.subject_id', 'rs.section_id', 'rs.status'])
          .whereRef('rs.registration_id', '=', 'r.id'),
      ).as('selections'),
    ])
    .where('p.is_current', '=', sql.lit(1)),
);

/**
 * Everything removing a subject is decided on, as of one moment: the current period (undefined
 * without one), the student's registration with its row version, and all its subjects.
 */
export async function removeContext(db: Db, studentId: number) {
  const row = (await removeContextQuery(db, studentId)).rows[0];
  if (!row) return undefined;
  return { period: row, registration: registrationOf(row), selections: parsed(row.selections) };
}

const takeSeatFunction = compiledOnce(
  (
    db: Db,
    registrationId: number,
    version: string | null,
    subjectId: number,
    sectionIds: number[],
    status: RegistrationStatus,
    now: string,
  ) =>
    db.selectNoFrom(
      sql<number>`take_seat_if_unchanged(${registrationId}, ${version}::xid, ${subjectId}, ${sectionIds}::integer[], ${status}, ${now})`.as(
        'outcome',
      ),
    ),
);

const insertSelectionQuery = compiledOnce(
  (db: Db, registrationId: number, subjectId: number, sectionId: number, now: string) =>
    db.insertInto('registration_subjects').values({
      registration_id: registrationId,
      subject_id: subjectId,
      section_id: sectionId,
      status: 'pending',
      created_at: now,
    }),
);

/**
 * Takes a seat in the first of `sectionIds` that has one, records the pending selection and sets
 * the registration's status: all of it, or nothing when every section is full ('full') or the
 * registration has changed since `version` was read ('changed': read again and decide again).
 * On PostgreSQL it is one call of take_seat_if_unchanged (migration 0002), one round trip in its
 * own transaction. On SQLite it runs inside the caller's transaction, whose write lock has kept
 * the registration as it was read.
 */
export async function takeSeatIfUnchanged(
  db: Db,
  engine: Engine,
  change: {
    registrationId: number;
    version: string | null;
    subjectId: number;
    sectionIds: number[];
    status: RegistrationStatus;
    now: string;
  },
): Promise<{ sectionId: number } | 'full' | 'changed'> {
  const { registrationId, version, subjectId, sectionIds, status, now } = change;
  if (engine === 'postgres') {
    const { rows } = await takeSeatFunction(
      db,
      registrationId,
      version,
      subjectId,
      sectionIds,
      status,
      now,
    );
    const outcome = rows[0]!.outcome;
    return outcome > 0 ? { sectionId: outcome } : outcome === 0 ? 'full' : 'changed';
  }
  for (const sectionId of sectionIds) {
    if (await takeSeat(db, sectionId)) {
      await setStatus(db, registrationId, status, now);
      await insertSelectionQuery(db, registrationId, subjectId, sectionId, now);
      return { sectionId };
    }
  }
  return 'full';
}

const removeFunction = compiledOnce(
  (
    db: Db,
    registrationId: number,
    version: string | null,
    selectionId: number,
    givesBackSeat: boolean,
    status: RegistrationStatus,
    now: string,
  ) =>
    db.selectNoFrom(
      sql<boolean>`remove_selection_if_unchanged(${registrationId}, ${version}::xid, ${selectionId}, ${givesBackSeat}, ${status}, ${now})`.as(
        'removed',
      ),
    ),
);

const deleteSelectionQuery = compiledOnce((db: Db, selectionId: number) =>
  db.deleteFrom('registration_subjects').where('id', '=', selectionId),
);

/**
 * Deletes a selection, gives back its seat if it held one, and sets the registration's status:
 * all of it, or nothing when the registration has changed since `version` was read ('changed').
 * One call of remove_selection_if_unchanged on PostgreSQL; on SQLite, inside the caller's
 * transaction (see takeSeatIfUnchanged).
 */
export async function removeSelectionIfUnchanged(
  db: Db,
  engine: Engine,
  change: {
    registrationId: number;
    version: string | null;
    selection: { id: number; section_id: number };
    givesBackSeat: boolean;
    status: RegistrationStatus;
    now: string;
  },
): Promise<'removed' | 'changed'> {
  const { registrationId, version, selection, givesBackSeat, status, now } = change;
  if (engine === 'postgres') {
    const { rows } = await removeFunction(
      db,
      registrationId,
      version,
      selection.id,
      givesBackSeat,
      status,
      now,
    );
    return rows[0]!.removed ? 'removed' : 'changed';
  }
  await setStatus(db, registrationId, status, now);
  await deleteSelectionQuery(db, selection.id);
  if (givesBackSeat) await giveBackSeat(db, selection.section_id);
  return 'removed';
}

/** The registration's subjects with everything the student's panel shows. */
export function selectionDetails(db: Db, registrationId: number) {
  return db
    .selectFrom('registration_subjects as rs')
    .innerJoin('subjects as s', 's.id', 'rs.subject_id')
    .innerJoin('faculties as f', 'f.id', 's.faculty_id')
    .innerJoin('sections as sec', 'sec.id', 'rs.section_id')
    .select([
      's.id',
      's.code',
      's.name',
      's.credits',
      'f.id as faculty_id',
      'f.name as faculty_name',
      'rs.status',
      'rs.rejection_reason',
      'sec.id as section_id',
      'sec.number as section_number',
      'sec.lecturer',
    ])
    .where('rs.registration_id', '=', registrationId)
    .orderBy('rs.created_at')
    .orderBy('rs.id')
    .execute();
}
