import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * The timetable's calendar feed (issue 22, decision 016). `calendar_tokens` holds each student's
 * one feed token (a new one replaces the old). `calendar_event_versions` keeps, per student and
 * event UID, a fingerprint of what the feed last said about that event and its SEQUENCE, raised
 * whenever the fingerprint changes, so calendar apps take a changed class as an update.
 */
export const calendarTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('calendar_tokens')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('calendar_event_versions')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('calendar_event_versions_pk', ['user_id', 'uid'])
      .execute();
  },
};
