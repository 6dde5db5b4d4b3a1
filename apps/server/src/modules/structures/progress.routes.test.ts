import { API, type StudentProgress } from '@daftar/contract';
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

let t: TestApp;
let w: StructureWorld;
let advisor: TestUser;
let otherLecturer: TestUser;
let student: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  w = await structureWorld(t);
  await structureReport(t, w.admin, structureFile(...BCS_2024));
  await structureReport(
    t,
    w.admin,
    structureFile({ intake: '2025/2026', subject_code: 'WIX1002', credits_required: '4' }),
  );
  advisor = await t.createUser({ role: 'lecturer' });
  otherLecturer = await t.createUser({ role: 'lecturer' });
  student = await t.createUser({ advisorId: advisor.id });
  stranger = await t.createUser();
  await t.database.db
    .updateTable('users')
    .set({ programme_id: w.programmeId, intake: '2024/2025' })
    .where('id', '=', student.id)
    .execute();
  await api(t).add(student, w.subjects.WIX1001!);
});
afterAll(() => t.close());

const get = (url: string, user: TestUser) => t.app.inject({ url, headers: user.headers });

describe("a student's progress through their structure", () => {
  it("counts this period's selection as in progress and says what each group still needs", async () => {
    const res = await get(API.progress, student);
    expect(res.statusCode).toBe(200);
    const progress = res.json() as StudentProgress;
    expect(progress).toMatchObject({
      programme: { code: 'BCS', name: { en: 'Bachelor of Computer Science' } },
      intake: '2024/2025',
      whatIf: false,
      // No year on the roll: the first year of the intake; the period is its year's second.
      term: { year: 1, semester: 2 },
      totalCredits: 13,
      done: 0,
      inProgress: 3,
      needed: 10,
      countsToward: { WIX1001: 'CORE' },
    });
    expect(progress.groups[0]).toMatchObject({
      code: 'CORE',
      inProgress: { credits: 3, subjects: [{ code: 'WIX1001', credits: 3 }] },
      needed: { credits: 4, subjects: [{ code: 'WIX1002', credits: 4, failedGrade: null }] },
    });
    expect(progress.groups[1]).toMatchObject({ code: 'ELEC', needed: { credits: 6 } });
    expect(progress.plan.now).toEqual([
      { code: 'WIX1002', group: 'CORE', year: 1, semester: 2, state: 'needed' },
    ]);
    expect(progress.subjects.WIX1002).toEqual({
      name: { en: 'Subject WIX1002', ms: 'Subject WIX1002' },
    });
  });

  it('says where every subject of the catalogue counts, or that it counts toward nothing', async () => {
    const progress = (await get(API.progress, student)).json() as StudentProgress;
    expect(progress.catalogueFit).toEqual({
      WIX1001: { group: 'CORE', year: 1, semester: 1, open: true },
      WIX1002: { group: 'CORE', year: 1, semester: 2, open: true },
      WIA3001: { group: 'ELEC', year: null, semester: null, open: true },
      WIA3002: { group: 'ELEC', year: null, semester: null, open: true },
      GIG1001: null,
    });
    // A what-if answers for the other structure: there, only WIX1002 counts.
    const whatIf = (await get(`${API.progress}?intake=2025%2F2026`, student)).json();
    expect(whatIf).toMatchObject({
      catalogueFit: { WIX1002: { group: 'CORE', open: true }, WIA3001: null, GIG1001: null },
    });
  });

  it("answers a what-if with another intake's structure", async () => {
    const res = await get(`${API.progress}?intake=2025%2F2026`, student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      intake: '2025/2026',
      whatIf: true,
      totalCredits: 4,
      inProgress: 0,
      notCounted: [{ code: 'WIX1001', credits: 3, state: 'inProgress' }],
    });
  });

  it('answers 404 for a student without a structure, or a what-if with none', async () => {
    expect((await get(API.progress, stranger)).statusCode).toBe(404);
    expect((await get(`${API.progress}?programme=NOPE`, student)).statusCode).toBe(404);
  });

  it("is read by the student's advisor and the registrar, not by another lecturer", async () => {
    const url = API.studentProgress(student.id);
    expect((await get(url, advisor)).json()).toMatchObject({ inProgress: 3 });
    expect((await get(url, w.admin)).statusCode).toBe(200);
    expect((await get(url, otherLecturer)).statusCode).toBe(404);
    expect((await get(url, stranger)).statusCode).toBe(403);
    expect((await get(API.studentProgress(advisor.id), w.admin)).statusCode).toBe(404);
  });

  it('reads results from the academic record: a failed core subject stays needed, a pass is done', async () => {
    const sitter = await t.createUser({ advisorId: advisor.id });
    await t.database.db
      .updateTable('users')
      .set({ programme_id: w.programmeId, intake: '2024/2025' })
      .where('id', '=', sitter.id)
      .execute();
    const { student_id: number } = await t.database.db
      .selectFrom('users')
      .select('student_id')
      .where('id', '=', sitter.id)
      .executeTakeFirstOrThrow();
    const sat = (grade: string, session: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API.resultsImport}?dryRun=false`,
        headers: w.admin.headers,
        payload: [{ student_id: number, subject_code: 'WIX1002', session, semester: 1, grade }],
      });
    expect((await sat('D', '2023/2024')).json()).toMatchObject({ ok: true });
    const failed = (await get(API.progress, sitter)).json() as StudentProgress;
    expect(failed.groups[0]!.needed.subjects).toContainEqual(
      expect.objectContaining({ code: 'WIX1002', failedGrade: 'D' }),
    );
    expect((await sat('A', '2024/2025')).json()).toMatchObject({ ok: true });
    const passed = (await get(API.progress, sitter)).json() as StudentProgress;
    expect(passed).toMatchObject({ done: 4 });
    expect(passed.groups[0]!.needed.subjects.map((subject) => subject.code)).not.toContain(
      'WIX1002',
    );
  });
});
