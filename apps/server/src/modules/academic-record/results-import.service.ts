import {
  formatResultsImportMessage,
  RESULT_COLUMNS,
  RESULTS_IMPORT_LIMITS,
  type Language,
  type PeopleImportReport,
  type PeopleImportSummary,
  type ResultColumn,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import type { CsvRow } from '../../lib/csv-file';
import type { ImportBody } from '../../lib/import-body';
import {
  actorOf,
  recordAdminChange,
  withToken,
  type ChangeActor,
} from '../audit/admin-changes.service';
import { peopleOutcome, type PeopleImportOutcome } from '../../lib/import-outcome';
import { readPeopleBody, type PeopleProblem } from '../../lib/people-rows';
import * as repo from './academic-record.repository';
import { refreshRecords } from './academic-record.service';
import { planResults, readResults, repeatedResults, SeenResults } from './results-import.rules';

export interface ResultsImportRequest {
  body: ImportBody;
  dryRun: boolean;
  /** The registrar, or the records system's API token, the trail names. */
  actor: ChangeActor;
}

/** Rows checked and written at a time: a university's whole record is never held as rows. */
const BATCH = 5_000;

/**
 * Reads the body as it arrives and checks it batch by batch against the database and what it
 * already holds, and (when `write`) writes each batch's new and changed results while no problem
 * has been found. Every problem is still collected; the caller rolls the writes back when there
 * is one.
 */
async function readAndWrite(db: Db, body: ImportBody, write: boolean) {
  const world = await repo.resultsWorld(db);
  const seen = new SeenResults(world);
  const problems: PeopleProblem[] = [];
  const summary: PeopleImportSummary = { created: 0, updated: 0, unchanged: 0, deactivated: 0 };
  const changed = new Set<number>();
  let batch: CsvRow<ResultColumn>[] = [];
  const settle = async () => {
    const rows = batch;
    batch = [];
    const results = readResults(rows, world, problems, seen);
    const students = [...new Set([...results.values()].map((r) => r.studentId))];
    const plan = planResults(results, await repo.existingGrades(db, students));
    summary.created += plan.summary.created;
    summary.updated += plan.summary.updated;
    summary.unchanged += plan.summary.unchanged;
    if (!write || problems.length > 0) return;
    await repo.upsertResults(db, plan.writes);
    for (const result of plan.writes) changed.add(result.studentId);
  };
  const refused = await readPeopleBody(
    body,
    RESULT_COLUMNS,
    async (item) => {
      if (!('cells' in item)) return void problems.push(item);
      batch.push(item);
      if (batch.length >= BATCH) await settle();
    },
    [],
    RESULTS_IMPORT_LIMITS.maxRows,
  );
  if (refused) return { problems: refused, summary, changed: [] };
  await settle();
  problems.push(...repeatedResults(seen, world));
  // In row order, a row's own problems as they were found (the sort is stable).
  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { problems, summary, changed: [...changed] };
}

/** Thrown to roll back an import's transaction: a problem was found after writing began. */
class RolledBack extends Error {
  constructor(readonly outcome: PeopleImportOutcome) {
    super('rolled back');
  }
}

/**
 * Imports results (issue 44) as the roll is imported: all in one transaction, or (with errors, or
 * as a dry run) nothing, with every problem by row and column. A result is keyed by student,
 * subject, session and semester, so importing the same file again changes nothing. A CSV file is
 * read as it arrives and written a batch at a time, so a university's whole record fits in little memory
 * (decision 031). The students whose results changed have their credits earned, CGPA and
 * standing worked out again, and a real import that changes something is audited.
 */
export async function importResults(
  database: Database,
  request: ResultsImportRequest,
  now = new Date(),
): Promise<PeopleImportOutcome> {
  if (request.dryRun) {
    const checked = await readAndWrite(database.db, request.body, false);
    return peopleOutcome(checked.problems, checked.summary);
  }
  try {
    return await database.transaction(async (trx) => {
      const { problems, summary, changed } = await readAndWrite(trx, request.body, true);
      if (problems.length > 0) throw new RolledBack(peopleOutcome(problems, summary));
      await refreshRecords(trx, changed);
      if (changed.length > 0) {
        await recordAdminChange(
          trx,
          {
            ...actorOf(request.actor),
            entity: 'academicRecord',
            entityId: null,
            action: 'import',
            summary: `Results imported${withToken(request.actor)}: ${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, for ${changed.length} students`,
            after: { ...summary, students: changed.length },
          },
          now,
        );
      }
      return peopleOutcome([], summary);
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.outcome;
    throw error;
  }
}

/** The outcome as the reply says it, each problem worded in the reader's language. */
export function wordResultsOutcome(
  outcome: PeopleImportOutcome,
  language: Language,
): PeopleImportReport {
  return {
    ok: outcome.ok,
    errors: outcome.errors.map((p) => ({
      row: p.row,
      column: p.column,
      code: p.message,
      message: formatResultsImportMessage(p.message, p.params, language),
    })),
    errorCount: outcome.errorCount,
    summary: outcome.summary,
  };
}
