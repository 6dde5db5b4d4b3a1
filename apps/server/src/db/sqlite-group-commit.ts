import type { QueryResult } from 'kysely';
import type { Database, Db } from './database-handle';

export type DirectExecutor = (text: string, parameters: readonly unknown[]) => QueryResult<unknown>;
const directExecutors = new WeakMap<Db, DirectExecutor>();

interface QueuedTransaction {
  work: (trx: Db) => Promise<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/** Transactions that share one commit at the most; enough to make the commit's cost vanish. */
const MAX_GROUP = 64;

/**
 * SQLite's transactions, committed in groups. A commit writes every page the transaction changed
 * to the write-ahead log, and in a registration rush it cost a quarter of a seat change. So the
 * transactions waiting for the connection run one after another inside one BEGIN IMMEDIATE, each
 * in a savepoint of its own (a failure undoes only its own work), and are committed together;
 * each caller hears its outcome only after that commit, so nothing acknowledged can be lost. Each
 * transaction still sees the effects of those before it, exactly as if they had run one by one.
 * Kysely's SQLite driver lends its single connection to one caller at a time, so this also
 * serialises writers inside this process; meanwhile the statements run on it directly (see
 * directExecutor).
 */
export function groupCommit(
  db: Db,
  execute: DirectExecutor,
  inTransaction: () => boolean,
): Database['transaction'] {
  const queue: QueuedTransaction[] = [];
  let draining = false;

  async function runGroup(conn: Db, group: QueuedTransaction[]) {
    const outcomes: (() => void)[] = [];
    execute('begin immediate', []);
    try {
      for (const queued of group) {
        execute('savepoint daftar_tx', []);
        try {
          const result = await queued.work(conn);
          execute('release daftar_tx', []);
          outcomes.push(() => queued.resolve(result));
        } catch (error) {
          execute('rollback to daftar_tx', []);
          execute('release daftar_tx', []);
          outcomes.push(() => queued.reject(error));
        }
      }
      execute('commit', []);
    } catch (error) {
      if (inTransaction()) execute('rollback', []);
      for (const queued of group) queued.reject(error);
      return;
    }
    for (const outcome of outcomes) outcome();
  }

  // The first transaction to arrive waits for the requests already read from the sockets to
  // queue theirs, so that they share its commit.
  function scheduleDrain() {
    draining = true;
    setImmediate(() => void drain());
  }

  async function drain() {
    try {
      await db.connection().execute(async (conn) => {
        directExecutors.set(conn, execute);
        try {
          while (queue.length > 0) await runGroup(conn, queue.splice(0, MAX_GROUP));
        } finally {
          directExecutors.delete(conn);
        }
      });
    } catch (error) {
      // The connection could not be had (the database is closing): nothing queued can run.
      for (const queued of queue.splice(0)) queued.reject(error);
    } finally {
      draining = false;
      // A caller told of its outcome may have queued its next transaction after the loop ended.
      if (queue.length > 0) scheduleDrain();
    }
  }

  return <T>(work: (trx: Db) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (result: unknown) => void, reject });
      if (!draining) scheduleDrain();
    });
}

/**
 * For the handle of an SQLite transaction in progress: runs a compiled statement on its connection
 * at once, as Kysely's driver would but without its layers of promises. Only that transaction can
 * use the connection meanwhile (Kysely lends it to one caller at a time), so this is safe; any
 * other handle gets undefined and goes through Kysely.
 */
export function directExecutor(db: Db): DirectExecutor | undefined {
  return directExecutors.get(db);
}
