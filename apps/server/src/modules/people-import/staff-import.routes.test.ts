import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  peopleState,
  peopleWorld,
  rollFile,
  rollReport,
  staffFile,
  staffReport,
  student,
  type PeopleWorld,
} from './people-import.fixture';

let t: TestApp;
let w: PeopleWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await peopleWorld(t);
});
afterAll(() => t.close());

const findStaff = (staffId: string) =>
  t.database.db.selectFrom('users').selectAll().where('staff_id', '=', staffId).executeTakeFirst();

const STAFF = staffFile(
  { staff_id: 'L001' },
  { staff_id: 'L002', name: 'Prof. Tan Wei Ming', email: 'tan@example.edu.my' },
  {
    staff_id: 'A001',
    name: 'Siti Registrar',
    email: 'siti@example.edu.my',
    role: 'admin',
    faculty_code: '',
  },
);

describe('importing the staff list', () => {
  it('reports a dry run, then creates unclaimed staff once, and audits it', async () => {
    const before = await peopleState(t.database.db);
    const dry = await staffReport(t, w.admin, STAFF, true);
    expect(dry).toEqual({
      ok: true,
      errors: [],
      errorCount: 0,
      summary: { created: 3, updated: 0, unchanged: 0, deactivated: 0 },
    });
    expect(await peopleState(t.database.db)).toEqual(before);

    const report = await staffReport(t, w.admin, STAFF);
    expect(report.summary).toEqual({ created: 3, updated: 0, unchanged: 0, deactivated: 0 });
    expect(await findStaff('L001')).toMatchObject({
      username: 'L001',
      role: 'lecturer',
      account_claimed: 0,
      faculty_id: w.facultyId,
      email: 'aminah@example.edu.my',
    });
    expect(await findStaff('A001')).toMatchObject({ role: 'admin', faculty_id: null });
    const trail = await t.database.db.selectFrom('admin_changes').selectAll().execute();
    expect(trail.at(-1)).toMatchObject({ entity: 'user', action: 'import' });
    expect(trail.at(-1)!.summary).toBe('Staff list imported: 3 created, 0 updated, 0 unchanged');

    const settled = await peopleState(t.database.db);
    const again = await staffReport(t, w.admin, STAFF);
    expect(again.summary).toEqual({ created: 0, updated: 0, unchanged: 3, deactivated: 0 });
    expect(await peopleState(t.database.db)).toEqual(settled);
  });

  it('gives an account made before staff IDs its staff ID, found by its email', async () => {
    const lecturer = await t.createUser({ role: 'lecturer' });
    await t.database.db
      .updateTable('users')
      .set({ email: 'Lim@Example.edu.my' })
      .where('id', '=', lecturer.id)
      .execute();
    const report = await staffReport(
      t,
      w.admin,
      staffFile({ staff_id: 'L003', name: 'Dr. Lim', email: 'lim@example.edu.my' }),
    );
    expect(report.summary).toEqual({ created: 0, updated: 1, unchanged: 0, deactivated: 0 });
    expect(await findStaff('L003')).toMatchObject({ id: lecturer.id, username: lecturer.username });
  });

  it('links advisors on the roll by the staff ID the list gave them', async () => {
    const report = await rollReport(
      t,
      w.admin,
      rollFile(student('S5001', { advisor_staff_id: 'L002' })),
    );
    expect(report.ok).toBe(true);
    const advisee = await t.database.db
      .selectFrom('users')
      .select('advisor_id')
      .where('student_id', '=', 'S5001')
      .executeTakeFirstOrThrow();
    expect(advisee.advisor_id).toBe((await findStaff('L002'))!.id);
  });

  it('reports every error by row and column and changes nothing', async () => {
    const before = await peopleState(t.database.db);
    const report = await staffReport(
      t,
      w.admin,
      staffFile(
        { staff_id: 'L002', role: 'admin' },
        { staff_id: 'L010', role: 'dean', faculty_code: 'NOPE' },
        { staff_id: 'L010', email: 'aminah' },
        { staff_id: w.admin.username.slice(0, 20) },
      ),
    );
    expect(report.errors.map(({ row, column, code }) => [row, column, code])).toEqual([
      [2, 'role', 'stillAdvises'],
      [3, 'faculty_code', 'unknownFaculty'],
      [3, 'role', 'role'],
      [4, 'staff_id', 'repeatedPerson'],
      [4, 'email', 'email'],
      [5, 'staff_id', 'usernameTaken'],
    ]);
    expect(report.errors[0]!.message).toBe(
      'L002 advises 1 student: move the advisee before making them an admin.',
    );
    expect(await peopleState(t.database.db)).toEqual(before);
  });
});
