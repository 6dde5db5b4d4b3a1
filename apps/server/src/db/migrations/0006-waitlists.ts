import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Waitlists (issue 20): who waits for which subject of a period (or one section of it), in the
 * order they joined (the id), with the subject they give up when the seat comes, and why the
 * last seat freed passed them by (a seat refusal's code and its values, as JSON).
 *
 * On PostgreSQL the fast removal also changes: it gives back the seat only when nobody waits for
 * the subject and the student waits for nothing, and otherwise answers 2 without a change, so the
 * server removes the subject in a transaction that promotes the next waiting student in it.
 */
export const waitlists: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const table = db.schema.createTable('waitlist_entries');
    await (
      postgres
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('period_id', 'integer', (c) => c.notNull().references('registration_periods.id'))
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
      .addColumn('section_id', 'integer', (c) => c.references('sections.id'))
      .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('swap_subject_id', 'integer', (c) => c.references('subjects.id'))
      .addColumn('skip_code', 'text')
      .addColumn('skip_params', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('waitlist_entries_unique', ['period_id', 'subject_id', 'student_id'])
      .execute();
    await db.schema
      .createIndex('waitlist_entries_subject_idx')
      .on('waitlist_entries')
      .columns(['subject_id', 'period_id', 'id'])
      .execute();
    await db.schema
      .createIndex('waitlist_entries_student_idx')
      .on('waitlist_entries')
      .columns(['student_id', 'period_id'])
      .execute();

    if (!postgres) return;
    await sql`drop function remove_selection_if_unchanged(integer, xid, integer, boolean, text, text)`.execute(
      db,
    );
    // -1: the registration changed; 1: removed; 2: someone waits (for the subject, or the student
    // for another), so nothing was changed and the server removes it in a promoting transaction.
    // The section is locked before waiting is looked at, as a student joining its waitlist locks
    // it: either the join sees the seat given back, or this sees the join.
    await sql`
      create function remove_selection_if_unchanged(
        registration integer, version xid, selection integer, gives_back_seat boolean,
        new_status text, now text
      ) returns integer language plpgsql as $$
      declare
        section integer;
        subject integer;
        period integer;
        student integer;
      begin
        select r.period_id, r.student_id into period, student from registrations r
          where r.id = registration and r.xmin = version for update;
        if not found then return -1; end if;
        select rs.section_id, rs.subject_id into section, subject from registration_subjects rs
          where rs.id = selection;
        perform 1 from sections s where s.id = section for update;
        if exists (select 1 from waitlist_entries w where w.period_id = period
            and (w.subject_id = subject or w.student_id = student)) then
          return 2;
        end if;
        update registrations r set status = new_status, updated_at = now
          where r.id = registration;
        delete from registration_subjects rs where rs.id = selection;
        if gives_back_seat then
          update sections s set registered = s.registered - 1
            where s.id = section and s.registered > 0;
        end if;
        return 1;
      end $$`.execute(db);
  },
};
