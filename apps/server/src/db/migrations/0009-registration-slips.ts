import { PostgresAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Registration slips (issue 22): each slip made is kept with its verification code (128 random
 * bits), a JSON snapshot of what it showed, and a fingerprint of the registration's subjects,
 * sections and decisions at that moment, so a later check can say the slip was superseded.
 */
export const registrationSlips: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const table = db.schema.createTable('registration_slips');
    await (
      postgres
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id'))
      .addColumn('generated_by', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
