import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Issue 42: `users.language` held the language of the first browser a person signed in with,
 * stored as if they had chosen it, so it overrode every other device. From now on it holds only
 * a choice, and `last_language` the language they last signed in with, for email when they
 * never chose. A stored language cannot be told apart from a choice (nothing recorded which it
 * was) and nearly all were stored at a first sign-in, so they move to `last_language`, where
 * email keeps using them, and each browser follows its own language until the person chooses
 * (docs/decisions/025-language-chosen-not-inherited.md).
 */
export const languageChoice: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('last_language', 'text', (column) =>
        column.check(sql`last_language in ('en', 'ms')`),
      )
      .execute();
    await sql`update users set last_language = language, language = null`.execute(db);
  },
};
