import { sql, type Kysely } from 'kysely';
import type { Tables } from './schema';

// What the rest of the server sees of the database, whichever engine it runs on; database.ts
// opens it, with one implementation per engine (sqlite.ts, postgres.ts).

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

/** True while the database answers a trivial query. */
export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
