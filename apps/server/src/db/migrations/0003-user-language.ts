import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/** The language a person chose ('en' or 'ms'); null until they choose, so their browser's applies. */
export const userLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('language', 'text', (column) => column.check(sql`language in ('en', 'ms')`))
      .execute();
  },
};
