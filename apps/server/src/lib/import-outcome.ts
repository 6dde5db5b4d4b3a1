import {
  formatPeopleImportMessage,
  type Language,
  type PeopleImportReport,
  type PeopleImportSummary,
} from '@daftar/contract';
import { reportedErrors, type PeopleProblem } from './people-rows';

// What every import that answers with the roll's reply shares (the roll, the staff list, results,
// holds, structures): the outcome before it is worded, and the worded reply. It lives here, not in
// people-import, so that people-import may call the academic record (the roll's standings) while
// the academic record's results import reads and answers as the roll does: no module-folder loop.

/** An import's outcome before it is worded: problems carry message keys, not sentences. */
export interface PeopleImportOutcome {
  ok: boolean;
  errors: PeopleProblem[];
  errorCount: number;
  summary: PeopleImportSummary;
}

export const NO_CHANGE: PeopleImportSummary = {
  created: 0,
  updated: 0,
  unchanged: 0,
  deactivated: 0,
};

export function peopleOutcome(
  errors: PeopleProblem[],
  summary: PeopleImportSummary,
): PeopleImportOutcome {
  return {
    ok: errors.length === 0,
    errors: reportedErrors(errors),
    errorCount: errors.length,
    summary,
  };
}

/** "3 created, 1 updated, 40 unchanged, 2 withdrawn"; a staff list withdraws nobody. */
export const describePeopleSummary = (s: PeopleImportSummary, withdrawn = true) =>
  `${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged` +
  (withdrawn ? `, ${s.deactivated} withdrawn` : '');

/** The outcome as the reply says it: each problem's stable code and its sentence. */
export function wordPeopleOutcome(
  outcome: PeopleImportOutcome,
  language: Language,
): PeopleImportReport {
  return {
    ok: outcome.ok,
    errors: outcome.errors.map((p) => ({
      row: p.row,
      column: p.column,
      code: p.message,
      message: formatPeopleImportMessage(p.message, p.params, language),
    })),
    errorCount: outcome.errorCount,
    summary: outcome.summary,
  };
}
