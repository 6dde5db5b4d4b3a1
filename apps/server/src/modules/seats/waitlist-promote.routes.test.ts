import { API, type InboxNotification, type WaitlistUpdate } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { connectSocket, eventually, record } from '../../test/sockets';
import { waitlistTestBed } from './waitlist.test-bed';

// Issue 20: a freed seat goes to the first waiting student who can take it.

const bed = waitlistTestBed();
const { subject, codeOf, student, join, places, selected, holder } = bed;

describe('promotion', () => {
  it('gives a freed seat to the first waiting student, who hears of it live', async () => {
    const owner = await holder();
    const [first, second] = [await student(), await student()];
    await join(first, { subjectId: subject(0).id });
    await join(second, { subjectId: subject(0).id });
    const port = await bed.listen();
    const socket = await connectSocket(`http://127.0.0.1:${port}`, { token: first.token });
    const secondSocket = await connectSocket(`http://127.0.0.1:${port}`, { token: second.token });
    const updates: WaitlistUpdate[] = record(socket, 'waitlistUpdated');
    const secondUpdates: WaitlistUpdate[] = record(secondSocket, 'waitlistUpdated');
    try {
      expect((await bed.call.remove(owner, subject(0).id)).statusCode).toBe(204);
      expect(await selected(first)).toEqual([subject(0).id]);
      expect(await places(first)).toEqual([]);
      expect(await places(second)).toMatchObject([{ position: 1, of: 1 }]);
      await eventually(() =>
        expect(updates).toContainEqual(
          expect.objectContaining({ subjectId: subject(0).id, promoted: true }),
        ),
      );
      await eventually(() =>
        expect(secondUpdates).toContainEqual(
          expect.objectContaining({ position: 1, of: 1, promoted: false }),
        ),
      );
      // No queue jumping: the seat was never free to a plain add.
      const late = await bed.call.add(await student(), subject(0).id);
      expect(late.json()).toMatchObject({
        code: 'SUBJECT_FULL',
        error: `${codeOf(0)} Subject ${codeOf(0)} is full: 1 student is waiting for a seat. Join the waitlist to take your place.`,
      });
    } finally {
      socket.close();
      secondSocket.close();
    }
  });

  it('passes over students who cannot take the seat, telling them why', async () => {
    const owner = await holder();
    const heavy = await student();
    // 18 credits held: 4 more would pass the maximum of 20.
    await bed.call.add(heavy, subject(1).id);
    await bed.call.add(heavy, subject(3).id);
    await bed.call.add(heavy, subject(2).id);
    const able = await student();
    await join(heavy, { subjectId: subject(0).id });
    await join(able, { subjectId: subject(0).id });
    const port = await bed.listen();
    const socket = await connectSocket(`http://127.0.0.1:${port}`, { token: heavy.token });
    const told: InboxNotification[] = record(socket, 'notificationAdded');
    try {
      await bed.call.remove(owner, subject(0).id);
      // Told live, once, by the path every notification takes, and kept in the inbox.
      const skipped = expect.objectContaining({
        kind: 'waitlistSkipped',
        userId: heavy.id,
        skipCode: 'CREDIT_LIMIT',
        seatTaken: true,
      });
      await eventually(() => expect(told).toEqual([skipped]));
      const inbox = await bed.t.app.inject({
        url: API.notifications,
        headers: { authorization: `Bearer ${heavy.token}` },
      });
      expect(inbox.json().notifications).toEqual([skipped]);
    } finally {
      socket.close();
    }
    expect(await selected(able)).toEqual([subject(0).id]);
    expect(await places(heavy)).toEqual([
      expect.objectContaining({
        position: 1,
        of: 1,
        skippedBecause: `Adding ${codeOf(0)} (4 credits) would take you to 22 credits; the maximum is 20.`,
      }),
    ]);
    // A plain add may take a seat that only passed-over students wait for.
    await bed.call.remove(able, subject(0).id);
    expect((await bed.call.add(await student(), subject(0).id)).statusCode).toBe(201);
  });

  it('passes over a waiting student the roll no longer has as active (issue 43)', async () => {
    const owner = await holder();
    const [withdrawn, able] = [await student(), await student()];
    await join(withdrawn, { subjectId: subject(0).id });
    await join(able, { subjectId: subject(0).id });
    await bed.t.database.db
      .updateTable('users')
      .set({ student_status: 'withdrawn' })
      .where('id', '=', withdrawn.id)
      .execute();
    await bed.call.remove(owner, subject(0).id);
    expect(await selected(withdrawn)).toEqual([]);
    expect(await selected(able)).toEqual([subject(0).id]);
    expect(await places(withdrawn)).toEqual([
      expect.objectContaining({
        skippedBecause:
          "You are withdrawn from the university, so you cannot change your registration. Contact the registrar's office.",
      }),
    ]);
  });

  it('promotes with a swap, and the seat given up promotes the next in its line', async () => {
    const owner = await holder();
    // The swapper holds the clashing subject and gives it up for the full one.
    const swapper = await student();
    await bed.call.add(swapper, subject(2).id);
    await bed.t.database.db
      .updateTable('sections')
      .set({ capacity: 1 })
      .where('id', '=', subject(2).sectionIds[0]!)
      .execute();
    const behind = await student();
    expect((await join(behind, { subjectId: subject(2).id })).statusCode).toBe(201);
    expect(
      (await join(swapper, { subjectId: subject(0).id, swapSubjectId: subject(2).id })).json()
        .warnings,
    ).toEqual([]);
    await bed.call.remove(owner, subject(0).id);
    expect(await selected(swapper)).toEqual([subject(0).id]);
    expect(await selected(behind)).toEqual([subject(2).id]);
    expect(await places(behind)).toEqual([]);
  });

  it('promotes when the registrar raises a capacity and when an advisor rejects a subject', async () => {
    await holder();
    const [first, second] = [await student(), await student()];
    await join(first, { subjectId: subject(0).id });
    await join(second, { subjectId: subject(0).id });
    const raised = await bed.call.patch(API.adminSection(subject(0).sectionIds[0]!), bed.admin, {
      capacity: 2,
    });
    expect(raised.statusCode).toBe(200);
    expect(await selected(first)).toEqual([subject(0).id]);
    await bed.call.submit(first);
    const registrationId = (
      await bed.t.database.db
        .selectFrom('registrations')
        .select('id')
        .where('student_id', '=', first.id)
        .where('period_id', '=', bed.fx.periodId)
        .executeTakeFirstOrThrow()
    ).id;
    const rejected = await bed.call.post(
      API.rejectSubject(registrationId, subject(0).id),
      bed.admin,
      {
        reason: 'Not this semester.',
      },
    );
    expect(rejected.statusCode).toBe(200);
    expect(await selected(second)).toEqual([subject(0).id]);
  });

  it('joins a registration under review as a pending subject for the advisor', async () => {
    const owner = await holder();
    const waiting = await student();
    await bed.call.add(waiting, subject(3).id);
    await join(waiting, { subjectId: subject(0).id });
    expect((await bed.call.submit(waiting)).statusCode).toBe(200);
    await bed.call.remove(owner, subject(0).id);
    const subjects = (await bed.call.get(API.selectedSubjects, waiting)).json();
    expect(subjects.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([
      [subject(3).id, 'pending'],
      [subject(0).id, 'pending'],
    ]);
    expect((await bed.call.get(API.status, waiting)).json().status).toBe('submitted');
  });
});
