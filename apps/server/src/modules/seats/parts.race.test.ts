import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Parts and linked sections under races (issue 46, decision 039). Run on SQLite by `npm test` and
// on PostgreSQL by `npm run test:pg`, where the requests run in parallel on a pool of connections.
// After each test the invariants hold: seats equal holding rows in every section of every part,
// and every place is one section of each part with its links kept.

let t: TestApp;
let fx: Fixture;
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

/**
 * LAB1001: lecture L1 (60 seats, Monday) with tutorials T2, T3, T4 (20 each, Tuesday to Thursday)
 * linked to it, and lecture L5 (no seats) with its own tutorial T6 linked to it.
 */
beforeEach(async () => {
  t = await createTestApp();
  fx = await createCatalogue(t.database.db, [
    {
      code: 'LAB1001',
      sections: [
        { capacity: 60, part: 'L', meetings: [[1, 8, 10]] },
        { capacity: 20, part: 'T', linkedTo: 0, meetings: [[2, 8, 9]] },
        { capacity: 20, part: 'T', linkedTo: 0, meetings: [[3, 8, 9]] },
        { capacity: 20, part: 'T', linkedTo: 0, meetings: [[4, 8, 9]] },
        { capacity: 0, part: 'L', meetings: [[1, 14, 16]] },
        { capacity: 20, part: 'T', linkedTo: 4, meetings: [[5, 8, 9]] },
      ],
    },
  ]);
});

const subject = () => fx.subjects.LAB1001!;
const section = (index: number) => subject().sectionIds[index]!;

async function students(count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 1) users.push(await t.createUser());
  return users;
}

const counts = (codes: (number | string)[]) =>
  codes.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

/** Each section's seats taken, by index in the subject's sections. */
async function seats(): Promise<number[]> {
  const rows = await t.database.db
    .selectFrom('sections')
    .select(['id', 'registered'])
    .where('subject_id', '=', subject().id)
    .execute();
  return subject().sectionIds.map((id) => rows.find((r) => r.id === id)!.registered);
}

/** Each student's place in LAB1001: its sections' ids, the lecture's first; empty without one. */
async function places(users: TestUser[]): Promise<number[][]> {
  const rows = await t.database.db
    .selectFrom('registration_subjects as rs')
    .innerJoin('registrations as r', 'r.id', 'rs.registration_id')
    .leftJoin('selection_sections as ss', 'ss.selection_id', 'rs.id')
    .select(['r.student_id', 'rs.section_id', 'ss.section_id as other'])
    .where('rs.subject_id', '=', subject().id)
    .execute();
  return users.map((u) => {
    const own = rows.filter((r) => r.student_id === u.id);
    if (own.length === 0) return [];
    return [own[0]!.section_id, ...own.flatMap((r) => (r.other === null ? [] : [r.other]))];
  });
}

describe('a subject of a lecture and linked tutorials under races', () => {
  it('gives exactly 60 of 100 students racing a place of L1 and one of its tutorials', async () => {
    const racers = await students(100);
    const http = api(t);
    const results = await Promise.all(racers.map((s) => http.add(s, subject().id)));
    expect(counts(results.map((r) => r.statusCode))).toEqual({ 201: 60, 409: 40 });
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().code).toBe('SUBJECT_FULL');
    }
    expect(await seats()).toEqual([60, 20, 20, 20, 0, 0]);
    const held = await places(racers);
    for (const [i, place] of held.entries()) {
      if (results[i]!.statusCode !== 201) {
        expect(place).toEqual([]);
        continue;
      }
      // The reply names the lecture; the place is the lecture and exactly one of its tutorials.
      expect(results[i]!.json().section.id).toBe(section(0));
      expect(place).toHaveLength(2);
      expect(place[0]).toBe(section(0));
      expect([section(1), section(2), section(3)]).toContain(place[1]);
    }
  });

  it('takes the named combination or refuses it, with every link kept, under a race', async () => {
    const racers = await students(100);
    const http = api(t);
    // Students 0-89 name L1 with one of its tutorials in turn; 90-99 name L1 with L5's tutorial.
    const named = racers.map((_, i) =>
      i < 90 ? [section(0), section(1 + (i % 3))] : [section(0), section(5)],
    );
    const results = await Promise.all(
      racers.map((s, i) =>
        http.post('/api/registration/subjects', s, {
          subjectId: subject().id,
          sectionIds: named[i],
        }),
      ),
    );
    const outcomes = results.map((r) => (r.statusCode === 201 ? 201 : r.json().code));
    expect(counts(outcomes)).toEqual({ 201: 60, SUBJECT_FULL: 30, SECTIONS_NOT_LINKED: 10 });
    expect(await seats()).toEqual([60, 20, 20, 20, 0, 0]);
    const held = await places(racers);
    for (const [i, place] of held.entries()) {
      expect(place).toEqual(outcomes[i] === 201 ? named[i] : []);
    }
  });

  it('keeps every place whole while students change tutorial and others add at once', async () => {
    const holders = await students(30);
    const http = api(t);
    // 15 hold L1 with T2 and 15 with T3: 30 of L1's seats are left, 5 in each of T2, T3 and 20 in T4.
    for (const [i, holder] of holders.entries()) {
      const body = { subjectId: subject().id, sectionIds: [section(0), section(1 + (i % 2))] };
      expect((await http.post('/api/registration/subjects', holder, body)).statusCode).toBe(201);
    }
    const adders = await students(60);
    const [moves, adds] = await Promise.all([
      Promise.all(
        holders.map((h) =>
          http.patch(`/api/registration/subjects/${subject().id}`, h, { sectionId: section(3) }),
        ),
      ),
      Promise.all(adders.map((s) => http.add(s, subject().id))),
    ]);
    // The lecture decides the adds: its 30 seats go to 30 of them, whatever the tutorials do,
    // since its free seats never outnumber the tutorials' (each place takes one of each).
    expect(counts(adds.map((r) => r.statusCode))).toEqual({ 201: 30, 409: 30 });
    for (const move of moves) {
      expect([200, 409]).toContain(move.statusCode);
      if (move.statusCode === 409) expect(move.json().code).toBe('SUBJECT_FULL');
    }
    // Sixty places fill the lecture and all sixty tutorial seats.
    expect(await seats()).toEqual([60, 20, 20, 20, 0, 0]);
    const held = await places(holders);
    for (const [i, place] of held.entries()) {
      // A holder who moved sits in T4 with the lecture kept; one refused keeps their own tutorial.
      const tutorial = moves[i]!.statusCode === 200 ? section(3) : section(1 + (i % 2));
      expect(place).toEqual([section(0), tutorial]);
      if (moves[i]!.statusCode === 200) expect(moves[i]!.json().section.id).toBe(section(0));
    }
    const added = await places(adders);
    for (const [i, place] of added.entries()) {
      if (adds[i]!.statusCode !== 201) expect(place).toEqual([]);
      else expect(place[0]).toBe(section(0));
    }
  });

  it('gives back every part of the places dropped while others add, in one call each', async () => {
    const holders = await students(60);
    const http = api(t);
    for (const [i, holder] of holders.entries()) {
      const body = { subjectId: subject().id, sectionIds: [section(0), section(1 + (i % 3))] };
      expect((await http.post('/api/registration/subjects', holder, body)).statusCode).toBe(201);
    }
    // Nobody waits, so each drop is the one-call removal; it and the adds lock the same sections.
    const droppers = holders.slice(0, 30);
    const adders = await students(40);
    const [drops, adds] = await Promise.all([
      Promise.all(droppers.map((d) => http.remove(d, subject().id))),
      Promise.all(adders.map((s) => http.add(s, subject().id))),
    ]);
    expect(counts(drops.map((r) => r.statusCode))).toEqual({ 204: 30 });
    const taken = adds.filter((r) => r.statusCode === 201).length;
    for (const add of adds.filter((r) => r.statusCode !== 201)) {
      expect(add.json().code).toBe('SUBJECT_FULL');
    }
    const after = await seats();
    expect(after[0]).toBe(30 + taken);
    expect(after[1]! + after[2]! + after[3]!).toBe(30 + taken);
    expect(await places(droppers)).toEqual(droppers.map(() => []));
    const added = await places(adders);
    for (const [i, place] of added.entries()) {
      if (adds[i]!.statusCode !== 201) expect(place).toEqual([]);
      else expect(place).toHaveLength(2);
    }
  });

  it('promotes the students waiting into whole places freed while others add at once', async () => {
    const holders = await students(60);
    const http = api(t);
    for (const [i, holder] of holders.entries()) {
      const body = { subjectId: subject().id, sectionIds: [section(0), section(1 + (i % 3))] };
      expect((await http.post('/api/registration/subjects', holder, body)).statusCode).toBe(201);
    }
    const waiters = await students(20);
    for (const waiter of waiters) {
      const joined = await http.post('/api/registration/waitlist', waiter, {
        subjectId: subject().id,
      });
      expect(joined.statusCode).toBe(201);
    }
    // Each drop promotes in its own transaction: no freed seat is open to an add meanwhile.
    const adders = await students(20);
    const [drops, adds] = await Promise.all([
      Promise.all(holders.slice(0, 20).map((d) => http.remove(d, subject().id))),
      Promise.all(adders.map((s) => http.add(s, subject().id))),
    ]);
    expect(counts(drops.map((r) => r.statusCode))).toEqual({ 204: 20 });
    expect(counts(adds.map((r) => (r.statusCode === 201 ? 201 : r.json().code)))).toEqual({
      SUBJECT_FULL: 20,
    });
    expect(await seats()).toEqual([60, 20, 20, 20, 0, 0]);
    for (const place of await places(waiters)) {
      expect(place).toHaveLength(2);
      expect(place[0]).toBe(section(0));
      expect([section(1), section(2), section(3)]).toContain(place[1]);
    }
    expect(await t.database.db.selectFrom('waitlist_entries').selectAll().execute()).toEqual([]);
  });
});
