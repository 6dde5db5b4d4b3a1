import { createHmac } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { accountsTestBed } from './accounts.test-bed';

// What guards every request: session tokens, bad bodies, and the health and readiness checks.
// Signing up and in: accounts-sign-up.routes.test.ts; the account's language: accounts-language.

const bed = accountsTestBed();
const { post, getUser } = bed;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function handMadeToken(header: object, claims: object, key = bed.secret, algorithm = 'sha256') {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac(algorithm, key).update(body).digest('base64url')}`;
}

describe('session tokens', () => {
  it('GET /api/user needs a token', async () => {
    const res = await bed.t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses every forged, altered or expired token with 401', async () => {
    const user = await bed.t.createUser();
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
        bed.secret,
        'sha512',
      ),
      'a bad signature': handMadeToken({ alg: 'HS256', typ: 'JWT' }, claims, 'not-the-secret'),
      'an edited role': edit({ role: 'admin' }),
      'an edited expiry': edit({ exp: now + 999_999 }),
      'a past expiry': createSigner({ key: bed.secret, algorithm: 'HS256' })({
        ...claims,
        exp: now - 10,
      }),
      'a missing claim': createSigner({ key: bed.secret, algorithm: 'HS256' })({
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
    const user = await bed.t.createUser();
    const res = await bed.t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(204);
    expect((await getUser(user.token)).statusCode).toBe(401);
    expect((await bed.t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
  });

  it('reads the role from the database, so a role change counts at once', async () => {
    const user = await bed.t.createUser();
    await bed.t.database.db
      .updateTable('users')
      .set({ role: 'lecturer' })
      .where('id', '=', user.id)
      .execute();
    expect((await getUser(user.token)).json().role).toBe('lecturer');
  });
});

describe('bad requests', () => {
  const raw = (payload: string, contentType = 'application/json') =>
    bed.t.app.inject({
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
    const res = await bed.t.app.inject({ method: 'GET', url: '/api/nothing-here' });
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
    expect((await bed.t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await bed.t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const doc = (await bed.t.app.inject({ url: '/api/openapi.json' })).json();
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
});
