import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Reserved seats (issue 46, decision 040). A reservation keeps `seats` of a section, or of a
 * subject's sections together (`section_id` null), for one group until `until`: the students of a
 * programme, of a year of study, of a faculty, or listed (`reservation_students`). Exactly one of
 * the group's columns is set, or none when the students are listed.
 */
export const reservedSeats: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const table = db.schema.createTable('reservations');
    await (
      postgres
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
      .addColumn('section_id', 'integer', (c) => c.references('sections.id').onDelete('cascade'))
      .addColumn('seats', 'integer', (c) => c.notNull().check(sql`seats > 0`))
      .addColumn('programme_id', 'integer', (c) => c.references('programmes.id'))
      .addColumn('year_of_study', 'integer')
      .addColumn('faculty_id', 'integer', (c) => c.references('faculties.id'))
      .addColumn('until', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id'))
      .execute();
    await db.schema
      .createIndex('reservations_subject_idx')
      .on('reservations')
      .columns(['subject_id', 'until'])
      .execute();
    await db.schema
      .createTable('reservation_students')
      .addColumn('reservation_id', 'integer', (c) =>
        c.notNull().references('reservations.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id'))
      .addPrimaryKeyConstraint('reservation_students_pk', ['reservation_id', 'student_id'])
      .execute();
  },
};
