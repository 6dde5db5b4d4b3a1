import { API } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let advisor: TestUser;
let otherLecturer: TestUser;
let admin: TestUser;
let student: TestUser;
let registrationId: number;
const id = (code: string) => fx.subjects[code]!.id;
const reason = (text = 'Clashes with your programme requirements.') => ({ reason: text });

beforeEach(async () => {
  t = await createTestApp();
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    { code: 'REV1001', credits: 3, sections: [{ capacity: 1, meetings: [[1, 8, 10]] }] },
    { code: 'REV1002', credits: 4, sections: [{ capacity: 5, meetings: [[2, 8, 10]] }] },
    { code: 'REV1003', credits: 2, sections: [{ capacity: 5, meetings: [[3, 8, 10]] }] },
  ]);
  advisor = await t.createUser({ role: 'lecturer', name: 'Dr. Advisor' });
  otherLecturer = await t.createUser({ role: 'lecturer' });
  admin = await t.createUser({ role: 'admin' });
  student = await t.createUser({ advisorId: advisor.id, name: 'Aisyah' });
  for (const code of ['REV1001', 'REV1002', 'REV1003']) await http.add(student, id(code));
  await http.submit(student);
  registrationId = (await http.get(API.reviewRegistrations, admin)).json()[0].id;
});
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const seatsOf = async (code: string) =>
  (
    await t.database.db
      .selectFrom('sections')
      .select('registered')
      .where('subject_id', '=', id(code))
      .executeTakeFirstOrThrow()
  ).registered;

describe('who may review', () => {
  it('gives each caller the status the rules say, on every review route', async () => {
    const another = await t.createUser();
    const routes: [string, string, object?][] = [
      ['GET', API.reviewRegistrations],
      ['GET', API.reviewRegistration(registrationId)],
      ['POST', API.approveSubject(registrationId, id('REV1003'))],
      ['POST', API.rejectSubject(registrationId, id('REV1002')), reason()],
      ['POST', API.rejectRegistration(registrationId), reason()],
      ['POST', API.approveRegistration(registrationId)],
    ];
    const expected: [string, TestUser | undefined, number[]][] = [
      ['anonymous', undefined, [401, 401, 401, 401, 401, 401]],
      ['student', student, [403, 403, 403, 403, 403, 403]],
      ['another student', another, [403, 403, 403, 403, 403, 403]],
      ['a lecturer who is not the advisor', otherLecturer, [200, 404, 404, 404, 404, 404]],
    ];
    for (const [who, user, statuses] of expected) {
      for (const [index, [method, url, body]] of routes.entries()) {
        const res = method === 'GET' ? await http.get(url, user) : await http.post(url, user, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(statuses[index]);
      }
    }
    expect((await http.get(API.reviewRegistrations, otherLecturer)).json()).toEqual([]);
    // The advisor and the admin may act; each decision changes state, so check them in order.
    expect((await http.get(API.reviewRegistrations, advisor)).json()).toHaveLength(1);
    expect((await http.get(API.reviewRegistration(registrationId), advisor)).statusCode).toBe(200);
    expect(
      (await http.post(API.approveSubject(registrationId, id('REV1003')), advisor)).statusCode,
    ).toBe(200);
    expect(
      (await http.post(API.rejectSubject(registrationId, id('REV1002')), admin, reason()))
        .statusCode,
    ).toBe(200);
    expect((await http.post(API.approveRegistration(registrationId), admin)).statusCode).toBe(200);
    expect((await http.get(API.reviewRegistration(registrationId), admin)).statusCode).toBe(200);
  });
});

describe('the review list and detail', () => {
  it('lists submitted registrations oldest first with totals, and shows the detail', async () => {
    const later = await t.createUser({ advisorId: advisor.id, name: 'Later' });
    await http.add(later, id('REV1002'));
    await http.submit(later);
    const list = (await http.get(API.reviewRegistrations, advisor)).json();
    expect(list.map((r: { student: { name: string } }) => r.student.name)).toEqual([
      'Aisyah',
      'Later',
    ]);
    expect(list[0]).toEqual({
      id: registrationId,
      student: { id: student.id, name: 'Aisyah', studentId: expect.any(String) },
      period: { semester: 6, academicYear: '2024/2025' },
      submittedAt: expect.any(String),
      totalCredits: 9,
      totalSubjects: 3,
    });
    const detail = (await http.get(API.reviewRegistration(registrationId), advisor)).json();
    expect(detail).toMatchObject({ ...list[0], status: 'submitted' });
    expect(detail.subjects[0]).toEqual({
      id: id('REV1001'),
      code: 'REV1001',
      name: 'Subject REV1001',
      nameMs: null,
      credits: 3,
      faculty: 'Faculty of Testing',
      facultyMs: null,
      status: 'pending',
    });
  });
});

describe('decisions', () => {
  it('approves and rejects subjects, frees the seat of a rejection, and derives the status', async () => {
    await http.post(API.approveSubject(registrationId, id('REV1001')), advisor);
    expect(await seatsOf('REV1002')).toBe(1);
    const rejected = await http.post(
      API.rejectSubject(registrationId, id('REV1002')),
      advisor,
      reason('  <b>Full</b> programme  '),
    );
    expect(await seatsOf('REV1002')).toBe(0);
    expect(rejected.json().status).toBe('submitted');
    expect(rejected.json().subjects[1]).toMatchObject({
      status: 'rejected',
      rejectionReason: '<b>Full</b> programme',
    });
    const done = (
      await http.post(API.approveSubject(registrationId, id('REV1003')), advisor)
    ).json();
    expect(done.status).toBe('partially_approved');
    expect((await http.get(API.reviewRegistrations, advisor)).json()).toEqual([]);
    const mine = (await http.get('/api/registration/subjects', student)).json();
    expect(mine.map((s: { status: string }) => s.status)).toEqual([
      'approved',
      'rejected',
      'approved',
    ]);
    expect(mine[1].rejectionReason).toBe('<b>Full</b> programme');
  });

  it('approves every undecided subject with Approve all', async () => {
    await http.post(API.rejectSubject(registrationId, id('REV1003')), advisor, reason());
    const res = (await http.post(API.approveRegistration(registrationId), advisor)).json();
    expect(res.subjects.map((s: { status: string }) => s.status)).toEqual([
      'approved',
      'approved',
      'rejected',
    ]);
    expect(res.status).toBe('partially_approved');
  });

  it('rejects every subject with the one reason and frees all seats', async () => {
    await http.post(API.approveSubject(registrationId, id('REV1001')), advisor);
    const res = (
      await http.post(API.rejectRegistration(registrationId), advisor, reason('Wrong semester'))
    ).json();
    expect(res.status).toBe('rejected');
    expect(
      res.subjects.every(
        (s: { status: string; rejectionReason: string }) =>
          s.status === 'rejected' && s.rejectionReason === 'Wrong semester',
      ),
    ).toBe(true);
    for (const code of ['REV1001', 'REV1002', 'REV1003']) expect(await seatsOf(code)).toBe(0);
  });

  it('refuses decisions in the wrong state, with clear codes', async () => {
    await http.post(API.approveSubject(registrationId, id('REV1001')), advisor);
    const twice = await http.post(API.approveSubject(registrationId, id('REV1001')), advisor);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: 'REV1001 Subject REV1001 is already approved.',
      code: 'ALREADY_DECIDED',
      params: { context: 'approved', subject: 'REV1001 Subject REV1001' },
    });
    const missing = await http.post(API.approveSubject(registrationId, 999_999), advisor);
    expect(missing.statusCode).toBe(404);
    await http.post(API.approveRegistration(registrationId), advisor);
    const late = await http.post(
      API.rejectSubject(registrationId, id('REV1002')),
      advisor,
      reason(),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'This registration is not waiting for review.',
      code: 'NOT_UNDER_REVIEW',
      params: {},
    });
  });

  it.each([
    [{}, 'A reason is required'],
    [{ reason: '   ' }, 'A reason is required'],
    [{ reason: 'x'.repeat(501) }, 'The reason must be at most 500 characters'],
  ])('requires a reason for every rejection: %j', async (body, message) => {
    for (const url of [
      API.rejectSubject(registrationId, id('REV1001')),
      API.rejectRegistration(registrationId),
    ]) {
      const res = await http.post(url, advisor, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: message,
        code: 'VALIDATION_ERROR',
        fields: { reason: message },
      });
    }
  });

  it('takes the seat again when a rejected subject is approved, if one is free', async () => {
    await http.post(API.rejectSubject(registrationId, id('REV1001')), advisor, reason());
    const rival = await t.createUser();
    expect((await http.add(rival, id('REV1001'))).statusCode).toBe(201);
    // Approving a rejected subject is a change the student is told of, so it carries a reason.
    const change = reason('Room found in the section.');
    const approve = () =>
      http.post(API.approveSubject(registrationId, id('REV1001')), advisor, change);
    const res = await approve();
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SUBJECT_FULL');
    await http.remove(rival, id('REV1001'));
    expect((await approve()).statusCode).toBe(200);
    expect(await seatsOf('REV1001')).toBe(1);
  });

  it('leaves one consistent outcome when two reviewers decide the same subject at once', async () => {
    const results = await Promise.all([
      http.post(API.rejectSubject(registrationId, id('REV1002')), advisor, reason()),
      http.post(API.rejectSubject(registrationId, id('REV1002')), admin, reason()),
      http.post(API.rejectRegistration(registrationId), admin, reason()),
      http.post(API.approveRegistration(registrationId), advisor),
    ]);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const detail = (await http.get(API.reviewRegistration(registrationId), admin)).json();
    expect(['approved', 'rejected', 'partially_approved', 'submitted']).toContain(detail.status);
  });

  it('lets the student resubmit after a partial approval, keeping approved subjects', async () => {
    await http.post(API.approveSubject(registrationId, id('REV1001')), advisor);
    await http.post(API.rejectSubject(registrationId, id('REV1002')), advisor, reason());
    await http.post(API.approveSubject(registrationId, id('REV1003')), advisor);
    expect((await http.remove(student, id('REV1002'))).statusCode).toBe(204);
    expect((await http.get('/api/registration/status', student)).json().status).toBe('approved');
    expect((await http.submit(student)).json().code).toBe('NOTHING_TO_SUBMIT');
    await http.add(student, id('REV1002'));
    expect((await http.submit(student)).statusCode).toBe(200);
    const detail = (await http.get(API.reviewRegistration(registrationId), advisor)).json();
    expect(detail.subjects.map((s: { status: string }) => s.status)).toEqual([
      'approved',
      'approved',
      'pending',
    ]);
  });
});

describe('audit trail', () => {
  it('records who decided what, when and why, newest first, for admins only', async () => {
    await http.post(API.approveSubject(registrationId, id('REV1001')), advisor);
    await http.post(API.rejectRegistration(registrationId), admin, reason('Programme change'));
    expect((await http.get(API.audit, advisor)).statusCode).toBe(403);
    const page = (await http.get(`${API.audit}?pageSize=2`, admin)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 4 });
    expect(page.items[0]).toMatchObject({
      actor: { id: admin.id, role: 'admin' },
      registrationId,
      student: { id: student.id, name: 'Aisyah' },
      scope: 'registration',
      decision: 'rejected',
      reason: 'Programme change',
    });
    const last = (await http.get(`${API.audit}?page=2&pageSize=2`, admin)).json().items.at(-1);
    expect(last).toMatchObject({
      actor: { id: advisor.id, name: 'Dr. Advisor', role: 'lecturer' },
      subject: { id: id('REV1001'), code: 'REV1001' },
      scope: 'subject',
      decision: 'approved',
      reason: null,
    });
  });

  it('filters the trail by who decided, which registration, and the days', async () => {
    await http.post(API.approveSubject(registrationId, id('REV1001')), advisor);
    const byAdvisor = (await http.get(`${API.audit}?actorId=${advisor.id}`, admin)).json();
    expect(byAdvisor.total).toBeGreaterThan(0);
    expect(byAdvisor.items.every((e: { actor: { id: number } }) => e.actor.id === advisor.id)).toBe(
      true,
    );
    const ofRegistration = (
      await http.get(`${API.audit}?registrationId=${registrationId}`, admin)
    ).json();
    expect(ofRegistration.total).toBeGreaterThan(0);
    expect((await http.get(`${API.audit}?registrationId=999999`, admin)).json().total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    // Every decision of this test run was made today.
    const everything = (await http.get(API.audit, admin)).json().total;
    expect((await http.get(`${API.audit}?from=${today}&to=${today}`, admin)).json().total).toBe(
      everything,
    );
    expect((await http.get(`${API.audit}?from=${tomorrow}`, admin)).json().total).toBe(0);
    expect((await http.get(`${API.audit}?from=2026-13-01`, admin)).statusCode).toBe(400);
  });
});

describe('account administration', () => {
  it('lets an admin create lecturers and students and assign advisors', async () => {
    const lecturer = await http.post(API.users, admin, {
      role: 'lecturer',
      username: 'drtan',
      password: 'secret12',
      name: 'Dr. Tan',
    });
    expect(lecturer.statusCode).toBe(201);
    expect(lecturer.json()).toMatchObject({ role: 'lecturer', studentId: null, advisor: null });
    const created = await http.post(API.users, admin, {
      role: 'student',
      username: 'newbie',
      password: 'secret12',
      name: 'New',
      studentId: '099999',
      advisorId: lecturer.json().id,
    });
    expect(created.json().advisor).toEqual({ id: lecturer.json().id, name: 'Dr. Tan' });
    const moved = await http.put(API.userAdvisor(created.json().id), admin, {
      advisorId: advisor.id,
    });
    expect(moved.json().advisor.id).toBe(advisor.id);
    const bad = await http.put(API.userAdvisor(created.json().id), admin, {
      advisorId: student.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_ADVISOR');
    const noId = await http.post(API.users, admin, {
      role: 'student',
      username: 'noid',
      password: 'secret12',
      name: 'No Id',
    });
    expect(noId.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { studentId: 'Student ID is required' },
    });
    expect((await http.get(`${API.users}?role=lecturer`, admin)).json().length).toBe(3);
    expect(
      (await http.post(API.users, advisor, { role: 'admin', username: 'x', password: 'y' }))
        .statusCode,
    ).toBe(403);
  });
});
