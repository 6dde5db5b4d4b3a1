import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey());
}

/**
 * What a registrar runs a semester with (issue 19): the end of add/drop and a credit minimum on
 * each period, opening times by year of study, the academic calendar as data, sections closed to
 * new adds, each student's year of study, and a trail of every change an admin makes.
 */
export const registrar: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

    await db.schema
      .alterTable('registration_periods')
      .addColumn('add_drop_end_date', 'text')
      .execute();
    // 0 is no minimum.
    await db.schema
      .alterTable('registration_periods')
      .addColumn('credit_min', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`credit_min >= 0`),
      )
      .execute();

    await db.schema
      .createTable('period_year_openings')
      .addColumn('period_id', 'integer', (c) => c.notNull().references('registration_periods.id'))
      .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 1 and 4`))
      .addColumn('opens_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('period_year_openings_pk', ['period_id', 'year'])
      .execute();

    await withId(db, db.schema.createTable('calendar_events'))
      .addColumn('period_id', 'integer', (c) => c.notNull().references('registration_periods.id'))
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(sql`kind in ('deadline', 'classes', 'break', 'exams', 'holiday')`),
      )
      .addColumn('label_en', 'text', (c) => c.notNull())
      .addColumn('label_ms', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text')
      .addCheckConstraint(
        'calendar_events_range_check',
        sql`end_date is null or end_date >= start_date`,
      )
      .execute();
    await db.schema
      .createIndex('calendar_events_period_idx')
      .on('calendar_events')
      .columns(['period_id', 'start_date'])
      .execute();

    // Set when a section stops taking new adds; the seats it holds stay held.
    await db.schema.alterTable('sections').addColumn('closed_at', 'text').execute();

    await db.schema
      .alterTable('users')
      .addColumn('year_of_study', 'integer', (c) => c.check(sql`year_of_study between 1 and 4`))
      .execute();

    await withId(db, db.schema.createTable('admin_changes'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'integer')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('reason', 'text')
      .execute();
    await db.schema.createIndex('admin_changes_at_idx').on('admin_changes').column('at').execute();

    if (!postgres) return;
    // A closed section takes no new seat, even from an add that read it open a moment before.
    await sql`
      create or replace function take_seat_if_unchanged(
        registration integer, version xid, subject integer, sections integer[],
        new_status text, now text
      ) returns integer language plpgsql as $$
      declare
        section integer;
      begin
        perform 1 from registrations r
          where r.id = registration and r.xmin = version for update;
        if not found then return -1; end if;
        foreach section in array sections loop
          update sections s set registered = s.registered + 1
            where s.id = section and s.registered < s.capacity and s.closed_at is null;
          if found then
            update registrations r set status = new_status, updated_at = now
              where r.id = registration;
            insert into registration_subjects
              (registration_id, subject_id, section_id, status, created_at)
              values (registration, subject, section, 'pending', now);
            return section;
          end if;
        end loop;
        return 0;
      end $$`.execute(db);
  },
};
