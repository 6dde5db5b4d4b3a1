import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * Overload requests (issue 44). A period may take requests for more credits up to its
 * `overload_cap` (null: it takes none). A student asks for a total maximum with a reason; their
 * advisor (or an admin) approves or rejects it, a rejection with its reason. An approved request
 * is the student's credit maximum for that period. At most one request per student and period is
 * pending at a time: the partial unique index holds it under concurrent asks on both engines.
 */
export const overloadRequests: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .alterTable('registration_periods')
      .addColumn('overload_cap', 'integer', (c) => c.check(sql`overload_cap > 0`))
      .execute();
    const table = db.schema.createTable('overload_requests');
    await (
      postgres
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey())
    )
      .addColumn('period_id', 'integer', (c) => c.notNull().references('registration_periods.id'))
      .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('credits', 'integer', (c) => c.notNull().check(sql`credits > 0`))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'approved', 'rejected', 'withdrawn')`),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
      .addColumn('decision_reason', 'text')
      .execute();
    await db.schema
      .createIndex('overload_requests_student_period')
      .on('overload_requests')
      .columns(['student_id', 'period_id', 'status'])
      .execute();
    await db.schema
      .createIndex('overload_requests_one_pending')
      .on('overload_requests')
      .columns(['student_id', 'period_id'])
      .unique()
      .where(sql.ref('status'), '=', sql.lit('pending'))
      .execute();
  },
};
