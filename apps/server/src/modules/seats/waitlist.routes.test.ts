import { API, type WaitlistPlace, type WaitlistUpdate } from '@daftar/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { connectSocket, eventually, record } from '../../test/sockets';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { closeEndedWaitlists } from './seats.service';

// Issue 20: waitlists. Run on SQLite by `npm test` and on PostgreSQL by `npm run test:pg`.

let t: TestApp;
let call: ReturnType<typeof api>;
let fx: Fixture;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ QUOTA_EVENT_WINDOW_MS: 20, WAITLIST_MAX_PER_STUDENT: 2 });
  call = api(t);
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
});

let n = 0;
const code = (prefix: string) => `${prefix}${(n += 1)}${Math.floor(Math.random() * 1e4)}`;

beforeEach(async () => {
  fx = await createCatalogue(t.database.db, [
    { code: code('WFL'), credits: 4, sections: [{ capacity: 1, meetings: [[1, 8, 10]] }] },
    { code: code('WHV'), credits: 12, sections: [{ capacity: 50, meetings: [[3, 8, 10]] }] },
    { code: code('WCL'), credits: 3, sections: [{ capacity: 50, meetings: [[1, 9, 11]] }] },
    { code: code('WOP'), credits: 3, sections: [{ capacity: 50, meetings: [[4, 8, 10]] }] },
    { code: code('WZA'), sections: [{ capacity: 0 }] },
    { code: code('WZB'), sections: [{ capacity: 0 }] },
  ]);
});

const subject = (index: number) => Object.values(fx.subjects)[index]!;
const codeOf = (index: number) => Object.keys(fx.subjects)[index]!;
const student = () => t.createUser();
const join = (user: TestUser, body: object) => call.post(API.waitlist, user, body);
const places = async (user: TestUser): Promise<WaitlistPlace[]> =>
  (await call.get(API.waitlist, user)).json();
const selected = async (user: TestUser): Promise<number[]> =>
  (await call.get(API.selectedSubjects, user)).json().map((s: { id: number }) => s.id);

/** The full subject's one seat taken by a new student, who is returned. */
async function holder() {
  const user = await student();
  expect((await call.add(user, subject(0).id)).statusCode).toBe(201);
  return user;
}

describe('joining a waitlist', () => {
  it('takes a place in line for a full subject, and lists it', async () => {
    await holder();
    const [first, second] = [await student(), await student()];
    const joined = await join(first, { subjectId: subject(0).id });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ subjectId: subject(0).id, position: 1, of: 1, warnings: [] });
    expect((await join(second, { subjectId: subject(0).id })).json()).toMatchObject({
      position: 2,
      of: 2,
    });
    expect(await places(second)).toEqual([
      {
        subjectId: subject(0).id,
        code: codeOf(0),
        name: `Subject ${codeOf(0)}`,
        nameMs: null,
        sectionId: null,
        swapSubjectId: null,
        position: 2,
        of: 2,
        skippedBecause: null,
      },
    ]);
    const catalogue = (await call.get(API.subjects, second)).json();
    expect(catalogue.find((s: { id: number }) => s.id === subject(0).id).waiting).toBe(2);
  });

  it('refuses with the reason: a free seat, already selected or waiting, the limit', async () => {
    const someone = await student();
    const free = await join(someone, { subjectId: subject(3).id });
    expect(free.statusCode).toBe(409);
    expect(free.json()).toMatchObject({
      code: 'SEAT_AVAILABLE',
      error: `${codeOf(3)} Subject ${codeOf(3)} has a free seat: add it instead of waiting.`,
    });
    await holder();
    const waiting = await student();
    expect((await join(waiting, { subjectId: subject(0).id })).statusCode).toBe(201);
    const twice = await join(waiting, { subjectId: subject(0).id });
    expect(twice.json()).toMatchObject({
      code: 'ALREADY_WAITING',
      error: `You are already waiting for ${codeOf(0)} Subject ${codeOf(0)}.`,
    });
    // The limit here is 2 places.
    const busy = await student();
    expect((await join(busy, { subjectId: subject(4).id })).statusCode).toBe(201);
    expect((await join(busy, { subjectId: subject(5).id })).statusCode).toBe(201);
    const third = await join(busy, { subjectId: subject(0).id });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'WAITLIST_LIMIT',
      error: 'You are already waiting for 2 subjects, the most one student may wait for.',
    });
  });

  it('refuses a subject the student holds, a swap they do not hold, and unmet prerequisites', async () => {
    const user = await holder();
    const mine = await join(user, { subjectId: subject(0).id });
    expect(mine.json().code).toBe('ALREADY_SELECTED');
    const other = await student();
    const swap = await join(other, { subjectId: subject(0).id, swapSubjectId: subject(3).id });
    expect(swap.statusCode).toBe(400);
    expect(swap.json().fields).toEqual({
      swapSubjectId: 'The subject to give up must be one you hold',
    });
    await t.database.db
      .insertInto('subject_prerequisites')
      .values({ subject_id: subject(4).id, prerequisite_id: subject(3).id })
      .execute();
    const refused = await join(other, { subjectId: subject(4).id });
    expect(refused.json().code).toBe('PREREQUISITE_NOT_MET');
    expect((await call.del(API.waitlistPlace(subject(4).id), other)).statusCode).toBe(404);
  });

  it('warns of a clash and the credit maximum, which a swap may clear', async () => {
    await holder();
    const user = await student();
    await call.add(user, subject(1).id); // 12 credits
    await call.add(user, subject(2).id); // 3 credits, Monday 9-11: clashes with the full one
    await call.add(user, subject(3).id); // 3 credits: 18 held
    const joined = (await join(user, { subjectId: subject(0).id })).json();
    expect(joined.warnings).toEqual([
      `Adding ${codeOf(0)} (4 credits) would take you to 22 credits; the maximum is 20.`,
      `${codeOf(0)} Subject ${codeOf(0)} clashes with ${codeOf(2)} Subject ${codeOf(2)} in your timetable.`,
    ]);
    await call.del(API.waitlistPlace(subject(0).id), user);
    const swapped = (
      await join(user, { subjectId: subject(0).id, swapSubjectId: subject(2).id })
    ).json();
    expect(swapped.warnings).toEqual([]);
  });
});

describe('promotion', () => {
  it('gives a freed seat to the first waiting student, who hears of it live', async () => {
    const owner = await holder();
    const [first, second] = [await student(), await student()];
    await join(first, { subjectId: subject(0).id });
    await join(second, { subjectId: subject(0).id });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = await connectSocket(`http://127.0.0.1:${port}`, { token: first.token });
    const secondSocket = await connectSocket(`http://127.0.0.1:${port}`, { token: second.token });
    const updates: WaitlistUpdate[] = record(socket, 'waitlistUpdated');
    const secondUpdates: WaitlistUpdate[] = record(secondSocket, 'waitlistUpdated');
    try {
      expect((await call.remove(owner, subject(0).id)).statusCode).toBe(204);
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
      const late = await call.add(await student(), subject(0).id);
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
    await call.add(heavy, subject(1).id);
    await call.add(heavy, subject(3).id);
    await call.add(heavy, subject(2).id);
    const able = await student();
    await join(heavy, { subjectId: subject(0).id });
    await join(able, { subjectId: subject(0).id });
    await call.remove(owner, subject(0).id);
    expect(await selected(able)).toEqual([subject(0).id]);
    expect(await places(heavy)).toEqual([
      expect.objectContaining({
        position: 1,
        of: 1,
        skippedBecause: `Adding ${codeOf(0)} (4 credits) would take you to 22 credits; the maximum is 20.`,
      }),
    ]);
    // A plain add may take a seat that only passed-over students wait for.
    await call.remove(able, subject(0).id);
    expect((await call.add(await student(), subject(0).id)).statusCode).toBe(201);
  });

  it('promotes with a swap, and the seat given up promotes the next in its line', async () => {
    const owner = await holder();
    // The swapper holds the clashing subject and gives it up for the full one.
    const swapper = await student();
    await call.add(swapper, subject(2).id);
    await t.database.db
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
    await call.remove(owner, subject(0).id);
    expect(await selected(swapper)).toEqual([subject(0).id]);
    expect(await selected(behind)).toEqual([subject(2).id]);
    expect(await places(behind)).toEqual([]);
  });

  it('promotes when the registrar raises a capacity and when an advisor rejects a subject', async () => {
    await holder();
    const [first, second] = [await student(), await student()];
    await join(first, { subjectId: subject(0).id });
    await join(second, { subjectId: subject(0).id });
    const raised = await call.patch(API.adminSection(subject(0).sectionIds[0]!), admin, {
      capacity: 2,
    });
    expect(raised.statusCode).toBe(200);
    expect(await selected(first)).toEqual([subject(0).id]);
    await call.submit(first);
    const registrationId = (
      await t.database.db
        .selectFrom('registrations')
        .select('id')
        .where('student_id', '=', first.id)
        .where('period_id', '=', fx.periodId)
        .executeTakeFirstOrThrow()
    ).id;
    const rejected = await call.post(API.rejectSubject(registrationId, subject(0).id), admin, {
      reason: 'Not this semester.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await selected(second)).toEqual([subject(0).id]);
  });

  it('joins a registration under review as a pending subject for the advisor', async () => {
    const owner = await holder();
    const waiting = await student();
    await call.add(waiting, subject(3).id);
    await join(waiting, { subjectId: subject(0).id });
    expect((await call.submit(waiting)).statusCode).toBe(200);
    await call.remove(owner, subject(0).id);
    const subjects = (await call.get(API.selectedSubjects, waiting)).json();
    expect(subjects.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([
      [subject(3).id, 'pending'],
      [subject(0).id, 'pending'],
    ]);
    expect((await call.get(API.status, waiting)).json().status).toBe('submitted');
  });

  it('leaves a waitlist, and those behind move up', async () => {
    await holder();
    const [first, second] = [await student(), await student()];
    await join(first, { subjectId: subject(0).id });
    await join(second, { subjectId: subject(0).id });
    expect((await call.del(API.waitlistPlace(subject(0).id), first)).statusCode).toBe(204);
    expect(await places(second)).toMatchObject([{ position: 1, of: 1 }]);
  });
});

describe('changing section', () => {
  async function twoSections() {
    const more = await createCatalogue(t.database.db, [
      {
        code: code('WSC'),
        sections: [
          { capacity: 2, meetings: [[2, 8, 10]] },
          { capacity: 1, meetings: [[2, 14, 16]] },
        ],
      },
    ]);
    return Object.values(more.subjects)[0]!;
  }

  it('moves to another section in one step, the old seat going to its waitlist', async () => {
    const { id, sectionIds } = await twoSections();
    const [mover, other, waiting] = [await student(), await student(), await student()];
    await call.add(mover, id, sectionIds[0]);
    await call.add(other, id, sectionIds[0]);
    expect((await join(waiting, { subjectId: id, sectionId: sectionIds[0] })).statusCode).toBe(201);
    const moved = await call.patch(API.selectedSubject(id), mover, { sectionId: sectionIds[1] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, status: 'pending', section: { id: sectionIds[1] } });
    expect(await selected(waiting)).toEqual([id]);
    const full = await call.patch(API.selectedSubject(id), other, { sectionId: sectionIds[1] });
    expect(full.json()).toMatchObject({ code: 'SUBJECT_FULL' });
    expect((await call.get(API.selectedSubjects, other)).json()[0].section.id).toBe(sectionIds[0]);
  });

  it('waits for a full section with the one held as the swap, and moves when a seat comes', async () => {
    const { id, sectionIds } = await twoSections();
    const [mover, holder2] = [await student(), await student()];
    await call.add(mover, id, sectionIds[0]);
    await call.add(holder2, id, sectionIds[1]);
    const joined = await join(mover, {
      subjectId: id,
      sectionId: sectionIds[1],
      swapSubjectId: id,
    });
    expect(joined.statusCode).toBe(201);
    await call.remove(holder2, id);
    const [selection] = (await call.get(API.selectedSubjects, mover)).json();
    expect(selection.section.id).toBe(sectionIds[1]);
    expect(await places(mover)).toEqual([]);
    const refused = await call.patch(API.selectedSubject(id), await student(), {
      sectionId: sectionIds[1],
    });
    expect(refused.statusCode).toBe(404);
  });

  it('drops the place of a student who came to hold the subject another way, seating the next', async () => {
    const { id, sectionIds } = await twoSections();
    const [owner, added, next] = [await student(), await student(), await student()];
    expect((await call.add(owner, id, sectionIds[1])).statusCode).toBe(201);
    expect((await join(added, { subjectId: id, sectionId: sectionIds[1] })).statusCode).toBe(201);
    // Waiting for section 2 keeps only its seats: section 1's free seat is anyone's to add.
    expect((await call.add(added, id)).statusCode).toBe(201);
    expect((await join(next, { subjectId: id, sectionId: sectionIds[1] })).statusCode).toBe(201);
    expect((await call.remove(owner, id)).statusCode).toBe(204);
    expect((await call.get(API.selectedSubjects, added)).json()).toMatchObject([
      { id, section: { id: sectionIds[0] } },
    ]);
    expect(await places(added)).toEqual([]);
    expect((await call.get(API.selectedSubjects, next)).json()).toMatchObject([
      { id, section: { id: sectionIds[1] } },
    ]);
  });
});

describe('when the period closes', () => {
  it('closes its waitlists and tells those still waiting', async () => {
    await holder();
    const waiting = await student();
    await join(waiting, { subjectId: subject(0).id });
    await t.app.listen({ host: '127.0.0.1', port: 0 }).catch(() => undefined);
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = await connectSocket(`http://127.0.0.1:${port}`, { token: waiting.token });
    const updates: WaitlistUpdate[] = record(socket, 'waitlistUpdated');
    try {
      const closed = await call.patch(API.adminPeriod(fx.periodId), admin, { closed: true });
      expect(closed.statusCode).toBe(200);
      expect(await places(waiting)).toEqual([]);
      await eventually(() =>
        expect(updates).toContainEqual(
          expect.objectContaining({ subjectId: subject(0).id, closed: true, promoted: false }),
        ),
      );
    } finally {
      socket.close();
    }
  });

  it('closes the waitlists of a period that ended by its date', async () => {
    await holder();
    const waiting = await student();
    await join(waiting, { subjectId: subject(0).id });
    expect(await closeEndedWaitlists(t.database, new Date())).toEqual([]);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .updateTable('registration_periods')
      .set({ end_date: yesterday })
      .where('id', '=', fx.periodId)
      .execute();
    expect(await closeEndedWaitlists(t.database, new Date())).toEqual([
      {
        studentId: waiting.id,
        subjectId: subject(0).id,
        code: codeOf(0),
        name: `Subject ${codeOf(0)}`,
        nameMs: null,
        // The student's inbox keeps it, for a visit after the period has closed.
        notification: expect.objectContaining({ kind: 'waitlistClosed', userId: waiting.id }),
      },
    ]);
    expect(await closeEndedWaitlists(t.database, new Date())).toEqual([]);
  });
});
