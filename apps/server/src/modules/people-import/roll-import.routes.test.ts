import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  findStudent,
  importPeople,
  peopleState,
  peopleWorld,
  rollFile,
  rollReport,
  student,
  type PeopleWorld,
} from './people-import.fixture';
import { API } from '@daftar/contract';

let t: TestApp;
let w: PeopleWorld;
let advisorId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await peopleWorld(t);
  const advisor = await t.createUser({ role: 'lecturer' });
  advisorId = advisor.id;
  await t.database.db
    .updateTable('users')
    .set({ staff_id: 'L001' })
    .where('id', '=', advisorId)
    .execute();
});
afterAll(() => t.close());

const ROLL = rollFile(
  student('S1001', { advisor_staff_id: 'L001' }),
  student('S1002', { name: 'Tan Wei Ming', year_of_study: '2', status: 'deferred' }),
  student('S1003', {
    programme_code: 'bse',
    programme_name: 'Bachelor of Software Engineering',
    programme_name_ms: 'Ijazah Sarjana Muda Kejuruteraan Perisian',
  }),
);

describe('importing the student roll', () => {
  it('reports what a dry run would do and changes nothing', async () => {
    const before = await peopleState(t.database.db);
    const report = await rollReport(t, w.admin, ROLL, { dryRun: true });
    expect(report).toEqual({
      ok: true,
      errors: [],
      errorCount: 0,
      summary: { created: 3, updated: 0, unchanged: 0, deactivated: 0 },
    });
    expect(await peopleState(t.database.db)).toEqual(before);
  });

  it('creates unclaimed students, their programmes and advisors, once, and audits it', async () => {
    const report = await rollReport(t, w.admin, ROLL);
    expect(report.summary).toEqual({ created: 3, updated: 0, unchanged: 0, deactivated: 0 });
    const aisyah = await findStudent(t.database.db, 'S1001');
    expect(aisyah).toMatchObject({
      username: 'S1001',
      role: 'student',
      account_claimed: 0,
      advisor_id: advisorId,
      faculty_id: w.facultyId,
      email: 's1001@siswa.example.edu.my',
      year_of_study: 1,
      intake: '2025/2026',
      student_status: 'active',
    });
    expect(await findStudent(t.database.db, 'S1002')).toMatchObject({
      student_status: 'deferred',
      year_of_study: 2,
    });
    const programmes = await t.database.db
      .selectFrom('programmes')
      .select(['code', 'name', 'name_ms', 'faculty_id'])
      .orderBy('code')
      .execute();
    expect(programmes).toEqual([
      {
        code: 'BCS',
        name: 'Bachelor of Computer Science',
        name_ms: 'Ijazah Sarjana Muda Sains Komputer',
        faculty_id: w.facultyId,
      },
      {
        code: 'BSE',
        name: 'Bachelor of Software Engineering',
        name_ms: 'Ijazah Sarjana Muda Kejuruteraan Perisian',
        faculty_id: w.facultyId,
      },
    ]);
    const trail = await t.database.db.selectFrom('admin_changes').selectAll().execute();
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actor_id: w.admin.id, entity: 'user', action: 'import' });
    expect(trail[0]!.summary).toContain('3 created, 0 updated, 0 unchanged, 0 withdrawn');
    expect(JSON.parse(trail[0]!.after!)).toMatchObject({
      createdStudents: ['S1001', 'S1002', 'S1003'],
      programmes: ['BCS', 'BSE'],
    });
  });

  it('changes nothing when the same roll comes again', async () => {
    const before = await peopleState(t.database.db);
    const report = await rollReport(t, w.admin, ROLL);
    expect(report.summary).toEqual({ created: 0, updated: 0, unchanged: 3, deactivated: 0 });
    expect(await peopleState(t.database.db)).toEqual(before);
  });

  it('updates an account that signed up by its student ID, without making a second one', async () => {
    const signedUp = await t.createUser({ role: 'student' });
    const { student_id: studentId } = (await t.database.db
      .selectFrom('users')
      .select('student_id')
      .where('id', '=', signedUp.id)
      .executeTakeFirstOrThrow()) as { student_id: string };
    const report = await rollReport(
      t,
      w.admin,
      rollFile(student(studentId, { name: 'Muthu a/l Raman', year_of_study: '3' })),
    );
    expect(report.summary).toEqual({ created: 0, updated: 1, unchanged: 0, deactivated: 0 });
    const rows = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('student_id', '=', studentId)
      .execute();
    expect(rows).toHaveLength(1);
    // The person's own username and claim stay: only the roll's facts change.
    expect(rows[0]).toMatchObject({
      id: signedUp.id,
      username: signedUp.username,
      account_claimed: 1,
      name: 'Muthu a/l Raman',
      year_of_study: 3,
    });
  });

  it('reads the same roll as JSON, numbering items from 1', async () => {
    const report = await rollReport(t, w.admin, [
      { ...rowOf('S1001'), advisor_staff_id: 'L001' },
      { ...rowOf('S2001'), year_of_study: 2, nickname: 'Ali' },
    ]);
    expect(report.ok).toBe(false);
    expect(report.errors).toEqual([
      {
        row: 2,
        column: 'nickname',
        code: 'unknownColumn',
        message: 'Unknown column "nickname".',
      },
    ]);
    const fixed = await rollReport(t, w.admin, [
      { ...rowOf('S1001'), advisor_staff_id: 'L001' },
      { ...rowOf('S2001'), year_of_study: 2 },
    ]);
    expect(fixed.summary).toEqual({ created: 1, updated: 0, unchanged: 1, deactivated: 0 });
  });
});

function rowOf(studentId: string) {
  return {
    student_id: studentId,
    name: 'Nur Aisyah binti Ahmad',
    email: `${studentId.toLowerCase()}@siswa.example.edu.my`,
    faculty_code: 'FSKTM',
    programme_code: 'BCS',
    programme_name: 'Bachelor of Computer Science',
    programme_name_ms: 'Ijazah Sarjana Muda Sains Komputer',
    year_of_study: '1',
    intake: '2025/2026',
    advisor_staff_id: null,
    status: 'active',
  };
}

describe('a roll with errors', () => {
  it('reports every error by row and column, in either language, and changes nothing', async () => {
    const before = await peopleState(t.database.db);
    const file = rollFile(
      student('S3001', { student_id: 'S 3001', email: 'not-an-email' }),
      student('S3002', { faculty_code: 'FXX', year_of_study: '5', status: 'expelled' }),
      student('S3003', { advisor_staff_id: 'L999', name: '' }),
      student('S3004', { programme_name: 'Computer Science (other name)' }),
      student('S3003'),
      student('S3006', { intake: 'x'.repeat(21), programme_name_ms: '' }),
    );
    const report = await rollReport(t, w.admin, file);
    expect(report.ok).toBe(false);
    expect(report.errors.map(({ row, column, code }) => [row, column, code])).toEqual([
      [2, 'student_id', 'personId'],
      [2, 'email', 'email'],
      [3, 'faculty_code', 'unknownFaculty'],
      [3, 'year_of_study', 'year'],
      [3, 'status', 'status'],
      [4, 'name', 'required'],
      [4, 'advisor_staff_id', 'unknownAdvisor'],
      [5, 'programme_name', 'programmeDiffers'],
      [6, 'student_id', 'repeatedPerson'],
      [7, 'programme_name_ms', 'required'],
      [7, 'intake', 'tooLong'],
    ]);
    expect(report.errors[7]!.message).toBe(
      'The "programme_name" of programme BCS differs from row 2: every row of a programme must give the same programme details.',
    );
    expect(report.errorCount).toBe(11);
    expect(await peopleState(t.database.db)).toEqual(before);

    const inMalay = await t.app.inject({
      method: 'POST',
      url: API.rollImport,
      payload: file,
      headers: { 'content-type': 'text/csv', 'accept-language': 'ms', ...w.admin.headers },
    });
    expect(inMalay.json().errors[6]).toEqual({
      row: 4,
      column: 'advisor_staff_id',
      code: 'unknownAdvisor',
      message: 'Tiada pensyarah yang mempunyai ID staf "L999".',
    });
  });

  it('reports a header without a column, and a username another account holds', async () => {
    const header = await rollReport(t, w.admin, 'student_id,name\nS1,Ali\n');
    expect(header.errors.map(({ row, column, code }) => [row, column, code])).toContainEqual([
      1,
      'programme_code',
      'missingColumn',
    ]);
    const taken = await rollReport(t, w.admin, rollFile(student(w.admin.username)));
    expect(taken.errors).toEqual([
      expect.objectContaining({ row: 2, column: 'student_id', code: 'usernameTaken' }),
    ]);
  });

  it('refuses a body that is neither CSV nor a JSON array of rows', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: API.rollImport,
      payload: '<roll/>',
      headers: { 'content-type': 'application/xml', ...w.admin.headers },
    });
    expect(xml.statusCode).toBe(415);
    const object = await importPeople(t, w.admin, API.rollImport, { student_id: 'S1' });
    expect(object.statusCode).toBe(400);
    expect(object.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('a full roll', () => {
  it('withdraws the students it leaves out, keeping their accounts and the graduated as they are', async () => {
    const app = await createTestApp();
    try {
      const world = await peopleWorld(app);
      await rollReport(
        app,
        world.admin,
        rollFile(student('S0001'), student('S0002'), student('S0003', { status: 'graduated' })),
      );
      const dry = await rollReport(app, world.admin, rollFile(student('S0001')), {
        mode: 'full',
        dryRun: true,
      });
      expect(dry.summary).toEqual({ created: 0, updated: 0, unchanged: 1, deactivated: 1 });
      expect((await findStudent(app.database.db, 'S0002'))!.student_status).toBe('active');

      const full = await rollReport(app, world.admin, rollFile(student('S0001')), { mode: 'full' });
      expect(full.summary).toEqual({ created: 0, updated: 0, unchanged: 1, deactivated: 1 });
      expect((await findStudent(app.database.db, 'S0002'))!.student_status).toBe('withdrawn');
      expect((await findStudent(app.database.db, 'S0003'))!.student_status).toBe('graduated');
      const trail = await app.database.db.selectFrom('admin_changes').select('after').execute();
      expect(JSON.parse(trail.at(-1)!.after!).withdrawnStudents).toEqual(['S0002']);

      const again = await rollReport(app, world.admin, rollFile(student('S0001')), {
        mode: 'full',
      });
      expect(again.summary).toEqual({ created: 0, updated: 0, unchanged: 1, deactivated: 0 });
    } finally {
      await app.close();
    }
  });
});
