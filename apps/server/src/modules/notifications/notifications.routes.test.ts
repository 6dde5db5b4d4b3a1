import { API, type InboxReply } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { connectSocket, eventually, record, type ClientSocket } from '../../test/sockets';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let url: string;
let advisor: TestUser;
let student: TestUser;
const sockets: ClientSocket[] = [];
const id = (code: string) => fx.subjects[code]!.id;

beforeEach(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    { code: 'NOT1001', credits: 3, sections: [{ capacity: 5, meetings: [[1, 8, 10]] }] },
    { code: 'NOT1002', credits: 3, sections: [{ capacity: 5, meetings: [[2, 8, 10]] }] },
    { code: 'NOT1003', credits: 3, sections: [{ capacity: 5, meetings: [[3, 8, 10]] }] },
  ]);
  advisor = await t.createUser({ role: 'lecturer' });
  student = await t.createUser({ advisorId: advisor.id, name: 'Tan Mei Ling' });
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await t.close();
});

async function connect(user: TestUser) {
  const socket = await connectSocket(url, { token: user.headers.authorization.slice(7) });
  sockets.push(socket);
  return socket;
}

const inbox = async (user: TestUser, after?: number) => {
  const reply = await http.get(
    after === undefined ? API.notifications : `${API.notifications}?after=${after}`,
    user,
  );
  expect(reply.statusCode).toBe(200);
  return reply.json<InboxReply>();
};

async function submitThree() {
  for (const code of ['NOT1001', 'NOT1002', 'NOT1003']) await http.add(student, id(code));
  expect((await http.submit(student)).statusCode).toBe(200);
  return (await http.get(API.reviewRegistrations, advisor)).json<{ id: number }[]>()[0]!.id;
}

describe('the inbox', () => {
  it('keeps decisions made while the student was away, once each, oldest first', async () => {
    const registrationId = await submitThree();
    await http.post(API.approveSubject(registrationId, id('NOT1001')), advisor);
    await http.post(API.rejectSubject(registrationId, id('NOT1002')), advisor, {
      reason: 'Take it next semester.',
    });
    await http.post(API.approveSubject(registrationId, id('NOT1003')), advisor);

    const { notifications, unreadIds, clearedThrough } = await inbox(student);
    expect(clearedThrough).toBe(0);
    expect(
      notifications.map((n) => [n.kind, n.subject?.code, n.decision, n.reason, n.read]),
    ).toEqual([
      ['decision', 'NOT1001', 'approved', undefined, false],
      ['decision', 'NOT1002', 'rejected', 'Take it next semester.', false],
      ['decision', 'NOT1003', 'approved', undefined, false],
    ]);
    expect(unreadIds.sort()).toEqual(notifications.map((n) => n.id).sort());
    // What the browser has seen is not sent again.
    expect((await inbox(student, notifications[1]!.id)).notifications).toHaveLength(1);
    expect((await inbox(student, notifications[2]!.id)).notifications).toEqual([]);
  });

  it('tells the advisor of a submission live and keeps it for their next visit', async () => {
    const advisorSocket = await connect(advisor);
    const live = record(advisorSocket, 'notificationAdded');
    const registrationId = await submitThree();
    await eventually(() => expect(live).toHaveLength(1));
    expect(live[0]).toMatchObject({
      kind: 'submission',
      userId: advisor.id,
      registration: { id: registrationId, studentName: 'Tan Mei Ling', subjects: 3 },
    });
    expect((await inbox(advisor)).notifications).toEqual(live);
    expect((await inbox(student)).notifications).toEqual([]);
  });

  it('marks read and clears in one browser, and the others follow', async () => {
    const registrationId = await submitThree();
    const otherBrowser = await connect(student);
    const changes = record(otherBrowser, 'notificationsChanged');
    const added = record(otherBrowser, 'notificationAdded');
    await http.post(API.approveRegistration(registrationId), advisor);
    await eventually(() => expect(added).toHaveLength(3));

    const [first] = (await inbox(student)).notifications;
    const read = await http.post(API.notificationsRead, student, { ids: [first!.id] });
    expect(read.statusCode).toBe(204);
    await eventually(() => expect(changes).toEqual([{ readIds: [first!.id] }]));
    expect((await inbox(student)).unreadIds).toHaveLength(2);

    await http.post(API.notificationsRead, student, { all: true });
    expect((await inbox(student)).unreadIds).toEqual([]);

    expect((await http.del(API.notifications, student)).statusCode).toBe(204);
    const after = await inbox(student);
    expect(after.notifications).toEqual([]);
    expect(after.clearedThrough).toBe(added[2]!.id);
    await eventually(() => expect(changes.at(-1)).toEqual({ clearedThrough: added[2]!.id }));
  });

  it("never shows or changes another person's notifications", async () => {
    const registrationId = await submitThree();
    await http.post(API.approveRegistration(registrationId), advisor);
    const stranger = await t.createUser();
    const { notifications } = await inbox(student);
    await http.post(API.notificationsRead, stranger, { ids: notifications.map((n) => n.id) });
    await http.del(API.notifications, stranger);
    expect((await inbox(stranger)).notifications).toEqual([]);
    expect((await inbox(student)).unreadIds).toHaveLength(3);
  });

  it('refuses what is not a notification request', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['1'] }, { all: false }, { ids: [1], all: true }]) {
      const reply = await http.post(API.notificationsRead, student, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    for (const after of ['-1', '0x1', 'abc', '1.5']) {
      expect((await http.get(`${API.notifications}?after=${after}`, student)).statusCode).toBe(400);
    }
    expect((await http.get(API.notifications)).statusCode).toBe(401);
  });

  it('keeps a seat secured from the waitlist, and a seat that went past a student, for them', async () => {
    await t.database.db
      .updateTable('sections')
      .set({ capacity: 1 })
      .where('subject_id', '=', id('NOT1003'))
      .execute();
    const holder = await t.createUser({ advisorId: advisor.id });
    const waiter = await t.createUser({ advisorId: advisor.id });
    expect((await http.add(holder, id('NOT1003'))).statusCode).toBe(201);
    const join = await http.post(API.waitlist, waiter, { subjectId: id('NOT1003') });
    expect(join.statusCode).toBe(201);
    expect((await http.remove(holder, id('NOT1003'))).statusCode).toBe(204);
    expect((await inbox(waiter)).notifications).toMatchObject([
      { kind: 'promoted', subject: { code: 'NOT1003' }, read: false },
    ]);
  });

  it('rolls the notification back with the decision it reports', async () => {
    const registrationId = await submitThree();
    // Approving twice: the second is refused, and stores nothing.
    await http.post(API.approveSubject(registrationId, id('NOT1001')), advisor);
    const again = await http.post(API.approveSubject(registrationId, id('NOT1001')), advisor);
    expect(again.statusCode).toBe(409);
    expect((await inbox(student)).notifications).toHaveLength(1);
  });
});
