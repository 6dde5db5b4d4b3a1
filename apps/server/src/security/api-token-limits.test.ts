import { API } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { peopleWorld, rollFile, student } from '../modules/people-import/people-import.fixture';
import { importWithToken, inDays, makeToken } from '../modules/api-tokens/api-tokens.fixture';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on', API_TOKEN_REQUESTS_PER_MINUTE: 2 });
  ({ admin } = await peopleWorld(t));
});
afterAll(() => t.close());

describe('API token limits', () => {
  it('counts the requests presenting a token from one address, made-up tokens too', async () => {
    const { token } = await makeToken(t, admin, ['roll:write']);
    const roll = rollFile(student('L5001'));
    expect((await importWithToken(t, 'daftar_1_made-up', API.rollImport, roll)).statusCode).toBe(
      401,
    );
    expect((await importWithToken(t, token, API.rollImport, roll, '?dryRun=true')).statusCode).toBe(
      200,
    );
    const third = await importWithToken(t, token, API.rollImport, roll, '?dryRun=true');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toEqual(expect.any(String));
    // The registrar's own session is not counted with the job's.
    const session = await t.app.inject({
      method: 'POST',
      url: `${API.rollImport}?dryRun=true`,
      payload: roll,
      headers: { 'content-type': 'text/csv', ...admin.headers },
    });
    expect(session.statusCode).toBe(200);
  });

  it('limits how many tokens one registrar makes or revokes in an hour', async () => {
    const other = await t.createUser({ role: 'admin' });
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: API.apiTokens,
        headers: other.headers,
        payload: { name: 'Loop', scopes: ['roll:write'], expiresAt: inDays(1) },
      });
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push((await post()).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
