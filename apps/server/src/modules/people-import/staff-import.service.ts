import { STAFF_COLUMNS } from '@daftar/contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import {
  actorOf,
  recordAdminChange,
  withToken,
  type ChangeActor,
} from '../audit/admin-changes.service';
import * as repo from './people-import.repository';
import { readPeopleBody, type PeopleBody } from './people-rows';
import {
  describePeopleSummary,
  NO_CHANGE,
  peopleOutcome,
  type PeopleImportOutcome,
} from './roll-import.service';
import { planStaffImport } from './staff-import.rules';

export interface StaffImportRequest {
  body: PeopleBody;
  dryRun: boolean;
  /** The admin, or the API token, the trail names. */
  actor: ChangeActor;
}

const ATTEMPTS = 3;

/**
 * Imports the staff list as the roll is imported: all or nothing, matched by staff ID (or, for an
 * account made before staff IDs, by its email), idempotent, and written to the admin trail.
 */
export async function importStaff(
  database: Database,
  request: StaffImportRequest,
  now = new Date(),
): Promise<PeopleImportOutcome> {
  const reading = readPeopleBody(request.body, STAFF_COLUMNS);
  if (reading.kind === 'problems') return peopleOutcome(reading.problems, NO_CHANGE);
  if (request.dryRun) {
    const plan = planStaffImport(
      reading.rows,
      await repo.loadStaffWorld(database.db),
      reading.problems,
    );
    return peopleOutcome(plan.errors, plan.summary);
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await database.transaction(async (trx) => {
        const plan = planStaffImport(
          reading.rows,
          await repo.loadStaffWorld(trx),
          reading.problems,
        );
        if (plan.errors.length > 0) return peopleOutcome(plan.errors, plan.summary);
        await repo.insertStaff(trx, plan.create, now);
        for (const staff of plan.update) await repo.updateStaff(trx, staff.id, staff);
        if (plan.create.length + plan.update.length > 0) {
          await recordAdminChange(
            trx,
            {
              ...actorOf(request.actor),
              entity: 'user',
              entityId: null,
              action: 'import',
              summary: `Staff list imported${withToken(request.actor)}: ${describePeopleSummary(plan.summary, false)}`,
              after: {
                ...plan.summary,
                createdStaff: plan.create.map((s) => s.staffId),
                updatedStaff: plan.update.map((s) => s.staffId),
              },
            },
            now,
          );
        }
        return peopleOutcome([], plan.summary);
      });
    } catch (error) {
      // Two imports at once (PostgreSQL) may give the same username: planned again, one sees it.
      if (!isUniqueViolation(error) || attempt === ATTEMPTS) throw error;
    }
  }
}
