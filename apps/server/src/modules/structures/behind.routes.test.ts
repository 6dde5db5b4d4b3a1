import { API, BEHIND_COLUMNS, type BehindReport } from '@daftar/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import {
  BCS_2024,
  structureFile,
  structureReport,
  structureWorld,
  type StructureWorld,
} from './structures.fixture';

// The registrar's students behind their structure (issue 45), on SQLite by `npm test` and on
// PostgreSQL by `npm run test:pg`. BCS 2024/2025 plans WIX1001 for year 1 semester 1 and WIX1002
// for semester 2; the test's period is its academic year's second.

let t: TestApp;
let w: StructureWorld;
const names: Record<string, string> = {};

async function student(
  label: string,
  programmeId: number,
  set: { year_of_study?: number; student_status?: 'withdrawn' } = {},
): Promise<TestUser & { number: string }> {
  const user = await t.createUser();
  await t.database.db
    .updateTable('users')
    .set({ programme_id: programmeId, intake: '2024/2025', name: `Pelajar ${label}`, ...set })
    .where('id', '=', user.id)
    .execute();
  const { student_id } = await t.database.db
    .selectFrom('users')
    .select('student_id')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  names[label] = student_id!;
  return { ...user, number: student_id! };
}

async function results(rows: { student: string; code: string; grade: string }[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API.resultsImport}?dryRun=false`,
    headers: w.admin.headers,
    payload: rows.map((r) => ({
      student_id: r.student,
      subject_code: r.code,
      session: '2024/2025',
      semester: 1,
      grade: r.grade,
    })),
  });
  expect(res.json()).toMatchObject({ ok: true });
}

const get = (url: string, user: TestUser, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...user.headers, ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  w = await structureWorld(t);
  await structureReport(t, w.admin, structureFile(...BCS_2024));
  const faculty = await t.database.db
    .insertInto('faculties')
    .values({ code: 'FKE', name: 'Faculty of Engineering', name_ms: 'Fakulti Kejuruteraan' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bee = await t.database.db
    .insertInto('programmes')
    .values({
      code: 'BEE',
      name: 'Bachelor of Electrical Engineering',
      name_ms: 'Ijazah Sarjana Muda Kejuruteraan Elektrik',
      faculty_id: faculty.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await structureReport(t, w.admin, structureFile({ programme_code: 'BEE' }));
  const onPlan = await student('onPlan', w.programmeId);
  await student('noResults', w.programmeId);
  const failed = await student('failedCore', w.programmeId, { year_of_study: 2 });
  const retaking = await student('retaking', w.programmeId);
  await student('engineer', bee.id);
  await student('withdrawn', w.programmeId, { student_status: 'withdrawn' });
  await results([
    { student: onPlan.number, code: 'WIX1001', grade: 'A' },
    { student: failed.number, code: 'WIX1001', grade: 'B' },
    { student: failed.number, code: 'WIX1002', grade: 'D' },
    { student: retaking.number, code: 'WIX1001', grade: 'A' },
    { student: retaking.number, code: 'WIX1002', grade: 'F' },
  ]);
  expect((await api(t).add(retaking, w.subjects.WIX1002!)).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('students behind their structure', () => {
  it('lists those below the plan or with a failed core subject not retaken', async () => {
    const res = await get(API.structuresBehind, w.admin);
    expect(res.statusCode).toBe(200);
    const report = res.json() as BehindReport;
    expect(report).toMatchObject({ total: 3, checked: 5, page: 1 });
    const bcs = report.items.filter((s) => s.programme.code === 'BCS');
    expect(bcs.map((s) => s.studentId).sort()).toEqual([names.noResults, names.failedCore].sort());
    expect(bcs.find((s) => s.studentId === names.failedCore)).toMatchObject({
      name: 'Pelajar failedCore',
      programme: { code: 'BCS', name: { ms: 'Ijazah Sarjana Muda Sains Komputer' } },
      term: { year: 2, semester: 2 },
      credits: { done: 3, planned: 7, short: 4 },
      failedCore: [{ code: 'WIX1002', grade: 'D' }],
    });
    expect(bcs.find((s) => s.studentId === names.noResults)).toMatchObject({
      term: { year: 1, semester: 2 },
      credits: { done: 0, planned: 3, short: 3 },
      failedCore: [],
    });
    expect(report.faculties.map((f) => f.code)).toContain('FKE');
    expect(report.programmes.map((p) => p.code)).toEqual(['BCS', 'BEE']);
  });

  it('filters by faculty and programme, and pages', async () => {
    const bee = (await get(`${API.structuresBehind}?programme=bee`, w.admin)).json();
    expect(bee).toMatchObject({ total: 1, checked: 1, items: [{ studentId: names.engineer }] });
    const fke = (await get(`${API.structuresBehind}?faculty=FKE`, w.admin)).json();
    expect(fke).toMatchObject({ total: 1, items: [{ faculty: { code: 'FKE' } }] });
    const cs = await get(`${API.structuresBehind}?faculty=${w.facultyCode}`, w.admin);
    expect(cs.json()).toMatchObject({ total: 2, checked: 4 });
    const page = await get(`${API.structuresBehind}?pageSize=2&page=2`, w.admin);
    expect(page.json()).toMatchObject({ total: 3, items: [expect.anything()] });
  });

  it('exports every one as CSV, with both languages of the names', async () => {
    for (const res of [
      await get(`${API.structuresBehind}?format=csv&pageSize=1`, w.admin),
      await get(API.structuresBehind, w.admin, { accept: 'text/csv' }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
      expect(header).toEqual([...BEHIND_COLUMNS]);
      expect(rows).toHaveLength(3);
      const failed = rows.find((r) => r[0] === names.failedCore)!;
      expect(Object.fromEntries(BEHIND_COLUMNS.map((c, i) => [c, failed[i]]))).toMatchObject({
        name: 'Pelajar failedCore',
        programme_name_en: 'Bachelor of Computer Science',
        programme_name_ms: 'Ijazah Sarjana Muda Sains Komputer',
        year: '2',
        credits_short: '4',
        failed_core: 'WIX1002 (D)',
      });
      expect(rows.find((r) => r[5] === 'BEE')).toEqual(
        expect.arrayContaining(['Faculty of Engineering', 'Fakulti Kejuruteraan']),
      );
    }
  });

  it('is the registrar’s alone', async () => {
    const lecturer = await t.createUser({ role: 'lecturer' });
    expect((await get(API.structuresBehind, lecturer)).statusCode).toBe(403);
    const someone = await t.createUser();
    expect((await get(API.structuresBehind, someone)).statusCode).toBe(403);
  });
});
