import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * The outbox's `kind` no longer has a check of its own. Migration 0008 allowed the four kinds of
 * issue 21 only, so the overload emails of issue 44 (and the permit emails of issue 46) could not
 * be written: with email on, asking for more credits failed on the check. The kinds are the
 * application's (`EMAIL_KINDS`), and on SQLite a check can only change by rebuilding the table,
 * which every new kind would have needed again.
 *
 * SQLite: both outbox tables are rebuilt, the items' first so their foreign key follows the
 * outbox's new table when it takes the old one's name; rows, ids and indexes are kept.
 */
export const emailKinds: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`alter table email_outbox drop constraint email_outbox_kind_check`.execute(db);
      return;
    }
    await sql`
      create table email_outbox_next (
        id integer primary key,
        user_id integer not null references users (id),
        kind text not null,
        message_id text not null unique,
        status text default 'pending' not null
          check (status in ('pending', 'sent', 'failed', 'cancelled')),
        items integer default 0 not null,
        due_at text not null,
        send_after text not null,
        attempts integer default 0 not null,
        lease_until text,
        last_error text,
        created_at text not null,
        finished_at text
      )`.execute(db);
    await sql`insert into email_outbox_next select id, user_id, kind, message_id, status, items,
      due_at, send_after, attempts, lease_until, last_error, created_at, finished_at
      from email_outbox`.execute(db);
    await sql`
      create table email_outbox_items_next (
        id integer primary key,
        outbox_id integer not null references email_outbox_next (id),
        notification_id integer not null,
        kind text not null,
        payload text not null,
        created_at text not null
      )`.execute(db);
    await sql`insert into email_outbox_items_next select id, outbox_id, notification_id, kind,
      payload, created_at from email_outbox_items`.execute(db);
    await sql`drop table email_outbox_items`.execute(db);
    await sql`drop table email_outbox`.execute(db);
    // Renaming rewrites the items' reference to the outbox's final name.
    await sql`alter table email_outbox_next rename to email_outbox`.execute(db);
    await sql`alter table email_outbox_items_next rename to email_outbox_items`.execute(db);
    await sql`create index email_outbox_due_idx on email_outbox (status, send_after)`.execute(db);
    await sql`create index email_outbox_user_idx on email_outbox (user_id, kind, status)`.execute(
      db,
    );
    await sql`create index email_outbox_items_outbox_idx on email_outbox_items (outbox_id, id)`.execute(
      db,
    );
  },
};
