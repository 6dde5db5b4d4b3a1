import { createHmac } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.database.db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  secret = row.value;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const getUser = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

let counter = 0;
function newStudent(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `siti${counter}`,
    password: 'rahsia123',
    name: 'Siti Nur',
    studentId: `S${counter}`,
    ...overrides,
  };
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function handMadeToken(header: object, claims: object, key = secret, algorithm = 'sha256') {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac(algorithm, key).update(body).digest('base64url')}`;
}

describe('POST /api/register', () => {
  it('creates a student with a token and an advisor, ignoring any role sent', async () => {
    const busy = await t.createUser({ role: 'lecturer' });
    await t.createUser({ role: 'student', advisorId: busy.id });
    const free = await t.createUser({ role: 'lecturer' });
    const res = await post('/api/register', newStudent({ role: 'admin' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ role: 'student', name: 'Siti Nur' });
    expect(body.token).toEqual(expect.any(String));
    const row = await t.database.db
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
    const user = await t.createUser();
    const res = await post('/api/login', {
      username: user.username.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, role: 'student' });
  });

  it('gives one generic 401 for a wrong password and for an unknown user', async () => {
    const user = await t.createUser();
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

describe('the language on the account (issue 18)', () => {
  it('keeps the language chosen at sign-up, and a change follows the person to a new sign-in', async () => {
    const body = newStudent({ language: 'ms' });
    const signUp = await post('/api/register', body);
    expect(signUp.statusCode).toBe(201);
    const { token, user } = signUp.json();
    expect(user.language).toBe('ms');

    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
      payload: { language: 'en' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().language).toBe('en');
    const again = await post('/api/login', { username: body.username, password: body.password });
    expect(again.json().user.language).toBe('en');
    expect((await getUser(again.json().token)).json().language).toBe('en');
  });

  it('starts with no language when none was chosen, and refuses one Daftar does not speak', async () => {
    const { token, user } = (await post('/api/register', newStudent())).json();
    expect(user.language).toBeNull();
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ms' },
      payload: { language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Bahasa mestilah en atau ms',
      code: 'VALIDATION_ERROR',
      params: { context: 'field', field: 'language' },
      fields: { language: 'Bahasa mestilah en atau ms' },
    });
    expect((await getUser(token)).json().language).toBeNull();
  });
});

describe('session tokens', () => {
  it('GET /api/user needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses every forged, altered or expired token with 401', async () => {
    const user = await t.createUser();
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: String(user.id), role: 'student', ver: 0, exp: now + 3600 };
    const [header, payload, signature] = user.token.split('.');
    const edit = (change: object) =>
      `${header}.${b64({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), ...change })}.${signature}`;
    const forged = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      'another algorithm (HS512)': handMadeToken(
        { alg: 'HS512', typ: 'JWT' },
        claims,
        secret,
        'sha512',
      ),
      'a bad signature': handMadeToken({ alg: 'HS256', typ: 'JWT' }, claims, 'not-the-secret'),
      'an edited role': edit({ role: 'admin' }),
      'an edited expiry': edit({ exp: now + 999_999 }),
      'a past expiry': createSigner({ key: secret, algorithm: 'HS256' })({
        ...claims,
        exp: now - 10,
      }),
      'a missing claim': createSigner({ key: secret, algorithm: 'HS256' })({
        sub: String(user.id),
        role: 'student',
        exp: now + 60,
      }),
      garbage: 'not.a.token',
    };
    for (const [name, token] of Object.entries(forged)) {
      const res = await getUser(token);
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual({
        error: 'Please sign in to continue.',
        code: 'UNAUTHENTICATED',
        params: {},
      });
    }
    expect((await getUser(user.token)).statusCode).toBe(200);
  });

  it('ends the token at logout, and logout without a token still answers 204', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: user.headers });
    expect(res.statusCode).toBe(204);
    expect((await getUser(user.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
  });

  it('reads the role from the database, so a role change counts at once', async () => {
    const user = await t.createUser();
    await t.database.db
      .updateTable('users')
      .set({ role: 'lecturer' })
      .where('id', '=', user.id)
      .execute();
    expect((await getUser(user.token)).json().role).toBe('lecturer');
  });
});

describe('bad requests', () => {
  const raw = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers broken JSON with 400 INVALID_JSON', async () => {
    const res = await raw('{"username": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The request body is not valid JSON.',
      code: 'INVALID_JSON',
      params: {},
    });
  });

  it('refuses __proto__ payloads', async () => {
    const res = await raw('{"username":"a","password":"b","__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_JSON');
  });

  it('answers wrong types with the field message', async () => {
    const res = await post('/api/login', { username: 42, password: ['x'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('answers an oversized body with 413 and a wrong content type with 415', async () => {
    const big = await raw(JSON.stringify({ username: 'x'.repeat(70 * 1024), password: 'y' }));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const text = await raw('username=a', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'No such route.',
      code: 'NOT_FOUND',
      params: { context: 'route' },
    });
  });
});

describe('operations', () => {
  it('reports health, readiness and the OpenAPI document', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/user']),
    );
  });

  it('fails readiness once told to drain, while it goes on serving requests', async () => {
    const draining = await createTestApp();
    try {
      const student = await draining.createUser();
      draining.drain();
      const ready = await draining.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect((await draining.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const user = await draining.app.inject({
        url: '/api/user',
        headers: { authorization: `Bearer ${student.token}` },
      });
      expect(user.statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it("keeps the sign-in page's language as the last used, never as the account's choice (issue 42)", async () => {
    const body = newStudent();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'en' },
      payload: body,
    });
    expect(signUp.json().user.language).toBeNull();
    const lastLanguage = () =>
      t.database.db
        .selectFrom('users')
        .select(['language', 'last_language'])
        .where('username', '=', body.username)
        .executeTakeFirstOrThrow();
    expect(await lastLanguage()).toEqual({ language: null, last_language: 'en' });

    // The same person on a Malay phone: the phone's language is theirs to see, not stored as chosen.
    const onPhone = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'ms-MY,ms;q=0.9' },
      payload: { username: body.username, password: body.password },
    });
    expect(onPhone.json().user.language).toBeNull();
    expect(await lastLanguage()).toEqual({ language: null, last_language: 'ms' });
  });
});
