import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/test-app';
import { accountsTestBed } from './accounts.test-bed';

const bed = accountsTestBed();
const { post, getUser, newStudent } = bed;

describe('POST /api/register', () => {
  it('creates a student with a token and an advisor, ignoring any role sent', async () => {
    const busy = await bed.t.createUser({ role: 'lecturer' });
    await bed.t.createUser({ role: 'student', advisorId: busy.id });
    const free = await bed.t.createUser({ role: 'lecturer' });
    const res = await post('/api/register', newStudent({ role: 'admin' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ role: 'student', name: 'Siti Nur' });
    expect(body.token).toEqual(expect.any(String));
    const row = await bed.t.database.db
      .selectFrom('users')
      .select(['role', 'advisor_id', 'password_hash'])
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('student');
    // The newest lecturer has no advisees at all, so they are the least busy one.
    expect(row.advisor_id).toBe(free.id);
    expect(row.password_hash).not.toContain('rahsia123');
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect((await getUser(body.token)).json()).toEqual(body.user);
  });

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', undefined, 'Username must be at least 3 characters'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['password', undefined, 'Password must be at least 6 characters'],
    ['name', '', 'Full name is required'],
    ['name', '   ', 'Full name is required'],
    ['studentId', '', 'Student ID is required'],
    ['studentId', undefined, 'Student ID is required'],
  ])('refuses %s=%j with "%s"', async (field, value, message) => {
    const res = await post('/api/register', newStudent({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: message,
      code: 'VALIDATION_ERROR',
      params: { context: 'field', field },
      fields: { [field]: message },
    });
  });

  it('refuses a taken username whatever its case, and a taken student ID', async () => {
    const first = newStudent();
    expect((await post('/api/register', first)).statusCode).toBe(201);
    const sameName = await post(
      '/api/register',
      newStudent({ username: first.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({
      error: 'That username is already taken.',
      code: 'USERNAME_TAKEN',
      params: {},
    });
    const sameId = await post('/api/register', newStudent({ studentId: first.studentId }));
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json()).toEqual({
      error: 'That student ID is already registered.',
      code: 'STUDENT_ID_TAKEN',
      params: {},
    });
  });

  it('lets exactly one of several simultaneous sign-ups take a username', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post('/api/register', newStudent({ username: 'racer', studentId: `R${i}` })),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password, case-insensitively on the username', async () => {
    const user = await bed.t.createUser();
    const res = await post('/api/login', {
      username: user.username.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, role: 'student' });
  });

  it('gives one generic 401 for a wrong password and for an unknown user', async () => {
    const user = await bed.t.createUser();
    const wrong = await post('/api/login', { username: user.username, password: 'not-it' });
    const unknown = await post('/api/login', { username: 'nobody-here', password: 'whatever' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'Invalid username or password.',
        code: 'INVALID_CREDENTIALS',
        params: {},
      });
    }
  });

  it.each([
    [{ username: '', password: 'x' }, 'username', 'Username is required'],
    [{ password: 'x' }, 'username', 'Username is required'],
    [{ username: 'ali', password: '' }, 'password', 'Password is required'],
    [{ username: 'ali' }, 'password', 'Password is required'],
  ])('refuses %j with "%s: %s"', async (payload, field, message) => {
    const res = await post('/api/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: message,
      code: 'VALIDATION_ERROR',
      params: { context: 'field', field },
      fields: { [field]: message },
    });
  });
});
