import { API } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// A new consumer of "a subject was decided" is one registration on the app's domain events: no
// route or service changes. This is the proof, through the real routes.

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let advisor: TestUser;
let student: TestUser;
let registrationId: number;
const id = (code: string) => fx.subjects[code]!.id;

beforeEach(async () => {
  t = await createTestApp();
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    { code: 'EVT1001', credits: 3, sections: [{ capacity: 5, meetings: [[1, 8, 10]] }] },
    { code: 'EVT1002', credits: 4, sections: [{ capacity: 5, meetings: [[2, 8, 10]] }] },
  ]);
  advisor = await t.createUser({ role: 'lecturer' });
  student = await t.createUser({ advisorId: advisor.id });
  for (const code of ['EVT1001', 'EVT1002']) await http.add(student, id(code));
  await http.submit(student);
  registrationId = (await http.get(API.reviewRegistrations, advisor)).json()[0].id;
});
afterEach(() => t.close());

describe('a consumer of decided subjects', () => {
  it('hears each decision once it has committed, and nothing of a refused one', async () => {
    const decided = vi.fn();
    t.app.domainEvents.afterCommit('subjectsDecided', async (event) => {
      // Told after the commit: the decision is already what everyone reads.
      const [row] = await t.database.db
        .selectFrom('registration_subjects')
        .select('status')
        .where('registration_id', '=', event.registrationId)
        .where('subject_id', '=', event.updates[0]!.subjectId)
        .execute();
      decided({ ...event, statusRead: row?.status });
    });

    const reason = { reason: 'Not in your programme structure.' };
    const reject = () =>
      http.post(API.rejectSubject(registrationId, id('EVT1001')), advisor, reason);
    expect((await reject()).statusCode).toBe(200);
    // Rejected again: 409, nothing happened, nothing is told.
    expect((await reject()).statusCode).toBe(409);

    expect(decided).toHaveBeenCalledOnce();
    expect(decided.mock.calls[0]![0]).toMatchObject({
      registrationId,
      studentId: student.id,
      reviewerId: advisor.id,
      scope: 'subject',
      decision: 'rejected',
      reason: reason.reason,
      statusRead: 'rejected',
      updates: [{ userId: student.id, subjectId: id('EVT1001'), newStatus: 'rejected' }],
    });
  });

  it('leaves the inbox and the audit trail written in the decision transaction', async () => {
    expect((await http.post(API.approveRegistration(registrationId), advisor)).statusCode).toBe(
      200,
    );
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select(['subject_id', 'scope', 'decision', 'actor_id'])
      .where('registration_id', '=', registrationId)
      .orderBy('subject_id')
      .execute();
    expect(audit).toEqual(
      ['EVT1001', 'EVT1002'].map((code) => ({
        subject_id: id(code),
        scope: 'registration',
        decision: 'approved',
        actor_id: advisor.id,
      })),
    );
    const inbox = (await http.get(API.notifications, student)).json().notifications;
    expect(inbox.map((n: { kind: string }) => n.kind)).toEqual(['decision', 'decision']);
  });
});
