import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time: this file must not import application code.

/**
 * The registrar's own standings (issue 44): each with a code, names in English and Malay and the
 * CGPA from which a student takes it (the highest one their CGPA meets). `good` and `probation`
 * are the defaults, good from the old probation threshold, so every stored summary stays as it
 * was. A period's credit maximum for a standing beyond those two is `period_standing_limits`
 * (good's is the period's `credit_max`, probation's its `credit_max_probation`). The summaries'
 * standings were checked against the two words; they now reference the standings' codes.
 */
export const registrarStandings: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('standings')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('name_ms', 'text', (c) => c.notNull())
      .addColumn('min_cgpa_hundredths', 'integer', (c) =>
        c.notNull().check(sql`min_cgpa_hundredths between 0 and 400`),
      )
      .execute();
    const rule = (await db
      .selectFrom('standing_rules' as never)
      .select('probation_below_hundredths' as never)
      .executeTakeFirst()) as { probation_below_hundredths: number } | undefined;
    await db
      .insertInto('standings' as never)
      .values([
        {
          code: 'good',
          position: 0,
          name_en: 'Good standing',
          name_ms: 'Kedudukan Baik',
          min_cgpa_hundredths: rule?.probation_below_hundredths ?? 200,
        },
        {
          code: 'probation',
          position: 1,
          name_en: 'Probation',
          name_ms: 'Percubaan',
          min_cgpa_hundredths: 0,
        },
      ] as never)
      .execute();
    await db.schema.dropTable('standing_rules').execute();

    await db.schema
      .createTable('period_standing_limits')
      .addColumn('period_id', 'integer', (c) =>
        c.notNull().references('registration_periods.id').onDelete('cascade'),
      )
      .addColumn('standing', 'text', (c) =>
        c.notNull().references('standings.code').onDelete('cascade'),
      )
      .addColumn('credit_max', 'integer', (c) => c.notNull().check(sql`credit_max > 0`))
      .addPrimaryKeyConstraint('period_standing_limits_pk', ['period_id', 'standing'])
      .execute();

    if (postgres) {
      for (const column of ['standing', 'roll_standing']) {
        await sql`alter table student_records drop constraint ${sql.raw(`student_records_${column}_check`)}`.execute(
          db,
        );
        await sql`alter table student_records add constraint ${sql.raw(`student_records_${column}_fk`)} foreign key (${sql.ref(column)}) references standings (code)`.execute(
          db,
        );
      }
      return;
    }
    // SQLite keeps a column's check for the table's life: the table is made again without it.
    await db.schema
      .createTable('student_records_new')
      .addColumn('student_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('credits_earned', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cgpa_points_hundredths', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cgpa_credits', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('standing', 'text', (c) =>
        c.notNull().defaultTo('good').references('standings.code'),
      )
      .addColumn('roll_standing', 'text', (c) => c.references('standings.code'))
      .execute();
    await sql`insert into student_records_new select student_id, credits_earned, cgpa_points_hundredths, cgpa_credits, standing, roll_standing from student_records`.execute(
      db,
    );
    await db.schema.dropTable('student_records').execute();
    await db.schema.alterTable('student_records_new').renameTo('student_records').execute();
  },
};
