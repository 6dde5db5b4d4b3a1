import { API, type RegistrationDetail, type RegistrationSummary } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { reviewTestBed } from './review.test-bed';

// The advisor's desk and an amendment (issue 47): after her registration is approved, Aisyah
// drops REV1002 and adds REV1004 during add/drop past the window, and submits. The desk lists
// it as an amendment, its detail names both changes, and the subjects approved before keep
// their status and seats whatever the advisor decides of the added one.

const bed = reviewTestBed([
  { code: 'REV1004', credits: 3, sections: [{ capacity: 5, meetings: [[4, 8, 10]] }] },
]);
const { id, reason, seatsOf } = bed;

/** A Malaysian calendar day `offset` days from today. */
const myDay = (offset: number) =>
  new Date(Date.now() + 8 * 3600e3 + offset * 86_400_000).toISOString().slice(0, 10);

const ok = (res: { statusCode: number; body: string }, status = 200) =>
  expect(res.statusCode, res.body).toBe(status);

const detail = async (): Promise<RegistrationDetail> =>
  (await bed.http.get(API.reviewRegistration(bed.registrationId), bed.advisor)).json();

const statuses = (of: RegistrationDetail) =>
  Object.fromEntries(of.subjects.map((s) => [s.code, s.status]));

/** Approved in the window, then amended and submitted again during add/drop after it. */
async function amend() {
  ok(await bed.http.post(API.approveRegistration(bed.registrationId), bed.advisor));
  // The window's end is read as a UTC day, which Malaysia's yesterday may still be: two days
  // back it is over whatever the hour.
  ok(
    await bed.http.patch(API.adminPeriod(bed.fx.periodId), bed.admin, {
      startDate: myDay(-30),
      endDate: myDay(-2),
      addDropEndDate: myDay(3),
    }),
  );
  const period = (await bed.http.get(API.period, bed.student)).json();
  expect(period).toMatchObject({ status: 'Closed', stages: { current: ['addDrop'] } });
  ok(await bed.http.remove(bed.student, id('REV1002')), 204);
  ok(await bed.http.add(bed.student, id('REV1004')), 201);
  ok(await bed.http.submit(bed.student));
}

const change = (code: string, kind: 'add' | 'drop', credits: number) => ({
  subject: { id: id(code), code, name: `Subject ${code}`, nameMs: null },
  change: kind,
  stage: 'add_drop',
  credits,
  at: expect.any(String),
});

describe('an amendment on the desk', () => {
  it('lists it as an amendment, names its changes, and approves the added subject', async () => {
    const before: RegistrationSummary[] = (
      await bed.http.get(API.reviewRegistrations, bed.advisor)
    ).json();
    expect(before.map((r) => r.amendment)).toEqual([false]);
    expect((await detail()).changes).toEqual([]);

    await amend();
    const list: RegistrationSummary[] = (
      await bed.http.get(API.reviewRegistrations, bed.advisor)
    ).json();
    expect(list).toMatchObject([{ id: bed.registrationId, amendment: true, totalCredits: 8 }]);
    const queue = (await bed.http.get(API.reviewQueue, bed.advisor)).json();
    expect(queue.items).toMatchObject([{ id: bed.registrationId, amendment: true }]);

    const amended = await detail();
    expect(amended).toMatchObject({ status: 'submitted', amendment: true });
    expect(amended.changes).toEqual([change('REV1002', 'drop', 4), change('REV1004', 'add', 3)]);
    const [dropped, added] = amended.changes;
    expect(dropped!.at <= added!.at).toBe(true);
    expect(statuses(amended)).toEqual({
      REV1001: 'approved',
      REV1003: 'approved',
      REV1004: 'pending',
    });
    for (const code of ['REV1001', 'REV1003', 'REV1004']) expect(await seatsOf(code)).toBe(1);
    expect(await seatsOf('REV1002')).toBe(0);

    ok(await bed.http.post(API.approveSubject(bed.registrationId, id('REV1004')), bed.advisor));
    const decided = await detail();
    expect(decided.status).toBe('approved');
    expect(Object.values(statuses(decided))).toEqual(['approved', 'approved', 'approved']);
    for (const code of ['REV1001', 'REV1003', 'REV1004']) expect(await seatsOf(code)).toBe(1);
    expect((await bed.http.get(API.reviewRegistrations, bed.advisor)).json()).toEqual([]);
  });

  it('keeps the approved subjects and their seats when the added one is rejected', async () => {
    await amend();
    ok(
      await bed.http.post(
        API.rejectSubject(bed.registrationId, id('REV1004')),
        bed.advisor,
        reason('Not offered to your programme.'),
      ),
    );
    const decided = await detail();
    expect(decided.status).toBe('partially_approved');
    expect(statuses(decided)).toEqual({
      REV1001: 'approved',
      REV1003: 'approved',
      REV1004: 'rejected',
    });
    expect(await seatsOf('REV1001')).toBe(1);
    expect(await seatsOf('REV1003')).toBe(1);
    expect(await seatsOf('REV1004')).toBe(0);
    // The registration stays an amendment on the desk's other lists, with its changes.
    expect(decided.changes.map((c) => `${c.change} ${c.subject.code}`)).toEqual([
      'drop REV1002',
      'add REV1004',
    ]);
  });
});
