import { API } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Issue 43: the People page gives many students one advisor at once.

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: TestUser;
let advisor: TestUser;
let students: TestUser[];

beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  admin = await t.createUser({ role: 'admin' });
  advisor = await t.createUser({ role: 'lecturer', name: 'Dr. Lim' });
  const earlier = await t.createUser({ role: 'lecturer' });
  students = [
    await t.createUser({ advisorId: earlier.id }),
    await t.createUser(),
    await t.createUser({ advisorId: advisor.id }),
  ];
});
afterAll(() => t.close());

const advisorsOf = async () =>
  (
    await t.database.db
      .selectFrom('users')
      .select('advisor_id')
      .where(
        'id',
        'in',
        students.map((s) => s.id),
      )
      .orderBy('id')
      .execute()
  ).map((row) => row.advisor_id);

describe('assigning an advisor to many students', () => {
  it('assigns every selected student, counts those that changed, and writes one trail line', async () => {
    const res = await http.post(API.advisorAssignments, admin, {
      studentIds: students.map((s) => s.id),
      advisorId: advisor.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ assigned: 2 });
    expect(await advisorsOf()).toEqual([advisor.id, advisor.id, advisor.id]);
    const trail = await t.database.db.selectFrom('admin_changes').selectAll().execute();
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'assignAdvisor',
      summary: '2 students assigned to Dr. Lim',
    });
  });

  it('changes nobody when one of them is not a student, or the advisor is no lecturer', async () => {
    const other = await t.createUser({ role: 'lecturer' });
    const before = await advisorsOf();
    const withStaff = await http.post(API.advisorAssignments, admin, {
      studentIds: [students[0]!.id, advisor.id],
      advisorId: other.id,
    });
    expect(withStaff.statusCode).toBe(404);
    const toAdmin = await http.post(API.advisorAssignments, admin, {
      studentIds: [students[0]!.id],
      advisorId: admin.id,
    });
    expect([toAdmin.statusCode, toAdmin.json().code]).toEqual([400, 'INVALID_ADVISOR']);
    expect(await advisorsOf()).toEqual(before);
  });
});
