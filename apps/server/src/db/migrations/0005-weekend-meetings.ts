import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Sections may meet at the weekend (a catalogue imported by the registrar, issue 19): a meeting's
 * day is 1 (Monday) to 7 (Sunday), no longer 1-5. PostgreSQL drops the day's check by the name
 * it was given (0001 left the naming to it) and adds the new one. SQLite cannot change a check,
 * so the table is built again beside the old one and takes its place, with the same ids and its
 * index; nothing references meetings, so no foreign key is disturbed.
 */
export const weekendMeetings: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      const { rows } = await sql<{ name: string }>`
        select c.conname as name
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
        where c.conrelid = 'section_meetings'::regclass and c.contype = 'c' and a.attname = 'day'
      `.execute(db);
      for (const { name } of rows) {
        await sql`alter table section_meetings drop constraint ${sql.id(name)}`.execute(db);
      }
      await sql`
        alter table section_meetings
        add constraint section_meetings_day_check check (day between 1 and 7)
      `.execute(db);
      return;
    }

    await db.schema
      .createTable('section_meetings_new')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id'))
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('start_minute', 'integer', (c) => c.notNull())
      .addColumn('end_minute', 'integer', (c) => c.notNull())
      .addColumn('room', 'text', (c) => c.notNull())
      .addCheckConstraint('section_meetings_day_check', sql`day between 1 and 7`)
      .addCheckConstraint('section_meetings_time_check', sql`start_minute < end_minute`)
      .execute();
    await sql`
      insert into section_meetings_new (id, section_id, day, start_minute, end_minute, room)
      select id, section_id, day, start_minute, end_minute, room from section_meetings
    `.execute(db);
    await db.schema.dropTable('section_meetings').execute();
    await db.schema.alterTable('section_meetings_new').renameTo('section_meetings').execute();
    await db.schema
      .createIndex('section_meetings_section_idx')
      .on('section_meetings')
      .column('section_id')
      .execute();
  },
};
