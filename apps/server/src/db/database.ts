import type { DatabaseOptions, Database } from './database-handle';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';

// The handle's types live in database-handle.ts, so the engines' files can use them without
// importing this one; they are re-exported here, where the rest of the server has always found them.
export type {
  Database,
  DatabaseOptions,
  Db,
  Engine,
  EngineImplementations,
  PoolUsage,
} from './database-handle';

/** Opens the database the URL names: PostgreSQL for `postgres://`, SQLite otherwise. */
export function openDatabase(options: DatabaseOptions): Database {
  return options.url.startsWith('postgres://') || options.url.startsWith('postgresql://')
    ? openPostgres(options)
    : openSqlite(options);
}
