import { API, type PlanBody, type PlanCheckReply, type PlanRegisterReply } from '@daftar/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// The student's plan (issue 48): kept, checked against every seat rule but the seats, and
// registered in one request, the preferred place first, then the alternatives, then fallbacks.
// Run on SQLite by `npm test` and on PostgreSQL by `npm run test:pg`.

let t: TestApp;
let fx: Fixture;
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

/**
 * A1001: S1 (one seat, Monday 8-10) and S2 (Tuesday 8-10). B1001: S1 (Monday 9-11, clashing with
 * A1001's S1) and S2 (Wednesday). C2001 needs A1001 passed. LAB1001: lecture L1 with tutorials T2
 * (one seat) and T3 linked to it. D1001 on Thursday, the fallback. Three credits each.
 */
async function setUp(options: Parameters<typeof createCatalogue>[2] = {}) {
  t = await createTestApp();
  fx = await createCatalogue(
    t.database.db,
    [
      {
        code: 'A1001',
        sections: [
          { capacity: 1, meetings: [[1, 8, 10]] },
          { capacity: 5, meetings: [[2, 8, 10]] },
        ],
      },
      {
        code: 'B1001',
        sections: [
          { capacity: 5, meetings: [[1, 9, 11]] },
          { capacity: 5, meetings: [[3, 8, 10]] },
        ],
      },
      { code: 'C2001', prerequisites: ['A1001'], sections: [{ capacity: 5 }] },
      {
        code: 'LAB1001',
        sections: [
          { capacity: 5, part: 'L', meetings: [[4, 14, 16]] },
          { capacity: 1, part: 'T', linkedTo: 0, meetings: [[5, 8, 9]] },
          { capacity: 5, part: 'T', linkedTo: 0, meetings: [[5, 10, 11]] },
        ],
      },
      { code: 'D1001', sections: [{ capacity: 5, meetings: [[4, 8, 10]] }] },
    ],
    options,
  );
}

const id = (code: string) => fx.subjects[code]!.id;
const section = (code: string, index: number) => fx.subjects[code]!.sectionIds[index]!;

async function savePlan(student: TestUser, plan: PlanBody) {
  const reply = await api(t).put(API.plan, student, plan);
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

const outcomes = (reply: PlanCheckReply | PlanRegisterReply) =>
  Object.fromEntries(
    [...reply.subjects, ...reply.fallbacks].map((o) => [
      o.code,
      { outcome: o.outcome, choice: o.choice, refusal: o.refusal?.code },
    ]),
  );

describe('the plan', () => {
  it('is kept per student, replaced whole, and empty before the first save', async () => {
    await setUp();
    const student = await t.createUser();
    const empty = await api(t).get(API.plan, student);
    expect(empty.json()).toEqual({
      periodId: fx.periodId,
      subjects: [],
      fallbacks: [],
      preferences: {},
      updatedAt: null,
    });
    const plan = {
      subjects: [{ subjectId: id('A1001'), priority: 1, sectionIds: [section('A1001', 1)] }],
      fallbacks: [{ subjectId: id('D1001') }],
      preferences: { notBefore: '09:00', freeDay: 5, pinnedSectionIds: [section('A1001', 1)] },
    };
    expect(await savePlan(student, plan)).toMatchObject({ ...plan, periodId: fx.periodId });
    expect((await api(t).get(API.plan, student)).json()).toMatchObject(plan);
    // Another student's plan is their own.
    const other = await t.createUser();
    expect((await api(t).get(API.plan, other)).json().subjects).toEqual([]);
    await savePlan(student, { subjects: [] });
    expect((await api(t).get(API.plan, student)).json()).toMatchObject({ subjects: [] });
  });

  it('refuses a plan naming an unknown subject, another subject’s section, or a subject twice', async () => {
    await setUp();
    const student = await t.createUser();
    const put = (plan: object) => api(t).put(API.plan, student, plan);
    const unknown = await put({ subjects: [{ subjectId: 999999, priority: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'subjects.0.subjectId': expect.any(String) },
    });
    const foreign = await put({
      subjects: [{ subjectId: id('A1001'), priority: 1, alternatives: [[section('B1001', 0)]] }],
    });
    expect(foreign.json()).toMatchObject({
      fields: { 'subjects.0.sectionIds': expect.any(String) },
    });
    const twice = await put({
      subjects: [{ subjectId: id('A1001'), priority: 1 }],
      fallbacks: [{ subjectId: id('A1001') }],
    });
    expect(twice.statusCode).toBe(400);
    const badTime = await put({ subjects: [], preferences: { notBefore: '9am' } });
    expect(badTime.statusCode).toBe(400);
    // Nothing was kept.
    expect((await api(t).get(API.plan, student)).json().updatedAt).toBeNull();
    const lecturer = await t.createUser({ role: 'lecturer' });
    expect((await api(t).put(API.plan, lecturer, { subjects: [] })).statusCode).toBe(403);
  });
});

describe('checking a plan', () => {
  it('reports what would be refused and why, takes the clash-free alternative, and takes nothing', async () => {
    await setUp({ creditMax: 9 });
    const student = await t.createUser();
    await savePlan(student, {
      subjects: [
        { subjectId: id('A1001'), priority: 1, sectionIds: [section('A1001', 0)] },
        {
          subjectId: id('B1001'),
          priority: 2,
          sectionIds: [section('B1001', 0)],
          alternatives: [[section('B1001', 1)]],
        },
        { subjectId: id('C2001'), priority: 3 },
        { subjectId: id('LAB1001'), priority: 4 },
        { subjectId: id('D1001'), priority: 5 },
      ],
    });
    const reply = await api(t).post(API.planCheck, student);
    expect(reply.statusCode).toBe(200);
    const check: PlanCheckReply = reply.json();
    expect(outcomes(check)).toEqual({
      A1001: { outcome: 'taken', choice: 0, refusal: undefined },
      // B1001's S1 clashes with A1001's S1 on Monday: its alternative is clash-free.
      B1001: { outcome: 'taken', choice: 1, refusal: undefined },
      C2001: { outcome: 'refused', choice: null, refusal: 'PREREQUISITE_NOT_MET' },
      LAB1001: { outcome: 'taken', choice: null, refusal: undefined },
      // Three subjects of three credits fill the maximum of nine.
      D1001: { outcome: 'refused', choice: null, refusal: 'CREDIT_LIMIT' },
    });
    expect(check.ok).toBe(false);
    expect(check.credits).toEqual({ after: 9, max: 9 });
    expect(check.subjects.find((s) => s.code === 'C2001')!.refusal!.error).toContain('A1001');
    expect(check.subjects.find((s) => s.code === 'LAB1001')!.sectionIds).toHaveLength(2);
    // Nothing was taken.
    expect((await api(t).get(API.selectedSubjects, student)).json()).toEqual([]);
  });

  it('reads the rules as at the student’s opening before the window opens, and in Malay', async () => {
    await setUp({ window: 'upcoming' });
    const student = await t.createUser();
    await savePlan(student, {
      subjects: [
        { subjectId: id('A1001'), priority: 1 },
        { subjectId: id('C2001'), priority: 2 },
      ],
    });
    const reply = await t.app.inject({
      method: 'POST',
      url: API.planCheck,
      headers: { ...student.headers, 'accept-language': 'ms' },
    });
    expect(outcomes(reply.json())).toMatchObject({
      A1001: { outcome: 'taken' },
      C2001: { outcome: 'refused', refusal: 'PREREQUISITE_NOT_MET' },
    });
    const refused = reply.json().subjects[1];
    expect(refused.refusal.error).toMatch(/A1001/);
    expect(refused.refusal.error).not.toBe(
      (await api(t).post(API.planCheck, student)).json().subjects[1].refusal.error,
    );
  });
});

describe('registering a plan', () => {
  it('takes the preferred place, else the next alternative, else a fallback, and answers each', async () => {
    await setUp();
    const [first, student] = [await t.createUser(), await t.createUser()];
    // The only seat of A1001's S1 and of LAB1001's T2 go first.
    expect((await api(t).add(first, id('A1001'), section('A1001', 0))).statusCode).toBe(201);
    const lab = [section('LAB1001', 0), section('LAB1001', 1)];
    const taken = await api(t).post(API.selectedSubjects, first, {
      subjectId: id('LAB1001'),
      sectionIds: lab,
    });
    expect(taken.statusCode).toBe(201);
    await savePlan(student, {
      subjects: [
        {
          subjectId: id('A1001'),
          priority: 1,
          sectionIds: [section('A1001', 0)],
          alternatives: [[section('A1001', 1)]],
        },
        {
          subjectId: id('LAB1001'),
          priority: 2,
          sectionIds: lab,
          alternatives: [[section('LAB1001', 0), section('LAB1001', 2)]],
        },
        // Refused (A1001 not passed): the first fallback stands in.
        { subjectId: id('C2001'), priority: 3 },
      ],
      fallbacks: [
        { subjectId: id('B1001'), sectionIds: [section('B1001', 1)] },
        { subjectId: id('D1001') },
      ],
    });
    const reply = await api(t).post(API.planRegister, student);
    expect(reply.statusCode).toBe(200);
    const registered: PlanRegisterReply = reply.json();
    expect(outcomes(registered)).toEqual({
      A1001: { outcome: 'taken', choice: 1, refusal: undefined },
      LAB1001: { outcome: 'taken', choice: 1, refusal: undefined },
      C2001: { outcome: 'refused', choice: null, refusal: 'PREREQUISITE_NOT_MET' },
      B1001: { outcome: 'taken', choice: 0, refusal: undefined },
      D1001: { outcome: 'unused', choice: null, refusal: undefined },
    });
    expect(registered.taken).toBe(3);
    expect(registered.fallbacks[0]).toMatchObject({ fallbackFor: id('C2001') });
    expect(registered.subjects[2]!.next).toEqual(['permit', 'fallback']);
    const selection = (await api(t).get(API.selectedSubjects, student)).json();
    expect(selection.map((s: { code: string }) => s.code).sort()).toEqual([
      'A1001',
      'B1001',
      'LAB1001',
    ]);
    // Registering again takes nothing more: every subject is held.
    const again: PlanRegisterReply = (await api(t).post(API.planRegister, student)).json();
    expect(again.taken).toBe(0);
    expect(again.subjects.map((s) => s.outcome)).toEqual(['held', 'held', 'refused']);
    expect(again.fallbacks.map((s) => s.outcome)).toEqual(['held', 'unused']);
  });

  it('says a full subject may be waited for, and answers the whole registration’s refusal once', async () => {
    await setUp();
    const [first, student] = [await t.createUser(), await t.createUser()];
    await api(t).add(first, id('A1001'), section('A1001', 0));
    await savePlan(student, {
      subjects: [{ subjectId: id('A1001'), priority: 1, sectionIds: [section('A1001', 0)] }],
    });
    const full: PlanRegisterReply = (await api(t).post(API.planRegister, student)).json();
    expect(full.subjects[0]).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'SUBJECT_FULL' },
      next: ['waitlist', 'permit'],
    });
    const empty = await t.createUser();
    const none = await api(t).post(API.planRegister, empty);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'PLAN_EMPTY' });
  });

  it('is refused as a plain add is before the window opens', async () => {
    await setUp({ window: 'upcoming' });
    const student = await t.createUser();
    await savePlan(student, { subjects: [{ subjectId: id('A1001'), priority: 1 }] });
    const early = await api(t).post(API.planRegister, student);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PERIOD_NOT_OPEN' });
  });
});
