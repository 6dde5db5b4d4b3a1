import { API } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../test/catalogue-fixture';
import { startCluster, untilAnswered, type Cluster } from '../test/cluster';
import { eventually, record } from '../test/sockets';

// Issue 24: three server processes behind HAProxy (deploy/haproxy.cfg as shipped), sharing
// PostgreSQL and Redis. Students rush four small subjects through HAProxy while live browsers
// follow the seats over websockets and over long polling (which needs HAProxy's sticky cookie);
// in the middle one process is killed with SIGKILL. Afterwards no acknowledged change is lost,
// no section is overbooked, every browser is connected to a surviving process with the final
// counts, and decisions and waitlist promotions still reach the people they are for.

const HOT = ['CLU1001', 'CLU1002', 'CLU1003', 'CLU1004'];
const STUDENTS = 48;
const CONCURRENCY = 16;
const STUDENTS_PER_WORKER = STUDENTS / CONCURRENCY;
// Requests answered (acknowledged or refused) before the kill and after it.
const ANSWERS_BEFORE_KILL = 400;
const ANSWERS_AFTER_KILL = 400;
const BROWSERS_PER_TRANSPORT = 8;

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    redisUrl: process.env.TEST_REDIS_URL!,
    subjects: [
      ...HOT.map((code, i) => ({
        code,
        credits: 3,
        sections: [{ capacity: 30, meetings: [[i + 1, 8, 10]] as [number, number, number][] }],
      })),
      { code: 'CLU2001', credits: 3, sections: [{ capacity: 1, meetings: [[5, 14, 16]] }] },
      { code: 'CLU3001', credits: 3, sections: [{ capacity: 30, meetings: [[1, 14, 16]] }] },
      { code: 'CLU3002', credits: 3, sections: [{ capacity: 30, meetings: [[2, 14, 16]] }] },
    ],
  });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
});

interface Outcome {
  op: 'add' | 'remove';
  student: number;
  subject: number;
  /** 'ok' acknowledged, 'refused' a 4xx (nothing changed), 'unknown' no answer or a 5xx. */
  result: 'ok' | 'refused' | 'unknown';
}

describe('three processes behind HAProxy', () => {
  it('loses nothing and leaves every browser current when one process is killed mid-rush', async () => {
    const { fx, call, user, liveBrowser, liveSockets, servers, database } = cluster;
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
    const workers = Array.from({ length: CONCURRENCY }, (_, i) => worker(i));

    // In the middle of the rush, the process with the most browsers dies at once.
    await untilAnswered(answered, ANSWERS_BEFORE_KILL);
    const victim = socketsPerProcess.indexOf(Math.max(...socketsPerProcess));
    const killed = servers[victim]!;
    killed.child.kill('SIGKILL');
    await new Promise((resolve) => killed.child.once('exit', resolve));
    await untilAnswered(answered, answered() + ANSWERS_AFTER_KILL);
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
    await cluster.expectCurrentCounts(everyone, hot);
  });
});
