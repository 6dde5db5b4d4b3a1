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
export interface PeoplePlanner<Column extends string, Batch> {
  readonly errors: PeopleProblem[];
  readonly summary: PeopleImportSummary;
  /** Changes planned and not yet taken. */
  readonly pending: number;
  read(item: PeopleItem<Column>): void;
  /** The changes planned since the last batch was taken: the next batch to write. */
  take(): Batch;
  /** After the last row: what only the whole file decides. */
  finish(): void;
}

/** The trail's line of an import that changed something. */
export interface PeopleImportAudit {
  summary: string;
  after: Record<string, unknown>;
}

/** One kind of people file: what it reads, and how its plan is written. */
export interface PeopleImportKind<
  Column extends string,
  Batch,
  Planner extends PeoplePlanner<Column, Batch>,
> {
  columns: readonly Column[];
  /** Columns a file may leave out (a CSV's header without them). */
  optional?: readonly Column[];
  /** What is stored that the file is checked and matched against, and a planner over it. */
  plan(db: Db): Promise<Planner>;
  /** Writes a batch the planner gave, batches in the order it gave them. */
  write(trx: Db, planner: Planner, batch: Batch, now: Date): Promise<void>;
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

/**
 * Changes written at a time. Each batch is one statement per kind of change (decision 027), so
 * the batch is as large as keeps the transaction's work in short pieces between rests.
 */
const BATCH = 1_000;

/**
 * Rows read between two turns of the event loop. A chunk of the body holds hundreds of rows that
 * are read without waiting for anything; seat changes arriving meanwhile are served in between.
 */
const ROWS_PER_TURN = 100;

/**
 * How a real import paces itself. SQLite: the import holds the one connection from its first
 * statement (BEGIN IMMEDIATE) however fast it goes, so it writes each batch as it is planned and
 * never rests: resting would only keep every other write waiting longer.
 *
 * PostgreSQL: the import waits for no lock a seat change holds, but it shares the server's
 * thread, the cores and the write-ahead log with them, and once its transaction has written
 * anything it holds the database's horizon back: no row version a seat change leaves behind can
 * be pruned until the import commits, so the few rows every seat change updates (the hot
 * sections', the registrations') grow longer chains of dead versions the longer it stays open.
 * So it only reads and plans while the file arrives (a transaction that has only read holds no
 * horizon between statements), resting `readRest` times as long as each batch took; then it
 * writes every batch in one short burst, resting `writeRest` times as long as each write took.
 * It rests only in its first `restFor` ms: on a machine so busy that the import is slow anyway,
 * it then goes at full speed, and still ends inside its 40 s.
 */
interface Pace {
  /** Batches are held until the whole file is read, then written. */
  deferWrites: boolean;
  readRest: number;
  restFor: number;
  writeRest: number;
}

const NO_PACE: Pace = { deferWrites: false, readRest: 0, restFor: 0, writeRest: 0 };

const paceOf = (database: Database): Pace =>
  database.byEngine({
    sqlite: () => NO_PACE,
    postgres: () => ({ deferWrites: true, readRest: 4, restFor: 20_000, writeRest: 1 }),
  });

const sleep = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/**
 * Runs `work`, then rests `rest` times as long as it took since `from` (default: its start), if
 * it is not yet `restsUntil`.
 */
async function paced(
  work: () => Promise<void>,
  rest: number,
  restsUntil: number,
  from = performance.now(),
) {
  await work();
  const now = performance.now();
  if (now < restsUntil) await sleep((now - from) * rest);
}

/** Two imports at once (PostgreSQL) may create the same programme or username: plan again. */
const ATTEMPTS = 3;

/** Ends the transaction without writing anything: the file has problems. */
class Refused extends Error {
  constructor(readonly outcome: PeopleImportOutcome) {
    super('the import was refused');
  }
}

/**
 * Reads the whole body into `planner`, taking a batch whenever one is due: `write` writes it at
 * once, or (`pace.deferWrites`) it is held, and the batches held are returned with the outcome.
 */
async function readInto<Column extends string, Batch>(
  { columns, optional }: { columns: readonly Column[]; optional?: readonly Column[] },
  body: PeopleBody,
  planner: PeoplePlanner<Column, Batch>,
  write?: (batch: Batch) => Promise<void>,
  pace: Pace = NO_PACE,
  restsUntil = 0,
): Promise<PeopleImportOutcome & { held: Batch[] }> {
  const held: Batch[] = [];
  let rows = 0;
  let batchStarted = performance.now();
  const each = async (item: PeopleItem<Column>) => {
    planner.read(item);
    if ((rows += 1) % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    // Once a row has a problem nothing is kept, so nothing more is written.
    if (write && planner.pending >= BATCH && planner.errors.length === 0) {
      const batch = planner.take();
      await paced(
        async () => (pace.deferWrites ? void held.push(batch) : write(batch)),
        pace.readRest,
        restsUntil,
        batchStarted,
      );
      batchStarted = performance.now();
    }
  };
  const refused = await readPeopleBody(body, columns, each, optional);
  if (refused) return { ...peopleOutcome(refused, NO_CHANGE), held: [] };
  planner.finish();
  if (write) held.push(planner.take());
  return { ...peopleOutcome(planner.errors, planner.summary), held };
}

/**
 * Imports a people file: all of it in one transaction, or (with problems, or as a dry run)
 * nothing, with every problem by row and column. Rows are checked and written as the body
 * arrives; a real import that changes something is written to the admin trail.
 */
export async function importPeople<
  Column extends string,
  Batch,
  Planner extends PeoplePlanner<Column, Batch>,
>(
  database: Database,
  kind: PeopleImportKind<Column, Batch, Planner>,
  request: PeopleImportRequest,
  now = new Date(),
): Promise<PeopleImportOutcome> {
  const pace = paceOf(database);
  const restsUntil = performance.now() + pace.restFor;
  if (request.dryRun) {
    const { held: _none, ...outcome } = await readInto(
      kind,
      request.body,
      await kind.plan(database.db),
    );
    return outcome;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await database.transaction(async (trx) => {
        const planner = await kind.plan(trx);
        const write = (batch: Batch) => kind.write(trx, planner, batch, now);
        const { held, ...outcome } = await readInto(
          kind,
          request.body,
          planner,
          write,
          pace,
          restsUntil,
        );
        if (!outcome.ok) throw new Refused(outcome);
        for (const batch of held) await paced(() => write(batch), pace.writeRest, restsUntil);
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
