import { API, type ReviewContext } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import {
  BCS_2024,
  structureFile,
  structureReport,
  structureWorld,
  type StructureWorld,
} from '../structures/structures.fixture';

// The advisor's context panel against the student's programme structure (issue 45): what each
// subject of the registration counts toward, and the student's progress at a glance. Run on
// SQLite by `npm test` and on PostgreSQL by `npm run test:pg`.

let t: TestApp;
let w: StructureWorld;
let advisor: TestUser;
let otherLecturer: TestUser;

/** An advisee of `advisor` in BCS's `intake` who submitted these subjects; their registration. */
async function submitted(intake: string, codes: string[]) {
  const student = await t.createUser({ advisorId: advisor.id });
  await t.database.db
    .updateTable('users')
    .set({ programme_id: w.programmeId, intake })
    .where('id', '=', student.id)
    .execute();
  for (const code of codes) {
    expect((await api(t).add(student, w.subjects[code]!)).statusCode).toBe(201);
  }
  expect((await api(t).submit(student)).statusCode).toBe(200);
  const { id } = await t.database.db
    .selectFrom('registrations')
    .select('id')
    .where('student_id', '=', student.id)
    .executeTakeFirstOrThrow();
  return id;
}

const context = (id: number, user: TestUser) =>
  t.app.inject({ url: API.reviewContext(id), headers: user.headers });

beforeAll(async () => {
  t = await createTestApp();
  w = await structureWorld(t);
  await structureReport(t, w.admin, structureFile(...BCS_2024));
  // A later intake whose structure lists WIX1002 only: WIX1001 counts toward nothing there.
  await structureReport(
    t,
    w.admin,
    structureFile({ intake: '2025/2026', subject_code: 'WIX1002', credits_required: '4' }),
  );
  advisor = await t.createUser({ role: 'lecturer' });
  otherLecturer = await t.createUser({ role: 'lecturer' });
});
afterAll(() => t.close());

describe("the advisor's panel against the programme structure", () => {
  it('says what each subject counts toward, and the progress with the registration in it', async () => {
    const id = await submitted('2024/2025', ['WIX1001', 'WIA3001']);
    const res = await context(id, advisor);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ReviewContext;
    const of = (code: string) => body.subjects.find((s) => s.code === code)?.countsToward;
    expect(of('WIX1001')).toEqual({
      group: 'CORE',
      name: { en: 'Core subjects', ms: 'Subjek teras' },
      kind: 'core',
      year: 1,
      adds: true,
    });
    expect(of('WIA3001')).toMatchObject({ group: 'ELEC', kind: 'elective', year: null });
    expect(body.progress).toEqual({
      programme: { code: 'BCS', name: expect.objectContaining({ en: expect.any(String) }) },
      intake: '2024/2025',
      totalCredits: 13,
      done: 0,
      inProgress: 6,
      needed: 7,
      short: [
        {
          code: 'CORE',
          name: { en: 'Core subjects', ms: 'Subjek teras' },
          kind: 'core',
          creditsNeeded: 4,
          subjects: [{ code: 'WIX1002', failedGrade: null }],
        },
        expect.objectContaining({ code: 'ELEC', creditsNeeded: 3, subjects: [] }),
      ],
    });
  });

  it("says a subject counts toward nothing in the student's own intake's structure", async () => {
    const id = await submitted('2025/2026', ['WIX1001']);
    const body = (await context(id, w.admin)).json() as ReviewContext;
    expect(body.subjects[0]).toMatchObject({ code: 'WIX1001', countsToward: null });
    expect(body.progress).toMatchObject({ intake: '2025/2026', inProgress: 0, needed: 4 });
  });

  it('has no progress for a student whose intake has no structure', async () => {
    const id = await submitted('2019/2020', ['WIX1001']);
    const body = (await context(id, advisor)).json() as ReviewContext;
    expect(body.progress).toBeNull();
    expect(body.subjects[0]!.countsToward).toBeNull();
  });

  it("is another lecturer's to read only for their own advisees", async () => {
    const id = await submitted('2024/2025', ['WIX1002']);
    expect((await context(id, otherLecturer)).statusCode).toBe(404);
    expect((await context(id, advisor)).statusCode).toBe(200);
  });
});
