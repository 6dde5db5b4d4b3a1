import { afterEach, beforeEach, expect } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

/**
 * Registers the hooks of a registration route test file and returns its bed: a fresh app per
 * test with one student and a small catalogue (MTH1001 has two sections, Monday and Tuesday 8-10;
 * CSC1001 meets Monday 9-11; CSC1002 has one seat; CSC2001 needs CSC1001; BIG1001-1004 are 4
 * credits each), whose seat invariants are checked after each test.
 */
export function registrationTestBed() {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let student: TestUser;
  let fx: Fixture;

  beforeEach(async () => {
    t = await createTestApp();
    http = api(t);
    student = await t.createUser();
    fx = await createCatalogue(t.database.db, [
      {
        code: 'MTH1001',
        credits: 4,
        sections: [
          { capacity: 2, meetings: [[1, 8, 10]] },
          { capacity: 2, meetings: [[2, 8, 10]] },
        ],
      },
      { code: 'CSC1001', credits: 3, sections: [{ capacity: 30, meetings: [[1, 9, 11]] }] },
      { code: 'CSC1002', credits: 3, year: 2, sections: [{ capacity: 1, meetings: [[3, 8, 9]] }] },
      {
        code: 'CSC2001',
        credits: 3,
        year: 2,
        prerequisites: ['CSC1001'],
        sections: [{ capacity: 30, meetings: [[4, 8, 9]] }],
      },
      { code: 'BIG1001', credits: 4, sections: [{ capacity: 30, meetings: [[5, 8, 9]] }] },
      { code: 'BIG1002', credits: 4, sections: [{ capacity: 30, meetings: [[5, 10, 11]] }] },
      { code: 'BIG1003', credits: 4, sections: [{ capacity: 30, meetings: [[5, 14, 15]] }] },
      { code: 'BIG1004', credits: 4, sections: [{ capacity: 30, meetings: [[4, 14, 15]] }] },
    ]);
  });
  afterEach(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    await t.close();
  });

  return {
    get t() {
      return t;
    },
    get http() {
      return http;
    },
    get student() {
      return student;
    },
    get fx() {
      return fx;
    },
    /** A test's own catalogue instead, which `id` then reads. */
    set fx(catalogue: Fixture) {
      fx = catalogue;
    },
    id: (code: string) => fx.subjects[code]!.id,
  };
}
