import { PostgresAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Sign-in with the university's account (issue 43). `university_sign_ins` holds each sign-in on
 * its way to the provider (state, nonce, PKCE verifier), used once when the browser comes back.
 * `sign_in_codes` holds the one-time codes the page exchanges for a session token, stored hashed
 * so a copy of the database cannot be exchanged. `sign_in_refusals` is the trail of people the
 * provider vouched for but Daftar does not know: no account is made for them.
 */
export const universitySignIn: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('university_sign_ins')
      .addColumn('state', 'text', (c) => c.primaryKey())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sign_in_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    const refusals = db.schema.createTable('sign_in_refusals');
    await (
      postgres
        ? refusals.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : refusals.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('claimed_id', 'text')
      .addColumn('reason', 'text', (c) => c.notNull())
      .execute();
  },
};
