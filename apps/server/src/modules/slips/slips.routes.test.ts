import { API, errorBodySchema, slipVerificationSchema } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let advisor: TestUser;
let otherLecturer: TestUser;
let admin: TestUser;
let student: TestUser;
let classmate: TestUser;
let registrationId: number;
let classmateRegistrationId: number;
const id = (code: string) => fx.subjects[code]!.id;

async function registrationOf(user: TestUser) {
  const row = await t.database.db
    .selectFrom('registrations')
    .select('id')
    .where('student_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The code of the slip made last: what its QR code and printed code carry. */
async function lastSlipCode() {
  const row = await t.database.db
    .selectFrom('registration_slips')
    .select('code')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.code;
}

async function studentNumber(user: TestUser) {
  const row = await t.database.db
    .selectFrom('users')
    .select('student_id')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.student_id!;
}

beforeEach(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    { code: 'SLP1001', credits: 3, sections: [{ capacity: 5, meetings: [[1, 8, 10]] }] },
    { code: 'SLP1002', credits: 4, sections: [{ capacity: 5, meetings: [[2, 8, 10]] }] },
  ]);
  advisor = await t.createUser({ role: 'lecturer', name: 'Dr. Advisor' });
  otherLecturer = await t.createUser({ role: 'lecturer' });
  admin = await t.createUser({ role: 'admin' });
  student = await t.createUser({ advisorId: advisor.id, name: 'Nur Aisyah binti Ahmad' });
  classmate = await t.createUser({ advisorId: otherLecturer.id });
  await t.database.db
    .updateTable('users')
    .set({ faculty_id: fx.facultyId })
    .where('id', '=', student.id)
    .execute();
  for (const code of ['SLP1001', 'SLP1002']) await http.add(student, id(code));
  await http.submit(student);
  await http.add(classmate, id('SLP1001'));
  await http.submit(classmate);
  registrationId = await registrationOf(student);
  classmateRegistrationId = await registrationOf(classmate);
});
afterEach(() => t.close());

function expectPdf(res: Awaited<ReturnType<typeof http.get>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
}

function expectNotFound(res: Awaited<ReturnType<typeof http.get>>) {
  expect(res.statusCode).toBe(404);
  expect(errorBodySchema.parse(res.json()).code).toBe('NOT_FOUND');
}

describe('the student slip', () => {
  it('gives the signed-in student the slip of their current registration, named for them', async () => {
    const res = await http.get(API.registrationSlip, student);
    expectPdf(res);
    const filename = `slip-${await studentNumber(student)}-2024-2025-sem6.pdf`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${filename}"; filename*=UTF-8''${filename}`,
    );
  });

  it('gives one of their own registrations by id, and none of another student (404)', async () => {
    expectPdf(await http.get(`${API.registrationSlip}?registrationId=${registrationId}`, student));
    expectNotFound(
      await http.get(`${API.registrationSlip}?registrationId=${classmateRegistrationId}`, student),
    );
    expectNotFound(await http.get(`${API.registrationSlip}?registrationId=999999`, student));
  });

  it('refuses a student with no registration (404) and one with an empty one (409)', async () => {
    const newcomer = await t.createUser({ advisorId: advisor.id });
    expectNotFound(await http.get(API.registrationSlip, newcomer));
    await http.add(newcomer, id('SLP1002'));
    await http.remove(newcomer, id('SLP1002'));
    const res = await http.get(API.registrationSlip, newcomer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMPTY_SELECTION' });
  });

  it('is for students only on its route, and for nobody signed out', async () => {
    expect((await http.get(API.registrationSlip)).statusCode).toBe(401);
    expect((await http.get(API.registrationSlip, advisor)).statusCode).toBe(403);
  });
});

describe('the reviewer slip', () => {
  it("gives the student's advisor and admins the slip", async () => {
    expectPdf(await http.get(API.reviewRegistrationSlip(registrationId), advisor));
    expectPdf(await http.get(API.reviewRegistrationSlip(registrationId), admin));
  });

  it("hides another lecturer's advisee from an advisor (404), and refuses students (403)", async () => {
    expectNotFound(await http.get(API.reviewRegistrationSlip(classmateRegistrationId), advisor));
    expectNotFound(await http.get(API.reviewRegistrationSlip(registrationId), otherLecturer));
    expectNotFound(await http.get(API.reviewRegistrationSlip(999999), admin));
    expect((await http.get(API.reviewRegistrationSlip(registrationId), student)).statusCode).toBe(
      403,
    );
  });
});

describe('verifying a slip without signing in', () => {
  it('answers what the slip was made from, with the student ID partly hidden', async () => {
    await http.get(API.registrationSlip, student);
    const res = await http.get(API.verifySlip(await lastSlipCode()));
    expect(res.statusCode).toBe(200);
    const slip = slipVerificationSchema.parse(res.json());
    const number = await studentNumber(student);
    const hidden = Math.floor(number.length / 2);
    expect(slip).toMatchObject({
      studentName: 'Nur Aisyah binti Ahmad',
      studentId: number.slice(0, number.length - hidden) + '*'.repeat(hidden),
      faculty: 'Faculty of Testing',
      semester: 6,
      academicYear: '2024/2025',
      totalCredits: 7,
      final: false,
      superseded: false,
    });
    expect(slip.subjects.map((s) => [s.code, s.status])).toEqual([
      ['SLP1001', 'pending'],
      ['SLP1002', 'pending'],
    ]);
    expect(res.body).not.toContain(number);
  });

  it('takes the code as printed: grouped with hyphens, in any case', async () => {
    await http.get(API.registrationSlip, student);
    const code = await lastSlipCode();
    const typed = `${code.slice(0, 5)}-${code.slice(5)}`.toLowerCase();
    expect((await http.get(API.verifySlip(typed))).statusCode).toBe(200);
  });

  it('says superseded once a subject is decided, and not for a newer slip', async () => {
    await http.get(API.registrationSlip, student);
    const before = await lastSlipCode();
    await http.post(API.approveSubject(registrationId, id('SLP1001')), advisor);
    expect((await http.get(API.verifySlip(before))).json()).toMatchObject({ superseded: true });

    await http.post(API.approveSubject(registrationId, id('SLP1002')), advisor);
    await http.get(API.reviewRegistrationSlip(registrationId), admin);
    expect((await http.get(API.verifySlip(await lastSlipCode()))).json()).toMatchObject({
      superseded: false,
      final: true,
    });
  });

  it('says superseded once a subject is removed', async () => {
    const newcomer = await t.createUser({ advisorId: advisor.id });
    await http.add(newcomer, id('SLP1001'));
    await http.add(newcomer, id('SLP1002'));
    await http.get(API.registrationSlip, newcomer);
    const code = await lastSlipCode();
    await http.remove(newcomer, id('SLP1002'));
    expect((await http.get(API.verifySlip(code))).json()).toMatchObject({ superseded: true });
  });

  it('answers 404 revealing nothing for a code no slip has', async () => {
    for (const code of ['A'.repeat(26), 'not-a-code', '%27%20OR%201%3D1']) {
      const res = await http.get(`/api/verify/${code}`);
      expectNotFound(res);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'error', 'params']);
    }
  });

  it('is rate limited per address', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'on' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) {
        statuses.push(
          (await limited.app.inject({ url: API.verifySlip('A'.repeat(26)) })).statusCode,
        );
      }
      expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
