import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey());
}

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('app_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await withId(db, db.schema.createTable('faculties'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();

    await withId(db, db.schema.createTable('users'))
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('username_key', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) =>
        c.notNull().check(sql`role in ('student', 'lecturer', 'admin')`),
      )
      .addColumn('student_id', 'text', (c) => c.unique())
      .addColumn('faculty_id', 'integer', (c) => c.references('faculties.id'))
      .addColumn('advisor_id', 'integer', (c) => c.references('users.id'))
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_advisor_idx').on('users').column('advisor_id').execute();

    await withId(db, db.schema.createTable('subjects'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('credits', 'integer', (c) => c.notNull().check(sql`credits > 0`))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 1 and 4`))
      .addColumn('faculty_id', 'integer', (c) => c.notNull().references('faculties.id'))
      .execute();

    await db.schema
      .createTable('subject_prerequisites')
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
      .addColumn('prerequisite_id', 'integer', (c) => c.notNull().references('subjects.id'))
      .addPrimaryKeyConstraint('subject_prerequisites_pk', ['subject_id', 'prerequisite_id'])
      .execute();

    await withId(db, db.schema.createTable('registration_periods'))
      .addColumn('semester', 'integer', (c) => c.notNull())
      .addColumn('academic_year', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('credit_max', 'integer', (c) => c.notNull().check(sql`credit_max > 0`))
      .addColumn('closed_at', 'text')
      .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // At most one current period.
    await db.schema
      .createIndex('registration_periods_current_idx')
      .on('registration_periods')
      .column('is_current')
      .unique()
      .where(sql.ref('is_current'), '=', 1)
      .execute();

    await withId(db, db.schema.createTable('sections'))
      .addColumn('period_id', 'integer', (c) => c.notNull().references('registration_periods.id'))
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity >= 0`))
      .addColumn('registered', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lecturer', 'text', (c) => c.notNull())
      .addCheckConstraint('sections_seats_check', sql`registered >= 0 and registered <= capacity`)
      .addUniqueConstraint('sections_number_unique', ['period_id', 'subject_id', 'number'])
      .execute();
    await db.schema
      .createIndex('sections_subject_idx')
      .on('sections')
      .columns(['subject_id', 'period_id'])
      .execute();

    await withId(db, db.schema.createTable('section_meetings'))
      .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id'))
      .addColumn('day', 'integer', (c) => c.notNull().check(sql`day between 1 and 5`))
      .addColumn('start_minute', 'integer', (c) => c.notNull())
      .addColumn('end_minute', 'integer', (c) => c.notNull())
      .addColumn('room', 'text', (c) => c.notNull())
      .addCheckConstraint('section_meetings_time_check', sql`start_minute < end_minute`)
      .execute();
    await db.schema
      .createIndex('section_meetings_section_idx')
      .on('section_meetings')
      .column('section_id')
      .execute();

    await withId(db, db.schema.createTable('registrations'))
      .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('period_id', 'integer', (c) => c.notNull().references('registration_periods.id'))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .check(
            sql`status in ('draft', 'submitted', 'approved', 'rejected', 'partially_approved')`,
          ),
      )
      .addColumn('submitted_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('registrations_student_period_unique', ['student_id', 'period_id'])
      .execute();
    await db.schema
      .createIndex('registrations_review_idx')
      .on('registrations')
      .columns(['status', 'submitted_at'])
      .execute();

    await withId(db, db.schema.createTable('registration_subjects'))
      .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id'))
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
      .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id'))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`),
      )
      .addColumn('rejection_reason', 'text')
      .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
      .addColumn('decided_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('registration_subjects_unique', ['registration_id', 'subject_id'])
      .execute();
    await db.schema
      .createIndex('registration_subjects_section_idx')
      .on('registration_subjects')
      .column('section_id')
      .execute();

    await withId(db, db.schema.createTable('audit_events'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id'))
      .addColumn('subject_id', 'integer', (c) => c.references('subjects.id'))
      .addColumn('scope', 'text', (c) =>
        c.notNull().check(sql`scope in ('subject', 'registration')`),
      )
      .addColumn('decision', 'text', (c) =>
        c.notNull().check(sql`decision in ('approved', 'rejected')`),
      )
      .addColumn('reason', 'text')
      .execute();
    await db.schema.createIndex('audit_events_at_idx').on('audit_events').column('at').execute();
  },
};
