import {
  API,
  ROLL_COLUMNS,
  STAFF_COLUMNS,
  type PeopleImportReport,
  type RollColumn,
  type StaffColumn,
} from '@daftar/contract';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database';
import type { TestApp, TestUser } from '../../test/test-app';

// What the roll and staff import tests share: rows written from defaults, a faculty, and a
// request helper that sends CSV as a browser uploading a file does (or JSON).

export const ROLL_DEFAULTS: Record<RollColumn, string> = {
  student_id: 'S1001',
  name: 'Nur Aisyah binti Ahmad',
  email: 's1001@siswa.example.edu.my',
  faculty_code: 'FSKTM',
  programme_code: 'BCS',
  programme_name: 'Bachelor of Computer Science',
  programme_name_ms: 'Ijazah Sarjana Muda Sains Komputer',
  year_of_study: '1',
  intake: '2025/2026',
  advisor_staff_id: '',
  status: 'active',
  standing: '',
};

export const STAFF_DEFAULTS: Record<StaffColumn, string> = {
  staff_id: 'L001',
  name: 'Dr. Aminah Abdullah',
  email: 'aminah@example.edu.my',
  faculty_code: 'FSKTM',
  role: 'lecturer',
};

function file<C extends string>(columns: readonly C[], defaults: Record<C, string>) {
  return (...rows: Partial<Record<C, string>>[]) =>
    stringify([[...columns], ...rows.map((cells) => columns.map((c) => cells[c] ?? defaults[c]))]);
}

/** A roll: the header and one line per row, each the defaults with the given cells. */
export const rollFile = file(ROLL_COLUMNS, ROLL_DEFAULTS);
export const staffFile = file(STAFF_COLUMNS, STAFF_DEFAULTS);

/** A student row of the defaults with a student ID of its own. */
export const student = (id: string, cells: Partial<Record<RollColumn, string>> = {}) => ({
  student_id: id,
  email: `${id.toLowerCase()}@siswa.example.edu.my`,
  ...cells,
});

export interface PeopleWorld {
  admin: TestUser;
  facultyId: number;
}

export async function peopleWorld(t: TestApp): Promise<PeopleWorld> {
  const { id } = await t.database.db
    .insertInto('faculties')
    .values({ code: 'FSKTM', name: 'Computer Science' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { admin: await t.createUser({ role: 'admin' }), facultyId: id };
}

export function importPeople(
  t: TestApp,
  user: TestUser | undefined,
  url: string,
  body: string | object,
  query: Record<string, string | boolean> = {},
) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return t.app.inject({
    method: 'POST',
    url: `${url}?${search}`,
    payload: body,
    headers: {
      'content-type': typeof body === 'string' ? 'text/csv' : 'application/json',
      ...user?.headers,
    },
  });
}

export async function rollReport(
  t: TestApp,
  user: TestUser,
  body: string | object,
  query: { dryRun?: boolean; mode?: 'upsert' | 'full' } = {},
  url: string = API.rollImport,
): Promise<PeopleImportReport> {
  const res = await importPeople(t, user, url, body, query);
  if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export const staffReport = (t: TestApp, user: TestUser, body: string | object, dryRun = false) =>
  rollReport(t, user, body, { dryRun }, API.staffImport);

/** Everything an import may change, to show that one changed nothing. */
export async function peopleState(db: Db) {
  const [users, programmes, changes] = await Promise.all([
    db.selectFrom('users').selectAll().orderBy('id').execute(),
    db.selectFrom('programmes').selectAll().orderBy('id').execute(),
    db.selectFrom('admin_changes').selectAll().orderBy('id').execute(),
  ]);
  return { users, programmes, changes };
}

export const findStudent = (db: Db, studentId: string) =>
  db.selectFrom('users').selectAll().where('student_id', '=', studentId).executeTakeFirst();
