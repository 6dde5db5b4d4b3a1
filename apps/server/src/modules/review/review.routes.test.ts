import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { reviewTestBed } from './review.test-bed';

const bed = reviewTestBed();
const { id, reason, seatsOf } = bed;

describe('decisions', () => {
  it('approves and rejects subjects, frees the seat of a rejection, and derives the status', async () => {
    await bed.http.post(API.approveSubject(bed.registrationId, id('REV1001')), bed.advisor);
    expect(await seatsOf('REV1002')).toBe(1);
    const rejected = await bed.http.post(
      API.rejectSubject(bed.registrationId, id('REV1002')),
      bed.advisor,
      reason('  <b>Full</b> programme  '),
    );
    expect(await seatsOf('REV1002')).toBe(0);
    expect(rejected.json().status).toBe('submitted');
    expect(rejected.json().subjects[1]).toMatchObject({
      status: 'rejected',
      rejectionReason: '<b>Full</b> programme',
    });
    const done = (
      await bed.http.post(API.approveSubject(bed.registrationId, id('REV1003')), bed.advisor)
    ).json();
    expect(done.status).toBe('partially_approved');
    expect((await bed.http.get(API.reviewRegistrations, bed.advisor)).json()).toEqual([]);
    const mine = (await bed.http.get('/api/registration/subjects', bed.student)).json();
    expect(mine.map((s: { status: string }) => s.status)).toEqual([
      'approved',
      'rejected',
      'approved',
    ]);
    expect(mine[1].rejectionReason).toBe('<b>Full</b> programme');
  });

  it('approves every undecided subject with Approve all', async () => {
    await bed.http.post(
      API.rejectSubject(bed.registrationId, id('REV1003')),
      bed.advisor,
      reason(),
    );
    const res = (
      await bed.http.post(API.approveRegistration(bed.registrationId), bed.advisor)
    ).json();
    expect(res.subjects.map((s: { status: string }) => s.status)).toEqual([
      'approved',
      'approved',
      'rejected',
    ]);
    expect(res.status).toBe('partially_approved');
  });

  it('rejects every subject with the one reason and frees all seats', async () => {
    await bed.http.post(API.approveSubject(bed.registrationId, id('REV1001')), bed.advisor);
    const res = (
      await bed.http.post(
        API.rejectRegistration(bed.registrationId),
        bed.advisor,
        reason('Wrong semester'),
      )
    ).json();
    expect(res.status).toBe('rejected');
    expect(
      res.subjects.every(
        (s: { status: string; rejectionReason: string }) =>
          s.status === 'rejected' && s.rejectionReason === 'Wrong semester',
      ),
    ).toBe(true);
    for (const code of ['REV1001', 'REV1002', 'REV1003']) expect(await seatsOf(code)).toBe(0);
  });

  it('refuses decisions in the wrong state, with clear codes', async () => {
    await bed.http.post(API.approveSubject(bed.registrationId, id('REV1001')), bed.advisor);
    const twice = await bed.http.post(
      API.approveSubject(bed.registrationId, id('REV1001')),
      bed.advisor,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: 'REV1001 Subject REV1001 is already approved.',
      code: 'ALREADY_DECIDED',
      params: { context: 'approved', subject: 'REV1001 Subject REV1001' },
    });
    const missing = await bed.http.post(
      API.approveSubject(bed.registrationId, 999_999),
      bed.advisor,
    );
    expect(missing.statusCode).toBe(404);
    await bed.http.post(API.approveRegistration(bed.registrationId), bed.advisor);
    const late = await bed.http.post(
      API.rejectSubject(bed.registrationId, id('REV1002')),
      bed.advisor,
      reason(),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'This registration is not waiting for review.',
      code: 'NOT_UNDER_REVIEW',
      params: {},
    });
  });

  it.each([
    [{}, 'A reason is required'],
    [{ reason: '   ' }, 'A reason is required'],
    [{ reason: 'x'.repeat(501) }, 'The reason must be at most 500 characters'],
  ])('requires a reason for every rejection: %j', async (body, message) => {
    for (const url of [
      API.rejectSubject(bed.registrationId, id('REV1001')),
      API.rejectRegistration(bed.registrationId),
    ]) {
      const res = await bed.http.post(url, bed.advisor, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: message,
        code: 'VALIDATION_ERROR',
        fields: { reason: message },
      });
    }
  });

  it('takes the seat again when a rejected subject is approved, if one is free', async () => {
    await bed.http.post(
      API.rejectSubject(bed.registrationId, id('REV1001')),
      bed.advisor,
      reason(),
    );
    const rival = await bed.t.createUser();
    expect((await bed.http.add(rival, id('REV1001'))).statusCode).toBe(201);
    // Approving a rejected subject is a change the student is told of, so it carries a reason.
    const change = reason('Room found in the section.');
    const approve = () =>
      bed.http.post(API.approveSubject(bed.registrationId, id('REV1001')), bed.advisor, change);
    const res = await approve();
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SUBJECT_FULL');
    await bed.http.remove(rival, id('REV1001'));
    expect((await approve()).statusCode).toBe(200);
    expect(await seatsOf('REV1001')).toBe(1);
  });

  it('leaves one consistent outcome when two reviewers decide the same subject at once', async () => {
    const results = await Promise.all([
      bed.http.post(API.rejectSubject(bed.registrationId, id('REV1002')), bed.advisor, reason()),
      bed.http.post(API.rejectSubject(bed.registrationId, id('REV1002')), bed.admin, reason()),
      bed.http.post(API.rejectRegistration(bed.registrationId), bed.admin, reason()),
      bed.http.post(API.approveRegistration(bed.registrationId), bed.advisor),
    ]);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const detail = (
      await bed.http.get(API.reviewRegistration(bed.registrationId), bed.admin)
    ).json();
    expect(['approved', 'rejected', 'partially_approved', 'submitted']).toContain(detail.status);
  });

  it('lets the student resubmit after a partial approval, keeping approved subjects', async () => {
    await bed.http.post(API.approveSubject(bed.registrationId, id('REV1001')), bed.advisor);
    await bed.http.post(
      API.rejectSubject(bed.registrationId, id('REV1002')),
      bed.advisor,
      reason(),
    );
    await bed.http.post(API.approveSubject(bed.registrationId, id('REV1003')), bed.advisor);
    expect((await bed.http.remove(bed.student, id('REV1002'))).statusCode).toBe(204);
    expect((await bed.http.get('/api/registration/status', bed.student)).json().status).toBe(
      'approved',
    );
    expect((await bed.http.submit(bed.student)).json().code).toBe('NOTHING_TO_SUBMIT');
    await bed.http.add(bed.student, id('REV1002'));
    expect((await bed.http.submit(bed.student)).statusCode).toBe(200);
    const detail = (
      await bed.http.get(API.reviewRegistration(bed.registrationId), bed.advisor)
    ).json();
    expect(detail.subjects.map((s: { status: string }) => s.status)).toEqual([
      'approved',
      'approved',
      'pending',
    ]);
  });
});
