import { API } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { importResults, resultsFile, studentNumber } from './academic-record.test-bed';

// Results from the records system (issue 44): answered as the roll import is, by row and column,
// all or nothing, idempotent, audited; and each student's record follows from them.

let t: TestApp;
let http: ReturnType<typeof api>;

let admin: TestUser;
let aisyah: TestUser;
let aisyahId: string;

beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  admin = await t.createUser({ role: 'admin' });
  await createCatalogue(t.database.db, [
    { code: 'RES1001', credits: 3 },
    { code: 'RES1002', credits: 4 },
    { code: 'RES2001', credits: 3, prerequisites: ['RES1001'] },
  ]);
  aisyah = await t.createUser();
  aisyahId = await studentNumber(t.database.db, aisyah);
});
afterAll(() => t.close());

const results = () => t.database.db.selectFrom('results').selectAll().execute();
const record = (userId: number) =>
  t.database.db
    .selectFrom('student_records')
    .selectAll()
    .where('student_id', '=', userId)
    .executeTakeFirst();

describe('importing results', () => {
  it('reports every problem by row and column, in the reader language, and changes nothing', async () => {
    const file = resultsFile(
      [aisyahId, 'RES1001', '2024/2025', 1, 'A'],
      ['NOBODY', 'res9999', '2024-2025', 4, 'Z'],
      [aisyahId, 'res1001', '2024/2025', 1, 'B'],
      [aisyahId, '', '2024/2025', 1, 'A'],
    );
    const res = await importResults(t, admin, file);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.ok).toBe(false);
    expect(report.errorCount).toBe(7);
    expect(report.errors).toEqual([
      {
        row: 3,
        column: 'student_id',
        code: 'unknownStudent',
        message: 'No student has the student ID "NOBODY".',
      },
      {
        row: 3,
        column: 'subject_code',
        code: 'unknownSubject',
        message: 'No subject has the code "RES9999".',
      },
      expect.objectContaining({ row: 3, column: 'session', code: 'session' }),
      expect.objectContaining({ row: 3, column: 'semester', code: 'resultSemester' }),
      expect.objectContaining({
        row: 3,
        column: 'grade',
        code: 'unknownGrade',
        message: expect.stringContaining('A+, A, A-, B+'),
      }),
      {
        row: 4,
        column: null,
        code: 'repeatedResult',
        message: `The result of ${aisyahId} RES1001 for that session and semester is already on row 2.`,
      },
      expect.objectContaining({ row: 5, column: 'subject_code', code: 'required' }),
    ]);
    const malay = (await importResults(t, admin, file, { language: 'ms' })).json();
    expect(malay.errors[0].message).toBe('Tiada pelajar yang mempunyai ID pelajar "NOBODY".');
    // All or nothing: the good first row was not kept either.
    expect(await results()).toEqual([]);
  });

  it('reports what a dry run would do and changes nothing', async () => {
    const file = resultsFile([aisyahId, 'RES1001', '2024/2025', 1, 'D']);
    const report = (await importResults(t, admin, file, { dryRun: true })).json();
    expect(report).toEqual({
      ok: true,
      errors: [],
      errorCount: 0,
      summary: { created: 1, updated: 0, unchanged: 0, deactivated: 0 },
    });
    expect(await results()).toEqual([]);
    expect(await record(aisyah.id)).toBeUndefined();
  });

  it('imports once, works out the record, audits it, and changes nothing the second time', async () => {
    const file = resultsFile(
      [aisyahId, 'RES1001', '2023/2024', 1, 'D'],
      // Taken again: the best grade counts, once.
      [aisyahId, 'RES1001', '2023/2024', 2, 'B+'],
      [aisyahId, 'RES1002', '2023/2024', 2, 'f'],
      [aisyahId, 'RES2001', '2024/2025', 1, 'W'],
    );
    const first = (await importResults(t, admin, file)).json();
    expect(first.summary).toEqual({ created: 4, updated: 0, unchanged: 0, deactivated: 0 });
    // B+ (3.33) on 3 credits and F (0) on 4: 9.99 / 7 = 1.43; W counts for nothing.
    expect(await record(aisyah.id)).toMatchObject({
      credits_earned: 3,
      cgpa_points_hundredths: 999,
      cgpa_credits: 7,
      standing: 'probation',
    });
    const again = (await importResults(t, admin, file)).json();
    expect(again.summary).toEqual({ created: 0, updated: 0, unchanged: 4, deactivated: 0 });
    const trail = (await http.get(`${API.adminChanges}?entity=academicRecord`, admin)).json();
    expect(trail.items).toHaveLength(1);
    expect(trail.items[0].summary).toBe(
      'Results imported: 4 created, 0 updated, 0 unchanged, for 1 students',
    );

    // The records system corrects the F: the grade is replaced, not added.
    const corrected = resultsFile([aisyahId, 'RES1002', '2023/2024', 2, 'A']);
    expect((await importResults(t, admin, corrected)).json().summary).toMatchObject({
      updated: 1,
    });
    // (3.33 × 3 + 4.00 × 4) / 7 = 3.71.
    expect(await record(aisyah.id)).toMatchObject({ credits_earned: 7, standing: 'good' });
  });

  it('keeps nothing of a file read in several batches when a late row has a problem', async () => {
    // About 1.6 MB: the reader's batches are 1 MB, so the first is written before the last is read.
    const rows: (string | number)[][] = [];
    for (let year = 1000; rows.length < 54_000; year += 1)
      for (const code of ['RES1001', 'RES1002', 'RES2001'])
        for (const semester of [1, 2, 3])
          rows.push([aisyahId, code, `${year}/${year + 1}`, semester, 'A']);
    rows.push([aisyahId, 'RES1002', '2099/2100', 1, 'Q']);
    const before = (await results()).length;
    const report = (await importResults(t, admin, resultsFile(...rows))).json();
    expect(report).toMatchObject({ ok: false, errorCount: 1 });
    expect(report.errors[0]).toMatchObject({ row: rows.length + 1, column: 'grade' });
    expect((await results()).length).toBe(before);
  });

  it('takes a JSON array with the same columns', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API.resultsImport}?dryRun=true`,
      headers: admin.headers,
      payload: [
        {
          student_id: aisyahId,
          subject_code: 'RES2001',
          session: '2024/2025',
          semester: 2,
          grade: 'C',
        },
      ],
    });
    expect(res.json().summary).toMatchObject({ created: 1 });
  });
});

describe('the grade scale', () => {
  it('starts as the common Malaysian scale, C the lowest pass, W and I without points', async () => {
    const scale = (await http.get(API.gradeScale, admin)).json();
    expect(scale.grades.slice(0, 3)).toEqual([
      { grade: 'A+', points: 4, passes: true },
      { grade: 'A', points: 4, passes: true },
      { grade: 'A-', points: 3.67, passes: true },
    ]);
    expect(scale.grades.find((g: { grade: string }) => g.grade === 'C-')).toEqual({
      grade: 'C-',
      points: 1.67,
      passes: false,
    });
    expect(scale.grades.slice(-2)).toEqual([
      { grade: 'W', points: null, passes: false },
      { grade: 'I', points: null, passes: false },
    ]);
  });

  it('keeps every grade a result carries, and a new standing threshold changes standing at once', async () => {
    const scale = (await http.get(API.gradeScale, admin)).json();
    const withoutW = {
      ...scale,
      grades: scale.grades.filter((g: { grade: string }) => g.grade !== 'W'),
    };
    const refused = await http.put(API.gradeScale, admin, withoutW);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'Every grade a recorded result carries must stay on the scale',
    );
    expect((await record(aisyah.id))!.standing).toBe('good');
    const standings = (await http.get(API.standings, admin)).json();
    const stricter = standings.standings.map((s: { code: string }) =>
      s.code === 'good' ? { ...s, minCgpa: 3.8 } : s,
    );
    const res = await http.put(API.standings, admin, { standings: stricter });
    expect(res.statusCode).toBe(200);
    expect((await record(aisyah.id))!.standing).toBe('probation');
    await http.put(API.standings, admin, standings);
    expect((await record(aisyah.id))!.standing).toBe('good');
  });
});
