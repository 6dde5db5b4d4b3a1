import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { API, type QuotaUpdate } from '@daftar/contract';
import { io } from 'socket.io-client';
import { expect } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { repoRoot } from '../lib/paths';
import { createTokenService } from '../lib/tokens';
import { createCatalogue, type Fixture, type SubjectSpec } from './catalogue-fixture';
import { freePort } from './free-port';
import { createScratchDatabase } from './postgres-template';
import { sampleValue } from './prometheus-text';
import { startServerProcess, type ServerProcess } from './server-process';
import { eventually, type ClientSocket } from './sockets';

// Three built server processes behind deploy/haproxy.cfg as shipped, on one PostgreSQL database of
// their own and a Redis: what the cluster suites (`*.cluster.test.ts`) start and load.

export interface ClusterOptions {
  redisUrl: string;
  subjects: SubjectSpec[];
}

/** A browser following seat counts, as the web app does. */
export interface LiveBrowser {
  socket: ClientSocket;
  counts: Map<number, number>;
  connects: number;
  disconnects: number;
}

export async function startCluster({ redisUrl, subjects }: ClusterOptions) {
  const secret = randomBytes(32).toString('hex');
  const metricsToken = randomBytes(16).toString('hex');
  // The processes listen where the system puts them and say where; HAProxy cannot say, so it is
  // given a port that is free now.
  const proxyPort = await freePort();
  const proxy = `http://127.0.0.1:${proxyPort}`;
  const tokens = createTokenService(secret, 3600);
  const servers: ServerProcess[] = [];
  const sockets: ClientSocket[] = [];
  let haproxy: ChildProcess | undefined;

  const scratch = await createScratchDatabase('daftar_cluster');
  const database: Database = openDatabase({ url: scratch.url });
  await migrateToLatest(database);
  const fx: Fixture = await createCatalogue(database.db, subjects);

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
    return { id: row.id, token: tokens.sign({ id: row.id, role, tokenVersion: 0 }) };
  }

  /** One request as a student's browser sends it: through HAProxy unless a process is named. */
  function call(method: string, path: string, token: string, body?: object, origin = proxy) {
    return fetch(`${origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
  }

  /** Whose token the live browsers read the catalogue with. */
  const reader = await user('student', 'reader');

  /**
   * A browser following seat counts: it reads them when it connects (and again on every
   * reconnection, as the web app does), then applies each `quotaUpdated`. Through HAProxy unless
   * a process is named.
   */
  function liveBrowser(transport: 'websocket' | 'polling', token?: string, origin = proxy) {
    const socket: ClientSocket = io(origin, {
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
    const browser: LiveBrowser = { socket, counts: new Map(), connects: 0, disconnects: 0 };
    socket.on('connect', () => {
      browser.connects += 1;
      void call('GET', API.subjects, reader.token, undefined, origin).then(async (reply) => {
        for (const subject of (await reply.json()) as {
          id: number;
          quota: { registered: number };
        }[])
          browser.counts.set(subject.id, subject.quota.registered);
      });
    });
    socket.on('disconnect', () => {
      browser.disconnects += 1;
    });
    socket.on('quotaUpdated', (updates: QuotaUpdate[]) => {
      for (const update of updates)
        browser.counts.set(update.subjectId, update.newQuota.registered);
    });
    return browser;
  }

  async function liveSockets(server: ServerProcess) {
    const reply = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    return sampleValue(await reply.text(), 'daftar_live_sockets') ?? 0;
  }

  /** Every browser ends with the seat counts in the database. */
  async function expectCurrentCounts(browsers: LiveBrowser[], subjectIds: number[]) {
    const counts = await database.db
      .selectFrom('sections')
      .select(['subject_id', (eb) => eb.fn.sum<number>('registered').as('registered')])
      .where('subject_id', 'in', subjectIds)
      .groupBy('subject_id')
      .execute();
    await eventually(() => {
      for (const browser of browsers)
        for (const { subject_id, registered } of counts)
          expect(browser.counts.get(subject_id)).toBe(Number(registered));
    }, 10_000);
  }

  const cluster = {
    proxy,
    servers,
    database,
    fx,
    user,
    call,
    liveBrowser,
    liveSockets,
    expectCurrentCounts,
    async stop() {
      for (const socket of sockets) socket.close();
      haproxy?.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.stop()));
      await database.close();
      await scratch.drop();
    },
  };

  try {
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      JWT_SECRET: secret,
      SEED: 'none',
      RATE_LIMITS: 'off',
      QUOTA_EVENT_WINDOW_MS: '100',
      METRICS_TOKEN: metricsToken,
    };
    for (let i = 0; i < 3; i += 1)
      servers.push(await startServerProcess({ ...env, PROCESS_NAME: `daftar-${i + 1}` }));
    // deploy/haproxy.cfg as shipped, told each process's address the way a deployment tells it.
    const address = (server: ServerProcess) => new URL(server.url).host;
    haproxy = spawn('haproxy', ['-db', '-f', join(repoRoot, 'deploy/haproxy.cfg')], {
      env: {
        ...process.env,
        DAFTAR_BIND: `127.0.0.1:${proxyPort}`,
        DAFTAR_1: address(servers[0]!),
        DAFTAR_2: address(servers[1]!),
        DAFTAR_3: address(servers[2]!),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    // Every process must have passed its health checks (rise 2, every second) before the load.
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
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** Waits (at most a minute) until a load's `answered()` count reaches `count`. */
export async function untilAnswered(answered: () => number, count: number) {
  const deadline = Date.now() + 60_000;
  while (answered() < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(answered()).toBeGreaterThanOrEqual(count);
}

/**
 * A redis-server of the test's own (the machine's stays untouched), which the test may kill with
 * SIGKILL and start again on the same port, empty, as Redis restarts without persistence.
 */
export async function startRedisServer() {
  // redis-server takes port 0 as "no TCP at all": it is given one that is free now.
  const port = await freePort();
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;

  async function start() {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = started;
    await eventually(async () => {
      expect(started.exitCode).toBeNull();
      await new Promise<void>((resolve, reject) => {
        const socket = createConnection(port, '127.0.0.1', () => {
          socket.end();
          resolve();
        });
        socket.on('error', reject);
      });
    }, 10_000);
  }

  await start();
  return {
    url,
    async kill() {
      const running = child!;
      running.kill('SIGKILL');
      if (running.exitCode === null && running.signalCode === null)
        await new Promise((resolve) => running.once('exit', resolve));
    },
    restart: start,
  };
}
