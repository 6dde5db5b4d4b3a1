import { API, type PlanCheckReply } from '@daftar/contract';
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

// A plan's check says where each subject counts in the student's programme structure with the
// whole plan registered (issue 48 over issue 45), counting what the student already holds.

let t: TestApp;
let w: StructureWorld;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  w = await structureWorld(t);
  await structureReport(t, w.admin, structureFile(...BCS_2024));
  student = await t.createUser();
  await t.database.db
    .updateTable('users')
    .set({ programme_id: w.programmeId, intake: '2024/2025' })
    .where('id', '=', student.id)
    .execute();
  await api(t).add(student, w.subjects.WIX1001!);
});
afterAll(() => t.close());

describe('checking a plan against the programme structure', () => {
  it('names the group each subject counts toward, and none for one outside every group', async () => {
    await api(t).put(API.plan, student, {
      subjects: [
        { subjectId: w.subjects.WIX1001!, priority: 1 },
        { subjectId: w.subjects.WIA3001!, priority: 2 },
        { subjectId: w.subjects.GIG1001!, priority: 3 },
      ],
    });
    const check: PlanCheckReply = (await api(t).post(API.planCheck, student)).json();
    const fits = Object.fromEntries(check.subjects.map((s) => [s.code, s.countsToward]));
    expect(check.subjects.map((s) => s.outcome)).toEqual(['held', 'taken', 'taken']);
    expect(fits.WIX1001).toMatchObject({ group: 'CORE' });
    expect(fits.WIA3001).toMatchObject({ group: 'ELEC', open: true });
    expect(fits.GIG1001).toBeNull();
    // The held subject counts toward the credits the plan would leave the student with.
    expect(check.credits.after).toBe(3 + 3 + 2);
  });
});
