import { STAFF_COLUMNS, type StaffColumn } from '@daftar/contract';
import type { Database } from '../../db/database';
import * as repo from './people-import.repository';
import { describePeopleSummary, type PeopleImportOutcome } from '../../lib/import-outcome';
import {
  importPeople,
  type PeopleImportKind,
  type PeopleImportRequest,
} from './people-import.service';
import { StaffPlanner, type StaffBatch } from './staff-import.rules';

/** The staff list's planner with the staff IDs its batches wrote, for the trail. */
class StaffImport extends StaffPlanner {
  readonly written = { createdStaff: [] as string[], updatedStaff: [] as string[] };
}

const staffKind = (
  rows: repo.RowsFrom,
): PeopleImportKind<StaffColumn, StaffBatch, StaffImport> => ({
  columns: STAFF_COLUMNS,
  plan: async (db) => new StaffImport(await repo.loadStaffWorld(db)),
  async write(trx, planner, { create, update }, now) {
    await repo.insertStaff(trx, rows, create, now);
    await repo.updateStaff(trx, rows, update);
    planner.written.createdStaff.push(...create.map((s) => s.staffId));
    planner.written.updatedStaff.push(...update.map((s) => s.staffId));
  },
  async complete(_trx, { summary, written }, byToken) {
    if (summary.created + summary.updated === 0) return undefined;
    return {
      summary: `Staff list imported${byToken}: ${describePeopleSummary(summary, false)}`,
      after: { ...summary, ...written },
    };
  },
});

/**
 * Imports the staff list as the roll is imported: all or nothing, matched by staff ID (or, for an
 * account made before staff IDs, by its email), idempotent, and written to the admin trail.
 */
export function importStaff(
  database: Database,
  request: PeopleImportRequest,
  now = new Date(),
): Promise<PeopleImportOutcome> {
  return importPeople(database, staffKind(repo.rowsFrom(database)), request, now);
}
