import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, signUpMode, testConfig } from '../../config';
import { freePort } from '../../test/free-port';
import {
  startOpenIdProvider,
  TEST_CLIENT,
  type TestOpenIdProvider,
} from '../../test/openid-provider';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let provider: TestOpenIdProvider;
beforeAll(async () => {
  provider = await startOpenIdProvider(`http://127.0.0.1:${await freePort()}`);
});
afterAll(() => provider.close());

const university = () => ({
  PUBLIC_URL: 'http://127.0.0.1:3000',
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: TEST_CLIENT.id,
  OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
});

async function signIn(t: TestApp, role: 'student' | 'lecturer') {
  const user = await t.createUser({ role });
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: TEST_PASSWORD },
  });
}

describe('PASSWORD_SIGNIN', () => {
  it('staff: a lecturer signs in with a password, a student is sent to the university sign-in', async () => {
    const t = await createTestApp({ ...university(), PASSWORD_SIGNIN: 'staff' });
    try {
      expect((await signIn(t, 'lecturer')).statusCode).toBe(200);
      const student = await signIn(t, 'student');
      expect(student.statusCode).toBe(403);
      expect(student.json()).toMatchObject({
        code: 'PASSWORD_SIGN_IN_OFF',
        params: { context: 'staff' },
      });
      // A wrong password stays a wrong password: the refusal says nothing of who is a student.
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'no-such-person', password: 'wrong' },
      });
      expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
      const methods = await t.app.inject({ method: 'GET', url: '/api/auth/methods' });
      expect(methods.json().password).toBe('staff');
    } finally {
      await t.close();
    }
  });

  it('off: no one signs in with a password', async () => {
    const t = await createTestApp({ ...university(), PASSWORD_SIGNIN: 'off' });
    try {
      const lecturer = await signIn(t, 'lecturer');
      expect(lecturer.statusCode).toBe(403);
      expect(lecturer.json().code).toBe('PASSWORD_SIGN_IN_OFF');
    } finally {
      await t.close();
    }
  });

  it('cannot be limited without the university sign-in, which would lock people out', () => {
    expect(() => testConfig({ PASSWORD_SIGNIN: 'staff' })).toThrow(/needs OIDC_ISSUER/);
  });
});

describe('the university sign-in settings', () => {
  it('needs the claim to match on when matching by ID, and https for a provider elsewhere', () => {
    const base = {
      PUBLIC_URL: 'https://daftar.unimas.test',
      OIDC_ISSUER: 'https://login.unimas.test',
      OIDC_CLIENT_ID: 'daftar',
    };
    expect(() => testConfig({ ...base, OIDC_MATCH: 'id' })).toThrow(/OIDC_ID_CLAIM/);
    // The provider sends people back to the address registered with it.
    const { PUBLIC_URL: _fixed, ...unplaced } = base;
    expect(() => testConfig(unplaced)).toThrow(/PUBLIC_URL/);
    expect(() => testConfig({ OIDC_ISSUER: 'https://login.unimas.test' })).toThrow(
      /OIDC_CLIENT_ID/,
    );
    expect(() => testConfig({ ...base, OIDC_ISSUER: 'http://login.unimas.test' })).toThrow(/https/);
  });

  it('offers no university sign-in when none is set up', async () => {
    const t = await createTestApp();
    try {
      const methods = await t.app.inject({ method: 'GET', url: '/api/auth/methods' });
      expect(methods.json()).toEqual({
        password: 'all',
        signUp: 'open',
        passwordReset: false,
        university: null,
      });
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(start.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('SIGNUP', () => {
  it('is open in development and from the roll in production unless set', () => {
    expect(signUpMode(loadConfig({ NODE_ENV: 'development' }))).toBe('open');
    expect(signUpMode(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }))).toBe(
      'roll',
    );
    expect(
      signUpMode(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SIGNUP: 'off' })),
    ).toBe('off');
  });

  it('off: sign-up is refused with a clear code, and the register screen is told', async () => {
    const t = await createTestApp({ SIGNUP: 'off' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: 'siti', password: 'rahsia123', name: 'Siti', studentId: 'A1' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SIGN_UP_OFF');
      expect(await t.database.db.selectFrom('users').select('id').execute()).toEqual([]);
      const methods = await t.app.inject({ method: 'GET', url: '/api/auth/methods' });
      expect(methods.json().signUp).toBe('off');
    } finally {
      await t.close();
    }
  });
});
