import { API, type InboxNotification, type Withdrawal } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/sockets';
import type { TestUser } from '../../test/test-app';
import { emailTestBed, PUBLIC_URL } from '../email/email.test-bed';

// Withdrawals told (issue 47): a request reaches the student's advisor, in the bell and by email
// at once, and its decision the student, each in their own language, through the outbox and a
// real SMTP server. A student with no advisor asks without anyone being told.

const bed = emailTestBed();
const { start, student } = bed;
const WAIT_MS = 10_000;

/** Today in Malaysia, as a period's stage days are written. */
const today = () => new Date(Date.now() + 8 * 3600e3).toISOString().slice(0, 10);

const mailsTo = (address: string) => bed.sink.accepted.filter((m) => m.to.includes(address));
const inbox = async (user: TestUser): Promise<InboxNotification[]> =>
  (await bed.http.get(API.notifications, user)).json().notifications;

async function setEmail(userId: number, email: string) {
  await bed.t.database.db.updateTable('users').set({ email }).where('id', '=', userId).execute();
}

/**
 * A student whose three subjects the advisor approved, in a period whose withdrawal stage is
 * today; their address is set only now, so the decisions before it send them nothing.
 */
async function approvedStudent(name: string, email: string, language: 'en' | 'ms') {
  const user = await student(name, { email: null, language });
  const registrationId = await bed.submitAll(user);
  const approved = await bed.http.post(API.approveRegistration(registrationId), bed.advisor, {});
  expect(approved.statusCode, approved.body).toBe(200);
  await openWithdrawalToday();
  await setEmail(user.id, email);
  return user;
}

/** The current period's withdrawal stage is today only. */
async function openWithdrawalToday() {
  const { id } = await bed.t.database.db
    .selectFrom('registration_periods')
    .select('id')
    .where('is_current', '=', 1)
    .executeTakeFirstOrThrow();
  const opened = await bed.http.patch(API.adminPeriod(id), bed.admin, {
    withdrawalStartDate: today(),
    withdrawalEndDate: today(),
  });
  expect(opened.statusCode, opened.body).toBe(200);
}

async function askWithdrawal(
  user: TestUser,
  body: { subjectId: number } | { wholeSemester: true },
) {
  const asked = await bed.http.post(API.withdrawals, user, { ...body, reason: 'Health reasons.' });
  expect(asked.statusCode, asked.body).toBe(201);
  return asked.json<Withdrawal>();
}

describe('withdrawals, in the bell and by email', () => {
  it("tells the advisor of a subject's withdrawal at once, and the student its approval in Malay", async () => {
    await start();
    const nur = await approvedStudent('Nur Aisyah', 'nur.aisyah@example.edu.my', 'ms');
    await setEmail(bed.advisor.id, 'aminah@example.edu.my');
    const asked = await askWithdrawal(nur, { subjectId: bed.id('EML1001') });

    expect((await inbox(bed.advisor)).filter((n) => n.kind === 'withdrawalRequested')).toEqual([
      expect.objectContaining({
        userId: bed.advisor.id,
        subject: expect.objectContaining({ id: bed.id('EML1001'), code: 'EML1001' }),
        reason: 'Health reasons.',
        withdrawal: {
          id: asked.id,
          wholeSemester: false,
          studentName: 'Nur Aisyah',
          studentNumber: asked.student.studentId,
        },
      }),
    ]);
    await eventually(() => expect(mailsTo('aminah')).toHaveLength(1), WAIT_MS);
    const request = mailsTo('aminah')[0]!;
    expect(request.subject).toBe('Nur Aisyah asks to withdraw from EML1001');
    expect(request.text).toContain(
      `Nur Aisyah (Student ID ${asked.student.studentId}) asks to withdraw from EML1001 - Subject EML1001.`,
    );
    expect(request.text).toContain('Reason: Health reasons.');
    expect(request.text).toContain(`${PUBLIC_URL}/admin`);

    const approved = await bed.http.post(API.approveWithdrawal(asked.id), bed.advisor, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const told = (await inbox(nur)).filter((n) => n.kind === 'withdrawalDecided');
    expect(told).toEqual([
      expect.objectContaining({
        decision: 'approved',
        subject: expect.objectContaining({ code: 'EML1001' }),
        withdrawal: expect.objectContaining({ id: asked.id, wholeSemester: false }),
      }),
    ]);
    expect(told[0]).not.toHaveProperty('reason');
    await eventually(() => expect(mailsTo('nur.aisyah')).toHaveLength(1), WAIT_MS);
    const decision = mailsTo('nur.aisyah')[0]!;
    expect(decision.subject).toBe('Tarik diri diluluskan: EML1001 - Subject EML1001');
    expect(decision.text).toContain('Salam sejahtera Nur Aisyah,');
    expect(decision.text).toContain(
      'Permohonan tarik diri anda daripada EML1001 - Subject EML1001 telah diluluskan',
    );
    expect(decision.text).toContain('dicatatkan sebagai W dalam rekod akademik anda');
    expect(decision.text).toContain(`${PUBLIC_URL}/registration`);
  });

  it('tells a whole-semester request and its rejection with the reason, in English', async () => {
    await start();
    const aiman = await approvedStudent('Aiman', 'aiman@example.edu.my', 'en');
    await setEmail(bed.advisor.id, 'aminah@example.edu.my');
    const asked = await askWithdrawal(aiman, { wholeSemester: true });

    const [request] = (await inbox(bed.advisor)).filter((n) => n.kind === 'withdrawalRequested');
    expect(request).toMatchObject({ withdrawal: { id: asked.id, wholeSemester: true } });
    expect(request).not.toHaveProperty('subject');
    await eventually(() => expect(mailsTo('aminah')).toHaveLength(1), WAIT_MS);
    expect(mailsTo('aminah')[0]!.subject).toBe('Aiman asks to withdraw from the semester');
    expect(mailsTo('aminah')[0]!.text).toContain('asks to withdraw from the whole semester.');

    const rejected = await bed.http.post(API.rejectWithdrawal(asked.id), bed.advisor, {
      reason: 'See me at the faculty office first.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await inbox(aiman)).filter((n) => n.kind === 'withdrawalDecided')).toEqual([
      expect.objectContaining({
        decision: 'rejected',
        reason: 'See me at the faculty office first.',
        withdrawal: expect.objectContaining({ id: asked.id, wholeSemester: true }),
      }),
    ]);
    await eventually(() => expect(mailsTo('aiman')).toHaveLength(1), WAIT_MS);
    const decision = mailsTo('aiman')[0]!;
    expect(decision.subject).toBe('Withdrawal from the semester rejected');
    expect(decision.text).toContain(
      'Your request to withdraw from the whole semester was rejected: you remain registered for your subjects.',
    );
    expect(decision.text).toContain('Reason: See me at the faculty office first.');
  });

  it('tells nobody of a request from a student with no advisor', async () => {
    await start();
    const alone = await bed.t.createUser({ name: 'Farid' });
    await setEmail(alone.id, 'farid@example.edu.my');
    for (const code of ['EML1001', 'EML1002']) {
      expect((await bed.http.add(alone, bed.id(code))).statusCode).toBe(201);
    }
    expect((await bed.http.submit(alone)).statusCode).toBe(200);
    const { id: registrationId } = await bed.t.database.db
      .selectFrom('registrations')
      .select('id')
      .where('student_id', '=', alone.id)
      .executeTakeFirstOrThrow();
    expect(
      (await bed.http.post(API.approveRegistration(registrationId), bed.admin, {})).statusCode,
    ).toBe(200);
    await openWithdrawalToday();
    await askWithdrawal(alone, { subjectId: bed.id('EML1002') });
    const told = await bed.t.database.db
      .selectFrom('notifications')
      .select('user_id')
      .where('kind', '=', 'withdrawalRequested')
      .execute();
    expect(told).toEqual([]);
    expect(await bed.outbox()).not.toContainEqual(
      expect.objectContaining({ kind: 'withdrawalRequested' }),
    );
  });
});
