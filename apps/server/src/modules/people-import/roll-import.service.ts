import {
  formatPeopleImportMessage,
  ROLL_COLUMNS,
  type Language,
  type PeopleImportReport,
  type PeopleImportSummary,
} from '@daftar/contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import {
  actorOf,
  recordAdminChange,
  withToken,
  type ChangeActor,
} from '../audit/admin-changes.service';
import * as repo from './people-import.repository';
import { readPeopleBody, reportedErrors, type PeopleBody, type PeopleProblem } from './people-rows';
import { planRollImport } from './roll-import.rules';

/** An import's outcome before it is worded: problems carry message keys, not sentences. */
export interface PeopleImportOutcome {
  ok: boolean;
  errors: PeopleProblem[];
  errorCount: number;
  summary: PeopleImportSummary;
}

export interface RollImportRequest {
  body: PeopleBody;
  dryRun: boolean;
  mode: 'upsert' | 'full';
  /** The admin, or the API token, the trail names. */
  actor: ChangeActor;
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

const changed = (s: PeopleImportSummary) => s.created + s.updated + s.deactivated > 0;

/** Two imports at once (PostgreSQL) may create the same programme or username: plan again. */
const ATTEMPTS = 3;

/**
 * Imports the student roll: all of it in one transaction, or (with errors, or as a dry run)
 * nothing, with every problem by row and column. A student is matched by student ID, so an
 * account signed up or imported before is updated, never made twice; importing the same roll
 * again changes nothing. A real import that changes something is written to the admin trail.
 */
export async function importRoll(
  database: Database,
  request: RollImportRequest,
  now = new Date(),
): Promise<PeopleImportOutcome> {
  const reading = readPeopleBody(request.body, ROLL_COLUMNS);
  if (reading.kind === 'problems') return peopleOutcome(reading.problems, NO_CHANGE);
  if (request.dryRun) {
    const plan = planRollImport(
      reading.rows,
      await repo.loadRollWorld(database.db),
      request.mode,
      reading.problems,
    );
    return peopleOutcome(plan.errors, plan.summary);
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await database.transaction(async (trx) => {
        const plan = planRollImport(
          reading.rows,
          await repo.loadRollWorld(trx),
          request.mode,
          reading.problems,
        );
        if (plan.errors.length > 0) return peopleOutcome(plan.errors, plan.summary);
        const programmeIds = await repo.writeProgrammes(trx, plan.programmes);
        await repo.insertStudents(trx, plan.create, programmeIds, now);
        for (const student of plan.update)
          await repo.updateStudent(trx, student.id, student, programmeIds);
        await repo.withdrawStudents(
          trx,
          plan.withdraw.map((student) => student.id),
        );
        const programmesChanged = plan.programmes.create.length + plan.programmes.update.length;
        if (changed(plan.summary) || programmesChanged > 0) {
          await recordAdminChange(
            trx,
            {
              ...actorOf(request.actor),
              entity: 'user',
              entityId: null,
              action: 'import',
              summary:
                `Student roll imported (${request.mode})${withToken(request.actor)}: ` +
                `${describePeopleSummary(plan.summary)}; ` +
                `${plan.programmes.create.length} programmes created, ${plan.programmes.update.length} updated`,
              // Who changed, by student ID, so the trail answers "when was this student withdrawn?".
              after: {
                ...plan.summary,
                createdStudents: plan.create.map((s) => s.studentId),
                updatedStudents: plan.update.map((s) => s.studentId),
                withdrawnStudents: plan.withdraw.map((s) => s.studentId),
                programmes: [...plan.programmes.create, ...plan.programmes.update].map(
                  (p) => p.code,
                ),
              },
            },
            now,
          );
        }
        return peopleOutcome([], plan.summary);
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === ATTEMPTS) throw error;
    }
  }
}

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
