import { API, type InboxNotification } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Overload requests (issue 44): asking, one open request, the advisor's decision and who is told.

let t: TestApp;
let http: ReturnType<typeof api>;
let advisor: TestUser;
let student: TestUser;
const why = { reason: 'Final semester: I need WIX3001 to graduate on time.' };

beforeEach(async () => {
  t = await createTestApp();
  http = api(t);
  await createCatalogue(
    t.database.db,
    [{ code: 'OVL1001', credits: 4, sections: [{ capacity: 5 }] }],
    { creditMax: 12, overloadCap: 18 },
  );
  advisor = await t.createUser({ role: 'lecturer' });
  student = await t.createUser({ advisorId: advisor.id, name: 'Nur Aisyah' });
});
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const ask = (credits: number, user = student) =>
  http.post(API.overloadRequest, user, { credits, ...why });
const inbox = async (user: TestUser): Promise<InboxNotification[]> =>
  (await http.get(API.notifications, user)).json().notifications;

describe('a student asking for more credits', () => {
  it('asks above their maximum up to the cap, and their advisor is told', async () => {
    const res = await ask(16);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ credits: 16, status: 'pending', reason: why.reason });
    expect(await inbox(advisor)).toEqual([
      expect.objectContaining({
        kind: 'overloadRequested',
        reason: why.reason,
        overload: expect.objectContaining({
          id: res.json().id,
          credits: 16,
          studentName: 'Nur Aisyah',
        }),
      }),
    ]);
    const own = (await http.get(API.overloadRequest, student)).json();
    expect(own).toMatchObject({
      creditMax: 12,
      overloadCap: 18,
      requests: [{ status: 'pending' }],
    });
  });

  it('refuses credits not above the maximum, above the cap, or in a period without a cap', async () => {
    const notAbove = await ask(12);
    expect(notAbove.statusCode).toBe(409);
    expect(notAbove.json()).toMatchObject({
      code: 'OVERLOAD_CREDITS',
      error: 'Your maximum is already 12 credits: ask for more than that, up to 18.',
    });
    const aboveCap = await ask(19);
    expect(aboveCap.json()).toMatchObject({
      code: 'OVERLOAD_CREDITS',
      error: 'You may ask for at most 18 credits this period; you asked for 19.',
    });
    await t.database.db.updateTable('registration_periods').set({ overload_cap: null }).execute();
    expect((await ask(16)).json()).toMatchObject({
      code: 'OVERLOAD_CREDITS',
      error: 'This registration period takes no requests for more credits.',
    });
    expect((await http.get(API.overloadRequest, student)).json().requests).toEqual([]);
  });

  it('refuses a body without a reason or with credits out of range, and anyone not a student', async () => {
    const noReason = await http.post(API.overloadRequest, student, { credits: 16, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().code).toBe('VALIDATION_ERROR');
    expect(
      (await http.post(API.overloadRequest, student, { credits: 41, ...why })).statusCode,
    ).toBe(400);
    expect((await ask(16, advisor)).statusCode).toBe(403);
  });

  it('keeps one open request a period; a withdrawn one makes way for another', async () => {
    expect((await ask(16)).statusCode).toBe(201);
    const again = await ask(18);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'OVERLOAD_OPEN', params: { credits: 16 } });
    const withdrawn = await http.del(API.overloadRequest, student);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', credits: 16 });
    expect((await http.del(API.overloadRequest, student)).statusCode).toBe(404);
    expect((await ask(18)).statusCode).toBe(201);
    const { requests } = (await http.get(API.overloadRequest, student)).json();
    expect(requests.map((r: { status: string }) => r.status)).toEqual(['pending', 'withdrawn']);
  });

  it('keeps one open request when two asks arrive at once', async () => {
    const replies = await Promise.all([ask(15), ask(16), ask(17)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe("the semester's overload cap", () => {
  it('is set by the registrar above the maximum, or cleared to take no requests', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const [period] = (await http.get(API.adminPeriods, admin)).json();
    expect(period.overloadCap).toBe(18);
    const below = await http.patch(API.adminPeriod(period.id), admin, { overloadCap: 12 });
    expect(below.statusCode).toBe(400);
    expect(below.json().fields).toEqual({
      overloadCap: 'The overload cap must be more than maximum credits',
    });
    const cleared = await http.patch(API.adminPeriod(period.id), admin, { overloadCap: null });
    expect(cleared.json().overloadCap).toBeNull();
    expect((await ask(16)).json().code).toBe('OVERLOAD_CREDITS');
    await http.patch(API.adminPeriod(period.id), admin, { overloadCap: 20 });
    expect((await ask(20)).statusCode).toBe(201);
  });
});

describe("the advisor's decision", () => {
  it('approves: the student is told, and the approval is their maximum', async () => {
    const { id } = (await ask(16)).json();
    expect((await http.get(API.overloadRequests, advisor)).json()).toEqual([
      expect.objectContaining({ id, credits: 16, creditMax: 12, creditsHeld: 0 }),
    ]);
    const res = await http.post(API.approveOverload(id), advisor);
    expect(res.json()).toMatchObject({ status: 'approved', decisionReason: null });
    expect((await http.get(API.period, student)).json().creditMax).toBe(16);
    expect(await inbox(student)).toEqual([
      expect.objectContaining({ kind: 'overloadDecided', decision: 'approved' }),
    ]);
    expect((await http.get(API.overloadRequests, advisor)).json()).toEqual([]);
    const twice = await http.post(API.approveOverload(id), advisor);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This overload request has already been approved.');
    // Asking again starts from the approved maximum.
    expect((await ask(16)).json().code).toBe('OVERLOAD_CREDITS');
  });

  it("shows the advisor the student's own maximum: their standing's, or an earlier approval", async () => {
    await t.database.db
      .updateTable('registration_periods')
      .set({ credit_max_probation: 8 })
      .execute();
    await t.database.db
      .insertInto('student_records')
      .values({
        student_id: student.id,
        credits_earned: 0,
        cgpa_points_hundredths: 0,
        cgpa_credits: 0,
        standing: 'probation',
        roll_standing: null,
      })
      .execute();
    const first = (await ask(10)).json();
    expect((await http.get(API.overloadRequests, advisor)).json()).toEqual([
      expect.objectContaining({ id: first.id, creditMax: 8 }),
    ]);
    await http.post(API.approveOverload(first.id), advisor);
    const second = (await ask(14)).json();
    expect((await http.get(API.overloadRequests, advisor)).json()).toEqual([
      expect.objectContaining({ id: second.id, creditMax: 10 }),
    ]);
  });

  it('rejects only with a reason, which the student reads; the maximum stays', async () => {
    const { id } = (await ask(16)).json();
    expect((await http.post(API.rejectOverload(id), advisor, {})).statusCode).toBe(400);
    const reason = { reason: 'Your results last semester do not support an overload.' };
    const res = await http.post(API.rejectOverload(id), advisor, reason);
    expect(res.json()).toMatchObject({ status: 'rejected', decisionReason: reason.reason });
    expect((await http.get(API.period, student)).json().creditMax).toBe(12);
    expect(await inbox(student)).toEqual([
      expect.objectContaining({ kind: 'overloadDecided', decision: 'rejected', ...reason }),
    ]);
  });

  it("refuses another advisor's student's request as not found; an admin decides any", async () => {
    const { id } = (await ask(16)).json();
    const other = await t.createUser({ role: 'lecturer' });
    expect((await http.get(API.overloadRequests, other)).json()).toEqual([]);
    const refused = await http.post(API.approveOverload(id), other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect((await http.post(API.approveOverload(id), student)).statusCode).toBe(403);
    const admin = await t.createUser({ role: 'admin' });
    expect((await http.get(API.overloadRequests, admin)).json()).toHaveLength(1);
    expect((await http.post(API.approveOverload(id), admin)).statusCode).toBe(200);
  });

  it('refuses to approve above a cap the registrar lowered since', async () => {
    const { id } = (await ask(18)).json();
    await t.database.db.updateTable('registration_periods').set({ overload_cap: 16 }).execute();
    const res = await http.post(API.approveOverload(id), advisor);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      "This request asks for 18 credits, above the period's overload cap of 16.",
    );
  });
});
