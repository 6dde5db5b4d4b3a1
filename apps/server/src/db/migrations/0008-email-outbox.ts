import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * The email outbox (issue 21, decision 014). `email_outbox` holds one row per message to send,
 * written in the transaction of the first event it reports: whom it is for, its kind, its
 * Message-ID (the idempotency key every retry sends again), when it first became due (the end of
 * its grouping window, a digest's hour, or at once), when it may be tried next (`send_after`,
 * moved on by each retry), the attempts made, the lease of the worker delivering it, and the mail
 * server's last refusal. `email_outbox_items` holds the events a message reports (a burst of
 * decisions is one message with several), each a copy of its notification, so a notification
 * cleared from the bell is still emailed.
 */
export const emailOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const outbox = db.schema.createTable('email_outbox');
    await (
      postgres
        ? outbox.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : outbox.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(sql`kind in ('decisions', 'promoted', 'submission', 'digest')`),
      )
      .addColumn('message_id', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'sent', 'failed', 'cancelled')`),
      )
      .addColumn('items', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('send_after', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lease_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    // The worker's question: which pending messages are due.
    await db.schema
      .createIndex('email_outbox_due_idx')
      .on('email_outbox')
      .columns(['status', 'send_after'])
      .execute();
    // An event's question: is a message of this person and kind still open to join.
    await db.schema
      .createIndex('email_outbox_user_idx')
      .on('email_outbox')
      .columns(['user_id', 'kind', 'status'])
      .execute();

    const items = db.schema.createTable('email_outbox_items');
    await (
      postgres
        ? items.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : items.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('outbox_id', 'integer', (c) => c.notNull().references('email_outbox.id'))
      .addColumn('notification_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('email_outbox_items_outbox_idx')
      .on('email_outbox_items')
      .columns(['outbox_id', 'id'])
      .execute();
  },
};
