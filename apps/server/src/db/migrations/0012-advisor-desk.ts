import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * The advisor's desk (issue 26). `reason_templates` holds the rejection reasons each reviewer
 * keeps. `registration_notes` keeps every version of the reviewers' private note on a
 * registration, never changed or deleted: the newest is the note, the rest its audit trail.
 */
export const advisorDesk: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    // An identity on PostgreSQL; SQLite's integer primary key numbers rows by itself.
    const withId = <T extends string>(table: CreateTableBuilder<T>) =>
      postgres
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey());
    await withId(db.schema.createTable('reason_templates'))
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('reason_templates_owner')
      .on('reason_templates')
      .column('owner_id')
      .execute();
    await withId(db.schema.createTable('registration_notes'))
      .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id'))
      .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('registration_notes_registration')
      .on('registration_notes')
      .columns(['registration_id', 'id'])
      .execute();
  },
};
