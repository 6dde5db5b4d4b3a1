import {
  API,
  CATALOGUE_COLUMNS,
  CATALOGUE_OPTIONAL_COLUMNS,
  type CatalogueColumn,
  type CatalogueImportReport,
} from '@daftar/contract';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database';
import { createCatalogue, type Fixture, type SubjectSpec } from '../../test/catalogue-fixture';
import type { TestApp, TestUser } from '../../test/test-app';

// What the import tests share: rows written from defaults, a faculty with a readable code, and
// a request helper that sends CSV the way a browser uploading a file does.

export type Cells = Partial<Record<CatalogueColumn, string>>;

export const DEFAULT_CELLS: Record<CatalogueColumn, string> = {
  subject_code: 'WIX1001',
  subject_name: 'Computing Mathematics I',
  subject_name_ms: '',
  credits: '3',
  year: '1',
  faculty_code: 'FSKTM',
  description: 'Sets, logic and proofs.',
  description_ms: '',
  prerequisites: '',
  section: '1',
  capacity: '30',
  lecturer: 'Dr. Aminah Abdullah',
  day: 'Mon',
  start: '08:00',
  end: '10:00',
  room: 'BK1',
  part: '',
  linked_to: '',
};

/**
 * A file: the header and one line per row, each row the defaults with the given cells. It has
 * the spec's columns, and an optional one (a Malay text) when a row gives it.
 */
export function csvFile(...rows: Cells[]): string {
  const columns = CATALOGUE_COLUMNS.filter(
    (column) =>
      !CATALOGUE_OPTIONAL_COLUMNS.includes(column) || rows.some((cells) => column in cells),
  );
  return stringify([
    columns,
    ...rows.map((cells) => columns.map((column) => cells[column] ?? DEFAULT_CELLS[column])),
  ]);
}

export interface ImportWorld extends Fixture {
  admin: TestUser;
  facultyCode: string;
}

/** A current period (with `subjects` in it, as catalogue-fixture makes them), FSKTM and an admin. */
export async function importWorld(t: TestApp, subjects: SubjectSpec[] = []): Promise<ImportWorld> {
  const fixture = await createCatalogue(t.database.db, subjects);
  await t.database.db
    .insertInto('faculties')
    .values({ code: 'FSKTM', name: 'Computer Science' })
    .execute();
  const { code } = await t.database.db
    .selectFrom('faculties')
    .select('code')
    .where('id', '=', fixture.facultyId)
    .executeTakeFirstOrThrow();
  return { ...fixture, admin: await t.createUser({ role: 'admin' }), facultyCode: code };
}

export function importCsv(
  t: TestApp,
  user: TestUser | undefined,
  body: string | Buffer,
  query: { periodId: number | string; dryRun?: boolean },
  headers: Record<string, string> = {},
) {
  const search = new URLSearchParams({ periodId: String(query.periodId) });
  if (query.dryRun !== undefined) search.set('dryRun', String(query.dryRun));
  return t.app.inject({
    method: 'POST',
    url: `${API.catalogueImport}?${search}`,
    payload: body,
    headers: { 'content-type': 'text/csv', ...user?.headers, ...headers },
  });
}

export async function importReport(
  t: TestApp,
  user: TestUser,
  body: string | Buffer,
  query: { periodId: number; dryRun?: boolean },
  headers: Record<string, string> = {},
): Promise<CatalogueImportReport> {
  const res = await importCsv(t, user, body, query, headers);
  if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function exportCsv(t: TestApp, user: TestUser, periodId: number): Promise<string> {
  const res = await t.app.inject({
    url: `${API.catalogueExport}?periodId=${periodId}`,
    headers: user.headers,
  });
  if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
  return res.body;
}

/** Everything an import may change, to show that one changed nothing. */
export async function catalogueState(db: Db) {
  const [subjects, prerequisites, sections, meetings, changes] = await Promise.all([
    db.selectFrom('subjects').selectAll().orderBy('id').execute(),
    db
      .selectFrom('subject_prerequisites')
      .selectAll()
      .orderBy('subject_id')
      .orderBy('prerequisite_id')
      .execute(),
    db.selectFrom('sections').selectAll().orderBy('id').execute(),
    db.selectFrom('section_meetings').selectAll().orderBy('id').execute(),
    db.selectFrom('admin_changes').select('id').execute(),
  ]);
  return { subjects, prerequisites, sections, meetings, changes: changes.length };
}
