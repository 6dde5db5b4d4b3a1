import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@daftar/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { checkInvariants, createCatalogue } from '../test/catalogue-fixture';
import { crashStudents, killRepeatedly } from '../test/crash-rush';
import { startServerProcess, type ServerProcess } from '../test/server-process';

// Issue 20: the server is killed with SIGKILL at random moments while students add, drop, join
// waitlists (some giving up a subject they hold), so kills land inside promotions.
// No promotion may be half done: a seat taken without its selection, a subject given up but
// still held, a freed seat left free while someone able to take it waits.

const STUDENTS = 30;
const SUBJECTS = 4;
const CONCURRENCY = 10;
const CRASHES = 3;
const ACKS_PER_LIFE = 30;

const dir = mkdtempSync(join(tmpdir(), 'daftar-waitlist-crash-'));
const dbUrl = `sqlite:${join(dir, 'crash.db')}`;
const secret = randomBytes(32).toString('hex');
const env = { DATABASE_URL: dbUrl, JWT_SECRET: secret, SEED: 'none', RATE_LIMITS: 'off' };
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('crash safety of waitlists', () => {
  it('leaves no promotion half done when the server is killed mid-rush', async () => {
    const setup = openDatabase({ url: dbUrl });
    await migrateToLatest(setup);
    // Few seats, so most adds end on a waitlist and most drops promote someone.
    const fx = await createCatalogue(
      setup.db,
      Array.from({ length: SUBJECTS }, (_, i) => ({
        code: `WCR${1000 + i}`,
        credits: 3,
        sections: [{ capacity: 3, meetings: [[i + 1, 8, 10]] as [number, number, number][] }],
      })),
    );
    const students = await crashStudents(setup.db, secret, STUDENTS, 'wcrash');
    await setup.close();
    const subjectIds = Object.values(fx.subjects).map((s) => s.id);

    server = await startServerProcess(env);
    const { url } = server;
    let acknowledged = 0;
    let drops = 0;
    let joins = 0;
    let running = true;
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
    async function worker(index: number) {
      // Each worker acts for its own students, one request at a time, as a browser would.
      const own = students.filter((_, i) => i % CONCURRENCY === index);
      while (running) {
        const student = pick(own);
        const subject = pick(subjectIds);
        const swap = pick(subjectIds);
        const op = Math.floor(Math.random() * 4);
        const [method, path, body] =
          op === 0
            ? ['DELETE', API.selectedSubject(subject), undefined]
            : op === 1
              ? ['POST', API.selectedSubjects, { subjectId: subject }]
              : op === 2
                ? ['POST', API.waitlist, { subjectId: subject, swapSubjectId: swap }]
                : ['POST', API.waitlist, { subjectId: subject }];
        try {
          const res = await fetch(`${url}${path}`, {
            method,
            headers: {
              authorization: student.auth,
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            body: body ? JSON.stringify(body) : undefined,
            signal: AbortSignal.timeout(5000),
          });
          if (res.ok) {
            acknowledged += 1;
            if (op === 0) drops += 1;
            if (op >= 2) joins += 1;
          }
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }
    const workers = Array.from({ length: CONCURRENCY }, (_, i) => worker(i));
    server = await killRepeatedly({
      server,
      env,
      crashes: CRASHES,
      acksPerLife: ACKS_PER_LIFE,
      acknowledged: () => acknowledged,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await Promise.all(workers);
    await server.stop();

    expect(acknowledged).toBeGreaterThan(CRASHES * ACKS_PER_LIFE);
    expect(drops).toBeGreaterThan(0);
    const check = openDatabase({ url: dbUrl });
    const waiting = await check.db.selectFrom('waitlist_entries').select('id').execute();
    // Nobody leaves a waitlist here: every place gone was a promotion.
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.length).toBeLessThan(joins);
    expect(await checkInvariants(check.db)).toEqual([]);
    await check.close();
  });
});
