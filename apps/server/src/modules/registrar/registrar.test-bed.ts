import { API } from '@daftar/contract';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// What the registrar's API tests (registrar-*.routes.test.ts) share: one app per file whose live
// counts are sent within 20 ms, an admin, and before each test a fresh catalogue of two subjects
// (one of two seats, one of thirty) under codes the file's database has not seen.

export const day = 86_400_000;
/** The date `offset` days from now, as YYYY-MM-DD. */
export const isoDay = (offset: number) =>
  new Date(Date.now() + offset * day).toISOString().slice(0, 10);

export const newPeriod = {
  semester: 1,
  academicYear: '2026/2027',
  startDate: '2027-02-01',
  endDate: '2027-02-21',
  creditMax: 21,
};

/** Registers the hooks of a registrar test file and returns its bed. */
export function registrarTestBed() {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let admin: TestUser;
  let fx: Fixture;

  // Codes this file's one database has not seen yet (random ones collided now and then).
  let codesMade = 0;
  const uniqueCode = (prefix: string) => `${prefix}${(codesMade += 1)}`;

  beforeAll(async () => {
    t = await createTestApp({ QUOTA_EVENT_WINDOW_MS: 20 });
    call = api(t);
    admin = await t.createUser({ role: 'admin', name: 'Puan Registrar' });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    fx = await createCatalogue(t.database.db, [
      { code: uniqueCode('REG'), credits: 3, sections: [{ capacity: 2 }] },
      { code: uniqueCode('REH'), credits: 3, sections: [{ capacity: 30 }] },
    ]);
  });

  return {
    get t() {
      return t;
    },
    get call() {
      return call;
    },
    get admin() {
      return admin;
    },
    get fx() {
      return fx;
    },
    uniqueCode,
    subjects: () => Object.values(fx.subjects),
    /** A new student, in the given year of study if one is given. */
    student: async (year?: number) => {
      const user = await t.createUser();
      if (year) {
        await t.database.db
          .updateTable('users')
          .set({ year_of_study: year })
          .where('id', '=', user.id)
          .execute();
      }
      return user;
    },
    /** The admin trail's newest entry. */
    lastChange: async () =>
      (await call.get(`${API.adminChanges}?pageSize=1`, admin)).json().items[0],
  };
}
