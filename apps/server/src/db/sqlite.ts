import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type QueryResult } from 'kysely';
import { isReachable, type Database, type DatabaseOptions } from './database-handle';
import { groupCommit } from './sqlite-group-commit';
import type { Tables } from './schema';

// SQLite: one connection in write-ahead-log mode, its statements prepared once, its transactions
// committed in groups (sqlite-group-commit.ts).

export function openSqlite(options: DatabaseOptions): Database {
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
