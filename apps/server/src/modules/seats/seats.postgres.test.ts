import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postgresSeatStore } from './seats.postgres';
import type { TakeSeatChange } from './seats.store';

// Grouped seat changes are PostgreSQL's (decision 020): `npm run test:pg` runs these.
describe.runIf(process.env.TEST_DATABASE_URL)('seat changes grouped on PostgreSQL', () => {
  let t: TestApp;
  let fx: Fixture;
  beforeEach(async () => {
    t = await createTestApp();
    fx = await createCatalogue(t.database.db, [
      { code: 'OWN1001', sections: [{ capacity: 50, meetings: [[1, 8, 9]] }] },
      { code: 'HOT1001', sections: [{ capacity: 6, meetings: [[2, 8, 9]] }] },
    ]);
  });
  afterEach(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    await t.close();
  });

  /** `count` students, each with a registration (one subject added), ready to take HOT1001. */
  async function changes(count: number): Promise<TakeSeatChange[]> {
    const http = api(t);
    const made: TakeSeatChange[] = [];
    for (let i = 0; i < count; i += 1) {
      const student = await t.createUser();
      expect((await http.add(student, fx.subjects.OWN1001!.id)).statusCode).toBe(201);
      const registration = await t.database.db
        .selectFrom('registrations as r')
        .select(['r.id', 'r.status', sql<string>`r.xmin::text`.as('version')])
        .where('r.student_id', '=', student.id)
        .executeTakeFirstOrThrow();
      made.push({
        registrationId: registration.id,
        version: registration.version,
        subjectId: fx.subjects.HOT1001!.id,
        sectionIds: fx.subjects.HOT1001!.sectionIds,
        from: registration.status,
        status: 'draft',
        now: new Date().toISOString(),
      });
    }
    return made;
  }

  /** The transactions that wrote HOT1001's selections. */
  async function writingTransactions(): Promise<number> {
    const rows = await t.database.db
      .selectFrom('registration_subjects as rs')
      .select(sql<string>`rs.xmin::text`.as('transaction'))
      .where('rs.subject_id', '=', fx.subjects.HOT1001!.id)
      .execute();
    return new Set(rows.map((row) => row.transaction)).size;
  }

  it('sends the changes made while one is on its way as one transaction, seats as the rules say', async () => {
    const store = postgresSeatStore(t.database);
    const made = await changes(10);
    const outcomes = await Promise.all(
      made.map((change) => store.takeSeatIfUnchanged(t.database.db, change)),
    );
    expect(outcomes.filter((o) => o !== 'full')).toHaveLength(6);
    expect(outcomes.filter((o) => o === 'full')).toHaveLength(4);
    // The first went alone; the nine made while it was on its way went together.
    expect(await writingTransactions()).toBe(2);
  });

  it('gives each change of a failed group its own outcome', async () => {
    const store = postgresSeatStore(t.database);
    const made = await changes(5);
    // A subject that does not exist: its selection breaks a foreign key, ending the group.
    const broken = { ...made[3]!, subjectId: 999_999 };
    const outcomes = await Promise.allSettled(
      [...made.slice(0, 3), broken, made[4]!].map((change) =>
        store.takeSeatIfUnchanged(t.database.db, change),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const taken = await t.database.db
      .selectFrom('registration_subjects')
      .select('registration_id')
      .where('subject_id', '=', fx.subjects.HOT1001!.id)
      .execute();
    expect(taken.map((row) => row.registration_id).sort()).toEqual(
      [made[0]!, made[1]!, made[2]!, made[4]!].map((change) => change.registrationId).sort(),
    );
  });

  it('gives a student who changed their registration meanwhile "changed", the others their seats', async () => {
    const store = postgresSeatStore(t.database);
    const made = await changes(4);
    // The second student's change is sent twice, as from two tabs: the first changes the
    // registration, so the second finds it changed since it was read.
    const outcomes = await Promise.all(
      [...made, made[1]!].map((change) => store.takeSeatIfUnchanged(t.database.db, change)),
    );
    expect(outcomes.filter((o) => o === 'changed')).toHaveLength(1);
    expect(outcomes.filter((o) => typeof o === 'object')).toHaveLength(4);
  });
});
