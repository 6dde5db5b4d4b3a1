import { API } from '@daftar/contract';
import type { FastifyError } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError } from '../../plugins/error-handler';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const createUser = (body: object) =>
  t.app.inject({ method: 'POST', url: API.users, headers: admin.headers, payload: body });

describe('POST /api/admin/users', () => {
  it('refuses a faculty that does not exist with 400 on fields.facultyId', async () => {
    const res = await createUser({
      role: 'lecturer',
      username: 'dr_nofaculty',
      password: 'secret12',
      name: 'Dr. Nobody',
      facultyId: 987_654,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The faculty must be an existing faculty.',
      code: 'VALIDATION_ERROR',
      params: { context: 'unknownFaculty' },
      fields: { facultyId: 'The faculty must be an existing faculty.' },
    });
    const list = await t.app.inject({ url: API.users, headers: admin.headers });
    expect(list.json().map((user: { username: string }) => user.username)).not.toContain(
      'dr_nofaculty',
    );
  });

  it('places the account in a faculty that exists', async () => {
    const faculty = await t.database.db
      .insertInto('faculties')
      .values({ code: 'FSKTM', name: 'Computer Science' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await createUser({
      role: 'lecturer',
      username: 'dr_faculty',
      password: 'secret12',
      name: 'Dr. Somebody',
      facultyId: faculty.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().faculty).toEqual({ id: faculty.id, name: 'Computer Science' });
  });
});

describe('a foreign-key violation that a check missed', () => {
  it('answers 400, not 500, on this engine', async () => {
    const violation: unknown = await t.database.db
      .insertInto('users')
      .values({
        username: 'dangling',
        username_key: 'dangling',
        password_hash: 'x',
        name: 'Dangling',
        role: 'lecturer',
        student_id: null,
        faculty_id: 987_654,
        advisor_id: null,
        created_at: new Date().toISOString(),
      })
      .execute()
      .catch((error: unknown) => error);
    const problem = describeError(violation as FastifyError);
    expect(problem.statusCode).toBe(400);
    expect(problem.body('en')).toEqual({
      error: 'The request names a record that does not exist.',
      code: 'VALIDATION_ERROR',
      params: { context: 'unknownRecord' },
    });
  });
});

describe('the registrar and people', () => {
  const patch = (id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: API.adminUser(id), headers: admin.headers, payload });

  it("sets a student's year of study, and refuses one for staff", async () => {
    const student = await t.createUser();
    const res = await patch(student.id, { yearOfStudy: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: student.id, yearOfStudy: 4 });
    expect((await patch(student.id, { yearOfStudy: 5 })).statusCode).toBe(400);
    const lecturer = await t.createUser({ role: 'lecturer' });
    const refused = await patch(lecturer.id, { yearOfStudy: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Only a student has a year of study');
    expect((await patch(987_654, { yearOfStudy: 1 })).statusCode).toBe(404);
  });

  it('sets a temporary password, which signs the person out and lets them in with it', async () => {
    const student = await t.createUser();
    expect((await patch(student.id, { temporaryPassword: 'Sementara-2026' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: API.user, headers: student.headers })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: API.login,
      payload: { username: student.username, password: 'Sementara-2026' },
    });
    expect(login.statusCode).toBe(200);
    const trail = await t.app.inject({
      url: `${API.adminChanges}?entity=user&pageSize=1`,
      headers: admin.headers,
    });
    expect(trail.json().items[0]).toMatchObject({ action: 'temporaryPassword' });
    expect(JSON.stringify(trail.json())).not.toContain('Sementara-2026');
  });

  it('moves every advisee of one lecturer to another, and counts them', async () => {
    const onLeave = await t.createUser({ role: 'lecturer', name: 'Dr. On Leave' });
    const cover = await t.createUser({ role: 'lecturer', name: 'Dr. Cover' });
    for (let i = 0; i < 3; i += 1) await t.createUser({ advisorId: onLeave.id });
    const res = await t.app.inject({
      method: 'POST',
      url: API.moveAdvisees(onLeave.id),
      headers: admin.headers,
      payload: { toAdvisorId: cover.id },
    });
    expect(res.json()).toEqual({ moved: 3 });
    const lecturers = (
      await t.app.inject({ url: `${API.users}?role=lecturer`, headers: admin.headers })
    ).json();
    const count = (id: number) =>
      lecturers.find((l: { id: number }) => l.id === id).adviseeCount as number;
    expect([count(onLeave.id), count(cover.id)]).toEqual([0, 3]);
    const toStudent = await t.app.inject({
      method: 'POST',
      url: API.moveAdvisees(cover.id),
      headers: admin.headers,
      payload: { toAdvisorId: (await t.createUser()).id },
    });
    expect(toStudent.json().code).toBe('INVALID_ADVISOR');
  });
});
