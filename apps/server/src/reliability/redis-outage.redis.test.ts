import { randomBytes } from 'node:crypto';
import { ADMISSION_HEADER, API, type GateStatus } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/database';
import { hashPassword } from '../lib/password';
import { createCatalogue, type Fixture } from '../test/catalogue-fixture';
import { connectSocket, eventually, record, type ClientSocket } from '../test/sockets';
import { startTcpProxy } from '../test/tcp-proxy';
import { createScratchDatabase } from '../test/postgres-template';

// Issue 40, defect 1: Redis goes away under two apps (as two processes would be, sharing one
// PostgreSQL database) and comes back. A client's unhandled 'error' event would end the test
// run as it ended the processes. While it is away, what does not need Redis keeps working, the
// gate answers 503 GATE_UNAVAILABLE, sign-in failures are still counted, and /readyz stays 200
// saying Redis is unreachable; once it is back, live events cross processes again.

const redisUrl = new URL(process.env.TEST_REDIS_URL!);
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
const passwordHash = hashPassword('secret123');
let nowMs = Date.now();
const clock = () => nowMs;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let a: BuiltApp;
let b: BuiltApp;
let fx: Fixture;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  scratch = await createScratchDatabase('daftar_redis_outage');
  const url = scratch.url;
  const config = testConfig({
    REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
    GATE: 'on',
    GATE_TICK_MS: 0,
    QUOTA_EVENT_WINDOW_MS: 50,
    LOGIN_FAILURES_PER_ADDRESS: 3,
  });
  a = await buildApp(config, openDatabase({ url: url }), { clock });
  b = await buildApp(config, openDatabase({ url: url }), { clock });
  fx = await createCatalogue(a.database.db, [
    { code: 'RDO1001', sections: [{ capacity: 50, meetings: [[1, 8, 10]] }] },
    { code: 'RDO1002', sections: [{ capacity: 50, meetings: [[2, 8, 10]] }] },
  ]);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([a?.app.close(), b?.app.close()]);
  await proxy?.close();
  await scratch?.drop();
});

async function person(app: BuiltApp, role: 'student' | 'admin') {
  const username = `${role}_${randomBytes(4).toString('hex')}`;
  const row = await app.database.db
    .insertInto('users')
    .values({
      username,
      username_key: username,
      password_hash: await passwordHash,
      name: username,
      role,
      student_id: role === 'student' ? username : null,
      faculty_id: null,
      advisor_id: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = app.tokens.sign({ id: row.id, role, tokenVersion: 0 });
  return { id: row.id, username, headers: { authorization: `Bearer ${token}` } };
}

const join = async (app: BuiltApp, headers: Record<string, string>) =>
  app.app.inject({ method: 'POST', url: API.gateJoin, headers });

const readiness = async (app: BuiltApp) => {
  const reply = await app.app.inject({ url: '/readyz' });
  return { statusCode: reply.statusCode, body: reply.json<{ redis?: string }>() };
};

describe('Redis going away and coming back', () => {
  it('keeps both processes serving, refuses the gate clearly, and carries events again after', async () => {
    const registrar = await person(a, 'admin');
    const set = await a.app.inject({
      method: 'PUT',
      url: API.adminPeriodGate(fx.periodId),
      headers: registrar.headers,
      payload: { enabled: true, opensAt: new Date(nowMs + 1000).toISOString(), ratePerMinute: 600 },
    });
    expect(set.statusCode).toBe(200);
    await b.gate.refresh();
    nowMs += 1000;
    await a.gate.tick();

    // Admitted before the outage: the student's signed admission is all an action needs.
    const admitted = await person(a, 'student');
    expect((await join(a, admitted.headers)).json<GateStatus>()).toMatchObject({
      state: 'waiting',
    });
    nowMs += 1000;
    await a.gate.tick();
    const status = (await join(b, admitted.headers)).json<GateStatus>();
    if (status.state !== 'admitted') throw new Error(`expected an admission, got ${status.state}`);
    const withAdmission = { ...admitted.headers, [ADMISSION_HEADER]: status.admission };

    const onB = await connectSocket(await b.app.listen({ host: '127.0.0.1', port: 0 }));
    sockets.push(onB);
    const quotas = record(onB, 'quotaUpdated');
    const add = (app: BuiltApp, code: string) =>
      app.app.inject({
        method: 'POST',
        url: API.selectedSubjects,
        headers: withAdmission,
        payload: { subjectId: fx.subjects[code]!.id },
      });
    const heardOnB = (code: string, registered: number, since = 0) =>
      quotas
        .slice(since)
        .some((batch) =>
          batch.some(
            (update) =>
              update.subjectId === fx.subjects[code]!.id &&
              update.newQuota.registered === registered,
          ),
        );
    expect((await add(a, 'RDO1001')).statusCode).toBe(201);
    await eventually(() => expect(heardOnB('RDO1001', 1)).toBe(true));
    expect((await readiness(a)).body.redis).toBe('reachable');

    await proxy.cut();
    await eventually(async () =>
      expect(await readiness(a)).toEqual({
        statusCode: 200,
        body: { status: 'ready', redis: 'unreachable' },
      }),
    );

    // Past the renewal age: the admission is not renewed while the queue's store is away, and
    // the action goes through all the same.
    nowMs += 2 * 60_000;
    const removed = await a.app.inject({
      method: 'DELETE',
      url: API.selectedSubject(fx.subjects.RDO1001!.id),
      headers: withAdmission,
    });
    expect(removed.statusCode).toBe(204);
    const added = await add(a, 'RDO1002');
    expect(added.statusCode).toBe(201);
    expect(added.headers[ADMISSION_HEADER]).toBeUndefined();
    const read = await b.app.inject({ url: API.selectedSubjects, headers: admitted.headers });
    expect(read.statusCode).toBe(200);

    // The gate cannot know anyone's turn: a clear 503, never an open door.
    const newcomer = await person(a, 'student');
    const refused = await join(b, newcomer.headers);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'GATE_UNAVAILABLE' });
    const registrarGate = await a.app.inject({
      url: API.adminPeriodGate(fx.periodId),
      headers: registrar.headers,
    });
    expect(registrarGate.statusCode).toBe(503);

    // Sign-in failures are counted in this process's memory until Redis returns.
    const wrong = { username: newcomer.username, password: 'not-the-password' };
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(
        (await a.app.inject({ method: 'POST', url: API.login, payload: wrong })).statusCode,
      );
    }
    expect(answers).toEqual([401, 401, 401, 429]);

    await proxy.restore();
    await eventually(async () => {
      expect((await readiness(a)).body.redis).toBe('reachable');
      expect((await readiness(b)).body.redis).toBe('reachable');
    }, 15_000);
    // Live events cross processes again: the subscriber resubscribed by itself.
    const heardBefore = quotas.length;
    await eventually(async () => {
      await a.app.inject({
        method: 'DELETE',
        url: API.selectedSubject(fx.subjects.RDO1001!.id),
        headers: withAdmission,
      });
      expect((await add(a, 'RDO1001')).statusCode).toBe(201);
      await eventually(() => expect(heardOnB('RDO1001', 1, heardBefore)).toBe(true), 1_000);
    }, 15_000);
    const rejoined = await join(b, newcomer.headers);
    expect(rejoined.statusCode).toBe(200);
  });
});
