import { randomBytes } from 'node:crypto';
import { ADMISSION_HEADER, API, type GateRehearsal, type GateStatus } from '@daftar/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { createRedisConnections } from '../../lib/redis-connections';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { connectSocket, eventually, record, type ClientSocket } from '../../test/sockets';
import { redisGateStore } from './gate.redis-store';
import type { GateStore } from './gate.store';
import { describeGateStore } from './gate.store-behaviour';
import { createScratchDatabase } from '../../test/postgres-template';

// Issue 25: the queue in Redis. The store does what the memory store does, and two apps, as two
// server processes would be (one PostgreSQL database, one Redis), share one queue.

const redisUrl = process.env.TEST_REDIS_URL!;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
const redis = createRedisConnections(redisUrl, pino({ level: 'silent' }));
let store: GateStore;
let nowMs = Date.parse('2026-12-01T01:00:00Z');
const clock = () => nowMs;
let a: BuiltApp;
let b: BuiltApp;
let fx: Fixture;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  store = await redisGateStore(redis, `daftar:test:${randomBytes(4).toString('hex')}`);
  scratch = await createScratchDatabase('daftar_gate');
  const url = scratch.url;
  const config = testConfig({ REDIS_URL: redisUrl, GATE: 'on', GATE_TICK_MS: 0 });
  a = await buildApp(config, openDatabase({ url: url }), { clock });
  b = await buildApp(config, openDatabase({ url: url }), { clock });
  fx = await createCatalogue(a.database.db, [
    { code: 'GTR1001', sections: [{ capacity: 100, meetings: [[1, 8, 10]] }] },
  ]);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await redis.close();
  await Promise.all([a?.app.close(), b?.app.close()]);
  await scratch?.drop();
});

describeGateStore('Redis', () => store);

async function createStudent(app: BuiltApp) {
  const row = await app.database.db
    .insertInto('users')
    .values({
      username: `s_${randomBytes(4).toString('hex')}`,
      username_key: `s_${randomBytes(4).toString('hex')}`,
      password_hash: 'unused',
      name: 'Queue Student',
      role: 'student',
      student_id: `Q${randomBytes(4).toString('hex')}`,
      faculty_id: null,
      advisor_id: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = app.tokens.sign({ id: row.id, role: 'student', tokenVersion: 0 });
  return { id: row.id, headers: { authorization: `Bearer ${token}` } };
}

describe('one queue for two processes', () => {
  it('places, counts and admits students the same whichever process they reach', async () => {
    const registrar = await createStudent(a);
    await a.database.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', registrar.id)
      .execute();
    const opensAt = new Date(nowMs + 60_000).toISOString();
    const set = await a.app.inject({
      method: 'PUT',
      url: API.adminPeriodGate(fx.periodId),
      headers: registrar.headers,
      payload: { enabled: true, opensAt, ratePerMinute: 120 },
    });
    expect(set.statusCode).toBe(200);
    await b.gate.refresh();

    const socketOfB = await connectSocket(await b.app.listen({ host: '127.0.0.1', port: 0 }));
    sockets.push(socketOfB);
    const heardOnB = record(socketOfB, 'gateProgress');

    const students = await Promise.all(Array.from({ length: 12 }, () => createStudent(a)));
    const join = async (
      app: BuiltApp,
      student: { headers: Record<string, string> },
    ): Promise<GateStatus> =>
      (
        await app.app.inject({ method: 'POST', url: API.gateJoin, headers: student.headers })
      ).json();

    // Four before the opening, through either process, in one pre-queue.
    for (const [i, student] of students.slice(0, 4).entries()) {
      expect(await join(i % 2 ? a : b, student)).toMatchObject({ state: 'waiting', ticket: null });
    }
    nowMs += 60_000;
    expect(await a.gate.tick()).toMatchObject({ opened: true, issued: 4 });
    expect(await b.gate.tick()).toMatchObject({ opened: true, issued: 4 });
    // Eight later, alternating processes: places 5 to 12 in arrival order.
    for (const [i, student] of students.slice(4).entries()) {
      expect(await join(i % 2 ? a : b, student)).toMatchObject({ ticket: 5 + i });
    }
    // Both processes count, each second: 120 a minute is still two a second in all.
    for (let second = 1; second <= 3; second += 1) {
      nowMs += 1000;
      await a.gate.tick();
      await b.gate.tick();
    }
    expect((await a.gate.tick())!.admittedThrough).toBe(6);
    await eventually(() => expect(heardOnB.at(-1)).toMatchObject({ admittedThrough: 6 }));

    // An admission given by one process is honoured by the other.
    const statuses = await Promise.all(students.slice(0, 4).map((s) => join(a, s)));
    const admitted = statuses.findIndex((status) => status.state === 'admitted');
    expect(admitted).toBeGreaterThanOrEqual(0);
    const status = statuses[admitted]!;
    if (status.state !== 'admitted') throw new Error('expected an admission');
    const added = await b.app.inject({
      method: 'POST',
      url: API.selectedSubjects,
      headers: { ...students[admitted]!.headers, [ADMISSION_HEADER]: status.admission },
      payload: { subjectId: fx.subjects.GTR1001!.id },
    });
    expect(added.statusCode).toBe(201);
  });
  it('runs a registrar’s rehearsal across both processes, apart from the real queue (issue 42)', async () => {
    const registrar = await createStudent(a);
    await a.database.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', registrar.id)
      .execute();
    const rehearse = async (app: BuiltApp, payload?: object): Promise<GateRehearsal> =>
      (
        await app.app.inject({
          method: 'POST',
          url: payload ? API.adminGateRehearsal : API.adminGateRehearsalJoin,
          headers: registrar.headers,
          ...(payload ? { payload } : {}),
        })
      ).json();
    const realQueue = async () => (await a.gate.adminGate(fx.periodId)).progress;
    const realBefore = await realQueue();
    expect(realBefore).toMatchObject({ opened: true });

    expect(await rehearse(a, { standIns: 10, opensInSeconds: 5 })).toMatchObject({
      state: 'waiting',
      ticket: null,
      progress: { opened: false, prequeued: 1, ratePerMinute: 120 },
    });
    nowMs += 5000;
    // The other process opens it: the registrar's place is among the stand-ins'.
    const opened = await rehearse(b);
    expect(opened).toMatchObject({ state: 'waiting', progress: { opened: true, issued: 11 } });
    nowMs += 10_000;
    expect(await rehearse(a)).toMatchObject({ state: 'admitted', standIns: 10 });
    expect(await realQueue()).toEqual(realBefore);
  });
});
