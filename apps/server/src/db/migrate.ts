import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations/index';

// Any fixed number: it names the lock that PostgreSQL holds while one process migrates.
const MIGRATION_LOCK_KEY = 7_303_118;

/**
 * Brings the schema up to date. Two processes starting together are safe: the first takes the
 * database's lock (an advisory lock on PostgreSQL, the write lock on SQLite) and migrates; the
 * other waits, then finds nothing left to do.
 */
export async function migrateToLatest(database: Database): Promise<string[]> {
  return database.transaction(async (trx) => {
    const db = trx as unknown as Kysely<MigrationTables>;
    if (database.engine === 'postgres') {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(db);
    }
    await db.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('applied_at', 'text', (c) => c.notNull())
      .execute();
    const applied = new Set(
      (await db.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name),
    );
    const pending = Object.keys(migrations)
      .sort()
      .filter((name) => !applied.has(name));
    for (const name of pending) {
      await migrations[name]!.up(db);
      await db
        .insertInto('schema_migrations')
        .values({ name, applied_at: new Date().toISOString() })
        .execute();
    }
    return pending;
  });
}

interface MigrationTables {
  schema_migrations: { name: string; applied_at: string };
}
