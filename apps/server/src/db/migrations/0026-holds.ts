import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Holds (sekatan, issue 44): what keeps a student from changing their registration, submitting
 * it or printing its slip until an office clears it. Each action blocked is a column of its own,
 * so the seat ledger's one read asks for `blocks_register = 1` without parsing a list. A hold the
 * bursary pushes carries its own `reference`, unique, so a nightly push finds it again; one the
 * registrar places has none. A released hold is kept, with when and by whom.
 */
export const holds: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const table = db.schema.createTable('holds');
    await (
      postgres
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('student_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('type', 'text', (c) =>
        c
          .notNull()
          .check(
            sql`type in ('finance', 'academic', 'disciplinary', 'library', 'documents', 'other')`,
          ),
      )
      .addColumn('reference', 'text')
      .addColumn('reason_en', 'text', (c) => c.notNull())
      .addColumn('reason_ms', 'text', (c) => c.notNull())
      .addColumn('how_to_clear_en', 'text', (c) => c.notNull())
      .addColumn('how_to_clear_ms', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('blocks_register', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('blocks_submit', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('blocks_slip', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('placed_at', 'text', (c) => c.notNull())
      .addColumn('placed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('released_at', 'text')
      .addColumn('released_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('holds_reference_unique')
      .on('holds')
      .column('reference')
      .unique()
      .execute();
    // Every seat change reads the student's active holds.
    await db.schema
      .createIndex('holds_student_active')
      .on('holds')
      .columns(['student_id', 'released_at'])
      .execute();
  },
};
