import { API, type WaitlistPlace } from '@daftar/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import {
  approvedInPastPeriod,
  importResults,
  publishResults,
  resultsFile,
  studentNumber,
} from './academic-record.test-bed';

// Issue 44: prerequisites read results, and the credit maximum is the student's standing's, on
// every path that takes a seat: add, section change, waitlist promotion, approval again.

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let admin: TestUser;
let n = 0;
let BASIC: string;
let NEXT: string;
let HEAVY: string;
let OTHER: string;

const id = (code: string) => fx.subjects[code]!.id;
const sections = (code: string) => fx.subjects[code]!.sectionIds;

beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());
beforeEach(async () => {
  n += 1;
  [BASIC, NEXT, HEAVY, OTHER] = ['BAS', 'NXT', 'HVY', 'OTH'].map((p) => `${p}${n}00${n}`) as [
    string,
    string,
    string,
    string,
  ];
  fx = await createCatalogue(t.database.db, [
    { code: BASIC, credits: 3, sections: [{ capacity: 30, meetings: [[1, 8, 10]] }] },
    {
      code: NEXT,
      credits: 3,
      prerequisites: [BASIC],
      sections: [
        { capacity: 1, meetings: [[2, 8, 10]] },
        { capacity: 30, meetings: [[2, 14, 16]] },
      ],
    },
    { code: HEAVY, credits: 4, sections: [{ capacity: 30, meetings: [[3, 8, 10]] }] },
    { code: OTHER, credits: 3, sections: [{ capacity: 30, meetings: [[4, 8, 10]] }] },
  ]);
  await t.database.db
    .updateTable('registration_periods')
    .set({ credit_max_probation: 6 })
    .where('id', '=', fx.periodId)
    .execute();
});
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
});

/** A new student with these results in the fixture's subjects: [code, grade]. */
async function studentWith(grades: [string, string][], advisorId?: number) {
  const user = await t.createUser({ advisorId: advisorId ?? null });
  if (grades.length > 0) {
    const number = await studentNumber(t.database.db, user);
    const file = resultsFile(
      ...grades.map(([code, grade]) => [number, code, '2023/2024', 2, grade]),
    );
    expect((await importResults(t, admin, file)).json().ok).toBe(true);
  }
  return user;
}

/** Probation: an F in OTHER puts the CGPA at 0, under 2.00. */
const onProbation = (advisorId?: number) => studentWith([[OTHER, 'F']], advisorId);

const places = async (user: TestUser): Promise<WaitlistPlace[]> =>
  (await http.get(API.waitlist, user)).json();
const selected = async (user: TestUser): Promise<number[]> =>
  (await http.get(API.selectedSubjects, user)).json().map((s: { id: number }) => s.id);

describe('prerequisites read results', () => {
  it('meets a prerequisite passed, and names the grade of one not passed, in both languages', async () => {
    expect((await http.add(await studentWith([[BASIC, 'C']]), id(NEXT))).statusCode).toBe(201);
    const failed = await studentWith([[BASIC, 'D']]);
    const res = await http.add(failed, id(NEXT));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PREREQUISITE_NOT_MET',
      error: `${NEXT} Subject ${NEXT} needs ${BASIC} Subject ${BASIC}, which you have not passed: grade D.`,
      params: { context: 'grade', grade: 'D' },
    });
    const malay = await t.app.inject({
      method: 'POST',
      url: API.selectedSubjects,
      headers: { ...failed.headers, 'accept-language': 'ms' },
      payload: { subjectId: id(NEXT) },
    });
    expect(malay.json().error).toBe(
      `${NEXT} Subject ${NEXT} memerlukan ${BASIC} Subject ${BASIC}, yang belum anda lulus: gred D.`,
    );
    // Never sat: the spec's sentence, unchanged.
    expect((await http.add(await studentWith([]), id(NEXT))).json().error).toBe(
      `${NEXT} Subject ${NEXT} needs ${BASIC} Subject ${BASIC} to be passed first.`,
    );
  });

  it('counts an approval while its period results are unpublished, and the results after', async () => {
    const student = await studentWith([]);
    await approvedInPastPeriod(t.database.db, fx, student.id, id(BASIC));
    expect((await http.add(student, id(NEXT))).statusCode).toBe(201);
    await http.remove(student, id(NEXT));
    await publishResults(t.database.db, fx.pastPeriodId);
    expect((await http.add(student, id(NEXT))).json().code).toBe('PREREQUISITE_NOT_MET');
    const number = await studentNumber(t.database.db, student);
    await importResults(t, admin, resultsFile([number, BASIC, '2024/2025', 1, 'B']));
    expect((await http.add(student, id(NEXT))).statusCode).toBe(201);
  });

  it('refuses a section change once the published results show the prerequisite failed', async () => {
    const student = await studentWith([]);
    await approvedInPastPeriod(t.database.db, fx, student.id, id(BASIC));
    expect((await http.add(student, id(NEXT), sections(NEXT)[0])).statusCode).toBe(201);
    await publishResults(t.database.db, fx.pastPeriodId);
    const number = await studentNumber(t.database.db, student);
    await importResults(t, admin, resultsFile([number, BASIC, '2024/2025', 1, 'F']));
    const moved = await http.patch(API.selectedSubject(id(NEXT)), student, {
      sectionId: sections(NEXT)[1],
    });
    expect(moved.json()).toMatchObject({ code: 'PREREQUISITE_NOT_MET', params: { grade: 'F' } });
  });

  it('passes over a waiting student whose results fail the prerequisite; they keep their place', async () => {
    const owner = await studentWith([[BASIC, 'A']]);
    expect((await http.add(owner, id(NEXT), sections(NEXT)[0])).statusCode).toBe(201);
    const failing = await studentWith([]);
    await approvedInPastPeriod(t.database.db, fx, failing.id, id(BASIC));
    const passing = await studentWith([[BASIC, 'B-']]);
    for (const s of [failing, passing]) {
      const joined = await http.post(API.waitlist, s, {
        subjectId: id(NEXT),
        sectionId: sections(NEXT)[0],
      });
      expect(joined.statusCode).toBe(201);
    }
    await publishResults(t.database.db, fx.pastPeriodId);
    const number = await studentNumber(t.database.db, failing);
    await importResults(t, admin, resultsFile([number, BASIC, '2024/2025', 1, 'D+']));
    await http.remove(owner, id(NEXT));
    expect(await selected(passing)).toEqual([id(NEXT)]);
    expect(await selected(failing)).toEqual([]);
    const [place] = await places(failing);
    expect(place).toMatchObject({ position: 1 });
    expect(place!.skippedBecause).toBe(
      `${NEXT} Subject ${NEXT} needs ${BASIC} Subject ${BASIC}, which you have not passed: grade D+.`,
    );
  });

  it('refuses approving a rejected subject again once the results show it failed', async () => {
    const advisor = await t.createUser({ role: 'lecturer' });
    const student = await studentWith([], advisor.id);
    await approvedInPastPeriod(t.database.db, fx, student.id, id(BASIC));
    await http.add(student, id(NEXT));
    await http.submit(student);
    const registrationId = (await http.get(API.reviewRegistrations, advisor)).json()[0].id;
    await http.post(API.rejectSubject(registrationId, id(NEXT)), advisor, { reason: 'Wait.' });
    await http.add(student, id(OTHER));
    await http.submit(student);
    await publishResults(t.database.db, fx.pastPeriodId);
    const number = await studentNumber(t.database.db, student);
    await importResults(t, admin, resultsFile([number, BASIC, '2024/2025', 1, 'D']));
    const again = await http.post(API.approveSubject(registrationId, id(NEXT)), advisor, {
      reason: 'Agreed after all.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      `${NEXT} Subject ${NEXT} cannot be approved: the student has not passed ${BASIC} Subject ${BASIC} (grade D).`,
    );
  });
});

describe("the standing's credit maximum", () => {
  it('holds a student on probation to the probation maximum when adding, and says so', async () => {
    const student = await onProbation();
    expect((await http.get(API.period, student)).json()).toMatchObject({
      creditMax: 6,
      standing: 'probation',
    });
    expect((await http.add(student, id(BASIC))).statusCode).toBe(201);
    const res = await http.add(student, id(HEAVY));
    expect(res.json()).toMatchObject({
      code: 'CREDIT_LIMIT',
      params: { creditsAfter: 7, creditMax: 6 },
    });
    // A student in good standing keeps the period's maximum.
    const good = await studentWith([[OTHER, 'A']]);
    expect((await http.get(API.period, good)).json()).toMatchObject({
      creditMax: 20,
      standing: 'good',
    });
  });

  it('refuses a section change that leaves a student now on probation over their maximum', async () => {
    // C is exactly 2.00: good standing, until a D brings the CGPA to 1.50.
    const student = await studentWith([[BASIC, 'C']]);
    await http.add(student, id(HEAVY));
    expect((await http.add(student, id(NEXT), sections(NEXT)[0])).statusCode).toBe(201);
    const number = await studentNumber(t.database.db, student);
    await importResults(t, admin, resultsFile([number, OTHER, '2023/2024', 2, 'D']));
    const moved = await http.patch(API.selectedSubject(id(NEXT)), student, {
      sectionId: sections(NEXT)[1],
    });
    expect(moved.json()).toMatchObject({ code: 'CREDIT_LIMIT', params: { creditMax: 6 } });
  });

  it('passes over a waiting student on probation at their maximum', async () => {
    const owner = await studentWith([[BASIC, 'A']]);
    await http.add(owner, id(NEXT), sections(NEXT)[0]);
    const probation = await studentWith([
      [OTHER, 'F'],
      [BASIC, 'C'],
    ]);
    await http.add(probation, id(BASIC));
    await http.add(probation, id(OTHER));
    await http.post(API.waitlist, probation, { subjectId: id(NEXT), sectionId: sections(NEXT)[0] });
    await http.remove(owner, id(NEXT));
    expect(await selected(probation)).toEqual([id(BASIC), id(OTHER)]);
    expect((await places(probation))[0]!.skippedBecause).toMatch(/the maximum is 6\.$/);
  });

  it("refuses approving again past the student's probation maximum", async () => {
    const advisor = await t.createUser({ role: 'lecturer' });
    const student = await onProbation(advisor.id);
    await http.add(student, id(BASIC));
    await http.submit(student);
    const registrationId = (await http.get(API.reviewRegistrations, advisor)).json()[0].id;
    await http.post(API.rejectSubject(registrationId, id(BASIC)), advisor, { reason: 'Wait.' });
    await http.add(student, id(HEAVY));
    await http.submit(student);
    const again = await http.post(API.approveSubject(registrationId, id(BASIC)), advisor, {
      reason: 'Agreed after all.',
    });
    expect(again.json()).toMatchObject({
      code: 'CREDIT_LIMIT',
      params: { context: 'advisor', creditsAfter: 7, creditMax: 6 },
    });
  });
});

describe('the opening by credits earned', () => {
  it('lets a student with the credits earned in before the period opens, and no one else', async () => {
    const day = 24 * 3600 * 1000;
    await t.database.db
      .updateTable('registration_periods')
      .set({
        start_date: new Date(Date.now() + 3 * day).toISOString().slice(0, 10),
        credits_opening_min: 6,
        credits_opens_at: new Date(Date.now() - day).toISOString(),
      })
      .where('id', '=', fx.periodId)
      .execute();
    const senior = await studentWith([
      [BASIC, 'B'],
      [OTHER, 'C'],
    ]);
    // Before their own opening, the refusal says when it is and why it is theirs.
    const later = new Date(Date.now() + day).toISOString();
    await t.database.db
      .updateTable('registration_periods')
      .set({ credits_opens_at: later })
      .where('id', '=', fx.periodId)
      .execute();
    expect((await http.add(senior, id(NEXT))).json()).toMatchObject({
      code: 'PERIOD_NOT_OPEN',
      params: { context: 'creditsOpening', credits: 6, opensAt: later },
    });
    await t.database.db
      .updateTable('registration_periods')
      .set({ credits_opens_at: new Date(Date.now() - day).toISOString() })
      .where('id', '=', fx.periodId)
      .execute();
    expect((await http.get(API.period, senior)).json().status).toBe('Open');
    expect((await http.add(senior, id(NEXT))).statusCode).toBe(201);
    const junior = await studentWith([[BASIC, 'A']]);
    expect((await http.get(API.period, junior)).json().status).toBe('Upcoming');
    expect((await http.add(junior, id(NEXT))).json().code).toBe('PERIOD_NOT_OPEN');
  });
});
