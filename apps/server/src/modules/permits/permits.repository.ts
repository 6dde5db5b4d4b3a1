import type { PermitRule, PermitStatus } from '@daftar/contract';
import type { Db } from '../../db/database';

// The permits table (migration 0037) and who decides each: the subject's coordinator, or for
// the credit limit the student's advisor.

function permits(db: Db) {
  return db
    .selectFrom('permits as pm')
    .innerJoin('users as u', 'u.id', 'pm.student_id')
    .innerJoin('subjects as s', 's.id', 'pm.subject_id')
    .leftJoin('sections as sec', 'sec.id', 'pm.section_id')
    .leftJoin('users as co', 'co.id', 's.coordinator_id')
    .leftJoin('users as adv', 'adv.id', 'u.advisor_id')
    .leftJoin('users as dec', 'dec.id', 'pm.decided_by')
    .select([
      'pm.id',
      'pm.period_id',
      'pm.student_id',
      'u.name as student_name',
      'u.student_id as student_number',
      'u.advisor_id',
      'adv.name as advisor_name',
      'pm.subject_id',
      's.code as subject_code',
      's.name as subject_name',
      's.name_ms as subject_name_ms',
      's.coordinator_id',
      'co.name as coordinator_name',
      'pm.section_id',
      'sec.number as section_number',
      'sec.part as section_part',
      'pm.rule',
      'pm.reason',
      'pm.status',
      'pm.created_at',
      'pm.decided_at',
      'pm.decided_by',
      'dec.name as decided_by_name',
      'pm.decision_reason',
      'pm.used_at',
    ]);
}

export type PermitRow = NonNullable<Awaited<ReturnType<typeof findPermit>>>;

export function findPermit(db: Db, id: number) {
  return permits(db).where('pm.id', '=', id).executeTakeFirst();
}

/** The student's permits in a period, newest first. */
export function permitsOf(db: Db, studentId: number, periodId: number) {
  return permits(db)
    .where('pm.student_id', '=', studentId)
    .where('pm.period_id', '=', periodId)
    .orderBy('pm.id', 'desc')
    .execute();
}

/**
 * The permits of a period a person decides, oldest first: every one for an admin; for a lecturer,
 * those of the subjects they coordinate (but the credit limit's) and their advisees' credit-limit
 * ones.
 */
export function permitsFor(
  db: Db,
  decider: { id: number; role: string },
  periodId: number,
  status: PermitStatus,
) {
  let query = permits(db).where('pm.period_id', '=', periodId).where('pm.status', '=', status);
  if (decider.role !== 'admin') {
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('pm.rule', '!=', 'CREDIT_LIMIT'), eb('s.coordinator_id', '=', decider.id)]),
        eb.and([eb('pm.rule', '=', 'CREDIT_LIMIT'), eb('u.advisor_id', '=', decider.id)]),
      ]),
    );
  }
  return query.orderBy('pm.id').execute();
}

/** The student's open permit (pending or approved) past `rule` for a subject, if any. */
export function openPermitOf(
  db: Db,
  values: { studentId: number; periodId: number; subjectId: number; rule: PermitRule },
) {
  return db
    .selectFrom('permits')
    .select(['id', 'status'])
    .where('student_id', '=', values.studentId)
    .where('period_id', '=', values.periodId)
    .where('subject_id', '=', values.subjectId)
    .where('rule', '=', values.rule)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
}

export async function insertPermit(
  db: Db,
  values: {
    periodId: number;
    studentId: number;
    subjectId: number;
    sectionId: number | null;
    rule: PermitRule;
    reason: string;
    now: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('permits')
    .values({
      period_id: values.periodId,
      student_id: values.studentId,
      subject_id: values.subjectId,
      section_id: values.sectionId,
      rule: values.rule,
      reason: values.reason,
      status: 'pending',
      created_at: values.now,
      decided_at: null,
      decided_by: null,
      decision_reason: null,
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Decides a pending permit; false when it was no longer pending (decided meanwhile). */
export async function decidePermit(
  db: Db,
  id: number,
  change: { status: 'approved' | 'rejected'; by: number; reason: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('permits')
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

/** A subject of the period's catalogue with its sections' ids, for a request to name. */
export async function subjectOfPeriod(db: Db, subjectId: number, periodId: number) {
  // A cross-listed code's permits are its owner's, as its seats are (decision 042).
  const subject = await db
    .selectFrom('subjects as named')
    .innerJoin('subjects as s', (join) =>
      join.on((eb) => eb('s.id', '=', eb.fn.coalesce('named.cross_listed_with', 'named.id'))),
    )
    .select(['s.id', 's.code'])
    .where('named.id', '=', subjectId)
    .executeTakeFirst();
  if (!subject) return undefined;
  const sections = await db
    .selectFrom('sections')
    .select('id')
    .where('subject_id', '=', subject.id)
    .where('period_id', '=', periodId)
    .execute();
  return { ...subject, sectionIds: sections.map((s) => s.id) };
}
