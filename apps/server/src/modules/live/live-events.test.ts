import { API } from '@daftar/contract';
import { createSigner } from 'fast-jwt';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { connectSocket, eventually, record, type ClientSocket } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let url: string;
let fx: Fixture;
const sockets: ClientSocket[] = [];

async function start(windowMs: number) {
  t = await createTestApp({ QUOTA_EVENT_WINDOW_MS: windowMs });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fx = await createCatalogue(
    t.database.db,
    ['LIV1001', 'LIV1002', 'LIV1003', 'LIV1004', 'LIV1005'].map((code, i) => ({
      code,
      credits: 2,
      sections: [{ capacity: 20, meetings: [[i + 1, 8, 9]] as [number, number, number][] }],
    })),
  );
}

async function connect(options: Parameters<typeof connectSocket>[1] = {}) {
  const socket = await connectSocket(url, options);
  sockets.push(socket);
  return socket;
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await t.close();
});

describe('quotaUpdated', () => {
  it('reaches every client, signed in or not, over websocket and polling', async () => {
    await start(50);
    const student = await t.createUser();
    const clients = [
      await connect({ transport: 'websocket' }),
      await connect({ transport: 'polling' }),
      await connect({ transport: 'websocket', token: student.token }),
      await connect({ transport: 'polling', token: student.token }),
    ];
    const inboxes = clients.map((socket) => record(socket, 'quotaUpdated'));
    expect((await api(t).add(student, fx.subjects.LIV1001!.id)).statusCode).toBe(201);
    const section = fx.subjects.LIV1001!.sectionIds[0]!;
    await eventually(() => {
      for (const inbox of inboxes) {
        expect(inbox).toEqual([
          [
            {
              subjectId: fx.subjects.LIV1001!.id,
              newQuota: { total: 20, registered: 1 },
              waiting: 0,
              sections: [{ id: section, capacity: 20, registered: 1 }],
            },
          ],
        ]);
      }
    });
  });

  it('coalesces a burst of 50 adds into one event per window carrying every final count', async () => {
    await start(1500);
    const inbox = record(await connect(), 'quotaUpdated');
    const http = api(t);
    const students = await Promise.all(Array.from({ length: 10 }, () => t.createUser()));
    await Promise.all(
      students.flatMap((s) => Object.values(fx.subjects).map((subject) => http.add(s, subject.id))),
    );
    // Usually one window's batch; a slow machine's burst outlasting a window ends in a few. Either
    // way each batch names a subject once, and each subject's last update is its final count.
    await eventually(() => {
      const last = new Map(inbox.flat().map((update) => [update.subjectId, update.newQuota]));
      expect([...last.values()]).toEqual(Array(5).fill({ total: 20, registered: 10 }));
    }, 8000);
    for (const batch of inbox) {
      expect(new Set(batch.map((update) => update.subjectId)).size).toBe(batch.length);
    }
    expect(inbox.flat().length).toBeLessThan(50);
    // One more seat taken now is sent at the end of the window it opens, after the burst's.
    const batches = inbox.length;
    await http.add(await t.createUser(), fx.subjects.LIV1001!.id);
    await eventually(() => expect(inbox.length).toBeGreaterThan(batches), 4000);
    expect(inbox).toHaveLength(batches + 1);
    expect(inbox.at(-1)).toEqual([
      expect.objectContaining({
        subjectId: fx.subjects.LIV1001!.id,
        newQuota: { total: 20, registered: 11 },
      }),
    ]);
  });

  it('sends nothing while the server is quiet', async () => {
    await start(30);
    const inbox = record(await connect(), 'quotaUpdated');
    const student = await t.createUser();
    // The first event this socket gets is the batch of the first change.
    await api(t).add(student, fx.subjects.LIV1002!.id);
    await eventually(() => expect(inbox).not.toEqual([]));
    expect(inbox).toEqual([
      [expect.objectContaining({ subjectId: fx.subjects.LIV1002!.id, waiting: 0 })],
    ]);
  });
});

describe('subjectStatusUpdated and rooms', () => {
  it('delivers a decision only to its own student', async () => {
    await start(50);
    const advisor = await t.createUser({ role: 'lecturer' });
    const student = await t.createUser({ advisorId: advisor.id });
    const bystander = await t.createUser({ advisorId: advisor.id });
    const mine = [
      record(await connect({ token: student.token }), 'subjectStatusUpdated'),
      record(await connect({ token: student.token, transport: 'polling' }), 'subjectStatusUpdated'),
    ];
    const others = [
      record(await connect({ token: bystander.token }), 'subjectStatusUpdated'),
      record(await connect(), 'subjectStatusUpdated'),
    ];
    const queue = record(await connect({ token: advisor.token }), 'reviewQueueChanged');
    const http = api(t);
    await http.add(student, fx.subjects.LIV1001!.id);
    await http.add(student, fx.subjects.LIV1002!.id);
    await http.submit(student);
    const [registration] = (await http.get(API.reviewRegistrations, advisor)).json();
    await http.post(API.rejectRegistration(registration.id), advisor, {
      reason: 'Timetable <b>conflict</b>',
    });
    const expected = ['LIV1001', 'LIV1002'].map((code) => ({
      userId: student.id,
      subjectId: fx.subjects[code]!.id,
      subjectCode: code,
      subjectName: `Subject ${code}`,
      subjectNameMs: null,
      newStatus: 'rejected',
      rejectionReason: 'Timetable <b>conflict</b>',
      decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    }));
    await eventually(() => {
      for (const inbox of mine) expect(inbox).toEqual(expected);
      // One decision on the whole registration: one moment, whichever subject and socket.
      expect(new Set(mine.flat().map((update) => update.decidedAt)).size).toBe(1);
      expect(queue).toEqual([
        { registrationId: registration.id },
        { registrationId: registration.id },
      ]);
    });
    for (const inbox of others) expect(inbox).toEqual([]);
  });

  it('refuses a forged or ended token, and never trusts it with a room', async () => {
    await start(50);
    const student = await t.createUser();
    const forged = `${student.token.slice(0, -4)}AAAA`;
    await expect(connect({ token: forged })).rejects.toThrow(
      'Your session has ended. Please sign in again.',
    );
    await api(t).post('/api/logout', student);
    await expect(connect({ token: student.token })).rejects.toThrow('Your session has ended');
  });

  it('disconnects a socket when its token expires', async () => {
    await start(50);
    const student = await t.createUser();
    const { value: secret } = await t.database.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'jwt_secret')
      .executeTakeFirstOrThrow();
    const shortLived = createSigner({ key: secret, algorithm: 'HS256' })({
      sub: String(student.id),
      role: 'student',
      ver: 0,
      exp: Math.floor(Date.now() / 1000) + 2,
    });
    const socket = await connect({ token: shortLived });
    const reasons: string[] = [];
    socket.on('disconnect', (reason) => reasons.push(reason));
    await eventually(() => expect(reasons).toEqual(['io server disconnect']), 4000);
  });
});
