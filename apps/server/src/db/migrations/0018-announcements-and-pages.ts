import { PostgresAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * The registrar's words to everyone (issue 42). `announcements` are the dashboard's news, each in
 * both languages, shown from `publish_from` until `publish_until` (null: no end) unless retired;
 * a retired one is kept, so the audit trail still points at it. `site_pages` holds the registrar's
 * own text of the public pages (help, privacy, terms, contact); a page with no row reads the
 * built-in default.
 */
export const announcementsAndPages: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const table = db.schema.createTable('announcements');
    await (
      postgres
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('title_ms', 'text', (c) => c.notNull())
      .addColumn('body_en', 'text', (c) => c.notNull())
      .addColumn('body_ms', 'text', (c) => c.notNull())
      .addColumn('publish_from', 'text', (c) => c.notNull())
      .addColumn('publish_until', 'text')
      .addColumn('retired_at', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('announcements_publish_from')
      .on('announcements')
      .column('publish_from')
      .execute();
    await db.schema
      .createTable('site_pages')
      .addColumn('slug', 'text', (c) => c.primaryKey())
      .addColumn('body_en', 'text', (c) => c.notNull())
      .addColumn('body_ms', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
      .execute();
  },
};
