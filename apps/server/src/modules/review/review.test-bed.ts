import { API } from '@daftar/contract';
import { afterEach, beforeEach, expect } from 'vitest';
import { api } from '../../test/api';
import {
  checkInvariants,
  createCatalogue,
  type Fixture,
  type SubjectSpec,
} from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// What the review API tests (review*.routes.test.ts) share: before each test a fresh app in
// which Aisyah has submitted three subjects (REV1001 of one seat, REV1002 and REV1003 of five) to
// her advisor, with another lecturer and an admin; after each, the seat counts still add up.

/**
 * Registers the hooks of a review test file and returns its bed; `more` subjects join the
 * catalogue, not the registration.
 */
export function reviewTestBed(more: SubjectSpec[] = []) {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let fx: Fixture;
  let advisor: TestUser;
  let otherLecturer: TestUser;
  let admin: TestUser;
  let student: TestUser;
  let registrationId: number;
  const id = (code: string) => fx.subjects[code]!.id;

  beforeEach(async () => {
    t = await createTestApp();
    http = api(t);
    fx = await createCatalogue(t.database.db, [
      { code: 'REV1001', credits: 3, sections: [{ capacity: 1, meetings: [[1, 8, 10]] }] },
      { code: 'REV1002', credits: 4, sections: [{ capacity: 5, meetings: [[2, 8, 10]] }] },
      { code: 'REV1003', credits: 2, sections: [{ capacity: 5, meetings: [[3, 8, 10]] }] },
      ...more,
    ]);
    advisor = await t.createUser({ role: 'lecturer', name: 'Dr. Advisor' });
    otherLecturer = await t.createUser({ role: 'lecturer' });
    admin = await t.createUser({ role: 'admin' });
    student = await t.createUser({ advisorId: advisor.id, name: 'Aisyah' });
    for (const code of ['REV1001', 'REV1002', 'REV1003']) await http.add(student, id(code));
    await http.submit(student);
    registrationId = (await http.get(API.reviewRegistrations, admin)).json()[0].id;
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
    get fx() {
      return fx;
    },
    get advisor() {
      return advisor;
    },
    get otherLecturer() {
      return otherLecturer;
    },
    get admin() {
      return admin;
    },
    get student() {
      return student;
    },
    get registrationId() {
      return registrationId;
    },
    id,
    reason: (text = 'Clashes with your programme requirements.') => ({ reason: text }),
    /** The seats taken in the subject's section. */
    seatsOf: async (code: string) =>
      (
        await t.database.db
          .selectFrom('sections')
          .select('registered')
          .where('subject_id', '=', id(code))
          .executeTakeFirstOrThrow()
      ).registered,
  };
}
