import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

type Table = CreateTableBuilder<string, never>;

/**
 * Programme structures (issue 45): for each programme and intake, the programme's total credits
 * and its requirement groups, each with a kind, the credits it needs, an optional rule for the
 * subjects it takes without listing them, and its listed subjects with the year and semester
 * they are recommended in. A student follows their intake's structure, so a new intake's
 * structure never changes a continuing student's.
 */
export const programmeStructures: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const withId = (table: Table) =>
      postgres
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey());

    await withId(db.schema.createTable('programme_structures'))
      .addColumn('programme_id', 'integer', (c) => c.notNull().references('programmes.id'))
      .addColumn('intake', 'text', (c) => c.notNull())
      .addColumn('total_credits', 'integer', (c) => c.notNull().check(sql`total_credits >= 0`))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('programme_structures_one_per_intake', ['programme_id', 'intake'])
      .execute();

    await withId(db.schema.createTable('structure_groups'))
      .addColumn('structure_id', 'integer', (c) =>
        c.notNull().references('programme_structures.id').onDelete('cascade'),
      )
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('name_ms', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(sql`kind in ('core', 'elective', 'university', 'cocurricular', 'free')`),
      )
      .addColumn('credits_required', 'integer', (c) =>
        c.notNull().check(sql`credits_required >= 0`),
      )
      // `level:3000;faculty:FSKTM`: subjects that count without being listed; null for none.
      .addColumn('rule', 'text')
      .addUniqueConstraint('structure_groups_code_once', ['structure_id', 'code'])
      .execute();

    await db.schema
      .createTable('structure_subjects')
      .addColumn('group_id', 'integer', (c) =>
        c.notNull().references('structure_groups.id').onDelete('cascade'),
      )
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('recommended_year', 'integer')
      .addColumn('recommended_semester', 'integer')
      .addPrimaryKeyConstraint('structure_subjects_pk', ['group_id', 'subject_id'])
      .execute();
    // A subject's groups, for "what does this subject count toward".
    await db.schema
      .createIndex('structure_subjects_by_subject')
      .on('structure_subjects')
      .column('subject_id')
      .execute();
  },
};
