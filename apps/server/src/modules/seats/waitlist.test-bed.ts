import { API, type WaitlistPlace } from '@daftar/contract';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// What the waitlist tests (waitlist-*.routes.test.ts, issue 20) share: one app per file, run on
// SQLite by `npm test` and on PostgreSQL by `npm run test:pg`, a fresh catalogue per test, and the
// seat invariants checked after each.

let n = 0;
/** A subject code no other test of the file uses. */
export const code = (prefix: string) => `${prefix}${(n += 1)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Registers the hooks of a waitlist test file and returns its bed: subject 0 has one seat (4
 * credits, Monday 8-10); 1 is 12 credits; 2 clashes with 0; 3 is open; 4 and 5 have no seats.
 */
export function waitlistTestBed() {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let fx: Fixture;
  let admin: TestUser;
  let port: number | undefined;

  beforeAll(async () => {
    t = await createTestApp({ QUOTA_EVENT_WINDOW_MS: 20, WAITLIST_MAX_PER_STUDENT: 2 });
    call = api(t);
    admin = await t.createUser({ role: 'admin' });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });
  beforeEach(async () => {
    fx = await createCatalogue(t.database.db, [
      { code: code('WFL'), credits: 4, sections: [{ capacity: 1, meetings: [[1, 8, 10]] }] },
      { code: code('WHV'), credits: 12, sections: [{ capacity: 50, meetings: [[3, 8, 10]] }] },
      { code: code('WCL'), credits: 3, sections: [{ capacity: 50, meetings: [[1, 9, 11]] }] },
      { code: code('WOP'), credits: 3, sections: [{ capacity: 50, meetings: [[4, 8, 10]] }] },
      { code: code('WZA'), sections: [{ capacity: 0 }] },
      { code: code('WZB'), sections: [{ capacity: 0 }] },
    ]);
  });

  const bed = {
    get t() {
      return t;
    },
    get call() {
      return call;
    },
    get fx() {
      return fx;
    },
    get admin() {
      return admin;
    },
    subject: (index: number) => Object.values(fx.subjects)[index]!,
    codeOf: (index: number) => Object.keys(fx.subjects)[index]!,
    student: () => t.createUser(),
    join: (user: TestUser, body: object) => call.post(API.waitlist, user, body),
    places: async (user: TestUser): Promise<WaitlistPlace[]> =>
      (await call.get(API.waitlist, user)).json(),
    selected: async (user: TestUser): Promise<number[]> =>
      (await call.get(API.selectedSubjects, user)).json().map((s: { id: number }) => s.id),
    /** The full subject's one seat taken by a new student, who is returned. */
    async holder() {
      const user = await bed.student();
      expect((await call.add(user, bed.subject(0).id)).statusCode).toBe(201);
      return user;
    },
    /** The app listening on a free port (once per file), for sockets. */
    async listen(): Promise<number> {
      if (port === undefined) {
        await t.app.listen({ host: '127.0.0.1', port: 0 });
        const address = t.app.server.address();
        port = typeof address === 'object' && address ? address.port : 0;
      }
      return port;
    },
  };
  return bed;
}
