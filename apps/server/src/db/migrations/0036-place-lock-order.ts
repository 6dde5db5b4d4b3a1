import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * PostgreSQL, for places of several parts (decision 039): `take_place_if_unchanged` (migration
 * 0034) locks every section of every combination it may try, in id order as every change locking
 * several takes them, before it takes any seat. Trying combinations one after another took their
 * locks out of order (L1 and T1A, then L2 after T1B), so two students' adds of one subject
 * deadlocked, each waiting a second for the detector. The seats taken are the same: the first
 * combination with a free seat in each part.
 */
export const placeLockOrder: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`
      create or replace function take_place_if_unchanged(
        registration integer, version xid, subject integer, combinations jsonb,
        new_status text, now text
      ) returns integer language plpgsql as $$
      declare
        combination integer[];
        selection integer;
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
            insert into registration_subjects
              (registration_id, subject_id, section_id, status, created_at)
              values (registration, subject, combination[1], 'pending', now)
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
