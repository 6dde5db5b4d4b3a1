import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Reserved seats that lapse (issue 46, decision 040): `opened_at` is when a process saw the
 * reservation's `until` pass and promoted the students waiting for its subject into the seats it
 * opened. Set once, by the one process whose update claims it, so a lapse missed while every
 * process was down is seen at the next start and no student is promoted twice.
 */
export const reservationLapse: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('reservations').addColumn('opened_at', 'text').execute();
    await db.schema
      .createIndex('reservations_unopened_idx')
      .on('reservations')
      .column('until')
      .where(sql.ref('opened_at'), 'is', null)
      .execute();
  },
};
