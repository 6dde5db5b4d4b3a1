import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * PostgreSQL only: `seat_changes` makes several students' seat changes in one statement, so one
 * transaction and one commit (decision 020). Each change is a call of the function a lone change
 * makes (`take_seat_if_unchanged`, `remove_selection_if_unchanged`), in the order given, and its
 * outcome is that call's, at the same index of the array returned. A change that raises (a
 * selection made twice) ends the whole statement: the server then makes each change alone.
 */
export const groupedSeatChanges: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`
      create function seat_changes(changes jsonb) returns integer[] language plpgsql as $$
      declare
        change jsonb;
        outcomes integer[] := '{}';
      begin
        for i in 0 .. jsonb_array_length(changes) - 1 loop
          change := changes -> i;
          if change ->> 'kind' = 'take' then
            outcomes := outcomes || take_seat_if_unchanged(
              (change ->> 'registration')::integer, (change ->> 'version')::xid,
              (change ->> 'subject')::integer,
              array(select jsonb_array_elements_text(change -> 'sections')::integer),
              change ->> 'status', change ->> 'now');
          else
            outcomes := outcomes || remove_selection_if_unchanged(
              (change ->> 'registration')::integer, (change ->> 'version')::xid,
              (change ->> 'selection')::integer, (change ->> 'givesBackSeat')::boolean,
              change ->> 'status', change ->> 'now');
          end if;
        end loop;
        return outcomes;
      end $$`.execute(db);
  },
};
