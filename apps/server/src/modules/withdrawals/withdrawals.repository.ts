import type { Db } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';

// The rows of withdrawal requests (issue 47) and what deciding one reads.

function withdrawals(db: Db) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.student_id')
    .innerJoin('registration_periods as p', 'p.id', 'w.period_id')
    .leftJoin('subjects as s', 's.id', 'w.subject_id')
    .select([
      'w.id',
      'w.period_id',
      'w.student_id',
      'u.name as student_name',
      'u.student_id as student_number',
      'u.advisor_id',
      'w.subject_id',
      's.code as subject_code',
      's.name as subject_name',
      's.name_ms as subject_name_ms',
      'w.reason',
      'w.status',
      'w.created_at',
      'w.decided_at',
      'w.decision_reason',
      'w.credits',
      'p.credit_min',
    ]);
}

export type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

export function findWithdrawal(db: Db, id: number) {
  return withdrawals(db).where('w.id', '=', id).executeTakeFirst();
}

/** The student's requests in a period, newest first. */
export function withdrawalsOf(db: Db, studentId: number, periodId: number) {
  return withdrawals(db)
    .where('w.student_id', '=', studentId)
    .where('w.period_id', '=', periodId)
    .orderBy('w.id', 'desc')
    .execute();
}

/** The pending requests of a period the reviewer may decide, oldest first. */
export function pendingFor(db: Db, reviewer: AuthUser, periodId: number) {
  let query = withdrawals(db).where('w.period_id', '=', periodId).where('w.status', '=', 'pending');
  if (reviewer.role !== 'admin') query = query.where('u.advisor_id', '=', reviewer.id);
  return query.orderBy('w.id').execute();
}

export async function insertWithdrawal(
  db: Db,
  values: {
    periodId: number;
    studentId: number;
    subjectId: number | null;
    reason: string;
    now: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('withdrawals')
    .values({
      period_id: values.periodId,
      student_id: values.studentId,
      subject_id: values.subjectId,
      reason: values.reason,
      created_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Closes a pending request; false when it was decided meanwhile. */
export async function closeWithdrawal(
  db: Db,
  id: number,
  change: {
    status: 'approved' | 'rejected';
    by: number;
    reason: string | null;
    credits: number | null;
    now: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('withdrawals')
    .set({
      status: change.status,
      decided_by: change.by,
      decided_at: change.now,
      decision_reason: change.reason,
      credits: change.credits,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The student's selections in a period with their credits: what a withdrawal weighs. */
export function selectionsOf(db: Db, studentId: number, periodId: number) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('registration_subjects as rs', 'rs.registration_id', 'r.id')
    .innerJoin('subjects as s', 's.id', 'rs.subject_id')
    .select([
      'r.id as registration_id',
      'r.status as registration_status',
      'rs.id',
      'rs.subject_id',
      'rs.listed_as_id',
      'rs.section_id',
      'rs.status',
      's.credits',
    ])
    .where('r.student_id', '=', studentId)
    .where('r.period_id', '=', periodId)
    .execute();
}

export function registrationOf(db: Db, studentId: number, periodId: number) {
  return db
    .selectFrom('registrations')
    .select(['id', 'status'])
    .where('student_id', '=', studentId)
    .where('period_id', '=', periodId)
    .executeTakeFirst();
}

/** The W a withdrawal leaves on the student's record: a result without points (issue 44's scale). */
export async function recordW(
  db: Db,
  result: { studentId: number; subjectId: number; session: string; semester: number },
): Promise<void> {
  await db
    .insertInto('results')
    .values({
      student_id: result.studentId,
      subject_id: result.subjectId,
      session: result.session,
      semester: result.semester,
      grade: 'W',
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'subject_id', 'session', 'semester']).doUpdateSet({ grade: 'W' }),
    )
    .execute();
}
