import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * The admission gate of a period (issue 25, decision 019): whether registration goes through it,
 * when it opens, how many students are admitted per minute (null: chosen by the server from its
 * reply times) and whether admission is paused. The queue itself lives in memory or Redis, under
 * `queue_key`: random, so a new database never finds an old queue in a Redis it shares.
 */
export const admissionGates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('period_gates')
      .addColumn('period_id', 'integer', (c) =>
        c.primaryKey().references('registration_periods.id'),
      )
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('opens_at', 'text', (c) => c.notNull())
      .addColumn('rate_per_minute', 'integer')
      .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('queue_key', 'text', (c) => c.notNull())
      .execute();
  },
};
