import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Permits (issue 46, decision 041). A subject may have a coordinator, a lecturer the registrar
 * names. A student refused a subject by one rule (a full subject, an unmet prerequisite, a clash,
 * reserved seats, the credit limit) asks for a permit with a reason; the coordinator (the advisor,
 * for the credit limit; an admin, always) approves or rejects it. An approved permit lets that
 * rule pass once, for that student and subject (and section, when it names one): the add that
 * passes by it marks it used. At most one permit per student, period, subject and rule is open
 * (pending or approved) at a time: the partial unique index holds it under concurrent asks.
 *
 * A capacity permit's seat in a full section is one over the registrar's capacity: the section's
 * `capacity` grows by one with it and `permit_seats` counts such seats (the registrar's capacity
 * is `capacity - permit_seats`), and every seat given back there shrinks both first, so the
 * section never opens a seat the registrar did not make.
 *
 * PostgreSQL: `remove_selection_if_unchanged` (migration 0006) gives back the seat of each part
 * of a place, in id order (decision 039), so one of several parts is removed in one call like
 * one of one part while nobody waits; and a seat over capacity as every give-back does.
 */
export const permits: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .alterTable('subjects')
      .addColumn('coordinator_id', 'integer', (c) => c.references('users.id'))
      .execute();
    await db.schema
      .alterTable('sections')
      .addColumn('permit_seats', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    const table = db.schema.createTable('permits');
    await (
      postgres
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('period_id', 'integer', (c) => c.notNull().references('registration_periods.id'))
      .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
      .addColumn('section_id', 'integer', (c) => c.references('sections.id').onDelete('set null'))
      .addColumn('rule', 'text', (c) =>
        c
          .notNull()
          .check(
            sql`rule in ('SUBJECT_FULL', 'PREREQUISITE_NOT_MET', 'TIME_CLASH', 'RESERVED', 'CREDIT_LIMIT')`,
          ),
      )
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'approved', 'rejected', 'used')`),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
      .addColumn('decision_reason', 'text')
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('permits_student_period')
      .on('permits')
      .columns(['student_id', 'period_id', 'subject_id'])
      .execute();
    await db.schema
      .createIndex('permits_period_status')
      .on('permits')
      .columns(['period_id', 'status'])
      .execute();
    await db.schema
      .createIndex('permits_one_open')
      .on('permits')
      .columns(['student_id', 'period_id', 'subject_id', 'rule'])
      .unique()
      .where(sql.ref('status'), 'in', sql`('pending', 'approved')`)
      .execute();

    if (!postgres) return;
    await sql`
      create or replace function remove_selection_if_unchanged(
        registration integer, version xid, selection integer, gives_back_seat boolean,
        new_status text, now text
      ) returns integer language plpgsql as $$
      declare
        held integer[];
        subject integer;
        period integer;
        student integer;
      begin
        select r.period_id, r.student_id into period, student from registrations r
          where r.id = registration and r.xmin = version for update;
        if not found then return -1; end if;
        select rs.subject_id into subject from registration_subjects rs where rs.id = selection;
        select array_agg(x.id order by x.id) into held from (
          select rs.section_id as id from registration_subjects rs where rs.id = selection
          union select ss.section_id from selection_sections ss where ss.selection_id = selection
        ) x;
        perform 1 from sections s where s.id = any (held) order by s.id for update;
        if exists (select 1 from waitlist_entries w where w.period_id = period
            and (w.subject_id = subject or w.student_id = student)) then
          return 2;
        end if;
        update registrations r set status = new_status, updated_at = now
          where r.id = registration;
        delete from registration_subjects rs where rs.id = selection;
        if gives_back_seat then
          update sections s set registered = s.registered - 1,
              capacity = s.capacity - least(s.permit_seats, 1),
              permit_seats = s.permit_seats - least(s.permit_seats, 1)
            where s.id = any (held) and s.registered > 0;
        end if;
        return 1;
      end $$`.execute(db);
  },
};
