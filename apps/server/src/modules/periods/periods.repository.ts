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
