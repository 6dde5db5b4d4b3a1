import {
  Kysely,
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import { isReachable, type Database, type DatabaseOptions } from './database-handle';
import type { Tables } from './schema';

// PostgreSQL: a pool of connections whose repeated queries are prepared once per connection, and
// transactions rerun when the server aborts one to break a deadlock.

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

export function openPostgres(options: DatabaseOptions): Database {
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
