import { API } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// An approved overload is the student's credit maximum on every path that takes a seat (issue 44):
// each test below is refused at the period's maximum of 10 and allowed at the approved 14.

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let advisor: TestUser;
let student: TestUser;
const id = (code: string) => fx.subjects[code]!.id;

beforeEach(async () => {
  t = await createTestApp();
  http = api(t);
  fx = await createCatalogue(
    t.database.db,
    [
      { code: 'OSP1001', credits: 4, sections: [{ capacity: 5, meetings: [[1, 8, 10]] }] },
      { code: 'OSP1002', credits: 4, sections: [{ capacity: 5, meetings: [[2, 8, 10]] }] },
      {
        code: 'OSP1003',
        credits: 4,
        sections: [
          { capacity: 5, meetings: [[3, 8, 10]] },
          { capacity: 5, meetings: [[4, 8, 10]] },
        ],
      },
      // One seat.
      { code: 'OSP1004', credits: 4, sections: [{ capacity: 1, meetings: [[5, 8, 10]] }] },
    ],
    { creditMax: 10, overloadCap: 16 },
  );
  advisor = await t.createUser({ role: 'lecturer' });
  student = await t.createUser({ advisorId: advisor.id });
  for (const code of ['OSP1001', 'OSP1002'])
    expect((await http.add(student, id(code))).statusCode).toBe(201);
});
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

async function approveOverload(credits: number) {
  const asked = await http.post(API.overloadRequest, student, {
    credits,
    reason: 'Repeating a failed subject alongside my final year.',
  });
  expect(asked.statusCode).toBe(201);
  expect((await http.post(API.approveOverload(asked.json().id), advisor)).statusCode).toBe(200);
}

const selected = async () =>
  (await http.get(API.selectedSubjects, student))
    .json()
    .map((s: { code: string; status: string }) => `${s.code}:${s.status}`);

describe('an approved overload as the credit maximum', () => {
  it('lets an add through that the period maximum refused, and refusals name the new maximum', async () => {
    const refused = await http.add(student, id('OSP1003'));
    expect(refused.json()).toMatchObject({ code: 'CREDIT_LIMIT', params: { creditMax: 10 } });
    await approveOverload(14);
    expect((await http.add(student, id('OSP1003'))).statusCode).toBe(201);
    const beyond = await http.add(student, id('OSP1004'));
    expect(beyond.json()).toMatchObject({
      code: 'CREDIT_LIMIT',
      params: { creditsAfter: 16, creditMax: 14 },
    });
  });

  it('holds on a section change while the student holds more than the period maximum', async () => {
    await approveOverload(14);
    expect((await http.add(student, id('OSP1003'))).statusCode).toBe(201);
    const [, second] = fx.subjects.OSP1003!.sectionIds;
    const moved = await http.patch(API.selectedSubject(id('OSP1003')), student, {
      sectionId: second,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().section.id).toBe(second);
  });

  it('promotes a waiting student the period maximum would pass over', async () => {
    const holder = await t.createUser();
    expect((await http.add(holder, id('OSP1004'))).statusCode).toBe(201);
    expect((await http.add(student, id('OSP1003'))).statusCode).toBe(409);
    await approveOverload(14);
    expect((await http.add(student, id('OSP1003'))).statusCode).toBe(201);
    // 12 held: the seat would take the student to 16, beyond 14; a second approval raises it.
    expect((await http.post(API.waitlist, student, { subjectId: id('OSP1004') })).statusCode).toBe(
      201,
    );
    await approveOverload(16);
    expect((await http.remove(holder, id('OSP1004'))).statusCode).toBe(204);
    expect(await selected()).toContain('OSP1004:pending');
  });

  it('lets an advisor approve a rejected subject again within the approved maximum', async () => {
    await approveOverload(14);
    expect((await http.add(student, id('OSP1003'))).statusCode).toBe(201);
    expect((await http.submit(student)).statusCode).toBe(200);
    const registrationId = (await http.get(API.reviewRegistrations, advisor)).json()[0].id;
    const reason = { reason: 'Check with the programme first.' };
    expect(
      (await http.post(API.rejectSubject(registrationId, id('OSP1003')), advisor, reason))
        .statusCode,
    ).toBe(200);
    const again = await http.post(API.approveSubject(registrationId, id('OSP1003')), advisor, {
      reason: 'The programme agreed.',
    });
    expect(again.statusCode).toBe(200);
    expect(await selected()).toContain('OSP1003:approved');
  });

  it('refuses the same re-approval at the period maximum', async () => {
    await approveOverload(14);
    expect((await http.add(student, id('OSP1003'))).statusCode).toBe(201);
    expect((await http.submit(student)).statusCode).toBe(200);
    const registrationId = (await http.get(API.reviewRegistrations, advisor)).json()[0].id;
    const reason = { reason: 'Check with the programme first.' };
    await http.post(API.rejectSubject(registrationId, id('OSP1003')), advisor, reason);
    // Without the approval (undone in the database: no route takes one back), the period's
    // maximum is the student's again.
    await t.database.db
      .updateTable('overload_requests')
      .set({ status: 'withdrawn' })
      .where('student_id', '=', student.id)
      .execute();
    const again = await http.post(API.approveSubject(registrationId, id('OSP1003')), advisor, {
      reason: 'The programme agreed.',
    });
    expect(again.json()).toMatchObject({ code: 'CREDIT_LIMIT', params: { creditMax: 10 } });
  });
});
