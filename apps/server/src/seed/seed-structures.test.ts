import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DEMO_ENROLMENT, DEMO_STRUCTURES } from './demo-structures-data';
import { seedDemoData } from './seed-demo-data';

describe("the demo university's programme structures", () => {
  let database: Database;

  beforeAll(async () => {
    database = openDatabase({ url: 'sqlite::memory:' });
    await migrateToLatest(database);
    await seedDemoData(database);
  });
  afterAll(() => database.close());

  it("gives every demo student a programme with a structure for the student's intake", async () => {
    const students = await database.db
      .selectFrom('users as u')
      .innerJoin('programmes as p', 'p.id', 'u.programme_id')
      .innerJoin('programme_structures as s', (join) =>
        join.onRef('s.programme_id', '=', 'u.programme_id').onRef('s.intake', '=', 'u.intake'),
      )
      .select(['u.username', 'p.code', 's.intake'])
      .where('u.role', '=', 'student')
      .orderBy('u.username')
      .execute();
    expect(students.map((s) => [s.username, s.code, s.intake])).toEqual(
      Object.entries(DEMO_ENROLMENT).map(([username, enrolment]) => [username, ...enrolment]),
    );
  });

  it('has every structure, its groups adding up to its total, named in both languages', async () => {
    const structures = await database.db
      .selectFrom('programme_structures as s')
      .innerJoin('structure_groups as g', 'g.structure_id', 's.id')
      .select((eb) => [
        's.id',
        's.total_credits',
        eb.fn.sum<number>('g.credits_required').as('groups'),
        eb.fn.min<string>('g.name_ms').as('name_ms'),
      ])
      .groupBy(['s.id', 's.total_credits'])
      .execute();
    expect(structures).toHaveLength(DEMO_STRUCTURES.length);
    for (const s of structures) {
      expect(Number(s.groups)).toBe(s.total_credits);
      expect(s.name_ms).not.toBe('');
    }
    const core = await database.db
      .selectFrom('structure_groups')
      .select(['credits_required'])
      .where('code', '=', 'CORE')
      .execute();
    expect(core.every((g) => g.credits_required > 0)).toBe(true);
  });
});
