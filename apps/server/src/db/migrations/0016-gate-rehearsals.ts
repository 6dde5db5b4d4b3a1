import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * A registrar's gate rehearsal (issue 42): a test queue of their own, one at a time, with the
 * rate the real gate had when it started, its opening, and how many stand-in places it puts
 * ahead. The queue lives in memory or Redis like the real one's, under its own random
 * `queue_key`, so it shares nothing with the real queue.
 */
export const gateRehearsals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gate_rehearsals')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('period_id', 'integer', (c) => c.notNull().references('registration_periods.id'))
      .addColumn('queue_key', 'text', (c) => c.notNull())
      .addColumn('opens_at', 'text', (c) => c.notNull())
      .addColumn('rate_per_minute', 'integer', (c) => c.notNull())
      .addColumn('automatic', 'integer', (c) => c.notNull())
      .addColumn('stand_ins', 'integer', (c) => c.notNull())
      .execute();
  },
};
