import type { PeopleImportSummary } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { NO_CHANGE, peopleOutcome, type PeopleImportOutcome } from '../../lib/import-outcome';
import {
  readPeopleBody,
  type PeopleBody,
  type PeopleItem,
  type PeopleProblem,
} from '../../lib/people-rows';
import {
  actorOf,
  recordAdminChange,
  withToken,
  type ChangeActor,
} from '../audit/admin-changes.service';

// What the roll and the staff list share: the body read row by row as it arrives, a dry run that
// writes nothing, a real import written in batches inside one transaction that is undone whole
// when any row has a problem, planned again after a conflict, and one line in the admin trail.

/** A plan made row by row (roll-import.rules.ts, staff-import.rules.ts). */
export interface PeoplePlanner<Column extends string> {
  readonly errors: PeopleProblem[];
  readonly summary: PeopleImportSummary;
  /** Changes planned and not yet written. */
  readonly pending: number;
  read(item: PeopleItem<Column>): void;
  /** After the last row: what only the whole file decides. */
  finish(): void;
}

/** The trail's line of an import that changed something. */
export interface PeopleImportAudit {
  summary: string;
  after: Record<string, unknown>;
}

/** One kind of people file: what it reads, and how its plan is written. */
export interface PeopleImportKind<Column extends string, Planner extends PeoplePlanner<Column>> {
  columns: readonly Column[];
  /** Columns a file may leave out (a CSV's header without them). */
  optional?: readonly Column[];
  /** What is stored that the file is checked and matched against, and a planner over it. */
  plan(db: Db): Promise<Planner>;
  /** Writes the changes planned since the last write. */
  write(trx: Db, planner: Planner, now: Date): Promise<void>;
  /**
   * After the last write (the plan finished, without problems): the trail's line, if any.
   * `byToken` is " with API token “…”" when a token made the import, for its summary.
   */
  complete(trx: Db, planner: Planner, byToken: string): Promise<PeopleImportAudit | undefined>;
}

export interface PeopleImportRequest {
  body: PeopleBody;
  dryRun: boolean;
  /** The admin, or the API token, the trail names. */
  actor: ChangeActor;
}

/** Changes written at a time: a roll of tens of thousands of students is never held whole. */
const BATCH = 500;

/**
 * Rows read between two turns of the event loop. A chunk of the body holds hundreds of rows that
 * are read without waiting for anything; seat changes arriving meanwhile are served in between.
 */
const ROWS_PER_TURN = 100;

/**
 * How long a real import rests after writing each batch, as a multiple of the time the write took.
 * PostgreSQL: the import waits for no lock a seat change holds, but shares the server's thread,
 * the cores and the write-ahead log with them; at full speed the seat changes fell by half while
 * it ran, resting twice as long as it writes by about a third (decision 027), with the import
 * still well inside its 40 s. SQLite: the import holds the one connection however fast it goes,
 * so resting would only keep every other write waiting longer.
 */
const restPerWrite = (database: Database) =>
  database.byEngine({ sqlite: () => 0, postgres: () => 2 });

/** Two imports at once (PostgreSQL) may create the same programme or username: plan again. */
const ATTEMPTS = 3;

/** Ends the transaction without writing anything: the file has problems. */
class Refused extends Error {
  constructor(readonly outcome: PeopleImportOutcome) {
    super('the import was refused');
  }
}

/**
 * Reads the whole body into `planner`; `write` runs whenever a batch is due, followed by a rest of
 * `rest` times as long as it took.
 */
async function readInto<Column extends string>(
  { columns, optional }: { columns: readonly Column[]; optional?: readonly Column[] },
  body: PeopleBody,
  planner: PeoplePlanner<Column>,
  write?: () => Promise<void>,
  rest = 0,
): Promise<PeopleImportOutcome> {
  let rows = 0;
  const each = async (item: PeopleItem<Column>) => {
    planner.read(item);
    if ((rows += 1) % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    // Once a row has a problem nothing is kept, so nothing more is written.
    if (write && planner.pending >= BATCH && planner.errors.length === 0) {
      const started = performance.now();
      await write();
      const pause = (performance.now() - started) * rest;
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  };
  const refused = await readPeopleBody(body, columns, each, optional);
  if (refused) return peopleOutcome(refused, NO_CHANGE);
  planner.finish();
  return peopleOutcome(planner.errors, planner.summary);
}

/**
 * Imports a people file: all of it in one transaction, or (with problems, or as a dry run)
 * nothing, with every problem by row and column. Rows are checked and written as the body
 * arrives; a real import that changes something is written to the admin trail.
 */
export async function importPeople<Column extends string, Planner extends PeoplePlanner<Column>>(
  database: Database,
  kind: PeopleImportKind<Column, Planner>,
  request: PeopleImportRequest,
  now = new Date(),
): Promise<PeopleImportOutcome> {
  if (request.dryRun) return readInto(kind, request.body, await kind.plan(database.db));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await database.transaction(async (trx) => {
        const planner = await kind.plan(trx);
        const write = () => kind.write(trx, planner, now);
        const rest = restPerWrite(database);
        const outcome = await readInto(kind, request.body, planner, write, rest);
        if (!outcome.ok) throw new Refused(outcome);
        await write();
        const audit = await kind.complete(trx, planner, withToken(request.actor));
        if (audit)
          await recordAdminChange(
            trx,
            {
              ...actorOf(request.actor),
              entity: 'user',
              entityId: null,
              action: 'import',
              ...audit,
            },
            now,
          );
        return outcome;
      });
    } catch (error) {
      if (error instanceof Refused) return error.outcome;
      if (!isUniqueViolation(error) || attempt === ATTEMPTS) throw error;
    }
  }
}
