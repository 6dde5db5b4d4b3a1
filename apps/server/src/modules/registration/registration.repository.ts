import type { SubjectStatus } from '@daftar/contract';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';

export function findRegistration(db: Db, studentId: number, periodId: number) {
  return db
    .selectFrom('registrations')
    .select(['id', 'status', 'submitted_at', 'late_at'])
    .where('student_id', '=', studentId)
    .where('period_id', '=', periodId)
    .executeTakeFirst();
}

/** Submits it; one submitted during late registration is marked late then, once (issue 47). */
export async function markSubmitted(
  db: Db,
  registrationId: number,
  submittedAt: string,
  late: boolean,
) {
  await db
    .updateTable('registrations')
    .set((eb) => ({
      status: 'submitted',
      updated_at: submittedAt,
      submitted_at: submittedAt,
      ...(late ? { late_at: eb.fn.coalesce('late_at', eb.val(submittedAt)) } : {}),
    }))
    .where('id', '=', registrationId)
    .execute();
}

/** Who a student is, for their advisor's notification of a submission. */
export function studentAndAdvisor(db: Db, studentId: number) {
  return db
    .selectFrom('users')
    .select(['name', 'student_id', 'advisor_id'])
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
}

export async function subjectStatuses(db: Db, registrationId: number): Promise<SubjectStatus[]> {
  const rows = await db
    .selectFrom('registration_subjects')
    .select('status')
    .where('registration_id', '=', registrationId)
    .execute();
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

/**
 * The subjects of the given registrations, each with its section and decision, in the order they
 * were added: the one read of "the subjects of a registration" that every screen shows.
 */
export function subjectsOfRegistrations(db: Db, registrationIds: number[]) {
  if (registrationIds.length === 0) return Promise.resolve([]);
  return (
    db
      .selectFrom('registration_subjects as rs')
      // A cross-listed code's selection is its owner's, shown under the code taken (decision 042).
      .innerJoin('subjects as s', (join) =>
        join.on((eb) => eb('s.id', '=', eb.fn.coalesce('rs.listed_as_id', 'rs.subject_id'))),
      )
      .innerJoin('faculties as f', 'f.id', 's.faculty_id')
      .innerJoin('sections as sec', 'sec.id', 'rs.section_id')
      .select([
        'rs.id as selection_id',
        'rs.registration_id',
        'rs.status',
        'rs.rejection_reason',
        'rs.subject_id as id',
        's.code',
        's.name',
        's.name_ms',
        's.credits',
        'f.id as faculty_id',
        'f.name as faculty_name',
        'f.name_ms as faculty_name_ms',
        'sec.id as section_id',
        'sec.number as section_number',
        'sec.lecturer',
        'sec.part as section_part',
      ])
      .where('rs.registration_id', 'in', registrationIds)
      .orderBy('rs.created_at')
      .orderBy('rs.id')
      .execute()
  );
}

/** The sections of the selections' other parts (decision 039), by section number. */
export function otherPartsOf(db: Db, selectionIds: number[]) {
  if (selectionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('selection_sections as ss')
    .innerJoin('sections as sec', 'sec.id', 'ss.section_id')
    .select(['ss.selection_id', 'sec.id', 'sec.number', 'sec.lecturer', 'sec.part'])
    .where('ss.selection_id', 'in', selectionIds)
    .orderBy('sec.number')
    .execute();
}

export type RegistrationSubjectRow = Awaited<ReturnType<typeof subjectsOfRegistrations>>[number];
