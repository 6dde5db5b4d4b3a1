import type { PlanBody } from '@daftar/contract';
import type { Db } from '../../db/database';

/** The plan the student keeps for the period, as saved; undefined before the first save. */
export function findPlan(db: Db, studentId: number, periodId: number) {
  return db
    .selectFrom('registration_plans')
    .select(['plan', 'updated_at'])
    .where('student_id', '=', studentId)
    .where('period_id', '=', periodId)
    .executeTakeFirst();
}

/** Replaces the student's plan for the period (one row per student and period). */
export async function savePlan(
  db: Db,
  row: { studentId: number; periodId: number; plan: PlanBody; at: string },
): Promise<void> {
  const plan = JSON.stringify(row.plan);
  await db
    .insertInto('registration_plans')
    .values({
      student_id: row.studentId,
      period_id: row.periodId,
      plan,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'period_id']).doUpdateSet({ plan, updated_at: row.at }),
    )
    .execute();
}

/** The subjects named, with the subject whose sections they have (a cross-listed code's owner). */
export function subjectsNamed(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('subjects')
    .select(['id', 'code', 'name', 'name_ms', 'credits', 'cross_listed_with'])
    .where('id', 'in', ids)
    .execute();
}

/** The period's sections of these subjects. */
export function sectionsOf(db: Db, periodId: number, subjectIds: number[]) {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sections')
    .select(['id', 'subject_id'])
    .where('period_id', '=', periodId)
    .where('subject_id', 'in', subjectIds)
    .execute();
}
