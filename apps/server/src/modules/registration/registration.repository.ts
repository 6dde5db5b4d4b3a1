import type { RegistrationStatus, SubjectStatus } from '@daftar/contract';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db, Engine } from '../../db/database';
import type { MeetingRow } from '../../lib/schedule';
import { holdsSeat, type TimeSlot } from './registration.rules';

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

const createRegistration = compiledOnce(
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

export async function lockOrCreateRegistration(
  db: Db,
  engine: Engine,
  studentId: number,
  periodId: number,
  now: string,
) {
  await createRegistration(db, studentId, periodId, now);
  const row = await lockRegistration(db, engine, studentId, periodId);
  if (!row) throw new Error('registration vanished after insert');
  return row;
}

const setStatus = compiledOnce(
  (db: Db, registrationId: number, status: RegistrationStatus, now: string) =>
    db
      .updateTable('registrations')
      .set({ status, updated_at: now })
      .where('id', '=', registrationId),
);

export async function setRegistrationStatus(
  db: Db,
  registrationId: number,
  status: RegistrationStatus,
  now: string,
  submittedAt?: string,
) {
  if (!submittedAt) {
    await setStatus(db, registrationId, status, now);
    return;
  }
  await db
    .updateTable('registrations')
    .set({ status, updated_at: now, submitted_at: submittedAt })
    .where('id', '=', registrationId)
    .execute();
}

const offeredSubject = compiledOnce(
  (db: Db, subjectId: number, periodId: number, registrationId: number) =>
    db
      .selectFrom('subjects as s')
      .innerJoin('faculties as f', 'f.id', 's.faculty_id')
      .select((eb) => [
        's.id',
        's.code',
        's.name',
        's.credits',
        'f.id as faculty_id',
        'f.name as faculty_name',
        eb
          .exists(
            eb
              .selectFrom('registration_subjects as rs')
              .select('rs.id')
              .where('rs.registration_id', '=', registrationId)
              .whereRef('rs.subject_id', '=', 's.id'),
          )
          .as('selected'),
        eb
          .exists(
            eb
              .selectFrom('subject_prerequisites as sp')
              .select('sp.prerequisite_id')
              .whereRef('sp.subject_id', '=', 's.id'),
          )
          .as('has_prerequisites'),
      ])
      .where('s.id', '=', subjectId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('sections')
            .select('sections.id')
            .where('sections.subject_id', '=', subjectId)
            .where('sections.period_id', '=', periodId),
        ),
      ),
);

/**
 * The subject, with its faculty, if it has a section in the period; with whether the registration
 * has already selected it and whether it has prerequisites at all.
 */
export async function findOfferedSubject(
  db: Db,
  subjectId: number,
  periodId: number,
  registrationId: number,
) {
  const row = (await offeredSubject(db, subjectId, periodId, registrationId)).rows[0];
  return (
    row && {
      ...row,
      selected: Boolean(row.selected),
      has_prerequisites: Boolean(row.has_prerequisites),
    }
  );
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

const selectionsQuery = compiledOnce((db: Db, registrationId: number) =>
  db
    .selectFrom('registration_subjects')
    .select(['id', 'subject_id', 'section_id', 'status'])
    .where('registration_id', '=', registrationId),
);

/** Every subject of the registration, rejected ones included. */
export async function selectionsOf(db: Db, registrationId: number) {
  return (await selectionsQuery(db, registrationId)).rows;
}

/** Codes and names of the subject's prerequisites the student has not had approved before. */
export async function missingPrerequisites(
  db: Db,
  studentId: number,
  subjectId: number,
  periodStart: string,
) {
  return (await missingPrerequisitesQuery(db, studentId, subjectId, periodStart)).rows;
}

const missingPrerequisitesQuery = compiledOnce(
  (db: Db, studentId: number, subjectId: number, periodStart: string) =>
    db
      .selectFrom('subject_prerequisites as sp')
      .innerJoin('subjects as p', 'p.id', 'sp.prerequisite_id')
      .select(['p.code', 'p.name'])
      .where('sp.subject_id', '=', subjectId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('registration_subjects as rs')
              .innerJoin('registrations as r', 'r.id', 'rs.registration_id')
              .innerJoin('registration_periods as rp', 'rp.id', 'r.period_id')
              .select('rs.id')
              .where('r.student_id', '=', studentId)
              .where('rs.subject_id', '=', eb.ref('sp.prerequisite_id'))
              .where('rs.status', '=', 'approved')
              .where('rp.start_date', '<', periodStart),
          ),
        ),
      )
      .orderBy('p.code'),
);

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

const heldQuery = compiledOnce((db: Db, registrationId: number) =>
  db
    .selectFrom('registration_subjects as rs')
    .innerJoin('subjects as s', 's.id', 'rs.subject_id')
    .leftJoin('section_meetings as m', 'm.section_id', 'rs.section_id')
    .select(['rs.id', 's.code', 's.name', 's.credits', 'm.day', 'm.start_minute', 'm.end_minute'])
    .where('rs.registration_id', '=', registrationId)
    .where('rs.status', '!=', 'rejected'),
);

/**
 * What the registration holds a seat in: the credits (as `creditsHeld`), and the meetings of
 * those sections with their subject's code and name.
 */
export async function heldSelection(db: Db, registrationId: number) {
  const { rows } = await heldQuery(db, registrationId);
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

const sectionsQuery = compiledOnce((db: Db, subjectId: number, periodId: number) =>
  db
    .selectFrom('sections as sec')
    .leftJoin('section_meetings as m', 'm.section_id', 'sec.id')
    .select([
      'sec.id',
      'sec.number',
      'sec.capacity',
      'sec.registered',
      'sec.lecturer',
      'm.day',
      'm.start_minute',
      'm.end_minute',
      'm.room',
    ])
    .where('sec.subject_id', '=', subjectId)
    .where('sec.period_id', '=', periodId)
    .orderBy('sec.number')
    .orderBy('m.day')
    .orderBy('m.start_minute'),
);

/**
 * The subject's sections in the period, lowest number first, and their meetings (each section's
 * in day and time order, as `meetingsOf` gives them).
 */
export async function sectionsOf(db: Db, subjectId: number, periodId: number) {
  const { rows } = await sectionsQuery(db, subjectId, periodId);
  const sections: {
    id: number;
    number: number;
    capacity: number;
    registered: number;
    lecturer: string;
  }[] = [];
  const meetings: (MeetingRow & { section_id: number })[] = [];
  for (const row of rows) {
    if (sections.at(-1)?.id !== row.id) {
      sections.push({
        id: row.id,
        number: row.number,
        capacity: row.capacity,
        registered: row.registered,
        lecturer: row.lecturer,
      });
    }
    if (
      row.day !== null &&
      row.start_minute !== null &&
      row.end_minute !== null &&
      row.room !== null
    ) {
      meetings.push({
        section_id: row.id,
        day: row.day,
        start_minute: row.start_minute,
        end_minute: row.end_minute,
        room: row.room,
      });
    }
  }
  return { sections, meetings };
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

// PostgreSQL: the seat and the selection row in one statement, so the section's row lock (which
// every student racing for the section queues on) is held for that statement and the commit only.
const takeSeatAndInsertQuery = compiledOnce(
  (db: Db, registrationId: number, subjectId: number, sectionId: number, now: string) =>
    db
      .with('seat', (qb) =>
        qb
          .updateTable('sections')
          .set((eb) => ({ registered: eb('registered', '+', 1) }))
          .where('id', '=', sectionId)
          .where((eb) => eb('registered', '<', eb.ref('capacity')))
          .returning('id'),
      )
      .insertInto('registration_subjects')
      .columns(['registration_id', 'subject_id', 'section_id', 'status', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('seat')
          .select((sb) => [
            sb.cast<number>(sb.val(registrationId), 'integer').as('registration_id'),
            sb.cast<number>(sb.val(subjectId), 'integer').as('subject_id'),
            'seat.id as section_id',
            sb.val('pending').as('status'),
            sb.val(now).as('created_at'),
          ]),
      ),
);

/**
 * Takes a seat in the section and records the selection, or does neither when the section is
 * full (false). The seat is taken by a conditional update that succeeds only while one is free;
 * on PostgreSQL the update and the insert are one statement, on SQLite (no writes inside WITH)
 * two, under the database's write lock.
 */
export async function takeSeatWithSelection(
  db: Db,
  engine: Engine,
  values: { registrationId: number; subjectId: number; sectionId: number; now: string },
): Promise<boolean> {
  const { registrationId, subjectId, sectionId, now } = values;
  if (engine === 'postgres') {
    const result = await takeSeatAndInsertQuery(db, registrationId, subjectId, sectionId, now);
    return result.numAffectedRows === 1n;
  }
  if (!(await takeSeat(db, sectionId))) return false;
  await insertSelectionQuery(db, registrationId, subjectId, sectionId, now);
  return true;
}

const deleteSelectionQuery = compiledOnce((db: Db, selectionId: number) =>
  db.deleteFrom('registration_subjects').where('id', '=', selectionId),
);

// PostgreSQL: the row and its seat in one statement (see takeSeatAndInsertQuery).
const deleteAndGiveBackQuery = compiledOnce((db: Db, selectionId: number) =>
  db
    .with('gone', (qb) =>
      qb
        .deleteFrom('registration_subjects')
        .where('id', '=', selectionId)
        .returning(['section_id', 'status']),
    )
    .updateTable('sections')
    .set((eb) => ({ registered: eb('registered', '-', 1) }))
    .where('id', '=', (eb) =>
      eb.selectFrom('gone').select('gone.section_id').where('gone.status', '!=', 'rejected'),
    )
    .where('registered', '>', 0),
);

/** Deletes a selection and gives back its seat, if it held one (it does unless rejected). */
export async function deleteSelection(
  db: Db,
  engine: Engine,
  selection: { id: number; section_id: number; status: SubjectStatus },
) {
  if (engine === 'postgres') {
    await deleteAndGiveBackQuery(db, selection.id);
    return;
  }
  await deleteSelectionQuery(db, selection.id);
  if (holdsSeat(selection.status)) await giveBackSeat(db, selection.section_id);
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
