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

// Jepsen's rule for Daftar: during a rush of adds and removals the server is killed with
// SIGKILL at random moments and restarted; every acknowledged (2xx) change must survive, no
// selection may be half-written, and seats must still equal rows.

const STUDENTS = 36;
const SUBJECTS = 6;
const CONCURRENCY = 12;
// Each worker acts for its own students, one request at a time, as each student's browser would:
// a student's requests then commit in the order they were sent, which the check below relies on.
const STUDENTS_PER_WORKER = STUDENTS / CONCURRENCY;
const CRASHES = 4;
const ACKS_PER_LIFE = 30;

const dir = mkdtempSync(join(tmpdir(), 'daftar-crash-'));
const dbUrl = `sqlite:${join(dir, 'crash.db')}`;
const secret = randomBytes(32).toString('hex');
const env = { DATABASE_URL: dbUrl, JWT_SECRET: secret, SEED: 'none', RATE_LIMITS: 'off' };
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Outcome {
  op: 'add' | 'remove';
  student: number;
  subject: number;
  /** 'ok' acknowledged, 'refused' a 4xx (nothing changed), 'unknown' no answer (server died). */
  result: 'ok' | 'refused' | 'unknown';
}

describe('crash safety', () => {
  it('loses no acknowledged change when the server is killed mid-rush', async () => {
    const setup = openDatabase({ url: dbUrl });
    await migrateToLatest(setup);
    const fx = await createCatalogue(
      setup.db,
      Array.from({ length: SUBJECTS }, (_, i) => ({
        code: `CRS${1000 + i}`,
        credits: 3,
        sections: [
          {
            capacity: 12,
            meetings: [[(i % 5) + 1, 8 + 2 * Math.floor(i / 5), 9 + 2 * Math.floor(i / 5)]] as [
              number,
              number,
              number,
            ][],
          },
        ],
      })),
    );
    const students = await crashStudents(setup.db, secret, STUDENTS, 'crash');
    await setup.close();
    const subjectIds = Object.values(fx.subjects).map((s) => s.id);

    server = await startServerProcess(env);
    const { url } = server;
    const outcomes: Outcome[] = [];
    let running = true;
    async function worker(index: number) {
      let n = index + 1;
      while (running) {
        n = (n * 1103515245 + 12345) % 2 ** 31;
        const student = index + CONCURRENCY * (n % STUDENTS_PER_WORKER);
        const subject = subjectIds[(n >> 8) % SUBJECTS]!;
        const op = (n >> 4) % 3 === 0 ? 'remove' : 'add';
        const entry: Outcome = { op, student, subject, result: 'unknown' };
        outcomes.push(entry);
        try {
          const res = await fetch(
            `${url}${op === 'add' ? API.selectedSubjects : API.selectedSubject(subject)}`,
            {
              method: op === 'add' ? 'POST' : 'DELETE',
              headers: {
                authorization: students[student]!.auth,
                ...(op === 'add' ? { 'content-type': 'application/json' } : {}),
              },
              body: op === 'add' ? JSON.stringify({ subjectId: subject }) : undefined,
              signal: AbortSignal.timeout(5000),
            },
          );
          entry.result = res.ok ? 'ok' : res.status < 500 ? 'refused' : 'unknown';
        } catch (error) {
          // Refused connections never reached a server: nothing can have changed.
          const cause = (error as { cause?: { code?: string } }).cause;
          if (cause?.code === 'ECONNREFUSED') entry.result = 'refused';
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }
    const workers = Array.from({ length: CONCURRENCY }, (_, i) => worker(i));
    const acknowledgedSoFar = () => outcomes.filter((o) => o.result === 'ok').length;
    server = await killRepeatedly({
      server,
      env,
      crashes: CRASHES,
      acksPerLife: ACKS_PER_LIFE,
      acknowledged: acknowledgedSoFar,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await Promise.all(workers);
    await server.stop();

    const acknowledged = outcomes.filter((o) => o.result === 'ok').length;
    expect(acknowledged).toBeGreaterThan(100);
    expect(outcomes.some((o) => o.result === 'unknown')).toBe(true);

    // For each (student, subject), the last acknowledged change decides whether the row is there,
    // unless a later request went unanswered: that one may or may not have been applied.
    const check = openDatabase({ url: dbUrl });
    const rows = await check.db
      .selectFrom('registration_subjects as rs')
      .innerJoin('registrations as r', 'r.id', 'rs.registration_id')
      .select(['r.student_id', 'rs.subject_id'])
      .execute();
    const present = new Set(rows.map((r) => `${r.student_id}:${r.subject_id}`));
    let checked = 0;
    for (let student = 0; student < STUDENTS; student += 1) {
      for (const subject of subjectIds) {
        const history = outcomes.filter(
          (o) => o.student === student && o.subject === subject && o.result !== 'refused',
        );
        const lastIndex = history.findLastIndex((o) => o.result === 'ok');
        if (lastIndex === -1 || history.slice(lastIndex + 1).some((o) => o.result === 'unknown'))
          continue;
        checked += 1;
        expect(
          present.has(`${students[student]!.id}:${subject}`),
          `student ${student} subject ${subject}`,
        ).toBe(history[lastIndex]!.op === 'add');
      }
    }
    expect(checked).toBeGreaterThan(STUDENTS);
    expect(await checkInvariants(check.db)).toEqual([]);
    await check.close();
  });
});
