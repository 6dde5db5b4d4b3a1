import { API } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Issue 42: a decision the student was told of is changed only with a reason, which the trail
// keeps and the student is told, so no client, the web app's shortcuts or an API script, changes
// it silently.

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let advisor: TestUser;
let student: TestUser;
let registrationId: number;
const id = (code: string) => fx.subjects[code]!.id;
const rejection = { reason: 'Not in your programme structure.' };
const change = { reason: 'The programme structure allows it as an elective.' };

beforeEach(async () => {
  t = await createTestApp();
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    { code: 'REV1001', credits: 3, sections: [{ capacity: 5, meetings: [[1, 8, 10]] }] },
    { code: 'REV1002', credits: 4, sections: [{ capacity: 5, meetings: [[2, 8, 10]] }] },
  ]);
  advisor = await t.createUser({ role: 'lecturer' });
  student = await t.createUser({ advisorId: advisor.id });
  for (const code of ['REV1001', 'REV1002']) await http.add(student, id(code));
  await http.submit(student);
  registrationId = (await http.get(API.reviewRegistrations, advisor)).json()[0].id;
});
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const statusOf = async (code: string) =>
  (await http.get(API.reviewRegistration(registrationId), advisor))
    .json()
    .subjects.find((s: { code: string }) => s.code === code).status;
const trail = () =>
  t.database.db
    .selectFrom('audit_events')
    .select(['subject_id', 'decision', 'reason'])
    .where('registration_id', '=', registrationId)
    .orderBy('id')
    .execute();
const decisionsTold = async () =>
  (await http.get(API.notifications, student))
    .json()
    .notifications.filter((n: { kind: string }) => n.kind === 'decision');

describe('changing a decision the student was told of', () => {
  it('refuses to approve a rejected subject without a reason, changing nothing', async () => {
    const reject = API.rejectSubject(registrationId, id('REV1001'));
    expect((await http.post(reject, advisor, rejection)).statusCode).toBe(200);

    const approve = API.approveSubject(registrationId, id('REV1001'));
    for (const body of [undefined, {}]) {
      const res = await http.post(approve, advisor, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'REVERSAL_REASON_REQUIRED',
        error:
          'REV1001 Subject REV1001 was already decided and its student told: changing the decision needs a reason.',
      });
    }
    // A blank reason is no reason.
    expect((await http.post(approve, advisor, { reason: '   ' })).json().code).toBe(
      'VALIDATION_ERROR',
    );
    expect(await statusOf('REV1001')).toBe('rejected');
    expect(await trail()).toHaveLength(1);
    expect(await decisionsTold()).toHaveLength(1);
  });

  it('approves with a reason: the trail keeps it and the student is told what changed and why', async () => {
    await http.post(API.rejectSubject(registrationId, id('REV1001')), advisor, rejection);
    const res = await http.post(API.approveSubject(registrationId, id('REV1001')), advisor, change);
    expect(res.statusCode).toBe(200);
    const subject = res.json().subjects.find((s: { code: string }) => s.code === 'REV1001');
    // Approved subjects carry no rejection reason.
    expect(subject).toEqual(expect.not.objectContaining({ rejectionReason: expect.anything() }));
    expect(subject.status).toBe('approved');

    expect(await trail()).toEqual([
      { subject_id: id('REV1001'), decision: 'rejected', reason: rejection.reason },
      { subject_id: id('REV1001'), decision: 'approved', reason: change.reason },
    ]);
    const [, told] = await decisionsTold();
    expect(told).toMatchObject({
      decision: 'approved',
      reason: change.reason,
      reversedFrom: 'rejected',
      subject: { code: 'REV1001' },
    });
  });

  it('tells the student an approval was taken back, with the rejection reason', async () => {
    await http.post(API.approveSubject(registrationId, id('REV1002')), advisor);
    // A first approval needs no reason and is no change.
    const [first] = await decisionsTold();
    expect(first).not.toHaveProperty('reversedFrom');

    expect(
      (await http.post(API.rejectSubject(registrationId, id('REV1002')), advisor, rejection))
        .statusCode,
    ).toBe(200);
    const [, told] = await decisionsTold();
    expect(told).toMatchObject({
      decision: 'rejected',
      reason: rejection.reason,
      reversedFrom: 'approved',
    });
  });

  it('marks the approved subjects a whole-registration rejection overturns', async () => {
    await http.post(API.approveSubject(registrationId, id('REV1002')), advisor);
    expect(
      (await http.post(API.rejectRegistration(registrationId), advisor, rejection)).statusCode,
    ).toBe(200);
    const told = (await decisionsTold()).slice(1);
    expect(told).toHaveLength(2);
    const bySubject = Object.fromEntries(
      told.map((n: { subject: { code: string } }) => [n.subject.code, n]),
    );
    expect(bySubject.REV1001).not.toHaveProperty('reversedFrom');
    expect(bySubject.REV1002).toMatchObject({ reversedFrom: 'approved', reason: rejection.reason });
  });
});
