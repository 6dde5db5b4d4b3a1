import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * PostgreSQL only: the write of an add or a removal as one call, so that a seat change is one
 * round trip and one transaction. The server reads the registration (with its row version,
 * `xmin`) and applies every rule itself; these functions only make the change, and only if the
 * registration has not changed since that read (else they return -1 / false and the server reads
 * again). Every change to a registration's subjects also updates its row, so an unchanged row
 * means the read is still true. SQLite needs none of this: its transactions hold the database's
 * write lock from the read to the commit.
 */
export const seatFunctions: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;

    // The first of `sections` (in order) with a free seat, or 0 when all are full, or -1 when the
    // registration changed. The registration is locked first, as every other writer locks it.
    await sql`
      create function take_seat_if_unchanged(
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
            where s.id = section and s.registered < s.capacity;
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

    // Deletes the selection and, if it held a seat, gives the seat back; false when the
    // registration changed.
    await sql`
      create function remove_selection_if_unchanged(
        registration integer, version xid, selection integer, gives_back_seat boolean,
        new_status text, now text
      ) returns boolean language plpgsql as $$
      declare
        section integer;
      begin
        perform 1 from registrations r
          where r.id = registration and r.xmin = version for update;
        if not found then return false; end if;
        update registrations r set status = new_status, updated_at = now
          where r.id = registration;
        delete from registration_subjects rs where rs.id = selection
          returning rs.section_id into section;
        if gives_back_seat then
          update sections s set registered = s.registered - 1
            where s.id = section and s.registered > 0;
        end if;
        return true;
      end $$`.execute(db);
  },
};
