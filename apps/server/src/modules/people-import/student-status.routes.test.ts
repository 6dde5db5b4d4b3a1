import { API } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { findStudent, peopleWorld, rollFile, rollReport, student } from './people-import.fixture';

// Issue 43: a student the roll withdraws (or defers, suspends, graduates) keeps their history
// but every registration action is refused, whichever path it takes.

let t: TestApp;
let fx: Fixture;
let admin: TestUser;
let withdrawn: TestUser;
let http: ReturnType<typeof api>;

/** A signed-in imported student (a token as sign-in would give, for the test's own calls). */
async function signedIn(studentId: string): Promise<TestUser> {
  const { id } = (await findStudent(t.database.db, studentId))!;
  const token = t.tokens.sign({ id, role: 'student', tokenVersion: 0 });
  return {
    id,
    username: studentId,
    role: 'student',
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  admin = (await peopleWorld(t)).admin;
  fx = await createCatalogue(t.database.db, [
    {
      code: 'MTH1001',
      sections: [
        { capacity: 5, meetings: [[1, 8, 10]] },
        { capacity: 5, meetings: [[2, 8, 10]] },
      ],
    },
    { code: 'BIG1001', sections: [{ capacity: 5, meetings: [[5, 8, 9]] }] },
    { code: 'BIG1002', sections: [{ capacity: 5, meetings: [[5, 10, 11]] }] },
    { code: 'CSC1002', sections: [{ capacity: 1, meetings: [[3, 8, 9]] }] },
  ]);
  await rollReport(t, admin, rollFile(student('S0001'), student('S0002')));
  withdrawn = await signedIn('S0001');
  const other = await signedIn('S0002');
  // While active, the student registers; the other takes CSC1002's only seat.
  expect(
    (await http.add(withdrawn, fx.subjects.MTH1001!.id, fx.subjects.MTH1001!.sectionIds[0]))
      .statusCode,
  ).toBe(201);
  expect((await http.add(withdrawn, fx.subjects.BIG1001!.id)).statusCode).toBe(201);
  expect((await http.add(other, fx.subjects.CSC1002!.id)).statusCode).toBe(201);
  const full = await rollReport(t, admin, rollFile(student('S0002')), { mode: 'full' });
  expect(full.summary.deactivated).toBe(1);
});
afterAll(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const selection = () =>
  t.database.db
    .selectFrom('registration_subjects as rs')
    .innerJoin('registrations as r', 'r.id', 'rs.registration_id')
    .select(['rs.subject_id', 'rs.section_id', 'rs.status'])
    .where('r.student_id', '=', withdrawn.id)
    .orderBy('rs.subject_id')
    .execute();

describe('a withdrawn student', () => {
  it('is refused every registration action with 403, the status named in both languages', async () => {
    const before = await selection();
    const mth = fx.subjects.MTH1001!;
    const actions = {
      add: () => http.add(withdrawn, fx.subjects.BIG1002!.id),
      remove: () => http.remove(withdrawn, fx.subjects.BIG1001!.id),
      changeSection: () =>
        http.patch(API.selectedSubject(mth.id), withdrawn, { sectionId: mth.sectionIds[1] }),
      submit: () => http.submit(withdrawn),
      joinWaitlist: () =>
        http.post(API.waitlist, withdrawn, { subjectId: fx.subjects.CSC1002!.id }),
    };
    for (const [action, call] of Object.entries(actions)) {
      const res = await call();
      expect([action, res.statusCode, res.json().code]).toEqual([
        action,
        403,
        'STUDENT_NOT_ACTIVE',
      ]);
      expect(res.json().error).toBe(
        "You are withdrawn from the university, so you cannot change your registration. Contact the registrar's office.",
      );
    }
    const malay = await t.app.inject({
      method: 'POST',
      url: API.submit,
      headers: { ...withdrawn.headers, 'accept-language': 'ms' },
    });
    expect(malay.json()).toMatchObject({
      code: 'STUDENT_NOT_ACTIVE',
      error:
        'Anda telah menarik diri daripada universiti, jadi anda tidak boleh mengubah pendaftaran anda. Hubungi pejabat pendaftar.',
    });
    expect(await selection()).toEqual(before);
  });

  it('still signs in to see the registration it has', async () => {
    const status = await http.get(API.status, withdrawn);
    expect(status.statusCode).toBe(200);
    expect((await http.get(API.history, withdrawn)).statusCode).toBe(200);
    expect(await selection()).toHaveLength(2);
    // The period they read says why, so the pages tell them before they try.
    expect((await http.get(API.period, withdrawn)).json()).toMatchObject({
      studentStatus: 'withdrawn',
    });
  });

  it('registers again once the roll makes them active', async () => {
    await rollReport(t, admin, rollFile(student('S0001'), student('S0002')));
    expect((await http.add(withdrawn, fx.subjects.BIG1002!.id)).statusCode).toBe(201);
    expect((await http.get(API.period, withdrawn)).json()).toMatchObject({
      studentStatus: 'active',
    });
  });
});
