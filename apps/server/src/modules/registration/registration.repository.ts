import type { RegistrationStatus, SubjectStatus } from '@daftar/contract';
import { sql } from 'kysely';
import type { Db, Engine } from '../../db/database';

export function findCurrentPeriod(db: Db) {
  return db
    .selectFrom('registration_periods')
    .selectAll()
    .where('is_current', '=', 1)
    .executeTakeFirst();
}

export function findRegistration(db: Db, studentId: number, periodId: number) {
  return db
    .selectFrom('registrations')
    .select(['id', 'status', 'submitted_at'])
    .where('student_id', '=', studentId)
    .where('period_id', '=', periodId)
    .executeTakeFirst();
}

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
  const query = db
    .selectFrom('registrations')
    .select(['id', 'status', 'submitted_at'])
    .where('student_id', '=', studentId)
    .where('period_id', '=', periodId);
  return (engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function lockOrCreateRegistration(
  db: Db,
  engine: Engine,
  studentId: number,
  periodId: number,
  now: string,
) {
  await db
    .insertInto('registrations')
    .values({
      student_id: studentId,
      period_id: periodId,
      status: 'draft',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['student_id', 'period_id']).doNothing())
    .execute();
  const row = await lockRegistration(db, engine, studentId, periodId);
  if (!row) throw new Error('registration vanished after insert');
  return row;
}

export async function setRegistrationStatus(
  db: Db,
  registrationId: number,
  status: RegistrationStatus,
  now: string,
  submittedAt?: string,
) {
  await db
    .updateTable('registrations')
    .set({ status, updated_at: now, ...(submittedAt ? { submitted_at: submittedAt } : {}) })
    .where('id', '=', registrationId)
    .execute();
}

export function findOfferedSubject(db: Db, subjectId: number, periodId: number) {
  return db
    .selectFrom('subjects')
    .select(['id', 'code', 'name', 'credits'])
    .where('id', '=', subjectId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sections')
          .select('sections.id')
          .where('sections.subject_id', '=', subjectId)
          .where('sections.period_id', '=', periodId),
      ),
    )
    .executeTakeFirst();
}

export async function subjectStatuses(db: Db, registrationId: number): Promise<SubjectStatus[]> {
  const rows = await db
    .selectFrom('registration_subjects')
    .select('status')
    .where('registration_id', '=', registrationId)
    .execute();
  return rows.map((row) => row.status);
}

export function findSelection(db: Db, registrationId: number, subjectId: number) {
  return db
    .selectFrom('registration_subjects')
    .select(['id', 'section_id', 'status'])
    .where('registration_id', '=', registrationId)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
}

/** Codes and names of the subject's prerequisites the student has not had approved before. */
export function missingPrerequisites(
  db: Db,
  studentId: number,
  subjectId: number,
  periodStart: string,
) {
  return db
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
    .orderBy('p.code')
    .execute();
}

export async function creditsHeld(db: Db, registrationId: number): Promise<number> {
  const row = await db
    .selectFrom('registration_subjects as rs')
    .innerJoin('subjects as s', 's.id', 'rs.subject_id')
    .select(sql<number>`coalesce(sum(s.credits), 0)`.as('credits'))
    .where('rs.registration_id', '=', registrationId)
    .where('rs.status', '!=', 'rejected')
    .executeTakeFirstOrThrow();
  return row.credits;
}

/** The meetings of every section the registration holds a seat in, with the subject's name. */
export function heldMeetings(db: Db, registrationId: number) {
  return db
    .selectFrom('registration_subjects as rs')
    .innerJoin('subjects as s', 's.id', 'rs.subject_id')
    .innerJoin('section_meetings as m', 'm.section_id', 'rs.section_id')
    .select(['s.code', 's.name', 'm.day', 'm.start_minute', 'm.end_minute'])
    .where('rs.registration_id', '=', registrationId)
    .where('rs.status', '!=', 'rejected')
    .execute();
}

export function sectionsOf(db: Db, subjectId: number, periodId: number) {
  return db
    .selectFrom('sections')
    .select(['id', 'number', 'capacity', 'registered'])
    .where('subject_id', '=', subjectId)
    .where('period_id', '=', periodId)
    .orderBy('number')
    .execute();
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

/** Takes one seat, in one statement that succeeds only while a seat is free. */
export async function takeSeat(db: Db, sectionId: number): Promise<boolean> {
  const result = await db
    .updateTable('sections')
    .set((eb) => ({ registered: eb('registered', '+', 1) }))
    .where('id', '=', sectionId)
    .where((eb) => eb('registered', '<', eb.ref('capacity')))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function giveBackSeat(db: Db, sectionId: number) {
  await db
    .updateTable('sections')
    .set((eb) => ({ registered: eb('registered', '-', 1) }))
    .where('id', '=', sectionId)
    .where('registered', '>', 0)
    .execute();
}

export async function insertSelection(
  db: Db,
  values: { registrationId: number; subjectId: number; sectionId: number; now: string },
) {
  await db
    .insertInto('registration_subjects')
    .values({
      registration_id: values.registrationId,
      subject_id: values.subjectId,
      section_id: values.sectionId,
      status: 'pending',
      created_at: values.now,
    })
    .execute();
}

export async function deleteSelection(db: Db, selectionId: number) {
  await db.deleteFrom('registration_subjects').where('id', '=', selectionId).execute();
}

/** The registration's subjects with everything the student's panel shows. */
export function selectionDetails(db: Db, registrationId: number, subjectId?: number) {
  let query = db
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
    .where('rs.registration_id', '=', registrationId);
  if (subjectId !== undefined) query = query.where('rs.subject_id', '=', subjectId);
  return query.orderBy('rs.created_at').orderBy('rs.id').execute();
}
