import { afterAll, beforeAll } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// What the advisor's desk tests (advising-*.routes.test.ts, issue 26) share: one app per file
// with an admin, two advisors, and a catalogue of three plain subjects (BLK) and three with
// meetings and prerequisites (CTX). Run on SQLite by `npm test` and on PostgreSQL by
// `npm run test:pg`.

/** Registers the hooks of an advising test file and returns its bed. */
export function advisingTestBed() {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let fx: Fixture;
  let admin: TestUser;
  let advisor: TestUser;
  let otherAdvisor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    admin = await t.createUser({ role: 'admin' });
    advisor = await t.createUser({ role: 'lecturer' });
    otherAdvisor = await t.createUser({ role: 'lecturer' });
    fx = await createCatalogue(t.database.db, [
      { code: 'BLK1001', credits: 3 },
      { code: 'BLK1002', credits: 4 },
      { code: 'BLK1003', credits: 2 },
      { code: 'CTX1001', credits: 3, sections: [{ capacity: 2, meetings: [[1, 8, 10]] }] },
      {
        code: 'CTX2001',
        credits: 4,
        prerequisites: ['CTX1001'],
        sections: [{ capacity: 40, meetings: [[2, 8, 10]] }],
      },
      {
        code: 'CTX2002',
        credits: 3,
        prerequisites: ['BLK1001'],
        sections: [{ capacity: 40, meetings: [[2, 9, 11]] }],
      },
    ]);
  });
  afterAll(() => t.close());

  return {
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
    get advisor() {
      return advisor;
    },
    get otherAdvisor() {
      return otherAdvisor;
    },
  };
}
