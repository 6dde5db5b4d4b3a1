import { DEFAULT_STANDINGS, type StandingLimit } from '@daftar/contract';
import type { Db } from '../../db/database';
import { invalidFields } from '../../lib/app-error';

// A period's credit maximum for each of the registrar's own standings (issue 44): good's is the
// period's credit_max and probation's its credit_max_probation, so only the others are kept here.

/** The periods' maxima by standing, in the standings' order. */
export async function standingLimitsOf(db: Db, periodIds: number[]) {
  if (periodIds.length === 0) return [];
  return db
    .selectFrom('period_standing_limits as l')
    .innerJoin('standings as s', 's.code', 'l.standing')
    .select(['l.period_id', 'l.standing', 'l.credit_max'])
    .where('l.period_id', 'in', periodIds)
    .orderBy('s.position')
    .execute();
}

/** Replaces the period's maxima; each must be one of the registrar's own standings. */
export async function replaceStandingLimits(trx: Db, periodId: number, limits: StandingLimit[]) {
  const own = await trx
    .selectFrom('standings')
    .select('code')
    .where('code', 'not in', [...DEFAULT_STANDINGS])
    .execute();
  const known = new Set(own.map((s) => s.code));
  if (limits.some((l) => !known.has(l.standing))) {
    throw invalidFields({ standingLimits: 'unknownStanding' });
  }
  await trx.deleteFrom('period_standing_limits').where('period_id', '=', periodId).execute();
  if (limits.length === 0) return;
  await trx
    .insertInto('period_standing_limits')
    .values(
      limits.map((l) => ({ period_id: periodId, standing: l.standing, credit_max: l.creditMax })),
    )
    .execute();
}
