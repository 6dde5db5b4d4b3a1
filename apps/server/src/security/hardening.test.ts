import { createHash } from 'node:crypto';
import { API, THEME_BOOT_SCRIPT } from '@daftar/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSocket } from '../test/sockets';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import type { Config } from '../config';

let t: TestApp;
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: API.login,
    payload: { username, password },
    remoteAddress: ip,
  });

describe('rate limits', () => {
  it('throttles an account after repeated failures with a growing Retry-After, and clears on success', async () => {
    t = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: 3 } as Partial<Config>);
    // The hold's clock (the limiter's Date.now and its expiry timers) is the test's: it stands
    // still while the requests run, and moves when the test says.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const user = await t.createUser();
    for (let i = 0; i < 3; i += 1)
      expect((await login(user.username, 'wrong')).statusCode).toBe(401);
    const held = await login(user.username, TEST_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect(held.json()).toEqual({
      error: 'Too many failed sign-in attempts. Please try again in 1 second.',
      code: 'RATE_LIMITED',
      params: { context: 'signIn', count: 1 },
    });
    // Another account from the same address is not held back by this one's failures.
    const other = await t.createUser();
    expect((await login(other.username, TEST_PASSWORD)).statusCode).toBe(200);
    await vi.advanceTimersByTimeAsync(990);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(429);
    await vi.advanceTimersByTimeAsync(1000);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    // The success cleared the failures: one more is under the limit, and holds nothing back.
    expect((await login(user.username, 'wrong')).statusCode).toBe(401);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles an address that fails across many accounts', async () => {
    t = await createTestApp({ LOGIN_FAILURES_PER_ADDRESS: 4 } as Partial<Config>);
    for (let i = 0; i < 4; i += 1) await login(`nobody${i}`, 'wrong', '10.9.9.9');
    const res = await login('someone-else', 'wrong', '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login('someone-else', 'wrong', '10.1.1.1')).statusCode).toBe(401);
  });

  it('limits sign-ups per address', async () => {
    t = await createTestApp({ SIGNUPS_PER_ADDRESS_PER_HOUR: 2 } as Partial<Config>);
    const signUp = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: API.register,
        payload: { username: `new${n}`, password: 'secret12', name: 'N', studentId: `N${n}` },
        remoteAddress: '10.2.2.2',
      });
    expect((await signUp(1)).statusCode).toBe(201);
    expect((await signUp(2)).statusCode).toBe(201);
    const third = await signUp(3);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('turns every limit off with RATE_LIMITS=off', async () => {
    t = await createTestApp({
      RATE_LIMITS: 'off',
      LOGIN_FAILURES_PER_ACCOUNT: 1,
    } as Partial<Config>);
    const user = await t.createUser();
    for (let i = 0; i < 3; i += 1)
      expect((await login(user.username, 'wrong')).statusCode).toBe(401);
  });
});

describe('headers', () => {
  it('sends pages a strict Content-Security-Policy, nosniff and a referrer policy', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    // The one inline script, the theme's before the first paint, runs by its hash alone.
    const themeHash = createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${themeHash}';`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('sends API replies, answers and refusals alike, the headers for an API', async () => {
    t = await createTestApp();
    const user = await t.createUser();
    const replies = [
      await t.app.inject({ url: API.user, headers: user.headers }),
      await t.app.inject({ url: API.user }),
      await t.app.inject({ url: '/api/no-such-route' }),
    ];
    expect(replies.map((res) => res.statusCode)).toEqual([200, 401, 404]);
    for (const res of replies) {
      expect(res.headers).toMatchObject({
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'content-type': 'application/json; charset=utf-8',
      });
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
    }
  });
});

describe('live socket origin', () => {
  it('accepts its own origin and refuses others', async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = `http://127.0.0.1:${port}`;
    const ok = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: url },
    });
    expect(ok.status).toBe(200);
    const evil = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'http://evil.example' },
    });
    expect(evil.status).toBe(403);
    const socket = await connectSocket(url, { transport: 'polling' });
    socket.close();
  });
});
