import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// What the accounts API tests (accounts*.routes.test.ts) share: one app per file, the secret its
// tokens are signed with, bare requests, and new students' sign-up details.

/** Registers the hooks of an accounts test file and returns its bed. */
export function accountsTestBed() {
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

  let counter = 0;
  return {
    get t() {
      return t;
    },
    get secret() {
      return secret;
    },
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, payload: payload as object }),
    getUser: (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${token}` },
      }),
    /** A sign-up body no earlier one in the file has used. */
    newStudent: (overrides: Record<string, unknown> = {}) => {
      counter += 1;
      return {
        username: `siti${counter}`,
        password: 'rahsia123',
        name: 'Siti Nur',
        studentId: `S${counter}`,
        ...overrides,
      };
    },
  };
}
