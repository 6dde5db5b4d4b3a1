import {
  formatStructureImportMessage,
  PEOPLE_IMPORT_LIMITS,
  STRUCTURE_COLUMNS,
  type StructureColumn,
  type Language,
  type StructureImportReport,
  type StructureImportSummary,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { recordAdminChange } from '../audit/admin-changes.service';
import { readWholeBody, type PeopleBody, type PeopleProblem } from '../../lib/people-rows';
import { planStructureImport } from './structure-import.rules';
import * as repo from './structures.repository';

export interface StructureImportOutcome {
  ok: boolean;
  errors: PeopleProblem[];
  errorCount: number;
  summary: StructureImportSummary;
}

const NO_CHANGE: StructureImportSummary = { created: 0, updated: 0, unchanged: 0 };

const outcome = (errors: PeopleProblem[], summary: StructureImportSummary) => ({
  ok: errors.length === 0,
  // The file's first errors and their count: a reply stays small, as the roll's does.
  errors: errors.slice(0, PEOPLE_IMPORT_LIMITS.maxReportedErrors),
  errorCount: errors.length,
  summary,
});

/** Two imports at once (PostgreSQL) may create the same structure: plan again. */
const ATTEMPTS = 3;

/**
 * Imports programme structures: every programme's intake the file names is created or replaced
 * whole, in one transaction, or (with errors, or as a dry run) nothing changes. Importing the
 * same file again changes nothing; a real import that changes something is in the admin trail.
 */
export async function importStructures(
  database: Database,
  request: { body: PeopleBody; dryRun: boolean; actorId: number },
  now = new Date(),
): Promise<StructureImportOutcome> {
  const reading = await readWholeBody(request.body, STRUCTURE_COLUMNS);
  if (reading.kind === 'problems') return outcome(reading.problems, NO_CHANGE);
  if (request.dryRun) {
    const plan = planStructureImport(
      reading.rows,
      await repo.loadStructureWorld(database.db),
      reading.problems,
    );
    return outcome(plan.errors, plan.summary);
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await database.transaction(async (trx) => {
        const plan = planStructureImport(
          reading.rows,
          await repo.loadStructureWorld(trx),
          reading.problems,
        );
        if (plan.errors.length > 0) return outcome(plan.errors, plan.summary);
        for (const structure of plan.create) await repo.insertStructure(trx, structure, now);
        for (const structure of plan.replace)
          await repo.replaceStructure(trx, structure.id, structure, now);
        if (plan.create.length + plan.replace.length > 0) {
          const s = plan.summary;
          await recordAdminChange(
            trx,
            {
              actorId: request.actorId,
              entity: 'structure',
              entityId: null,
              action: 'import',
              summary: `Programme structures imported: ${s.created} created, ${s.updated} replaced, ${s.unchanged} unchanged`,
              after: {
                ...s,
                structures: [...plan.create, ...plan.replace].map((p) => ({
                  programmeId: p.programmeId,
                  intake: p.intake,
                  totalCredits: p.totalCredits,
                  groups: p.groups.map((g) => g.code),
                })),
              },
            },
            now,
          );
        }
        return outcome([], plan.summary);
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === ATTEMPTS) throw error;
    }
  }
}

/**
 * Writes structures from rows known to be right (the demo seed's) in the caller's transaction,
 * through the import's own rules; a problem in them is a bug, thrown.
 */
export async function writeStructureRows(
  trx: Db,
  rows: Record<StructureColumn, string>[],
  now: Date,
) {
  const reading = await readWholeBody(rows, STRUCTURE_COLUMNS);
  const plan =
    reading.kind === 'rows'
      ? planStructureImport(reading.rows, await repo.loadStructureWorld(trx), reading.problems)
      : { errors: reading.problems, create: [], replace: [] };
  if (plan.errors.length > 0)
    throw new Error(`Structure rows refused: ${JSON.stringify(plan.errors)}`);
  for (const structure of plan.create) await repo.insertStructure(trx, structure, now);
  for (const structure of plan.replace)
    await repo.replaceStructure(trx, structure.id, structure, now);
}

/** The outcome as the reply says it: each problem's stable code and its sentence. */
export function wordStructureOutcome(
  result: StructureImportOutcome,
  language: Language,
): StructureImportReport {
  return {
    ...result,
    errors: result.errors.map((p) => ({
      row: p.row,
      column: p.column,
      code: p.message,
      message: formatStructureImportMessage(p.message, p.params, language),
    })),
  };
}
