import { API } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Approving a subject that was rejected takes its seat again, so it must pass every rule an add
// passes: by then the student may have filled the credits and the time slot it left.

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let advisor: TestUser;
let student: TestUser;
const id = (code: string) => fx.subjects[code]!.id;
const reason = { reason: 'Take it next semester.' };
const change = { reason: 'Head of programme agreed to the overload.' };

async function rejectFirstThenFillItsPlace(creditMax: number) {
  fx = await createCatalogue(
    t.database.db,
    [
      { code: 'RAP1001', credits: 3, sections: [{ capacity: 5, meetings: [[1, 8, 10]] }] },
      { code: 'RAP1002', credits: 4, sections: [{ capacity: 5, meetings: [[2, 8, 10]] }] },
      { code: 'RAP1003', credits: 3, sections: [{ capacity: 5, meetings: [[3, 8, 10]] }] },
      // Meets in RAP1001's slot.
      { code: 'RAP1004', credits: 3, sections: [{ capacity: 5, meetings: [[1, 9, 11]] }] },
    ],
    { creditMax },
  );
  advisor = await t.createUser({ role: 'lecturer' });
  student = await t.createUser({ advisorId: advisor.id });
  for (const code of ['RAP1001', 'RAP1002'])
    expect((await http.add(student, id(code))).statusCode).toBe(201);
  await http.submit(student);
  const registrationId = (await http.get(API.reviewRegistrations, advisor)).json()[0].id;
  expect(
    (await http.post(API.rejectSubject(registrationId, id('RAP1001')), advisor, reason)).statusCode,
  ).toBe(200);
  expect(
    (await http.post(API.approveSubject(registrationId, id('RAP1002')), advisor)).statusCode,
  ).toBe(200);
  // 4 approved + 3 + 3 new credits: exactly the maximum of 10, and RAP1004 in RAP1001's slot.
  for (const code of ['RAP1003', 'RAP1004'])
    expect((await http.add(student, id(code))).statusCode).toBe(201);
  expect((await http.submit(student)).statusCode).toBe(200);
  return registrationId as number;
}

const creditsOf = async () => (await http.get(API.period, student)).json().creditSelected;

beforeEach(async () => {
  t = await createTestApp();
  http = api(t);
});
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

describe('approving a rejected subject again', () => {
  it('refuses when it would pass the credit maximum, saying so to the advisor', async () => {
    const registrationId = await rejectFirstThenFillItsPlace(10);
    const res = await http.post(API.approveSubject(registrationId, id('RAP1001')), advisor, change);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CREDIT_LIMIT',
      error:
        'Approving RAP1001 (3 credits) again would take the student to 13 credits; the maximum is 10.',
      params: { context: 'advisor', code: 'RAP1001', credits: 3, creditsAfter: 13, creditMax: 10 },
    });
    expect(await creditsOf()).toBe(10);
    const detail = (await http.get(API.reviewRegistration(registrationId), advisor)).json();
    expect(detail.subjects.find((s: { code: string }) => s.code === 'RAP1001').status).toBe(
      'rejected',
    );
  });

  it('refuses when it clashes with a subject the student took since', async () => {
    const registrationId = await rejectFirstThenFillItsPlace(20);
    const res = await http.post(API.approveSubject(registrationId, id('RAP1001')), advisor, change);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TIME_CLASH');
    expect(res.json().error).toMatch(
      /^RAP1001 .* clashes with RAP1004 .*which the student now takes\.$/,
    );
    expect(await creditsOf()).toBe(10);
  });

  it('takes the seat back when every rule holds', async () => {
    const registrationId = await rejectFirstThenFillItsPlace(20);
    expect(
      (await http.post(API.rejectSubject(registrationId, id('RAP1004')), advisor, reason))
        .statusCode,
    ).toBe(200);
    const res = await http.post(API.approveSubject(registrationId, id('RAP1001')), advisor, change);
    expect(res.statusCode).toBe(200);
    expect(await creditsOf()).toBe(10);
  });
});
