import { API, type StandingDefinition } from '@daftar/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { importResults, resultsFile, studentNumber } from './academic-record.test-bed';

// The registrar's own standings (issue 44, decision 031): codes and names in both languages, a
// CGPA threshold each, and each period's credit maximum for each; the seat ledger holds them.

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let admin: TestUser;

const DEANS: StandingDefinition = {
  code: 'deans',
  nameEn: "Dean's list",
  nameMs: 'Senarai Dekan',
  minCgpa: 3.67,
};

beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  admin = await t.createUser({ role: 'admin' });
  fx = await createCatalogue(t.database.db, [
    { code: 'STN1001', credits: 3, sections: [{ capacity: 30, meetings: [[1, 8, 10]] }] },
    { code: 'STN1002', credits: 4, sections: [{ capacity: 30, meetings: [[2, 8, 10]] }] },
    { code: 'STN1003', credits: 3, sections: [{ capacity: 30, meetings: [[3, 8, 10]] }] },
  ]);
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
});

const id = (code: string) => fx.subjects[code]!.id;
const defaults = async (): Promise<StandingDefinition[]> =>
  (await http.get(API.standings, admin)).json().standings;

async function studentWith(grade: string) {
  const user = await t.createUser();
  const number = await studentNumber(t.database.db, user);
  const file = resultsFile([number, 'STN1003', '2023/2024', 2, grade]);
  expect((await importResults(t, admin, file)).json().ok).toBe(true);
  return user;
}

describe("the registrar's standings", () => {
  it('start as good standing from CGPA 2.00 and probation, in both languages', async () => {
    expect(await defaults()).toEqual([
      { code: 'good', nameEn: 'Good standing', nameMs: 'Kedudukan Baik', minCgpa: 2 },
      { code: 'probation', nameEn: 'Probation', nameMs: 'Percubaan', minCgpa: 0 },
    ]);
  });

  it('refuse a list without good or probation, without a 0.00, or with a threshold twice', async () => {
    const [good, probation] = await defaults();
    const cases: [StandingDefinition[], string][] = [
      [[good!, DEANS], 'Good standing (good) and probation (probation) must stay'],
      [
        [good!, { ...probation!, minCgpa: 1 }],
        'One standing must start at CGPA 0.00, so that every student has one',
      ],
      [[good!, probation!, { ...DEANS, minCgpa: 2 }], 'Each standing needs a CGPA of its own'],
      [
        [good!, probation!, { ...DEANS, code: 'Dean List' }],
        'A standing code is 1 to 20 lower-case letters, digits, - or _, starting with a letter',
      ],
    ];
    for (const [standings, error] of cases) {
      const res = await http.put(API.standings, admin, { standings });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
    }
  });

  it("put a student on the Dean's list by CGPA, at once, with the period's maximum for it", async () => {
    const [good, probation] = await defaults();
    const best = await studentWith('A');
    const fair = await studentWith('B');
    const res = await http.put(API.standings, admin, { standings: [DEANS, good, probation] });
    expect(res.statusCode).toBe(200);
    expect(res.json().standings.map((s: StandingDefinition) => s.code)).toEqual([
      'deans',
      'good',
      'probation',
    ]);

    // Good standing's maximum is the period's; the Dean's list has its own, above it.
    const period = await http.patch(API.adminPeriod(fx.periodId), admin, {
      creditMax: 5,
      standingLimits: [{ standing: 'deans', creditMax: 7 }],
    });
    expect(period.json().standingLimits).toEqual([{ standing: 'deans', creditMax: 7 }]);
    expect((await http.get(API.period, best)).json()).toMatchObject({
      creditMax: 7,
      standing: 'deans',
      standingName: { en: "Dean's list", ms: 'Senarai Dekan' },
    });
    expect((await http.get(API.period, fair)).json()).toMatchObject({
      creditMax: 5,
      standing: 'good',
    });

    // The seat ledger's one rule: 3 + 4 credits fit the Dean's list's 7, not good standing's 5.
    expect((await http.add(best, id('STN1001'))).statusCode).toBe(201);
    expect((await http.add(best, id('STN1002'))).statusCode).toBe(201);
    expect((await http.add(fair, id('STN1001'))).statusCode).toBe(201);
    expect((await http.add(fair, id('STN1002'))).json()).toMatchObject({
      code: 'CREDIT_LIMIT',
      params: { creditMax: 5 },
    });
  });

  it("refuse a period's maximum for a standing that is not the registrar's own", async () => {
    for (const standing of ['probation', 'excellent']) {
      const res = await http.patch(API.adminPeriod(fx.periodId), admin, {
        standingLimits: [{ standing, creditMax: 9 }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.standingLimits).toBe('No standing has this code');
    }
  });

  it('keep a standing the roll gives some student; once none does, it goes with its maxima', async () => {
    const student = await t.createUser();
    await t.database.db
      .insertInto('student_records')
      .values({
        student_id: student.id,
        credits_earned: 0,
        cgpa_points_hundredths: 0,
        cgpa_credits: 0,
        standing: 'deans',
        roll_standing: 'deans',
      })
      .execute();
    // The Dean's list student keeps their 7 credits, within the period's maximum again.
    await http.patch(API.adminPeriod(fx.periodId), admin, { creditMax: 20 });
    const [, good, probation] = await defaults();
    const refused = await http.put(API.standings, admin, { standings: [good, probation] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'A standing the roll gives a student must stay: change the roll first',
    );
    await t.database.db
      .updateTable('student_records')
      .set({ roll_standing: null })
      .where('student_id', '=', student.id)
      .execute();
    const kept = await http.put(API.standings, admin, { standings: [good, probation] });
    expect(kept.json()).toEqual({ standings: [good, probation] });
    const periods = (await http.get(API.adminPeriods, admin)).json();
    const period = periods.find((p: { id: number }) => p.id === fx.periodId);
    expect(period.standingLimits).toEqual([]);
    expect((await http.get(API.period, student)).json()).toMatchObject({ standing: 'good' });
  });
});
