import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * The server-side inbox (issue 21): each event that concerns a person is stored for them in the
 * transaction of the change it reports, so it reaches them whether or not a browser was open.
 * `payload` is the event's values as JSON; `read_at` is set when they read it in any browser.
 *
 * On the account: an optional email address, whether email is sent at all, how an advisor hears
 * of new submissions ('each' or a 'daily' digest), and the last notification id they cleared, so
 * a "Clear all" in one browser clears what the others kept too.
 */
export const notifications: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const table = db.schema.createTable('notifications');
    await (
      postgres
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text')
      .execute();
    await db.schema
      .createIndex('notifications_user_idx')
      .on('notifications')
      .columns(['user_id', 'id'])
      .execute();

    await db.schema.alterTable('users').addColumn('email', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('email_enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('submission_email', 'text', (c) =>
        c
          .notNull()
          .defaultTo('each')
          .check(sql`submission_email in ('each', 'daily')`),
      )
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('notifications_cleared_through', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
