import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { API, type QuotaUpdate } from '@daftar/contract';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { repoRoot } from '../lib/paths';
import { createTokenService } from '../lib/tokens';
import { checkInvariants, createCatalogue, type Fixture } from '../test/catalogue-fixture';
import { sampleValue } from '../test/prometheus-text';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { eventually, record, type ClientSocket } from '../test/sockets';

// Issue 24: three server processes behind HAProxy (deploy/haproxy.cfg as shipped), sharing
// PostgreSQL and Redis. Students rush four small subjects through HAProxy while live browsers
// follow the seats over websockets and over long polling (which needs HAProxy's sticky cookie);
// in the middle one process is killed with SIGKILL. Afterwards no acknowledged change is lost,
// no section is overbooked, every browser is connected to a surviving process with the final
// counts, and decisions and waitlist promotions still reach the people they are for.

const adminUrl = process.env.TEST_DATABASE_URL!;
const redisUrl = process.env.TEST_REDIS_URL!;
const secret = randomBytes(32).toString('hex');
const metricsToken = randomBytes(16).toString('hex');
const dbName = `daftar_cluster_${randomBytes(5).toString('hex')}`;
const basePort = 5200 + Math.floor(Math.random() * 300);
const proxyPort = basePort + 10;
const proxy = `http://127.0.0.1:${proxyPort}`;

const HOT = ['CLU1001', 'CLU1002', 'CLU1003', 'CLU1004'];
const STUDENTS = 48;
const CONCURRENCY = 16;
const STUDENTS_PER_WORKER = STUDENTS / CONCURRENCY;
// Requests answered (acknowledged or refused) before the kill and after it.
const ANSWERS_BEFORE_KILL = 400;
const ANSWERS_AFTER_KILL = 400;
const BROWSERS_PER_TRANSPORT = 8;

let database: Database;
let databaseUrl: string;
let fx: Fixture;
/** Whose token the live browsers read the catalogue with. */
let reader: { id: number; token: string };
const servers: ServerProcess[] = [];
let haproxy: ChildProcess | undefined;
const sockets: ClientSocket[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

const tokens = createTokenService(secret, 3600);
async function user(role: 'student' | 'lecturer', name: string, advisorId: number | null = null) {
  const username = `${name}_${randomBytes(3).toString('hex')}`;
  const row = await database.db
    .insertInto('users')
    .values({
      username,
      username_key: username,
      password_hash: 'x',
      name,
      role,
      student_id: role === 'student' ? username.slice(0, 20) : null,
      faculty_id: null,
      advisor_id: advisorId,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    token: tokens.sign({ id: row.id, role, tokenVersion: 0 }),
  };
}

/** One request through HAProxy as a student's browser sends it. */
function call(method: string, path: string, token: string, body?: object) {
  return fetch(`${proxy}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
}

/**
 * A browser following seat counts: it reads them when it connects (and again on every
 * reconnection, as the web app does), then applies each `quotaUpdated`.
 */
function liveBrowser(transport: 'websocket' | 'polling', token?: string) {
  const socket: ClientSocket = io(proxy, {
    transports: [transport],
    auth: token ? { token } : {},
    forceNew: true,
    // HAProxy's cookie keeps a polling session on its process; Node's client keeps cookies only
    // when asked to.
    withCredentials: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  });
  sockets.push(socket);
  const browser = {
    socket,
    transport,
    counts: new Map<number, number>(),
    connects: 0,
    disconnects: 0,
  };
  socket.on('connect', () => {
    browser.connects += 1;
    void call('GET', API.subjects, reader.token).then(async (reply) => {
      for (const subject of (await reply.json()) as { id: number; quota: { registered: number } }[])
        browser.counts.set(subject.id, subject.quota.registered);
    });
  });
  socket.on('disconnect', () => {
    browser.disconnects += 1;
  });
  socket.on('quotaUpdated', (updates: QuotaUpdate[]) => {
    for (const update of updates) browser.counts.set(update.subjectId, update.newQuota.registered);
  });
  return browser;
}

beforeAll(async () => {
  await admin(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  database = openDatabase({ url: databaseUrl });
  await migrateToLatest(database);
  fx = await createCatalogue(database.db, [
    ...HOT.map((code, i) => ({
      code,
      credits: 3,
      sections: [{ capacity: 30, meetings: [[i + 1, 8, 10]] as [number, number, number][] }],
    })),
    { code: 'CLU2001', credits: 3, sections: [{ capacity: 1, meetings: [[5, 14, 16]] }] },
    { code: 'CLU3001', credits: 3, sections: [{ capacity: 30, meetings: [[1, 14, 16]] }] },
    { code: 'CLU3002', credits: 3, sections: [{ capacity: 30, meetings: [[2, 14, 16]] }] },
  ]);
  reader = await user('student', 'reader');

  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: secret,
    SEED: 'none',
    RATE_LIMITS: 'off',
    QUOTA_EVENT_WINDOW_MS: '100',
    METRICS_TOKEN: metricsToken,
  };
  for (let i = 0; i < 3; i += 1)
    servers.push(
      await startServerProcess(basePort + i, { ...env, PROCESS_NAME: `daftar-${i + 1}` }),
    );

  haproxy = spawn('haproxy', ['-db', '-f', join(repoRoot, 'deploy/haproxy.cfg')], {
    env: {
      ...process.env,
      DAFTAR_BIND: `127.0.0.1:${proxyPort}`,
      DAFTAR_1: `127.0.0.1:${basePort}`,
      DAFTAR_2: `127.0.0.1:${basePort + 1}`,
      DAFTAR_3: `127.0.0.1:${basePort + 2}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Every process must have passed its health checks (rise 2, every second) before the rush.
  const served = new Set<string>();
  await eventually(async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${proxy}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } }),
      ),
    );
    for (const reply of replies) {
      const name = /process="(daftar-\d)"/.exec(await reply.text())?.[1];
      if (name) served.add(name);
    }
    expect(served.size).toBe(3);
  }, 20_000);
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  haproxy?.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.stop()));
  await database?.close();
  await admin(`drop database if exists ${dbName} with (force)`);
});

async function liveSockets(server: ServerProcess) {
  const reply = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  return sampleValue(await reply.text(), 'daftar_live_sockets') ?? 0;
}

interface Outcome {
  op: 'add' | 'remove';
  student: number;
  subject: number;
  /** 'ok' acknowledged, 'refused' a 4xx (nothing changed), 'unknown' no answer or a 5xx. */
  result: 'ok' | 'refused' | 'unknown';
}

describe('three processes behind HAProxy', () => {
  it('loses nothing and leaves every browser current when one process is killed mid-rush', async () => {
    const id = (code: string) => fx.subjects[code]!.id;
    const hot = HOT.map(id);
    const students = await Promise.all(
      Array.from({ length: STUDENTS }, (_, i) => user('student', `rush${i}`)),
    );

    // People waiting for events: a student waiting for CLU2001's one seat, its holder, and a
    // student under review with their advisor.
    const holder = await user('student', 'holder');
    const waiter = await user('student', 'waiter');
    const advisor = await user('lecturer', 'advisor');
    const reviewed = await user('student', 'reviewed', advisor.id);
    expect(
      (await call('POST', API.selectedSubjects, holder.token, { subjectId: id('CLU2001') })).status,
    ).toBe(201);
    expect(
      (await call('POST', API.waitlist, waiter.token, { subjectId: id('CLU2001') })).status,
    ).toBe(201);
    for (const code of ['CLU3001', 'CLU3002'])
      expect(
        (await call('POST', API.selectedSubjects, reviewed.token, { subjectId: id(code) })).status,
      ).toBe(201);
    expect((await call('POST', API.submit, reviewed.token)).status).toBe(200);

    const browsers = [
      ...Array.from({ length: BROWSERS_PER_TRANSPORT }, () => liveBrowser('websocket')),
      ...Array.from({ length: BROWSERS_PER_TRANSPORT }, () => liveBrowser('polling')),
    ];
    const waiterBrowser = liveBrowser('polling', waiter.token);
    const reviewedBrowser = liveBrowser('websocket', reviewed.token);
    const advisorBrowser = liveBrowser('polling', advisor.token);
    const everyone = [...browsers, waiterBrowser, reviewedBrowser, advisorBrowser];
    const promotions = record(waiterBrowser.socket, 'waitlistUpdated');
    const decisions = record(reviewedBrowser.socket, 'subjectStatusUpdated');
    const queue = record(advisorBrowser.socket, 'reviewQueueChanged');
    await eventually(() => {
      for (const browser of everyone) expect(browser.socket.connected).toBe(true);
    }, 10_000);
    const socketsPerProcess = await Promise.all(servers.map(liveSockets));
    expect(socketsPerProcess.reduce((a, b) => a + b, 0)).toBe(everyone.length);

    // The rush: each worker acts for its own students, one request at a time.
    const outcomes: Outcome[] = [];
    let running = true;
    async function worker(index: number) {
      let n = index + 7;
      while (running) {
        n = (n * 1103515245 + 12345) % 2 ** 31;
        const student = index + CONCURRENCY * (n % STUDENTS_PER_WORKER);
        const subject = hot[(n >> 8) % hot.length]!;
        const op = (n >> 4) % 3 === 0 ? 'remove' : 'add';
        const entry: Outcome = { op, student, subject, result: 'unknown' };
        outcomes.push(entry);
        try {
          const reply =
            op === 'add'
              ? await call('POST', API.selectedSubjects, students[student]!.token, {
                  subjectId: subject,
                })
              : await call('DELETE', API.selectedSubject(subject), students[student]!.token);
          entry.result = reply.ok ? 'ok' : reply.status < 500 ? 'refused' : 'unknown';
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }
    const answered = () => outcomes.filter((o) => o.result !== 'unknown').length;
    const untilAnswered = async (count: number) => {
      const deadline = Date.now() + 60_000;
      while (answered() < count && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answered()).toBeGreaterThanOrEqual(count);
    };
    const workers = Array.from({ length: CONCURRENCY }, (_, i) => worker(i));

    // In the middle of the rush, the process with the most browsers dies at once.
    await untilAnswered(ANSWERS_BEFORE_KILL);
    const victim = socketsPerProcess.indexOf(Math.max(...socketsPerProcess));
    const killed = servers[victim]!;
    killed.child.kill('SIGKILL');
    await new Promise((resolve) => killed.child.once('exit', resolve));
    await untilAnswered(answered() + ANSWERS_AFTER_KILL);
    running = false;
    await Promise.all(workers);

    // Every browser is connected again, those of the dead process on a surviving one, and the
    // others never dropped: a polling session stayed on its process all along.
    await eventually(() => {
      for (const browser of everyone) expect(browser.socket.connected).toBe(true);
    }, 15_000);
    const dropped = everyone.filter((browser) => browser.disconnects > 0);
    expect(dropped).toHaveLength(socketsPerProcess[victim]!);
    for (const browser of everyone) expect(browser.disconnects).toBeLessThanOrEqual(1);
    const survivors = servers.filter((_, i) => i !== victim);
    expect((await Promise.all(survivors.map(liveSockets))).reduce((a, b) => a + b, 0)).toBe(
      everyone.length,
    );

    // After the kill, a waitlist promotion and a decision still reach their people.
    expect((await call('DELETE', API.selectedSubject(id('CLU2001')), holder.token)).status).toBe(
      204,
    );
    const [registration] = (await (
      await call('GET', API.reviewRegistrations, advisor.token)
    ).json()) as { id: number }[];
    expect(
      (
        await call('POST', API.rejectSubject(registration!.id, id('CLU3001')), advisor.token, {
          reason: 'Full term for this student.',
        })
      ).status,
    ).toBe(200);
    await eventually(() => {
      expect(promotions).toContainEqual(
        expect.objectContaining({ subjectId: id('CLU2001'), promoted: true }),
      );
      expect(decisions).toContainEqual(
        expect.objectContaining({ subjectId: id('CLU3001'), newStatus: 'rejected' }),
      );
      expect(queue).toContainEqual({ registrationId: registration!.id });
    }, 10_000);

    // No acknowledged change lost: for each student and subject, the last acknowledged change
    // decides whether the row is there, unless a later request went unanswered.
    expect(outcomes.filter((o) => o.result === 'ok').length).toBeGreaterThan(100);
    const rows = await database.db
      .selectFrom('registration_subjects as rs')
      .innerJoin('registrations as r', 'r.id', 'rs.registration_id')
      .select(['r.student_id', 'rs.subject_id'])
      .where('rs.subject_id', 'in', hot)
      .execute();
    const present = new Set(rows.map((r) => `${r.student_id}:${r.subject_id}`));
    let checked = 0;
    for (let student = 0; student < STUDENTS; student += 1) {
      for (const subject of hot) {
        const history = outcomes.filter(
          (o) => o.student === student && o.subject === subject && o.result !== 'refused',
        );
        const last = history.findLastIndex((o) => o.result === 'ok');
        if (last === -1 || history.slice(last + 1).some((o) => o.result === 'unknown')) continue;
        checked += 1;
        expect(present.has(`${students[student]!.id}:${subject}`)).toBe(
          history[last]!.op === 'add',
        );
      }
    }
    expect(checked).toBeGreaterThan(STUDENTS);
    // No overbooking, and every section's count equals the rows holding its seats.
    expect(await checkInvariants(database.db)).toEqual([]);

    // Every browser ends with the counts in the database.
    const counts = await database.db
      .selectFrom('sections')
      .select(['subject_id', (eb) => eb.fn.sum<number>('registered').as('registered')])
      .where('subject_id', 'in', hot)
      .groupBy('subject_id')
      .execute();
    await eventually(() => {
      for (const browser of everyone)
        for (const { subject_id, registered } of counts)
          expect(browser.counts.get(subject_id)).toBe(Number(registered));
    }, 10_000);
  });
});
