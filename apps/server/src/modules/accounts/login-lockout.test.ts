import { API } from '@daftar/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

const ATTACKER = '10.66.0.1';
const OWNER = '10.20.0.2';

let t: TestApp;
afterEach(() => t.close());

const login = (username: string, password: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: API.login,
    payload: { username, password },
    remoteAddress: address,
  });

describe('sign-in limits against a guesser', () => {
  it("cannot be used to lock the owner out: the owner's right password from elsewhere signs in", async () => {
    t = await createTestApp();
    const student = await t.createUser();
    for (let i = 0; i < 5; i += 1)
      expect((await login(student.username, `guess${i}`, ATTACKER)).statusCode).toBe(401);
    expect((await login(student.username, 'guess5', ATTACKER)).statusCode).toBe(429);

    const owner = await login(student.username, TEST_PASSWORD, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(student.id);
  });

  it("holds the guesser's address back on that account, even with the right password", async () => {
    t = await createTestApp();
    const student = await t.createUser();
    const other = await t.createUser();
    for (let i = 0; i < 5; i += 1) await login(student.username, `guess${i}`, ATTACKER);

    const held = await login(student.username, TEST_PASSWORD, ATTACKER);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect(held.json()).toEqual({
      error: 'Too many failed sign-in attempts. Please try again in 1 second.',
      code: 'RATE_LIMITED',
      params: { context: 'signIn', count: 1 },
    });
    // The same address is not held back on another account.
    expect((await login(other.username, TEST_PASSWORD, ATTACKER)).statusCode).toBe(200);
  });

  it("clears the pair's failures on success", async () => {
    t = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: 2 } as Partial<Config>);
    const student = await t.createUser();
    await login(student.username, 'typo', OWNER);
    expect((await login(student.username, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
    expect((await login(student.username, 'typo', OWNER)).statusCode).toBe(401);
    expect((await login(student.username, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('still stops an address past its ceiling of failures over all accounts', async () => {
    t = await createTestApp({ LOGIN_FAILURES_PER_ADDRESS: 4 } as Partial<Config>);
    const student = await t.createUser();
    for (let i = 0; i < 4; i += 1) await login(`nobody${i}`, 'wrong', ATTACKER);

    const refused = await login(student.username, TEST_PASSWORD, ATTACKER);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(student.username, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });
});
