import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/test-app';
import { checkInvariants } from '../../test/catalogue-fixture';
import { isoDay, registrarTestBed } from '../registrar/registrar.test-bed';
import { campusDay } from '../seats/seats.stage-rules';

// Withdrawal (issue 47): asked for during the withdrawal stage, decided by the advisor, W on the
// record, seats freed at once, and the credit minimum passed only when the advisor says so.

const bed = registrarTestBed();
const subjects = () =>
  Object.entries(bed.fx.subjects).map(([code, subject]) => ({ code, ...subject }));

const myDay = (offset: number) => campusDay(new Date(Date.now() + offset * 86_400_000));

const withdrawalStage = async (start: number, end: number, creditMin = 0) => {
  const res = await bed.call.patch(API.adminPeriod(bed.fx.periodId), bed.admin, {
    startDate: isoDay(-40),
    withdrawalStartDate: myDay(start),
    withdrawalEndDate: myDay(end),
    creditMin,
  });
  expect(res.statusCode, res.body).toBe(200);
};

async function approvedStudent(...subjectIds: number[]) {
  const user = await bed.student();
  for (const id of subjectIds) expect((await bed.call.add(user, id)).statusCode).toBe(201);
  expect((await bed.call.submit(user)).statusCode).toBe(200);
  const { id } = await bed.t.database.db
    .selectFrom('registrations')
    .select('id')
    .where('student_id', '=', user.id)
    .executeTakeFirstOrThrow();
  expect((await bed.call.post(API.approveRegistration(id), bed.admin, {})).statusCode).toBe(200);
  return user;
}

const held = async (user: TestUser) =>
  (await bed.call.get(API.selectedSubjects, user)).json().map((s: { id: number }) => s.id);

const seatsTaken = async (subjectId: number) =>
  (
    await bed.t.database.db
      .selectFrom('sections')
      .select('registered')
      .where('subject_id', '=', subjectId)
      .executeTakeFirstOrThrow()
  ).registered;

const ask = (user: TestUser, body: object) =>
  bed.call.post(API.withdrawals, user, { reason: 'Medical leave.', ...body });

describe('withdrawal', () => {
  it('is refused outside its stage, naming its days', async () => {
    const [small] = subjects();
    const someone = await approvedStudent(small!.id);
    const none = await ask(someone, { subjectId: small!.id });
    expect(none.json()).toMatchObject({ code: 'WITHDRAWAL_NOT_OPEN' });
    await withdrawalStage(1, 30);
    const before = await ask(someone, { subjectId: small!.id });
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({
      code: 'WITHDRAWAL_NOT_OPEN',
      params: { context: 'upcoming', start: myDay(1), end: myDay(30) },
    });
    await withdrawalStage(-30, -1);
    const after = await ask(someone, { subjectId: small!.id });
    expect(after.json()).toMatchObject({
      code: 'WITHDRAWAL_NOT_OPEN',
      params: { context: 'ended', end: myDay(-1) },
    });
    expect(after.json().error).toContain('Withdrawal ended on');
    // Its first day and its last.
    await withdrawalStage(0, 10);
    expect((await ask(someone, { subjectId: small!.id })).statusCode).toBe(201);
    await bed.t.database.db.deleteFrom('withdrawals').execute();
    await withdrawalStage(-10, 0);
    expect((await ask(someone, { subjectId: small!.id })).statusCode).toBe(201);
  });

  it('records W, frees the seat for one waiting, and needs the advisor to pass the minimum', async () => {
    const [small, large] = subjects();
    const withdrawing = await approvedStudent(small!.id, large!.id);
    await approvedStudent(small!.id);
    const waiting = await approvedStudent(large!.id);
    expect((await bed.call.post(API.waitlist, waiting, { subjectId: small!.id })).statusCode).toBe(
      201,
    );
    await withdrawalStage(0, 14, 6);

    const asked = await ask(withdrawing, { subjectId: small!.id });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      status: 'pending',
      subject: { id: small!.id, code: small!.code },
      credits: 3,
      creditsAfter: 3,
      creditMin: 6,
    });
    expect((await ask(withdrawing, { subjectId: small!.id })).json().code).toBe('WITHDRAWAL_OPEN');
    const { id } = asked.json();
    const pending = (await bed.call.get(API.adminWithdrawals, bed.admin)).json();
    expect(pending.map((w: { id: number }) => w.id)).toContain(id);

    const unconfirmed = await bed.call.post(API.approveWithdrawal(id), bed.admin, {});
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      code: 'CREDIT_MINIMUM',
      params: { context: 'withdrawal', creditSelected: 3, creditMin: 6 },
    });
    expect(await held(withdrawing)).toContain(small!.id);

    const taken = await seatsTaken(small!.id);
    const approved = await bed.call.post(API.approveWithdrawal(id), bed.admin, {
      confirmBelowMinimum: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', credits: 3, creditsAfter: 3 });
    expect(await held(withdrawing)).toEqual([large!.id]);
    // The freed seat went to the student waiting, in the same change.
    expect(await held(waiting)).toContain(small!.id);
    expect(await seatsTaken(small!.id)).toBe(taken);
    const results = await bed.t.database.db
      .selectFrom('results')
      .select(['subject_id', 'grade'])
      .where('student_id', '=', withdrawing.id)
      .execute();
    expect(results).toEqual([{ subject_id: small!.id, grade: 'W' }]);
    const again = await bed.call.post(API.approveWithdrawal(id), bed.admin, {});
    expect(again.json().code).toBe('ALREADY_DECIDED');
    expect(await checkInvariants(bed.t.database.db)).toEqual([]);
  });

  it('is rejected with a reason and changes nothing; another advisor cannot see it', async () => {
    const [, large] = subjects();
    const someone = await approvedStudent(large!.id);
    await withdrawalStage(0, 14);
    const { id } = (await ask(someone, { subjectId: large!.id })).json();
    const stranger = await bed.t.createUser({ role: 'lecturer' });
    expect((await bed.call.post(API.approveWithdrawal(id), stranger, {})).statusCode).toBe(404);
    const noReason = await bed.call.post(API.rejectWithdrawal(id), bed.admin, {});
    expect(noReason.statusCode).toBe(400);
    const rejected = await bed.call.post(API.rejectWithdrawal(id), bed.admin, {
      reason: 'Talk to me first.',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decisionReason: 'Talk to me first.',
    });
    expect(await held(someone)).toEqual([large!.id]);
  });

  it('withdraws the whole semester: every seat freed, W for each', async () => {
    const [small, large] = subjects();
    const leaving = await approvedStudent(small!.id, large!.id);
    await withdrawalStage(0, 14, 6);
    const asked = await ask(leaving, { wholeSemester: true });
    expect(asked.json()).toMatchObject({ subject: null, credits: 6, creditsAfter: 0 });
    const res = await bed.call.post(API.approveWithdrawal(asked.json().id), bed.admin, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await held(leaving)).toEqual([]);
    const grades = await bed.t.database.db
      .selectFrom('results')
      .select('grade')
      .where('student_id', '=', leaving.id)
      .execute();
    expect(grades).toEqual([{ grade: 'W' }, { grade: 'W' }]);
    const history = (await bed.call.get(API.withdrawals, leaving)).json();
    expect(history).toMatchObject([{ status: 'approved', credits: 6 }]);
  });

  it('refuses a subject not approved, and one not held', async () => {
    const [small, large] = subjects();
    const someone = await bed.student();
    await bed.call.add(someone, small!.id);
    await withdrawalStage(0, 14);
    expect((await ask(someone, { subjectId: small!.id })).json().code).toBe(
      'WITHDRAWAL_NOT_APPROVED',
    );
    expect((await ask(someone, { subjectId: large!.id })).statusCode).toBe(404);
    expect((await ask(someone, { subjectId: small!.id, wholeSemester: true })).statusCode).toBe(
      400,
    );
  });
});
