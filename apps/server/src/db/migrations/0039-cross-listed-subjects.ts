import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Cross-listed subjects (issue 46, decision 042): two codes, one set of sections and seats. A
 * code cross-listed with another (`cross_listed_with`, its owner) has no sections of its own; the
 * owner's sections, seats, waitlist and reservations are the alias's too. A student's selection
 * and place in line are the owner's (`subject_id`), and `listed_as_id` keeps the code they took
 * (null: the owner's own), so their selection, slip and timetable show it.
 *
 * PostgreSQL: the two functions that record a selection (`take_seat_if_unchanged`, migration
 * 0004, which `seat_changes` calls; `take_place_if_unchanged`, migration 0036) are given the
 * subject as the student named it and record it under its owner, so their signatures and the
 * grouped call stay as they are.
 */
export const crossListedSubjects: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('subjects')
      .addColumn('cross_listed_with', 'integer', (c) => c.references('subjects.id'))
      .execute();
    await db.schema
      .alterTable('registration_subjects')
      .addColumn('listed_as_id', 'integer', (c) => c.references('subjects.id'))
      .execute();
    await db.schema
      .alterTable('waitlist_entries')
      .addColumn('listed_as_id', 'integer', (c) => c.references('subjects.id'))
      .execute();
    await db.schema
      .createIndex('subjects_cross_listed_with_idx')
      .on('subjects')
      .column('cross_listed_with')
      .execute();

    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`
      create or replace function take_seat_if_unchanged(
        registration integer, version xid, subject integer, sections integer[],
        new_status text, now text
      ) returns integer language plpgsql as $$
      declare
        section integer;
        owner_id integer;
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
            select coalesce(cross_listed_with, id) into owner_id from subjects where id = subject;
            insert into registration_subjects
              (registration_id, subject_id, listed_as_id, section_id, status, created_at)
              values (registration, owner_id, nullif(subject, owner_id), section, 'pending', now);
            return section;
          end if;
        end loop;
        return 0;
      end $$`.execute(db);
    await sql`
      create or replace function take_place_if_unchanged(
        registration integer, version xid, subject integer, combinations jsonb,
        new_status text, now text
      ) returns integer language plpgsql as $$
      declare
        combination integer[];
        selection integer;
        owner_id integer;
      begin
        perform 1 from registrations r
          where r.id = registration and r.xmin = version for update;
        if not found then return -1; end if;
        perform 1 from sections s
          where s.id in (
            select e::integer from jsonb_array_elements(combinations) c,
              jsonb_array_elements_text(c) e)
          order by s.id for update;
        for i in 0 .. jsonb_array_length(combinations) - 1 loop
          combination := array(select jsonb_array_elements_text(combinations -> i)::integer);
          if (select count(*) from sections s
                where s.id = any (combination) and s.registered < s.capacity
                  and s.closed_at is null) = cardinality(combination) then
            update sections s set registered = s.registered + 1 where s.id = any (combination);
            update registrations r set status = new_status, updated_at = now
              where r.id = registration;
            select coalesce(cross_listed_with, id) into owner_id from subjects where id = subject;
            insert into registration_subjects
              (registration_id, subject_id, listed_as_id, section_id, status, created_at)
              values (registration, owner_id, nullif(subject, owner_id), combination[1], 'pending', now)
              returning id into selection;
            insert into selection_sections (selection_id, section_id)
              select selection, unnest(combination[2:]);
            return i + 1;
          end if;
        end loop;
        return 0;
      end $$`.execute(db);
  },
};
