import { sql, type RawBuilder } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';

// `1` is written into the SQL, not bound: only then can SQLite plan the query once with the
// partial index on current periods, instead of planning it again on every run.
const currentPeriodQuery = compiledOnce((db: Db) =>
  db.selectFrom('registration_periods').selectAll().where('is_current', '=', sql.lit(1)),
);

/**
 * The credits of the student's approved overload in period `p` (issue 44), null without one: with
 * the period's maximum, what `creditMaxOf` makes the student's maximum. The student is an id, or a
 * column of the enclosing query.
 */
export function approvedOverloadCredits(db: Db, studentId: number | RawBuilder<number>) {
  return (
    db
      .selectFrom('overload_requests as ov')
      .select((eb) => eb.fn.max('ov.credits').as('credits'))
      .where('ov.student_id', '=', studentId)
      // The period of the enclosing query.
      .where('ov.period_id', '=', sql.ref<number>('p.id'))
      .where('ov.status', '=', 'approved')
  );
}

/**
 * Period `p`'s own credit maximum for the standing `ar.standing` of the enclosing query (issue 44),
 * null when it sets none: only the registrar's standings beyond good and probation have one here.
 */
export function standingCreditMax(db: Db) {
  return db
    .selectFrom('period_standing_limits as psl')
    .select('psl.credit_max')
    .where('psl.period_id', '=', sql.ref<number>('p.id'))
    .where('psl.standing', '=', sql.ref<string>('ar.standing'));
}

export async function findCurrentPeriod(db: Db) {
  return (await currentPeriodQuery(db)).rows[0];
}

/**
 * The current period as one student sees it: with their year of study, when their year opens at
 * its own time that time, their standing and credits earned, and the credits of an overload
 * approved for them (issue 44).
 */
export function findStudentPeriod(db: Db, studentId: number) {
  return db
    .selectFrom('registration_periods as p')
    .leftJoin('users as me', (join) => join.on('me.id', '=', studentId))
    .leftJoin('student_records as ar', 'ar.student_id', 'me.id')
    .leftJoin('standings as sd', 'sd.code', 'ar.standing')
    .leftJoin('period_year_openings as o', (join) =>
      join.onRef('o.period_id', '=', 'p.id').onRef('o.year', '=', 'me.year_of_study'),
    )
    .selectAll('p')
    .select([
      'me.year_of_study',
      'o.opens_at',
      'me.student_status',
      'ar.standing',
      'sd.name_en as standing_name_en',
      'sd.name_ms as standing_name_ms',
      'ar.credits_earned',
    ])
    .select(approvedOverloadCredits(db, studentId).as('overload_credits'))
    .select(standingCreditMax(db).as('standing_credit_max'))
    .where('p.is_current', '=', sql.lit(1))
    .executeTakeFirst();
}
