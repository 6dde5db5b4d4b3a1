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
