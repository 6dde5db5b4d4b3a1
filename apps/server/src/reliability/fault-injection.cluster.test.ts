import { API } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../test/catalogue-fixture';
import { startCluster, startRedisServer, untilAnswered, type Cluster } from '../test/cluster';
import { eventually, record } from '../test/sockets';

// Issue 40: what the outside fault-injection run did, as a suite of our own. Three processes
// behind HAProxy share PostgreSQL and a redis-server of this test's, which is killed (SIGKILL)
// in the middle of a workload of adds, removals, section changes and waitlist joins and leaves
// on small full subjects, then started again. No process exits, no request gets a 5xx, requests
// that need no Redis keep succeeding while it is away, live events cross processes again once it
// is back, and the database ends consistent with every acknowledged change.

const STUDENTS = 36;
const CONCURRENCY = 12;
const STUDENTS_PER_WORKER = STUDENTS / CONCURRENCY;
// Requests answered before the kill, while Redis is away, and after it is back.
const ANSWERS_BEFORE = 300;
const ANSWERS_WITHOUT_REDIS = 300;
const ANSWERS_AFTER = 300;

// Waitlisted subjects: few seats, always full. Moving subjects: a small section and one with room,
// so section changes succeed both ways. Every section meets at a time of its own.
const WAITLISTED = ['FIW1001', 'FIW1002'];
const MOVING = ['FIM1001', 'FIM1002'];

let redis: Awaited<ReturnType<typeof startRedisServer>>;
let cluster: Cluster;

beforeAll(async () => {
  redis = await startRedisServer();
  cluster = await startCluster({
    redisUrl: redis.url,
    subjects: [
      ...WAITLISTED.map((code, i) => ({
        code,
        credits: 3,
        sections: [
          { capacity: 2, meetings: [[i + 1, 8, 10]] as [number, number, number][] },
          { capacity: 2, meetings: [[i + 1, 10, 12]] as [number, number, number][] },
        ],
      })),
      ...MOVING.map((code, i) => ({
        code,
        credits: 3,
        sections: [
          { capacity: 12, meetings: [[i + 3, 8, 10]] as [number, number, number][] },
          { capacity: 40, meetings: [[i + 3, 10, 12]] as [number, number, number][] },
        ],
      })),
    ],
  });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await redis?.kill();
});

type Op = 'add' | 'remove' | 'change' | 'join' | 'leave';

interface Outcome {
  op: Op;
  student: number;
  subject: number;
  /** The section a change asked for. */
  sectionId?: number;
  /** When the request was sent and answered (ms since the epoch). */
  sentAt: number;
  answeredAt?: number;
  status?: number;
  /** 'ok' acknowledged, 'refused' a 4xx (nothing changed), 'unknown' no answer. */
  result: 'ok' | 'refused' | 'unknown';
  phase: 'before' | 'without-redis' | 'after';
}

describe('three processes behind HAProxy while Redis is killed and restarted', () => {
  it('keeps serving, answers no 5xx, and ends consistent with every acknowledged change', async () => {
    const { fx, call, database } = cluster;
    const id = (code: string) => fx.subjects[code]!.id;
    const waitlisted = WAITLISTED.map(id);
    const moving = MOVING.map(id);
    const every = [...waitlisted, ...moving];
    const students = await Promise.all(
      Array.from({ length: STUDENTS }, (_, i) => cluster.user('student', `fault${i}`)),
    );
    // Outside the workload: makes the changes that show events crossing processes at the end.
    const mover = (await cluster.user('student', 'mover')).token;

    // Browsers through HAProxy, and one browser on each process directly, to see events cross.
    const browsers = [
      ...Array.from({ length: 4 }, () => cluster.liveBrowser('websocket')),
      ...Array.from({ length: 4 }, () => cluster.liveBrowser('polling')),
    ];
    const direct = cluster.servers.map((server) =>
      cluster.liveBrowser('websocket', undefined, server.url),
    );
    await eventually(() => {
      for (const browser of [...browsers, ...direct]) expect(browser.socket.connected).toBe(true);
    }, 10_000);

    let phase: Outcome['phase'] = 'before';
    const outcomes: Outcome[] = [];
    let running = true;
    async function worker(index: number) {
      const pick = (count: number) => Math.floor(Math.random() * count);
      while (running) {
        const student = index + CONCURRENCY * pick(STUDENTS_PER_WORKER);
        const token = students[student]!.token;
        const roll = pick(10);
        const onWaitlisted = roll < 5;
        const code = (onWaitlisted ? WAITLISTED : MOVING)[pick(2)]!;
        const subject = id(code);
        const op: Op = onWaitlisted
          ? (['add', 'remove', 'join', 'join', 'leave'] as const)[roll]!
          : (['add', 'remove', 'change', 'change', 'change'] as const)[roll - 5]!;
        const sectionId = op === 'change' ? fx.subjects[code]!.sectionIds[pick(2)] : undefined;
        const entry: Outcome = {
          op,
          student,
          subject,
          sectionId,
          sentAt: Date.now(),
          result: 'unknown',
          phase,
        };
        outcomes.push(entry);
        try {
          const reply =
            op === 'add'
              ? await call('POST', API.selectedSubjects, token, { subjectId: subject })
              : op === 'remove'
                ? await call('DELETE', API.selectedSubject(subject), token)
                : op === 'change'
                  ? await call('PATCH', API.selectedSubject(subject), token, { sectionId })
                  : op === 'join'
                    ? await call('POST', API.waitlist, token, { subjectId: subject })
                    : await call('DELETE', API.waitlistPlace(subject), token);
          entry.answeredAt = Date.now();
          entry.status = reply.status;
          entry.result = reply.ok ? 'ok' : reply.status < 500 ? 'refused' : 'unknown';
        } catch {
          entry.answeredAt = Date.now();
        }
      }
    }
    const answered = () => outcomes.filter((o) => o.status !== undefined).length;
    const workers = Array.from({ length: CONCURRENCY }, (_, i) => worker(i));

    await untilAnswered(answered, ANSWERS_BEFORE);
    await redis.kill();
    phase = 'without-redis';
    await untilAnswered(answered, answered() + ANSWERS_WITHOUT_REDIS);
    // Every process saw Redis go, and stayed in HAProxy's rotation.
    for (const server of cluster.servers) {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ redis: 'unreachable' });
    }
    await redis.restart();
    phase = 'after';
    await eventually(async () => {
      for (const server of cluster.servers)
        expect(await (await fetch(`${server.url}/readyz`)).json()).toMatchObject({
          redis: 'reachable',
        });
    }, 15_000);
    await untilAnswered(answered, answered() + ANSWERS_AFTER);
    running = false;
    await Promise.all(workers);

    // No process exited, and nobody got a 5xx or no answer at all.
    for (const server of cluster.servers) expect(server.child.exitCode).toBeNull();
    expect(outcomes.filter((o) => o.status === undefined || o.status >= 500)).toEqual([]);
    // What needs no Redis kept succeeding while it was away, section changes included.
    const acknowledged = (p: Outcome['phase'], op?: Op) =>
      outcomes.filter((o) => o.phase === p && o.result === 'ok' && (!op || o.op === op)).length;
    expect(acknowledged('without-redis')).toBeGreaterThan(50);
    for (const op of ['add', 'remove', 'change', 'join'] as const)
      expect(acknowledged('without-redis', op), op).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.op === 'change' && o.result === 'ok').length).toBeGreaterThan(
      20,
    );

    // Live events cross processes again: a change through each process reaches the browsers
    // connected straight to the other two.
    for (const [i, server] of cluster.servers.entries()) {
      const heard = direct
        .filter((_, j) => j !== i)
        .map((browser) => record(browser.socket, 'quotaUpdated'));
      await call('DELETE', API.selectedSubject(moving[0]!), mover, undefined, server.url);
      const added = await call(
        'POST',
        API.selectedSubjects,
        mover,
        { subjectId: moving[0] },
        server.url,
      );
      expect(added.status).toBe(201);
      await eventually(() => {
        for (const events of heard)
          expect(events.flat().some((update) => update.subjectId === moving[0])).toBe(true);
      }, 5_000);
    }

    // Nothing overbooked, seats equal holding rows, nobody waits while a seat is free.
    expect(await checkInvariants(database.db)).toEqual([]);

    // No acknowledged change lost: for each student and subject, the last acknowledged request
    // decides what the database holds, unless a later one went unanswered.
    const rows = await database.db
      .selectFrom('registration_subjects as rs')
      .innerJoin('registrations as r', 'r.id', 'rs.registration_id')
      .select(['r.student_id', 'rs.subject_id', 'rs.section_id', 'rs.created_at'])
      .where('rs.subject_id', 'in', every)
      .execute();
    const waiting = await database.db
      .selectFrom('waitlist_entries')
      .select(['student_id', 'subject_id', 'skip_code', 'created_at'])
      .where('subject_id', 'in', waitlisted)
      .execute();
    const held = new Map(rows.map((r) => [`${r.student_id}:${r.subject_id}`, r]));
    const waits = new Set(waiting.map((w) => `${w.student_id}:${w.subject_id}`));
    let checked = 0;
    for (let student = 0; student < STUDENTS; student += 1) {
      for (const subject of every) {
        const key = `${students[student]!.id}:${subject}`;
        const history = outcomes.filter(
          (o) => o.student === student && o.subject === subject && o.result !== 'refused',
        );
        const last = history.findLastIndex((o) => o.result === 'ok');
        if (last === -1 || history.slice(last + 1).some((o) => o.result === 'unknown')) continue;
        checked += 1;
        const { op, sectionId } = history[last]!;
        if (op === 'add') expect(held.has(key), `${key} added`).toBe(true);
        if (op === 'remove') expect(held.has(key), `${key} removed`).toBe(false);
        if (op === 'change') expect(held.get(key)?.section_id, `${key} moved`).toBe(sectionId);
        // A place in the queue either waits still or became a seat.
        if (op === 'join') expect(held.has(key) || waits.has(key), `${key} joined`).toBe(true);
        if (op === 'leave') expect(waits.has(key) || held.has(key), `${key} left`).toBe(false);
      }
    }
    expect(checked).toBeGreaterThan(STUDENTS);

    // Waitlists promoted in order: nobody who joined after a student still waiting (and never
    // passed over) was given a seat while that student waited.
    const joinedAt = new Map<string, number>();
    for (const o of outcomes)
      if (o.op === 'join' && o.result === 'ok')
        joinedAt.set(`${students[o.student]!.id}:${o.subject}`, o.sentAt);
    for (const still of waiting.filter((w) => w.skip_code === null)) {
      const since = new Date(still.created_at).getTime();
      for (const row of rows) {
        if (row.subject_id !== still.subject_id) continue;
        const joined = joinedAt.get(`${row.student_id}:${row.subject_id}`);
        if (joined === undefined || joined <= since) continue;
        expect(
          new Date(row.created_at).getTime() < since,
          `student ${row.student_id} was seated in ${row.subject_id} before student ${still.student_id}, who waited longer`,
        ).toBe(true);
      }
    }

    // Every browser, through HAProxy or straight to a process, ends with the database's counts.
    await cluster.expectCurrentCounts([...browsers, ...direct], every);
  });
});
