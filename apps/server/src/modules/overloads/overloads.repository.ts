import type { OverloadStatus } from '@daftar/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { approvedOverloadCredits, standingCreditMax } from '../periods/periods.service';

const requestColumns = [
  'ov.id',
  'ov.period_id',
  'ov.student_id',
  'u.name as student_name',
  'u.student_id as student_number',
  'u.advisor_id',
  'ov.credits',
  'ov.reason',
  'ov.status',
  'ov.created_at',
  'ov.decided_at',
  'ov.decision_reason',
] as const;

function requests(db: Db) {
  return db
    .selectFrom('overload_requests as ov')
    .innerJoin('users as u', 'u.id', 'ov.student_id')
    .select(requestColumns);
}

export type OverloadRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export function findRequest(db: Db, id: number) {
  return requests(db).where('ov.id', '=', id).executeTakeFirst();
}

/** The student's requests in a period, newest first. */
export function requestsOf(db: Db, studentId: number, periodId: number) {
  return requests(db)
    .where('ov.student_id', '=', studentId)
    .where('ov.period_id', '=', periodId)
    .orderBy('ov.id', 'desc')
    .execute();
}

/**
 * The pending requests of a period the reviewer may decide (an admin every one, a lecturer their
 * advisees'), oldest first, each with the credits its student holds and what their maximum is
 * read from: the period's, their standing, an overload approved earlier.
 */
export function pendingFor(db: Db, reviewer: AuthUser, periodId: number) {
  let query = requests(db)
    .innerJoin('registration_periods as p', 'p.id', 'ov.period_id')
    .leftJoin('registrations as r', (join) =>
      join.onRef('r.period_id', '=', 'ov.period_id').onRef('r.student_id', '=', 'ov.student_id'),
    )
    .leftJoin('student_records as ar', 'ar.student_id', 'ov.student_id')
    .select((eb) => [
      'p.credit_max',
      'p.credit_max_probation',
      'ar.standing',
      approvedOverloadCredits(db, sql.ref<number>('ov.student_id')).as('overload_credits'),
      standingCreditMax(db).as('standing_credit_max'),
      eb
        .selectFrom('registration_subjects as h')
        .innerJoin('subjects as hs', 'hs.id', 'h.subject_id')
        .select((inner) =>
          inner.fn.coalesce(inner.fn.sum<number>('hs.credits'), inner.lit(0)).as('n'),
        )
        .whereRef('h.registration_id', '=', 'r.id')
        .where('h.status', '!=', 'rejected')
        .as('credits_held'),
    ])
    .where('ov.period_id', '=', periodId)
    .where('ov.status', '=', 'pending');
  if (reviewer.role !== 'admin') query = query.where('u.advisor_id', '=', reviewer.id);
  return query.orderBy('ov.id').execute();
}

export async function insertRequest(
  db: Db,
  values: { periodId: number; studentId: number; credits: number; reason: string; now: string },
): Promise<number> {
  const { id } = await db
    .insertInto('overload_requests')
    .values({
      period_id: values.periodId,
      student_id: values.studentId,
      credits: values.credits,
      reason: values.reason,
      status: 'pending',
      created_at: values.now,
      decided_at: null,
      decided_by: null,
      decision_reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Moves a pending request on; false when it was no longer pending (decided meanwhile). */
export async function closeRequest(
  db: Db,
  id: number,
  change: { status: OverloadStatus; by: number; reason: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('overload_requests')
    .set({
      status: change.status,
      decided_at: change.now,
      decided_by: change.by,
      decision_reason: change.reason,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The student's pending request in a period, if any. */
export function pendingOf(db: Db, studentId: number, periodId: number) {
  return requests(db)
    .where('ov.student_id', '=', studentId)
    .where('ov.period_id', '=', periodId)
    .where('ov.status', '=', 'pending')
    .executeTakeFirst();
}

/** The period's overload cap, as the registrar has it now. */
export async function overloadCapOf(db: Db, periodId: number): Promise<number | null> {
  const row = await db
    .selectFrom('registration_periods')
    .select('overload_cap')
    .where('id', '=', periodId)
    .executeTakeFirstOrThrow();
  return row.overload_cap;
}
