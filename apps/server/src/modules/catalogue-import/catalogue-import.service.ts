import {
  CATALOGUE_IMPORT_LIMITS,
  formatCatalogueImportMessage,
  type CatalogueImportReport,
  type CatalogueImportSummary,
  type Language,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../lib/app-error';
import { recordAdminChange } from '../audit/admin-changes.service';
import { readCatalogueCsv, type ImportProblem } from './catalogue-csv';
import {
  planCatalogueImport,
  type ExistingCatalogue,
  type ImportPlan,
} from './catalogue-import.rules';
import * as repo from './catalogue-import.repository';
import { inTransaction, type DomainEvents } from '../../lib/domain-events';

/** An import's outcome before it is worded: problems carry message keys, not sentences. */
export interface ImportOutcome {
  ok: boolean;
  /** The first errors, at most `CATALOGUE_IMPORT_LIMITS.maxReportedErrors`. */
  errors: ImportProblem[];
  /** Every error of the file, listed or not. */
  errorCount: number;
  warnings: ImportProblem[];
  summary: CatalogueImportSummary;
}

export interface ImportRequest {
  periodId: number;
  csv: Uint8Array;
  dryRun: boolean;
  /** The admin the trail names; needed for a real import only. */
  actorId: number | null;
}

const NO_CHANGE: CatalogueImportSummary = {
  subjectsCreated: 0,
  subjectsUpdated: 0,
  sectionsCreated: 0,
  sectionsUpdated: 0,
  unchanged: 0,
};

/** A seat count went up between the check and the write (PostgreSQL). */
class SeatsTakenMeanwhile extends Error {}

const ATTEMPTS = 3;

/**
 * Imports a period's catalogue from CSV: all of it in one transaction, or (with errors, or as a
 * dry run) nothing, with a report of every problem by row and column. Importing the same file
 * again changes nothing. A real import that changes something is written to the admin trail,
 * and the seats it changed in the current period are recorded on `events`.
 */
export async function importCatalogue(
  database: Database,
  events: DomainEvents,
  request: ImportRequest,
  now = new Date(),
): Promise<ImportOutcome> {
  const period = await repo.findPeriod(database.db, request.periodId);
  if (!period) throw notFound('periodId');
  const reading = readCatalogueCsv(request.csv, CATALOGUE_IMPORT_LIMITS.maxRows);
  if (reading.kind === 'tooManyRows') throw new AppError(413, 'PAYLOAD_TOO_LARGE');
  if (reading.kind === 'problems') return outcome(reading.problems, [], NO_CHANGE);

  if (request.dryRun) {
    const existing = await repo.loadCatalogue(database.db, period.id);
    const { errors, warnings, summary } = planCatalogueImport(
      reading.rows,
      existing,
      reading.problems,
    );
    return outcome(errors, warnings, summary);
  }
  if (request.actorId === null) throw new Error('A real import needs the admin who makes it.');
  const actorId = request.actorId;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await events.transaction(inTransaction(database), async (unit) => {
        const { trx } = unit;
        const existing = await repo.loadCatalogue(trx, period.id);
        const planned = planCatalogueImport(reading.rows, existing, reading.problems);
        if (planned.errors.length > 0)
          return outcome(planned.errors, planned.warnings, planned.summary);
        const seatsChanged = await applyPlan(trx, period.id, planned, existing);
        const { summary } = planned;
        if (changed(summary)) {
          await recordAdminChange(
            trx,
            {
              actorId,
              entity: 'catalogue',
              entityId: period.id,
              action: 'import',
              summary: `Catalogue of Semester ${period.semester} ${period.academic_year} imported: ${describeSummary(summary)}`,
              after: summary,
            },
            now,
          );
        }
        // New capacities and sections reach every browser's seat counts.
        if (period.is_current === 1 && seatsChanged.length > 0) {
          await unit.record('seatsChanged', { subjectIds: seatsChanged });
        }
        return outcome([], planned.warnings, summary);
      });
    } catch (error) {
      // Both race another writer (PostgreSQL): a seat taken, or the same subject or section
      // created by an import running at the same time. Planned again, the import sees them.
      const raced = error instanceof SeatsTakenMeanwhile || isUniqueViolation(error);
      if (!raced || attempt === ATTEMPTS) throw error;
    }
  }
}

const changed = (s: CatalogueImportSummary) =>
  s.subjectsCreated + s.subjectsUpdated + s.sectionsCreated + s.sectionsUpdated > 0;

/** "2 subjects created, 1 updated; 40 sections created, 3 updated; 12 unchanged". */
export function describeSummary(s: CatalogueImportSummary): string {
  return (
    `${s.subjectsCreated} subjects created, ${s.subjectsUpdated} updated; ` +
    `${s.sectionsCreated} sections created, ${s.sectionsUpdated} updated; ${s.unchanged} unchanged`
  );
}

function outcome(
  errors: ImportProblem[],
  warnings: ImportProblem[],
  summary: CatalogueImportSummary,
): ImportOutcome {
  // A file of thousands of bad rows answers with its first errors and their count, not megabytes.
  return {
    ok: errors.length === 0,
    errors: errors.slice(0, CATALOGUE_IMPORT_LIMITS.maxReportedErrors),
    errorCount: errors.length,
    warnings,
    summary,
  };
}

/** Writes the plan; the subjects whose offered seats changed. */
async function applyPlan(
  trx: Db,
  periodId: number,
  plan: ImportPlan,
  existing: ExistingCatalogue,
): Promise<number[]> {
  const created = await repo.insertSubjects(
    trx,
    plan.subjects.filter((s) => s.action === 'create'),
  );
  const subjectIds = new Map<string, number>();
  for (const s of plan.subjects) subjectIds.set(s.key, s.existing?.id ?? created.get(s.code)!);
  for (const s of plan.subjects) {
    if (s.action === 'update') await repo.updateSubject(trx, s.existing!.id, s);
  }
  // A prerequisite outside the file is an existing subject.
  const idOf = (key: string) => subjectIds.get(key) ?? existing.subjects.get(key)!.id;
  await repo.replacePrerequisites(
    trx,
    plan.subjects
      .filter((s) => s.prerequisitesChanged)
      .map((s) => ({ subjectId: idOf(s.key), prerequisiteIds: s.prerequisites.map(idOf) })),
  );

  const newSections = plan.sections.filter((s) => s.action === 'create');
  const sectionIds = await repo.insertSections(
    trx,
    periodId,
    newSections.map((s) => ({ ...s, subjectId: idOf(s.subjectKey) })),
  );
  for (const s of plan.sections) {
    if (s.action !== 'update') continue;
    if (!(await repo.updateSection(trx, s.existing!.id, s))) throw new SeatsTakenMeanwhile();
  }
  await repo.replaceMeetings(
    trx,
    plan.sections
      .filter((s) => s.meetingsChanged)
      .map((s) => ({
        sectionId: s.existing?.id ?? sectionIds.get(`${idOf(s.subjectKey)}#${s.number}`)!,
        meetings: s.meetings,
        isNew: !s.existing,
      })),
  );
  const sectionIdOf = (s: (typeof plan.sections)[number]) =>
    s.existing?.id ?? sectionIds.get(`${idOf(s.subjectKey)}#${s.number}`)!;
  await repo.setSectionParts(
    trx,
    periodId,
    plan.sections
      .filter((s) => s.partChanged)
      .map((s) => ({ ...s, sectionId: sectionIdOf(s), subjectId: idOf(s.subjectKey) })),
  );
  return [
    ...new Set(
      plan.sections
        .filter((s) => s.capacityChanged || s.partChanged)
        .map((s) => idOf(s.subjectKey)),
    ),
  ];
}

/** The outcome as the reply says it: each problem in the reader's language. */
export function wordImportOutcome(
  outcome: ImportOutcome,
  language: Language,
): CatalogueImportReport {
  const word = (p: ImportProblem) => ({
    row: p.row,
    column: p.column,
    message: formatCatalogueImportMessage(p.message, p.params, language),
  });
  return {
    ok: outcome.ok,
    errors: outcome.errors.map(word),
    errorCount: outcome.errorCount,
    warnings: outcome.warnings.map(word),
    summary: outcome.summary,
  };
}
