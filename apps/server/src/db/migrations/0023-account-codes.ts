import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Codes sent by email to prove a mailbox (issue 43). Sign-up from the roll (`SIGNUP=roll`): a
 * student claims the account the roll import made, proving the roll's email address with a code;
 * `sign_up_claims` holds each claim waiting for its code (hashed), one per student ID. A forgotten
 * password: `password_resets` holds each link's token, hashed, until used or expired.
 *
 * `users.account_claimed` (0 while an imported account waits for its person) is the roll
 * import's column (migration 0020-student-roll, built alongside); it is added here only when that
 * migration has not added it, with the same definition, so either can arrive first.
 */
export const accountCodes: Migration = {
  async up(db: Kysely<unknown>) {
    const users = (await db.introspection.getTables()).find((table) => table.name === 'users');
    if (!users?.columns.some((column) => column.name === 'account_claimed')) {
      await db.schema
        .alterTable('users')
        .addColumn('account_claimed', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    }
    await db.schema
      .createTable('sign_up_claims')
      .addColumn('student_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('language', 'text')
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('password_resets_user')
      .on('password_resets')
      .columns(['user_id', 'created_at'])
      .execute();
  },
};
