import { HOLD_COLUMNS } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction, type DomainEvents } from '../../lib/domain-events';
import {
  actorOf,
  recordAdminChange,
  withToken,
  type ChangeActor,
} from '../audit/admin-changes.service';
import type { ImportBody } from '../../lib/import-body';
import {
  describePeopleSummary,
  NO_CHANGE,
  peopleOutcome,
  type PeopleImportOutcome,
} from '../../lib/import-outcome';
import { readWholeBody } from '../../lib/people-rows';
import type { SeatLedger } from '../seats/seats.service';
import { planHoldImport, type HoldWorld } from './holds-import.rules';
import * as repo from './holds.repository';
import type { HoldNews } from './holds.events';
import { newsOf, promoteReleased } from './holds.service';

export interface HoldImportRequest {
  body: ImportBody;
  dryRun: boolean;
  /** The registrar, or the bursary's API token, the trail names. */
  actor: ChangeActor;
}

const ATTEMPTS = 3;

async function loadHoldWorld(db: Db): Promise<HoldWorld> {
  const [students, stored] = await Promise.all([
    repo.studentsByNumber(db),
    repo.holdsByReference(db),
  ]);
  const byReference = new Map(
    stored.map((row) => [row.reference!, { ...row, blocks: repo.blocksOf(row) }]),
  );
  return { students, byReference };
}

/**
 * The bursary's push (issue 44): all of it in one transaction, or (with errors, or as a dry run)
 * nothing, answered as the roll import is. Holds are matched by `reference`, so a nightly push of
 * the same file changes nothing; a row with `released_at` releases its hold. The students whose
 * holds changed hear of it once the push has committed.
 */
export async function importHolds(
  database: Database,
  events: DomainEvents,
  seats: SeatLedger,
  request: HoldImportRequest,
  now = new Date(),
): Promise<PeopleImportOutcome> {
  const reading = await readWholeBody(request.body, HOLD_COLUMNS, ['released_at']);
  if (reading.kind === 'problems') return peopleOutcome(reading.problems, NO_CHANGE);
  if (request.dryRun) {
    const plan = planHoldImport(reading.rows, await loadHoldWorld(database.db), reading.problems);
    return peopleOutcome(plan.errors, plan.summary);
  }
  const stamp = now.toISOString();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await events.transaction(inTransaction(database), async (unit) => {
        const { trx } = unit;
        const plan = planHoldImport(reading.rows, await loadHoldWorld(trx), reading.problems);
        if (plan.errors.length > 0) return peopleOutcome(plan.errors, plan.summary);
        // What each student is told: holds placed (or placed again) and released.
        const news: HoldNews[] = [];
        for (const hold of plan.create) {
          const { studentId, releasedAt, ...values } = hold;
          const row = await repo.insertHold(trx, {
            ...values,
            student_id: studentId,
            placed_at: stamp,
            placed_by: request.actor.userId,
            released_at: releasedAt,
          });
          if (!releasedAt) news.push(newsOf(repo.toHold(row), stamp));
        }
        for (const { id, values } of plan.update) await repo.updateHold(trx, id, values);
        for (const { id, at } of plan.release)
          await repo.setReleased(trx, id, at, request.actor.userId);
        if (plan.studentIds.length > 0) {
          await recordAdminChange(
            trx,
            {
              ...actorOf(request.actor),
              entity: 'hold',
              entityId: null,
              action: 'import',
              summary: `Holds imported${withToken(request.actor)}: ${describePeopleSummary(plan.summary, false)}, ${plan.summary.deactivated} released`,
              after: {
                ...plan.summary,
                placedReferences: plan.create.map((hold) => hold.reference),
                changedHolds: plan.update.map((hold) => hold.id),
                releasedHolds: plan.release.filter((r) => r.at).map((r) => r.id),
              },
            },
            now,
          );
          await unit.record('holdsChanged', { studentIds: plan.studentIds, news });
          // A released hold may let its student take a seat they wait for.
          for (const studentId of plan.studentIds)
            await promoteReleased(unit, seats, studentId, now);
        }
        return peopleOutcome([], plan.summary);
      });
    } catch (error) {
      // Two pushes at once (PostgreSQL) may both create a reference: planned again, one sees it.
      if (!isUniqueViolation(error) || attempt === ATTEMPTS) throw error;
    }
  }
}
