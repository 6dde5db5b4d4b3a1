import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';

// `1` is written into the SQL, not bound: only then can SQLite plan the query once with the
// partial index on current periods, instead of planning it again on every run.
const currentPeriodQuery = compiledOnce((db: Db) =>
  db.selectFrom('registration_periods').selectAll().where('is_current', '=', sql.lit(1)),
);

export async function findCurrentPeriod(db: Db) {
  return (await currentPeriodQuery(db)).rows[0];
}

/**
 * The current period as one student sees it: with their year of study and, when their year opens
 * at its own time, that time; with their standing and credits earned (issue 44).
 */
export function findStudentPeriod(db: Db, studentId: number) {
  return db
    .selectFrom('registration_periods as p')
    .leftJoin('users as me', (join) => join.on('me.id', '=', studentId))
    .leftJoin('student_records as ar', 'ar.student_id', 'me.id')
    .leftJoin('period_year_openings as o', (join) =>
      join.onRef('o.period_id', '=', 'p.id').onRef('o.year', '=', 'me.year_of_study'),
    )
    .selectAll('p')
    .select([
      'me.year_of_study',
      'o.opens_at',
      'me.student_status',
      'ar.standing',
      'ar.credits_earned',
    ])
    .where('p.is_current', '=', sql.lit(1))
    .executeTakeFirst();
}
