import {
  ROLL_COLUMNS,
  ROLL_OPTIONAL_COLUMNS,
  type PeopleImportSummary,
  type RollColumn,
} from '@daftar/contract';
import type { Database } from '../../db/database';
import { giveRollStandings, standingCodes } from '../academic-record/academic-record.service';
import * as repo from './people-import.repository';
import { describePeopleSummary, type PeopleImportOutcome } from '../../lib/import-outcome';
import {
  importPeople,
  type PeopleImportKind,
  type PeopleImportRequest,
} from './people-import.service';
import { RollPlanner, type RollBatch } from './roll-import.rules';

export interface RollImportRequest extends PeopleImportRequest {
  mode: 'upsert' | 'full';
}

const changed = (s: PeopleImportSummary) => s.created + s.updated + s.deactivated > 0;

/** The roll's planner with what its batches wrote, for the trail. */
class RollImport extends RollPlanner {
  programmeIds = new Map<string, number>();
  readonly written = {
    createdStudents: [] as string[],
    updatedStudents: [] as string[],
    programmesCreated: [] as string[],
    programmesUpdated: [] as string[],
  };
}

function rollKind(
  mode: RollImportRequest['mode'],
  rows: repo.RowsFrom,
): PeopleImportKind<RollColumn, RollBatch, RollImport> {
  return {
    columns: ROLL_COLUMNS,
    optional: ROLL_OPTIONAL_COLUMNS,
    plan: async (db) => {
      const [stored, standings] = await Promise.all([repo.loadRollWorld(db), standingCodes(db)]);
      const world = { ...stored, standings };
      const planner = new RollImport(world, mode);
      planner.programmeIds = new Map([...world.programmes].map(([code, p]) => [code, p.id]));
      return planner;
    },
    async write(trx, planner, { programmes, create, update }, now) {
      if (programmes.create.length + programmes.update.length > 0) {
        planner.programmeIds = await repo.writeProgrammes(trx, programmes);
        planner.written.programmesCreated.push(...programmes.create.map((p) => p.code));
        planner.written.programmesUpdated.push(...programmes.update.map((p) => p.code));
      }
      await repo.insertStudents(trx, rows, create, planner.programmeIds, now);
      await repo.updateStudents(trx, rows, update, planner.programmeIds);
      // The roll's standing outranks the CGPA's (decision 031); written with the students, so
      // the academic record's summaries change in the roll's transaction, or not at all.
      await giveRollStandings(
        trx,
        [...create.filter((s) => s.standing !== null), ...update].map((s) => ({
          studentId: s.studentId,
          standing: s.standing,
        })),
      );
      planner.written.createdStudents.push(...create.map((s) => s.studentId));
      planner.written.updatedStudents.push(...update.map((s) => s.studentId));
    },
    async complete(trx, planner, byToken) {
      await repo.withdrawStudents(
        trx,
        planner.withdraw.map((student) => student.id),
      );
      const { summary, written } = planner;
      const { programmesCreated: created, programmesUpdated: updated } = written;
      if (!changed(summary) && created.length + updated.length === 0) return undefined;
      return {
        summary:
          `Student roll imported (${mode})${byToken}: ${describePeopleSummary(summary)}; ` +
          `${created.length} programmes created, ${updated.length} updated`,
        // Who changed, by student ID, so the trail answers "when was this student withdrawn?".
        after: {
          ...summary,
          createdStudents: written.createdStudents,
          updatedStudents: written.updatedStudents,
          withdrawnStudents: planner.withdraw.map((s) => s.studentId),
          programmes: [...created, ...updated],
        },
      };
    },
  };
}

/**
 * Imports the student roll: all of it in one transaction, or (with errors, or as a dry run)
 * nothing, with every problem by row and column. A student is matched by student ID, so an
 * account signed up or imported before is updated, never made twice; importing the same roll
 * again changes nothing. A real import that changes something is written to the admin trail.
 */
export function importRoll(
  database: Database,
  request: RollImportRequest,
  now = new Date(),
): Promise<PeopleImportOutcome> {
  return importPeople(database, rollKind(request.mode, repo.rowsFrom(database)), request, now);
}
