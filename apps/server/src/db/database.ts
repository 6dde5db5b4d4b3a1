import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type QueryResult,
} from 'kysely';
import pg from 'pg';
import type { Tables } from './schema';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Tables>;

/** The database handle: Kysely plus the few things in which the two engines differ. */
export interface Database {
  db: Db;
  engine: Engine;
  /** Runs `work` in one transaction; on SQLite it takes the write lock at once (BEGIN IMMEDIATE). */
  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T>;
  /**
   * The implementation made for this engine: where behaviour differs between SQLite and PostgreSQL,
   * each engine has its own, and this is the one place that asks which engine it is.
   */
  byEngine<T>(implementations: EngineImplementations<T>): T;
  /** True while the database answers a trivial query. */
  isReachable(): Promise<boolean>;
  /** The connection pool right now; undefined on SQLite, which has one connection and no pool. */
  poolUsage(): PoolUsage | undefined;
  close(): Promise<void>;
}

export interface PoolUsage {
  /** Connections open, idle or checked out. */
  open: number;
  /** Connections checked out by a query or transaction. */
  inUse: number;
  /** Queries waiting for a connection because every one is in use. */
  waiting: number;
}

export interface EngineImplementations<T> {
  sqlite: (database: Database) => T;
  postgres: (database: Database) => T;
}

export interface DatabaseOptions {
  /** `postgres://...`, `sqlite:<path>` or `sqlite::memory:`. */
  url: string;
  poolSize?: number;
  /** SQLite `synchronous` pragma: NORMAL survives a process crash, FULL also a power cut. */
  sqliteSynchronous?: 'NORMAL' | 'FULL';
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

export function openDatabase(options: DatabaseOptions): Database {
  return options.url.startsWith('postgres://') || options.url.startsWith('postgresql://')
    ? openPostgres(options)
    : openSqlite(options);
}

function openSqlite(options: DatabaseOptions): Database {
  const path = options.url.replace(/^sqlite:/, '');
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const connection = new SQLite(path);
  switchToWriteAheadLog(connection);
  connection.pragma(`synchronous = ${options.sqliteSynchronous ?? 'NORMAL'}`);
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  // The savepoints of grouped transactions (groupCommit) keep their journals in memory.
  connection.pragma('temp_store = MEMORY');
  const statements = withStatementCache(connection);
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: statements }) });
  const execute = (text: string, parameters: readonly unknown[]): QueryResult<unknown> => {
    const statement = statements.prepare(text);
    if (statement.reader) return { rows: statement.all(parameters) };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  };

  const database: Database = {
    db,
    engine: 'sqlite',
    byEngine: (implementations) => implementations.sqlite(database),
    transaction: groupCommit(db, execute, () => connection.inTransaction),
    isReachable: () => isReachable(db),
    poolUsage: () => undefined,
    close: () => db.destroy(),
  };
  return database;
}

const WAL_SWITCH_ATTEMPTS = 100;
const WAL_SWITCH_PAUSE_MS = 20;

/**
 * Turns on write-ahead logging. When two processes open a new database file at the same moment,
 * both read it and then both want it alone to change its journal; SQLite sees the deadlock and
 * refuses one at once (SQLITE_BUSY) instead of calling the busy handler, so the refused one pauses
 * and asks again.
 */
function switchToWriteAheadLog(connection: SQLite.Database) {
  for (let attempt = 1; ; attempt++) {
    try {
      connection.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === 'SQLITE_BUSY';
      if (!busy || attempt === WAL_SWITCH_ATTEMPTS) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAL_SWITCH_PAUSE_MS);
    }
  }
}

type DirectExecutor = (text: string, parameters: readonly unknown[]) => QueryResult<unknown>;
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
function groupCommit(
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

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query it runs; preparing costs more than running most of
 * ours. The queries repeat (only their parameters change), so each text is prepared once and its
 * statement reused. Statements are only run to completion (`all`, `run`), never left mid-iteration,
 * so reuse is safe; the cache starts over if unusual queries ever fill it.
 */
function withStatementCache(connection: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = connection.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

function openPostgres(options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    // Counts and sums come back as JavaScript numbers, as they do from SQLite.
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8 || oid === PG_NUMERIC
          ? Number
          : pg.types.getTypeParser(oid, format as 'text'),
    },
  });
  // A client losing its server must not crash the process, idle (the pool's 'error') or checked
  // out (pg-pool removes its own listener then): the query in flight fails, the pool replaces it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Tables>({
    dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
  });

  const database: Database = {
    db,
    engine: 'postgres',
    byEngine: (implementations) => implementations.postgres(database),
    transaction: (work) => withRetry(() => db.transaction().execute(work)),
    isReachable: () => isReachable(db),
    poolUsage: () => ({
      open: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => db.destroy(),
  };
  return database;
}

const NAMED_STATEMENTS = 500;

/**
 * Kysely sends every query as an unnamed statement, which PostgreSQL parses and plans anew each
 * time. Our queries repeat with new values, so each text with parameters gets a name, and `pg`
 * prepares it once per connection and then only binds and runs it. Texts without parameters
 * (BEGIN, COMMIT, DDL, which may hold several statements) stay on the simple protocol; past
 * NAMED_STATEMENTS distinct texts, new ones go unnamed.
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_STATEMENTS) {
      name = `daftar_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query(text: string | PostgresCursor<unknown>, values?: readonly unknown[]) {
      if (typeof text !== 'string' || !values || values.length === 0)
        return client.query(text as string, values as unknown[]);
      const name = nameOf(text);
      return client.query({ ...(name ? { name } : {}), text, values: [...values] });
    }
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let handle = wrapped.get(client);
      if (!handle) {
        handle = wrap(client);
        wrapped.set(client, handle);
      }
      return handle;
    },
    end: () => pool.end(),
    // Kysely 0.29 reads the pool's options to open a side connection when it cancels a query.
    options: pool.options,
  };
}

const PG_RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 3;

/** Reruns a transaction PostgreSQL aborted to break a deadlock or a serialisation conflict. */
async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= MAX_ATTEMPTS || !code || !PG_RETRYABLE.has(code)) throw error;
    }
  }
}

async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
