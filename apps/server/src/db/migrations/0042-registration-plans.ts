import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * The student's plan (issue 48, decision 044): one per student and period, kept as the JSON the
 * student saved (subjects in order with their preferred places and alternatives, fallbacks, the
 * timetable builder's preferences). It is read and replaced whole and never joined: its subjects
 * and sections are checked against the catalogue each time it is checked or registered.
 */
export const registrationPlans: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('registration_plans')
      .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('period_id', 'integer', (c) => c.notNull().references('registration_periods.id'))
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('registration_plans_pkey', ['student_id', 'period_id'])
      .execute();
  },
};
