import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API,
  RECONNECT_DELAY_MAX_MS,
  RECONNECT_DELAY_MS,
  RECONNECT_RANDOMIZATION,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type Subject,
} from '@daftar/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createTokenService } from '../lib/tokens';
import { createCatalogue } from '../test/catalogue-fixture';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { eventually } from '../test/sockets';

// 2,000 live clients lose the server at once (it restarts); each reconnects with the spec's
// jittered back-off, refetches the seat counts, and ends up with the current ones.

const CLIENTS = 2000;
const dir = mkdtempSync(join(tmpdir(), 'daftar-storm-'));
const dbUrl = `sqlite:${join(dir, 'storm.db')}`;
const secret = randomBytes(32).toString('hex');
const env = {
  DATABASE_URL: dbUrl,
  JWT_SECRET: secret,
  SEED: 'none',
  RATE_LIMITS: 'off',
  QUOTA_EVENT_WINDOW_MS: '250',
};
let server: ServerProcess | undefined;
const sockets: Socket<ServerToClientEvents, ClientToServerEvents>[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a reconnection storm', () => {
  it('brings 2,000 dropped clients back with current seat counts, and the server stays up', async () => {
    const setup = openDatabase({ url: dbUrl });
    await migrateToLatest(setup);
    const fx = await createCatalogue(setup.db, [
      { code: 'STM1001', sections: [{ capacity: 500, meetings: [[1, 8, 9]] }] },
    ]);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const row = await setup.db
        .insertInto('users')
        .values({
          username: `storm${i}`,
          username_key: `storm${i}`,
          password_hash: 'x',
          name: `Storm ${i}`,
          role: 'student',
          student_id: `S${i}`,
          faculty_id: null,
          advisor_id: null,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    await setup.close();
    const tokens = createTokenService(secret, 3600);
    const auth = ids.map((id) => `Bearer ${tokens.sign({ id, role: 'student', tokenVersion: 0 })}`);
    const subjectId = fx.subjects.STM1001!.id;
    const add = (student: number) =>
      fetch(`${url}${API.selectedSubjects}`, {
        method: 'POST',
        headers: { authorization: auth[student]!, 'content-type': 'application/json' },
        body: JSON.stringify({ subjectId }),
      });

    server = await startServerProcess(env);
    const { url, port } = server;
    // Each client keeps the latest count it knows: from its refetch after (re)connecting, then
    // from every quotaUpdated batch.
    const known = new Array<number | undefined>(CLIENTS);
    const connects = new Array<number>(CLIENTS).fill(0);
    const started = Date.now();
    for (let i = 0; i < CLIENTS; i += 1) {
      const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
        transports: ['websocket'],
        reconnectionDelay: RECONNECT_DELAY_MS,
        reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
        randomizationFactor: RECONNECT_RANDOMIZATION,
        forceNew: true,
      });
      socket.on('connect', async () => {
        connects[i] = (connects[i] ?? 0) + 1;
        try {
          const res = await fetch(`${url}${API.subjects}`, {
            headers: { authorization: auth[0]! },
          });
          const subjects = (await res.json()) as Subject[];
          known[i] = Math.max(
            known[i] ?? 0,
            subjects.find((s) => s.id === subjectId)!.quota.registered,
          );
        } catch {
          // The server went down mid-refetch; the next reconnection refetches.
        }
      });
      socket.on('quotaUpdated', (updates) => {
        const update = updates.find((u) => u.subjectId === subjectId);
        if (update) known[i] = Math.max(known[i] ?? 0, update.newQuota.registered);
      });
      sockets.push(socket);
    }
    await eventually(() => expect(connects.every((n) => n === 1)).toBe(true), 30_000);
    const firstConnectMs = Date.now() - started;
    expect((await add(0)).status).toBe(201);
    await eventually(() => expect(known.every((n) => n === 1)).toBe(true), 10_000);

    server.child.kill('SIGKILL');
    await new Promise((resolve) => server!.child.once('exit', resolve));
    const droppedAt = Date.now();
    // Back where the clients look for it.
    server = await startServerProcess(env, port);
    // Seats change while the clients are still finding their way back.
    for (const student of [1, 2, 3]) expect((await add(student)).status).toBe(201);
    await eventually(() => expect(connects.every((n) => n === 2)).toBe(true), 40_000);
    const reconnectMs = Date.now() - droppedAt;
    expect((await add(4)).status).toBe(201);
    await eventually(() => expect(known.filter((n) => n !== 5)).toEqual([]), 15_000);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    // The back-off spreads reconnections over the 1-5 s delay window instead of one spike.
    expect(reconnectMs).toBeLessThan(30_000);
    expect(firstConnectMs).toBeLessThan(30_000);
  });
});
