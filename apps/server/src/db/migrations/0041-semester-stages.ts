import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * The semester after the window (issue 47, decision 043). A period gets the dates of its later
 * stages, all Malaysian calendar days: add/drop (`add_drop_start_date` with the existing end, which
 * may now pass the window), late registration, withdrawal, Not Registered with its reminder, and
 * the end of the semester; and the registrar's late note in both languages.
 *
 * `registration_changes` keeps every add and drop made to a registration after its approval (an
 * amendment) and during late registration, for the advisor's desk, the slip's "amended" and the
 * bursary's export. `registrations.late_at` marks a registration submitted during late
 * registration. `withdrawals` are the students' requests to withdraw from a subject (or the whole
 * semester) and the advisor's decision. `not_registered` holds each roll student told they will be
 * marked (`reminded_at`) and marked (`marked_at`), once each: the primary key holds it across
 * processes.
 */
export const semesterStages: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const identity = (name: string) => {
      const table = db.schema.createTable(name);
      return postgres
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey());
    };
    for (const column of [
      'add_drop_start_date',
      'late_registration_end_date',
      'withdrawal_start_date',
      'withdrawal_end_date',
      'not_registered_date',
      'not_registered_reminder_date',
      'semester_end_date',
      'late_note',
      'late_note_ms',
    ]) {
      // SQLite alters one column at a time.
      await db.schema.alterTable('registration_periods').addColumn(column, 'text').execute();
    }
    await db.schema.alterTable('registrations').addColumn('late_at', 'text').execute();

    await identity('registration_changes')
      .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id'))
      .addColumn('period_id', 'integer', (c) => c.notNull().references('registration_periods.id'))
      .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
      .addColumn('change', 'text', (c) =>
        c.notNull().check(sql`change in ('add', 'drop', 'withdraw')`),
      )
      .addColumn('stage', 'text', (c) =>
        c.notNull().check(sql`stage in ('window', 'add_drop', 'late', 'withdrawal')`),
      )
      .addColumn('credits', 'integer', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('registration_changes_registration')
      .on('registration_changes')
      .columns(['registration_id', 'at'])
      .execute();
    await db.schema
      .createIndex('registration_changes_period')
      .on('registration_changes')
      .columns(['period_id', 'at'])
      .execute();

    await identity('withdrawals')
      .addColumn('period_id', 'integer', (c) => c.notNull().references('registration_periods.id'))
      .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id'))
      // Null: the whole semester.
      .addColumn('subject_id', 'integer', (c) => c.references('subjects.id'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'approved', 'rejected')`),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
      .addColumn('decision_reason', 'text')
      // The credits withdrawn, as they were when approved: the record keeps them after the seat.
      .addColumn('credits', 'integer')
      .execute();
    await db.schema
      .createIndex('withdrawals_student_period')
      .on('withdrawals')
      .columns(['student_id', 'period_id'])
      .execute();
    await db.schema
      .createIndex('withdrawals_period_status')
      .on('withdrawals')
      .columns(['period_id', 'status'])
      .execute();
    // One open request per subject (or for the whole semester) at a time, under concurrent asks.
    await sql`create unique index withdrawals_one_pending on withdrawals
      (student_id, period_id, coalesce(subject_id, 0)) where status = 'pending'`.execute(db);

    await db.schema
      .createTable('not_registered')
      .addColumn('period_id', 'integer', (c) => c.notNull().references('registration_periods.id'))
      .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('reminded_at', 'text')
      .addColumn('marked_at', 'text')
      .addPrimaryKeyConstraint('not_registered_pk', ['period_id', 'student_id'])
      .execute();
  },
};
