import type { Db, Engine } from '../../db/database';
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

/** Locks the registration for a decision, after checking the reviewer may decide on it. */
export async function lockScoped(
  db: Db,
  engine: Engine,
  reviewer: AuthUser,
  registrationId: number,
) {
  const visible = await findScoped(db, reviewer, registrationId);
  if (!visible) return undefined;
  const lock = db
    .selectFrom('registrations')
    .select(['id', 'status', 'student_id'])
    .where('id', '=', registrationId);
  return (engine === 'postgres' ? lock.forUpdate() : lock).executeTakeFirst();
}

export function subjectsOf(db: Db, registrationIds: number[]) {
  if (registrationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('registration_subjects as rs')
    .innerJoin('subjects as s', 's.id', 'rs.subject_id')
    .innerJoin('faculties as f', 'f.id', 's.faculty_id')
    .select([
      'rs.id as selection_id',
      'rs.registration_id',
      'rs.section_id',
      'rs.status',
      'rs.rejection_reason',
      's.id',
      's.code',
      's.name',
      's.credits',
      'f.name as faculty',
    ])
    .where('rs.registration_id', 'in', registrationIds)
    .orderBy('rs.created_at')
    .orderBy('rs.id')
    .execute();
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

export async function insertAudit(
  db: Db,
  rows: {
    at: string;
    actor_id: number;
    registration_id: number;
    subject_id: number | null;
    scope: 'subject' | 'registration';
    decision: 'approved' | 'rejected';
    reason: string | null;
  }[],
) {
  if (rows.length > 0) await db.insertInto('audit_events').values(rows).execute();
}
