import {
  API,
  STRUCTURE_COLUMNS,
  type StructureColumn,
  type StructureImportReport,
} from '@daftar/contract';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database';
import { createCatalogue } from '../../test/catalogue-fixture';
import type { TestApp, TestUser } from '../../test/test-app';

// What the structure tests share: a catalogue with a programme, rows written from defaults, and
// the import request.

export const STRUCTURE_DEFAULTS: Record<StructureColumn, string> = {
  programme_code: 'BCS',
  intake: '2024/2025',
  group: 'CORE',
  group_name_en: 'Core subjects',
  group_name_ms: 'Subjek teras',
  kind: 'core',
  credits_required: '7',
  subject_code: 'WIX1001',
  recommended_year: '1',
  recommended_semester: '1',
  rule: '',
};

/** A file: the header and one line per row, each the defaults with the given cells. */
export const structureFile = (...rows: Partial<Record<StructureColumn, string>>[]) =>
  stringify([
    [...STRUCTURE_COLUMNS],
    ...rows.map((cells) => STRUCTURE_COLUMNS.map((c) => cells[c] ?? STRUCTURE_DEFAULTS[c])),
  ]);

const NO_SUBJECT = { subject_code: '', recommended_year: '', recommended_semester: '' };

/** The programme row (13 credits), a core group of two subjects, and a 3000-level elective rule. */
export const BCS_2024: Partial<Record<StructureColumn, string>>[] = [
  {
    ...NO_SUBJECT,
    group: '',
    group_name_en: '',
    group_name_ms: '',
    kind: '',
    credits_required: '13',
  },
  {},
  {
    subject_code: 'WIX1002',
    group_name_en: '',
    group_name_ms: '',
    kind: '',
    credits_required: '',
    recommended_semester: '2',
  },
  {
    ...NO_SUBJECT,
    group: 'ELEC',
    group_name_en: 'Electives',
    group_name_ms: 'Elektif',
    kind: 'elective',
    credits_required: '6',
    rule: 'Level: 3000',
  },
];

export interface StructureWorld {
  admin: TestUser;
  facultyCode: string;
  programmeId: number;
  /** Subject ids by code. */
  subjects: Record<string, number>;
}

export async function structureWorld(t: TestApp): Promise<StructureWorld> {
  const db = t.database.db;
  const fx = await createCatalogue(db, [
    { code: 'WIX1001', credits: 3 },
    { code: 'WIX1002', credits: 4 },
    { code: 'WIA3001', credits: 3, year: 3 },
    { code: 'WIA3002', credits: 3, year: 3 },
    // Offered, but in no group: a first-year subject outside the core, below the electives' rule.
    { code: 'GIG1001', credits: 2 },
  ]);
  const faculty = await db
    .selectFrom('faculties')
    .select('code')
    .where('id', '=', fx.facultyId)
    .executeTakeFirstOrThrow();
  const programme = await db
    .insertInto('programmes')
    .values({
      code: 'BCS',
      name: 'Bachelor of Computer Science',
      name_ms: 'Ijazah Sarjana Muda Sains Komputer',
      faculty_id: fx.facultyId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    admin: await t.createUser({ role: 'admin' }),
    facultyCode: faculty.code,
    programmeId: programme.id,
    subjects: Object.fromEntries(Object.entries(fx.subjects).map(([code, s]) => [code, s.id])),
  };
}

export async function structureReport(
  t: TestApp,
  user: TestUser,
  body: string | object,
  query: { dryRun?: boolean } = {},
): Promise<StructureImportReport> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API.structuresImport}?dryRun=${query.dryRun ?? false}`,
    payload: body,
    headers: {
      'content-type': typeof body === 'string' ? 'text/csv' : 'application/json',
      ...user.headers,
    },
  });
  if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Everything an import may change, to show that one changed nothing. */
export async function structureState(db: Db) {
  const [structures, groups, subjects, changes] = await Promise.all([
    db.selectFrom('programme_structures').selectAll().orderBy('id').execute(),
    db.selectFrom('structure_groups').selectAll().orderBy('id').execute(),
    db
      .selectFrom('structure_subjects')
      .selectAll()
      .orderBy('group_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('admin_changes').selectAll().orderBy('id').execute(),
  ]);
  return { structures, groups, subjects, changes };
}
