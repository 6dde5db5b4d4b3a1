import { API, type PlanRegisterReply } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Plans registered at once, racing each other and plain adds for small subjects (issue 48). Run
// on SQLite by `npm test` and on PostgreSQL by `npm run test:pg`, where the requests run in
// parallel on a pool of connections. After each test seats equal holding rows in every section of
// every part, and every place is whole.

let t: TestApp;
let fx: Fixture;
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

/**
 * X: one section of 3 seats (Monday). Y: S1 and S2 of 2 seats each (Tuesday, Wednesday).
 * LAB: lecture L1 (8 seats) with tutorials T2 and T3 (3 seats each) linked to it (Thursday).
 */
beforeEach(async () => {
  t = await createTestApp();
  fx = await createCatalogue(t.database.db, [
    { code: 'X1001', sections: [{ capacity: 3, meetings: [[1, 8, 10]] }] },
    {
      code: 'Y1001',
      sections: [
        { capacity: 2, meetings: [[2, 8, 10]] },
        { capacity: 2, meetings: [[3, 8, 10]] },
      ],
    },
    {
      code: 'LAB1001',
      sections: [
        { capacity: 8, part: 'L', meetings: [[4, 8, 10]] },
        { capacity: 3, part: 'T', linkedTo: 0, meetings: [[4, 10, 11]] },
        { capacity: 3, part: 'T', linkedTo: 0, meetings: [[4, 11, 12]] },
      ],
    },
  ]);
});

const id = (code: string) => fx.subjects[code]!.id;
const section = (code: string, index: number) => fx.subjects[code]!.sectionIds[index]!;

async function students(count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 1) users.push(await t.createUser());
  return users;
}

/** Each student's held sections of each subject code, as the database has them. */
async function holdings(users: TestUser[]): Promise<Map<number, Map<string, number[]>>> {
  const rows = await t.database.db
    .selectFrom('registration_subjects as rs')
    .innerJoin('registrations as r', 'r.id', 'rs.registration_id')
    .innerJoin('subjects as s', 's.id', 'rs.subject_id')
    .leftJoin('selection_sections as ss', 'ss.selection_id', 'rs.id')
    .select(['r.student_id', 's.code', 'rs.section_id', 'ss.section_id as other'])
    .execute();
  const held = new Map(users.map((u) => [u.id, new Map<string, number[]>()]));
  for (const row of rows) {
    const own = held.get(row.student_id);
    if (!own) continue;
    const place = own.get(row.code) ?? [row.section_id];
    if (row.other !== null) place.push(row.other);
    own.set(row.code, place);
  }
  return held;
}

async function registered(): Promise<Record<number, number>> {
  const rows = await t.database.db.selectFrom('sections').select(['id', 'registered']).execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.registered]));
}

describe('plans registered at the opening', () => {
  it('race plain adds and each other for small subjects, nothing half-taken or overbooked', async () => {
    const planners = await students(16);
    const adders = await students(8);
    const http = api(t);
    const lab = (tutorial: number) => [section('LAB1001', 0), section('LAB1001', tutorial)];
    for (const planner of planners) {
      const saved = await http.put(API.plan, planner, {
        subjects: [
          { subjectId: id('X1001'), priority: 1 },
          {
            subjectId: id('Y1001'),
            priority: 2,
            sectionIds: [section('Y1001', 0)],
            alternatives: [[section('Y1001', 1)]],
          },
          { subjectId: id('LAB1001'), priority: 3, sectionIds: lab(1), alternatives: [lab(2)] },
        ],
      });
      expect(saved.statusCode).toBe(200);
    }
    const [plans, adds] = await Promise.all([
      Promise.all(planners.map((p) => http.post(API.planRegister, p))),
      Promise.all(
        adders.flatMap((a) => [
          http.add(a, id('X1001')),
          http.add(a, id('Y1001')),
          http.post(API.selectedSubjects, a, { subjectId: id('LAB1001'), sectionIds: lab(2) }),
        ]),
      ),
    ]);
    expect(plans.map((r) => r.statusCode)).toEqual(planners.map(() => 200));
    for (const refused of adds.filter((r) => r.statusCode !== 201)) {
      expect(refused.json().code).toBe('SUBJECT_FULL');
    }
    const held = await holdings([...planners, ...adders]);
    // Every seat is taken and never more: 3 of X, 2 + 2 of Y, 6 places of LAB (its tutorials').
    const counts = { X1001: 0, Y1001: 0, LAB1001: 0 };
    for (const own of held.values())
      for (const code of own.keys()) counts[code as keyof typeof counts] += 1;
    expect(counts).toEqual({ X1001: 3, Y1001: 4, LAB1001: 6 });
    // Each plan's answer is what its student holds: a place whole, or nothing.
    for (const [i, planner] of planners.entries()) {
      const reply: PlanRegisterReply = plans[i]!.json();
      const own = held.get(planner.id)!;
      for (const outcome of reply.subjects) {
        if (outcome.outcome === 'taken') {
          expect(own.get(outcome.code)).toEqual(outcome.sectionIds);
          // The place is the one its choice names: the preferred, or the alternative.
          if (outcome.code === 'LAB1001')
            expect(outcome.sectionIds).toEqual(lab(outcome.choice! + 1));
          if (outcome.code === 'Y1001')
            expect(outcome.sectionIds).toEqual([section('Y1001', outcome.choice!)]);
        } else {
          expect(outcome).toMatchObject({ outcome: 'refused', refusal: { code: 'SUBJECT_FULL' } });
          expect(own.has(outcome.code)).toBe(false);
        }
      }
      expect(reply.taken).toBe(reply.subjects.filter((s) => s.outcome === 'taken').length);
    }
    const seats = await registered();
    expect(seats[section('X1001', 0)]).toBe(3);
    expect([seats[section('Y1001', 0)], seats[section('Y1001', 1)]]).toEqual([2, 2]);
    expect(seats[section('LAB1001', 0)]).toBe(6);
  });

  it('takes alternatives in order as preferred places fill', async () => {
    const planners = await students(5);
    const http = api(t);
    for (const planner of planners) {
      await http.put(API.plan, planner, {
        subjects: [
          {
            subjectId: id('Y1001'),
            priority: 1,
            sectionIds: [section('Y1001', 0)],
            alternatives: [[section('Y1001', 1)]],
          },
        ],
      });
    }
    // One after another: the first two get the preferred section, the next two the alternative.
    const choices: (number | null | string)[] = [];
    for (const planner of planners) {
      const reply: PlanRegisterReply = (await http.post(API.planRegister, planner)).json();
      const [outcome] = reply.subjects;
      choices.push(outcome!.outcome === 'taken' ? outcome!.choice : outcome!.refusal!.code);
    }
    expect(choices).toEqual([0, 0, 1, 1, 'SUBJECT_FULL']);
  });

  it('registers one student’s plan once when it is sent twice at the same moment', async () => {
    const [student] = await students(1);
    const http = api(t);
    await http.put(API.plan, student!, {
      subjects: [
        { subjectId: id('X1001'), priority: 1 },
        { subjectId: id('Y1001'), priority: 2 },
        { subjectId: id('LAB1001'), priority: 3 },
      ],
    });
    const replies = await Promise.all([1, 2, 3].map(() => http.post(API.planRegister, student!)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const taken = replies.reduce((sum, r) => sum + (r.json() as PlanRegisterReply).taken, 0);
    expect(taken).toBe(3);
    const own = (await holdings([student!])).get(student!.id)!;
    expect([...own.keys()].sort()).toEqual(['LAB1001', 'X1001', 'Y1001']);
    expect(own.get('LAB1001')).toHaveLength(2);
  });
});
