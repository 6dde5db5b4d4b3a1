import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Registration slips are reused while the registration is unchanged (issue 40): `content_key` is
 * a hash of everything the slip prints but its code and time, so a request whose key matches the
 * registration's latest slip answers that slip again instead of storing a new one. Slips made
 * before have none and are never reused. The index finds a registration's latest slip.
 */
export const slipContentKey: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('registration_slips').addColumn('content_key', 'text').execute();
    await db.schema
      .createIndex('registration_slips_registration_idx')
      .on('registration_slips')
      .columns(['registration_id', 'id'])
      .execute();
  },
};
