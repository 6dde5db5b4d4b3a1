import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * The catalogue and the reviewers' saved reasons in both languages (issue 42): each text keeps
 * its column as the English text, and gains a Malay one beside it. Null is "no Malay yet", so a
 * Malay reader sees the English until someone writes it; existing rows keep their English.
 */
export const bilingualData: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('faculties').addColumn('name_ms', 'text').execute();
    await db.schema.alterTable('subjects').addColumn('name_ms', 'text').execute();
    await db.schema.alterTable('subjects').addColumn('description_ms', 'text').execute();
    await db.schema.alterTable('reason_templates').addColumn('title_ms', 'text').execute();
    await db.schema.alterTable('reason_templates').addColumn('text_ms', 'text').execute();
  },
};
