import type { Standings } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { invalidFields } from '../../lib/app-error';
import { recordAdminChange } from '../audit/admin-changes.service';
import * as repo from './academic-record.repository';
import { refreshRecords } from './academic-record.service';

// The registrar's standings (issue 44, decision 031): a student takes the highest standing whose
// CGPA theirs meets, unless the roll gives one. Good and probation always exist (the contract's
// schema keeps them); a university adds its own, a Dean's list with a higher limit.

/** The standings, in the registrar's order. */
export async function standings(db: Db): Promise<Standings> {
  const rows = await repo.standingRows(db);
  return {
    standings: rows.map((r) => ({
      code: r.code,
      nameEn: r.name_en,
      nameMs: r.name_ms,
      minCgpa: r.min_cgpa_hundredths / 100,
    })),
  };
}

/**
 * Replaces the standings: a standing the roll gives some student cannot be left out. Every
 * student's summary is worked out again in the same transaction (a new threshold moves students
 * at once); a standing left out goes with each period's maximum for it. Audited.
 */
export async function updateStandings(
  database: Database,
  actorId: number,
  body: Standings,
  now = new Date(),
): Promise<Standings> {
  return database.transaction(async (trx) => {
    const before = await standings(trx);
    const kept = body.standings.map((s) => s.code);
    if ((await repo.rollStandingsInUse(trx)).some((code) => !kept.includes(code))) {
      throw invalidFields({ standings: 'standingInUse' });
    }
    const rows = body.standings.map((s) => ({
      code: s.code,
      name_en: s.nameEn,
      name_ms: s.nameMs,
      min_cgpa_hundredths: Math.round(s.minCgpa * 100),
    }));
    await repo.writeStandings(trx, rows);
    // By the new thresholds, before the removal: no summary may still hold a standing that goes.
    const thresholds = rows.map((r) => ({ code: r.code, minHundredths: r.min_cgpa_hundredths }));
    await refreshRecords(trx, await repo.studentsWithRecords(trx), thresholds);
    await repo.removeStandings(trx, kept);
    const after = await standings(trx);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'academicRecord',
        entityId: null,
        action: 'update',
        summary: `Standings changed: ${after.standings
          .map((s) => `${s.code} from CGPA ${s.minCgpa.toFixed(2)}`)
          .join(', ')}`,
        before,
        after,
      },
      now,
    );
    return after;
  });
}
