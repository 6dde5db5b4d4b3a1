import type { RegistrationChangeStage, RegistrationStatus } from '@daftar/contract';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';

/** Registrations the reviewer may see: an admin sees all, a lecturer their advisees' only. */
function scoped(db: Db, reviewer: AuthUser) {
  let query = db
    .selectFrom('registrations as r')
    .innerJoin('users as u', 'u.id', 'r.student_id')
    .innerJoin('registration_periods as p', 'p.id', 'r.period_id')
    .where('r.submitted_at', 'is not', null);
  if (reviewer.role !== 'admin') query = query.where('u.advisor_id', '=', reviewer.id);
  return query;
}

const summaryColumns = [
  'r.id',
  'r.status',
  'r.submitted_at',
  'u.id as student_id',
  'u.name as student_name',
  'u.student_id as student_number',
  'p.semester',
  'p.academic_year',
] as const;

export function listSubmitted(db: Db, reviewer: AuthUser) {
  return scoped(db, reviewer)
    .select(summaryColumns)
    .where('r.status', '=', 'submitted')
    .orderBy('r.submitted_at')
    .orderBy('r.id')
    .execute();
}

export function findScoped(db: Db, reviewer: AuthUser, registrationId: number) {
  return scoped(db, reviewer)
    .select(summaryColumns)
    .where('r.id', '=', registrationId)
    .executeTakeFirst();
}

export async function recordDecision(
  db: Db,
  values: {
    selectionId: number;
    status: 'approved' | 'rejected';
    reason: string | null;
    reviewerId: number;
    now: string;
  },
) {
  await db
    .updateTable('registration_subjects')
    .set({
      status: values.status,
      rejection_reason: values.reason,
      decided_by: values.reviewerId,
      decided_at: values.now,
    })
    .where('id', '=', values.selectionId)
    .execute();
}

export async function setStatus(
  db: Db,
  registrationId: number,
  status: RegistrationStatus,
  now: string,
) {
  await db
    .updateTable('registrations')
    .set({ status, updated_at: now })
    .where('id', '=', registrationId)
    .execute();
}

export async function subjectsWaitedFor(db: Db, studentId: number, periodId: number) {
  const rows = await db
    .selectFrom('waitlist_entries')
    .select('subject_id')
    .where('student_id', '=', studentId)
    .where('period_id', '=', periodId)
    .execute();
  return rows.map((row) => row.subject_id);
}

/** The registration's kept changes with their subjects, oldest first. */
export function changesOf(db: Db, registrationId: number) {
  return db
    .selectFrom('registration_changes as c')
    .innerJoin('subjects as s', 's.id', 'c.subject_id')
    .select([
      'c.change',
      'c.stage',
      'c.credits',
      'c.at',
      's.id as subject_id',
      's.code',
      's.name',
      's.name_ms',
    ])
    .where('c.registration_id', '=', registrationId)
    .orderBy('c.at')
    .orderBy('c.id')
    .execute();
}

/** Of the given registrations, those with a change kept in one of the stages. */
export async function changedIn(
  db: Db,
  registrationIds: number[],
  stages: readonly RegistrationChangeStage[],
): Promise<number[]> {
  if (registrationIds.length === 0) return [];
  const rows = await db
    .selectFrom('registration_changes')
    .select('registration_id')
    .distinct()
    .where('registration_id', 'in', registrationIds)
    .where('stage', 'in', stages)
    .execute();
  return rows.map((row) => row.registration_id);
}
