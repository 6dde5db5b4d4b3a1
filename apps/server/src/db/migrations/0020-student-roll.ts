import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * The student roll and staff list from the records system (issue 43). Programmes come from the
 * roll. A student keeps a status (only `active` ones register); an account the import made is
 * unclaimed (`account_claimed` 0, its username the student or staff ID) until its person claims
 * it; accounts made before, by sign-up or by the registrar, are claimed.
 */
export const studentRoll: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const programmes = db.schema.createTable('programmes');
    await (
      postgres
        ? programmes.addColumn('id', 'integer', (c) =>
            c.primaryKey().generatedByDefaultAsIdentity(),
          )
        : programmes.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_ms', 'text', (c) => c.notNull())
      .addColumn('faculty_id', 'integer', (c) => c.notNull().references('faculties.id'))
      .execute();

    // SQLite cannot add a unique column; a unique index does the same on both.
    await db.schema.alterTable('users').addColumn('staff_id', 'text').execute();
    await db.schema
      .createIndex('users_staff_id_unique')
      .on('users')
      .column('staff_id')
      .unique()
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('programme_id', 'integer', (c) => c.references('programmes.id'))
      .execute();
    await db.schema.alterTable('users').addColumn('intake', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('student_status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('active')
          .check(
            sql`student_status in ('active', 'deferred', 'suspended', 'withdrawn', 'graduated')`,
          ),
      )
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('account_claimed', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
};
