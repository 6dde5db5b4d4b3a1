import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Run on SQLite by `npm test` and on PostgreSQL by `npm run test:pg`, where the requests really
// do run in parallel on a pool of connections.

let t: TestApp;
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});
beforeEach(async () => {
  t = await createTestApp();
});

async function students(count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 1) users.push(await t.createUser());
  return users;
}

const statusCounts = (codes: number[]) =>
  codes.reduce<Record<number, number>>(
    (acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }),
    {},
  );

describe('seats under concurrency', () => {
  it('lets exactly k of 200 students racing for k seats succeed', async () => {
    const seats = 7;
    const fx = await createCatalogue(t.database.db, [
      {
        code: 'HOT1001',
        sections: [
          { capacity: 3, meetings: [[1, 8, 10]] },
          { capacity: 4, meetings: [[2, 8, 10]] },
        ],
      },
    ]);
    const racers = await students(200);
    const http = api(t);
    const results = await Promise.all(racers.map((s) => http.add(s, fx.subjects.HOT1001!.id)));
    expect(statusCounts(results.map((r) => r.statusCode))).toEqual({
      201: seats,
      409: 200 - seats,
    });
    for (const refused of results.filter((r) => r.statusCode === 409))
      expect(refused.json().code).toBe('SUBJECT_FULL');
    const sections = await t.database.db
      .selectFrom('sections')
      .select(['capacity', 'registered'])
      .execute();
    expect(sections.every((s) => s.registered === s.capacity)).toBe(true);
  });

  it('keeps one row when one student fires 10 identical adds at once', async () => {
    const fx = await createCatalogue(t.database.db, [
      { code: 'DUP1001', sections: [{ capacity: 50 }] },
    ]);
    const [student] = await students(1);
    const http = api(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => http.add(student!, fx.subjects.DUP1001!.id)),
    );
    expect(statusCounts(results.map((r) => r.statusCode))).toEqual({ 201: 1, 409: 9 });
    expect((await http.get('/api/registration/subjects', student)).json()).toHaveLength(1);
  });

  it('never passes the credit maximum when one student fires 15 different adds at once', async () => {
    const codes = Array.from({ length: 15 }, (_, i) => `CRD${1000 + i}`);
    // 15 subjects of 3 credits at different hours: only 6 fit under 20 credits.
    const fx = await createCatalogue(
      t.database.db,
      codes.map((code, i) => ({
        code,
        credits: 3,
        sections: [
          {
            capacity: 10,
            meetings: [[(i % 5) + 1, 8 + Math.floor(i / 5) * 2, 9 + Math.floor(i / 5) * 2]],
          },
        ],
      })),
    );
    const [student] = await students(1);
    const http = api(t);
    const results = await Promise.all(
      codes.map((code) => http.add(student!, fx.subjects[code]!.id)),
    );
    expect(statusCounts(results.map((r) => r.statusCode))).toEqual({ 201: 6, 409: 9 });
    for (const refused of results.filter((r) => r.statusCode === 409))
      expect(refused.json().code).toBe('CREDIT_LIMIT');
    expect((await http.get('/api/registration/period', student)).json().creditSelected).toBe(18);
  });

  it('keeps seats equal to rows when many students add and remove at once', async () => {
    const fx = await createCatalogue(t.database.db, [
      { code: 'MIX1001', sections: [{ capacity: 5, meetings: [[1, 8, 9]] }] },
      { code: 'MIX1002', sections: [{ capacity: 5, meetings: [[2, 8, 9]] }] },
    ]);
    const racers = await students(40);
    const http = api(t);
    // Every add is answered 201 or refused for a full subject; whoever got a seat and then
    // removes it is answered 204. The seats then held are exactly the adds less the removals.
    const answers = await Promise.all(
      racers.map(async (s, i) => {
        const code = i % 2 ? 'MIX1001' : 'MIX1002';
        const subject = fx.subjects[code]!.id;
        const added = await http.add(s, subject);
        const removed =
          added.statusCode === 201 && i % 3 === 0 ? await http.remove(s, subject) : undefined;
        return {
          code,
          added: added.statusCode === 201 ? 201 : added.json<{ code: string }>().code,
          removed: removed?.statusCode,
        };
      }),
    );
    for (const code of ['MIX1001', 'MIX1002']) {
      const mine = answers.filter((answer) => answer.code === code);
      const added = mine.filter((answer) => answer.added === 201).length;
      const removed = mine.filter((answer) => answer.removed !== undefined);
      expect(new Set(mine.map((answer) => answer.added))).toEqual(new Set([201, 'SUBJECT_FULL']));
      expect(added).toBeGreaterThanOrEqual(5);
      expect(removed.every((answer) => answer.removed === 204)).toBe(true);
      const [section] = await t.database.db
        .selectFrom('sections')
        .select('registered')
        .where('subject_id', '=', fx.subjects[code]!.id)
        .execute();
      expect(section!.registered, code).toBe(added - removed.length);
    }
  });
});
