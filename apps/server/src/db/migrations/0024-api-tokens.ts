import { PostgresAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * API tokens for the records system (issue 43): the registrar makes one for a nightly job. The
 * secret is kept only as its SHA-256 (`secret_hash`), so a copy of the database opens nothing;
 * `scopes` is the space-separated list of what it may do. A token is revoked, never deleted, so
 * the trail that names it keeps its name. `admin_changes.api_token_id` names the token a change
 * was made with (the actor stays the admin who made the token).
 */
export const apiTokens: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('api_tokens')
      .addColumn('id', 'integer', (c) =>
        postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .alterTable('admin_changes')
      .addColumn('api_token_id', 'integer', (c) => c.references('api_tokens.id'))
      .execute();
  },
};
