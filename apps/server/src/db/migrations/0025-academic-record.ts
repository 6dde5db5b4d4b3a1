import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

// The common Malaysian scale (UM's, UKM's, UPM's): C is the lowest pass, so a D or F must be taken
// again before a subject that needs it. W (withdrawn) and I (incomplete) carry no points.
const DEFAULT_SCALE: [grade: string, hundredths: number | null, passes: number][] = [
  ['A+', 400, 1],
  ['A', 400, 1],
  ['A-', 367, 1],
  ['B+', 333, 1],
  ['B', 300, 1],
  ['B-', 267, 1],
  ['C+', 233, 1],
  ['C', 200, 1],
  ['C-', 167, 0],
  ['D+', 133, 0],
  ['D', 100, 0],
  ['F', 0, 0],
  ['W', null, 0],
  ['I', null, 0],
];

/**
 * The academic record (issue 44): the registrar's grade scale, students' results by session and
 * semester, and each student's summary (credits earned, CGPA as integer hundredths so both engines
 * add it up exactly, standing). A period says whether its results are published (until then an
 * approval in it meets a prerequisite), the credit maximum on probation, and an earlier opening
 * for students with enough credits earned.
 */
export const academicRecord: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('grade_scale')
      .addColumn('grade', 'text', (c) => c.primaryKey())
      .addColumn('position', 'integer', (c) => c.notNull())
      // Null: the grade carries no points and is left out of the CGPA (W, I).
      .addColumn('points_hundredths', 'integer')
      .addColumn('passes', 'integer', (c) => c.notNull())
      .execute();
    await db
      .insertInto('grade_scale' as never)
      .values(
        DEFAULT_SCALE.map(([grade, hundredths, passes], position) => ({
          grade,
          position,
          points_hundredths: hundredths,
          passes,
        })) as never,
      )
      .execute();

    // One row: the CGPA below which a student is on probation.
    await db.schema
      .createTable('standing_rules')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('probation_below_hundredths', 'integer', (c) => c.notNull())
      .execute();
    await db
      .insertInto('standing_rules' as never)
      .values({ id: 1, probation_below_hundredths: 200 } as never)
      .execute();

    const results = db.schema.createTable('results');
    await (
      postgres
        ? results.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : results.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
      .addColumn('session', 'text', (c) => c.notNull())
      .addColumn('semester', 'integer', (c) => c.notNull())
      .addColumn('grade', 'text', (c) => c.notNull())
      .addUniqueConstraint('results_one_per_sitting', [
        'student_id',
        'subject_id',
        'session',
        'semester',
      ])
      .execute();

    await db.schema
      .createTable('student_records')
      .addColumn('student_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('credits_earned', 'integer', (c) => c.notNull().defaultTo(0))
      // The CGPA is points_hundredths / credits: each subject's best grade times its credits.
      .addColumn('cgpa_points_hundredths', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cgpa_credits', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('standing', 'text', (c) =>
        c
          .notNull()
          .defaultTo('good')
          .check(sql`standing in ('good', 'probation')`),
      )
      // The roll's word on standing, when it gives one: it outranks the CGPA's.
      .addColumn('roll_standing', 'text', (c) =>
        c.check(sql`roll_standing in ('good', 'probation')`),
      )
      .execute();

    await db.schema
      .alterTable('registration_periods')
      .addColumn('results_published', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('registration_periods')
      .addColumn('credit_max_probation', 'integer')
      .execute();
    await db.schema
      .alterTable('registration_periods')
      .addColumn('credits_opening_min', 'integer')
      .execute();
    await db.schema
      .alterTable('registration_periods')
      .addColumn('credits_opens_at', 'text')
      .execute();
  },
};
