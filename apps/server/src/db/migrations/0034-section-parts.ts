import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Parts and linked sections (issue 46, decision 039). A section belongs to a part of its subject
 * (`part`, a short code such as L, T or B; null for a subject of one part, as every subject was)
 * and may go only with one section of another part (`linked_section_id`: tutorial T2 with
 * lecture L1). A student's place in a subject of several parts is one section of each: the
 * selection's own `section_id` is its first part's, and `selection_sections` holds the others',
 * each holding a seat while the selection is not rejected.
 *
 * PostgreSQL: `take_place_if_unchanged` takes a seat in every section of the first combination
 * that has one in each, with the selection and its rows, or nothing (decision 007's conditional
 * write, for several sections at once).
 */
export const sectionParts: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema.alterTable('sections').addColumn('part', 'text').execute();
    await db.schema
      .alterTable('sections')
      .addColumn('linked_section_id', 'integer', (c) => c.references('sections.id'))
      .execute();

    const table = db.schema.createTable('selection_sections');
    await (
      postgres
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('selection_id', 'integer', (c) =>
        c.notNull().references('registration_subjects.id').onDelete('cascade'),
      )
      .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id'))
      .addUniqueConstraint('selection_sections_unique', ['selection_id', 'section_id'])
      .execute();
    await db.schema
      .createIndex('selection_sections_section_idx')
      .on('selection_sections')
      .column('section_id')
      .execute();

    if (!postgres) return;
    // Each combination's sections are taken in id order, as every change locking several takes
    // them; one found full gives back those taken before it and the next combination is tried.
    await sql`
      create function take_place_if_unchanged(
        registration integer, version xid, subject integer, combinations jsonb,
        new_status text, now text
      ) returns integer language plpgsql as $$
      declare
        combination integer[];
        section integer;
        taken integer[];
        selection integer;
      begin
        perform 1 from registrations r
          where r.id = registration and r.xmin = version for update;
        if not found then return -1; end if;
        for i in 0 .. jsonb_array_length(combinations) - 1 loop
          combination := array(select jsonb_array_elements_text(combinations -> i)::integer);
          taken := '{}';
          foreach section in array (select array_agg(c order by c) from unnest(combination) c) loop
            update sections s set registered = s.registered + 1
              where s.id = section and s.registered < s.capacity and s.closed_at is null;
            if not found then exit; end if;
            taken := taken || section;
          end loop;
          if cardinality(taken) = cardinality(combination) then
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
          update sections s set registered = s.registered - 1 where s.id = any (taken);
        end loop;
        return 0;
      end $$`.execute(db);
  },
};
