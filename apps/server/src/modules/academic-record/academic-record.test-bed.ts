import { API, RESULT_COLUMNS } from '@daftar/contract';
import type { Db } from '../../db/database';
import type { Fixture } from '../../test/catalogue-fixture';
import type { TestApp, TestUser } from '../../test/test-app';

// What the academic record's tests share (issue 44): a results file, its import, and an approval
// in the fixture's past period.

/** A results CSV: one line per [student ID, subject code, session, semester, grade]. */
export const resultsFile = (...rows: (string | number)[][]) =>
  [RESULT_COLUMNS.join(','), ...rows.map((r) => r.join(','))].join('\n') + '\n';

export function importResults(
  t: TestApp,
  admin: TestUser,
  csv: string,
  options: { dryRun?: boolean; language?: 'en' | 'ms' } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${API.resultsImport}?dryRun=${options.dryRun ? 'true' : 'false'}`,
    headers: {
      ...admin.headers,
      'content-type': 'text/csv',
      'accept-language': options.language ?? 'en',
    },
    payload: csv,
  });
}

/** The student's ID on the roll, which a results file names them by. */
export async function studentNumber(db: Db, user: TestUser): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('student_id')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.student_id!;
}

/** The subject approved for the student in the fixture's past period. */
export async function approvedInPastPeriod(
  db: Db,
  fx: Fixture,
  studentId: number,
  subjectId: number,
) {
  const registration = await db
    .insertInto('registrations')
    .values({
      student_id: studentId,
      period_id: fx.pastPeriodId,
      status: 'approved',
      submitted_at: '2024-01-01T00:00:00.000Z',
      created_at: 'x',
      updated_at: 'x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const section = await db
    .insertInto('sections')
    .values({
      period_id: fx.pastPeriodId,
      subject_id: subjectId,
      number: 1,
      capacity: 10,
      registered: 1,
      lecturer: 'Dr. Past',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('registration_subjects')
    .values({
      registration_id: registration.id,
      subject_id: subjectId,
      section_id: section.id,
      status: 'approved',
      created_at: 'x',
    })
    .execute();
}

export const publishResults = (db: Db, periodId: number) =>
  db
    .updateTable('registration_periods')
    .set({ results_published: 1 })
    .where('id', '=', periodId)
    .execute();
