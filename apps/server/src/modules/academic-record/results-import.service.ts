import {
  formatResultsImportMessage,
  RESULT_COLUMNS,
  RESULTS_IMPORT_LIMITS,
  type Language,
  type PeopleImportReport,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { recordAdminChange } from '../audit/admin-changes.service';
import {
  NO_CHANGE,
  peopleOutcome,
  readPeopleBody,
  type PeopleBody,
  type PeopleImportOutcome,
  type PeopleProblem,
} from '../people-import/people-import.service';
import * as repo from './academic-record.repository';
import { refreshRecords } from './academic-record.service';
import { planResults, readResults } from './results-import.rules';

export interface ResultsImportRequest {
  body: PeopleBody;
  dryRun: boolean;
  /** The admin the trail names. */
  actorId: number;
}

/** The file's results checked against the database, and what importing them would change. */
async function planImport(db: Db, request: ResultsImportRequest) {
  const reading = readPeopleBody(request.body, RESULT_COLUMNS, RESULTS_IMPORT_LIMITS.maxRows);
  if (reading.kind === 'problems')
    return { problems: reading.problems, writes: [], summary: NO_CHANGE };
  const problems: PeopleProblem[] = [...reading.problems];
  const results = readResults(reading.rows, await repo.resultsWorld(db), problems);
  const students = [...new Set([...results.values()].map((r) => r.studentId))];
  const plan = planResults(results, await repo.existingGrades(db, students));
  return { problems, ...plan };
}

/**
 * Imports results (issue 44) as the roll is imported: all in one transaction, or (with errors, or
 * as a dry run) nothing, with every problem by row and column. A result is keyed by student,
 * subject, session and semester, so importing the same file again changes nothing. The students
 * whose results changed have their credits earned, CGPA and standing worked out again, and a real
 * import that changes something is written to the admin trail.
 */
export async function importResults(
  database: Database,
  request: ResultsImportRequest,
  now = new Date(),
): Promise<PeopleImportOutcome> {
  if (request.dryRun) {
    const plan = await planImport(database.db, request);
    return peopleOutcome(plan.problems, plan.summary);
  }
  return database.transaction(async (trx) => {
    const plan = await planImport(trx, request);
    if (plan.problems.length > 0) return peopleOutcome(plan.problems, plan.summary);
    await repo.upsertResults(trx, plan.writes);
    const changed = [...new Set(plan.writes.map((r) => r.studentId))];
    await refreshRecords(trx, changed);
    if (plan.writes.length > 0) {
      const { created, updated, unchanged } = plan.summary;
      await recordAdminChange(
        trx,
        {
          actorId: request.actorId,
          entity: 'academicRecord',
          entityId: null,
          action: 'import',
          summary: `Results imported: ${created} created, ${updated} updated, ${unchanged} unchanged, for ${changed.length} students`,
          after: { ...plan.summary, students: changed.length },
        },
        now,
      );
    }
    return peopleOutcome([], plan.summary);
  });
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
