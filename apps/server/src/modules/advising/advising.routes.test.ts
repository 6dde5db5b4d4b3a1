import {
  API,
  REASON_TEMPLATES_MAX,
  type ReviewContext,
  type ReviewQueueItem,
  type ReviewQueuePage,
} from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Issue 26: the advisor's desk. Run on SQLite by `npm test` and on PostgreSQL by `npm run
// test:pg`. The queue holds 500 registrations: 300 of one advisor's advisees, 200 of another's.

let t: TestApp;
let call: ReturnType<typeof api>;
let fx: Fixture;
let admin: TestUser;
let advisor: TestUser;
let otherAdvisor: TestUser;

const STATUSES = ['submitted', 'submitted', 'submitted', 'approved', 'rejected'] as const;
const SPECIAL_NAMES = ['Nur Aisyah binti Ahmad', 'Tan Wei Ming', 'Rajesh 100%_Kumar'];

interface Seeded {
  name: string;
  studentNumber: string;
  year: number;
  status: (typeof STATUSES)[number];
  advisorId: number;
  credits: number;
}
const seeded: Seeded[] = [];

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  admin = await t.createUser({ role: 'admin' });
  advisor = await t.createUser({ role: 'lecturer' });
  otherAdvisor = await t.createUser({ role: 'lecturer' });
  fx = await createCatalogue(t.database.db, [
    { code: 'BLK1001', credits: 3 },
    { code: 'BLK1002', credits: 4 },
    { code: 'BLK1003', credits: 2 },
    { code: 'CTX1001', credits: 3, sections: [{ capacity: 2, meetings: [[1, 8, 10]] }] },
    {
      code: 'CTX2001',
      credits: 4,
      prerequisites: ['CTX1001'],
      sections: [{ capacity: 40, meetings: [[2, 8, 10]] }],
    },
    {
      code: 'CTX2002',
      credits: 3,
      prerequisites: ['BLK1001'],
      sections: [{ capacity: 40, meetings: [[2, 9, 11]] }],
    },
  ]);
  const db = t.database.db;
  const start = Date.parse('2026-11-20T01:00:00Z');
  for (let i = 0; i < 500; i += 1) {
    const advisorId = i < 300 ? advisor.id : otherAdvisor.id;
    const name = SPECIAL_NAMES[i] ?? `Student ${String(i).padStart(3, '0')}`;
    const studentNumber = `S${String(10_000 + i)}`;
    const year = (i % 4) + 1;
    const status = STATUSES[i % STATUSES.length]!;
    const user = await db
      .insertInto('users')
      .values({
        username: `queue${i}`,
        username_key: `queue${i}`,
        password_hash: 'unused',
        name,
        role: 'student',
        student_id: studentNumber,
        faculty_id: fx.facultyId,
        advisor_id: advisorId,
        year_of_study: year,
        created_at: new Date(start).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Submitted in a shuffled order, so submission order is not the order of insertion.
    const submittedAt = new Date(start + ((i * 7919) % 500) * 60_000).toISOString();
    const registration = await db
      .insertInto('registrations')
      .values({
        student_id: user.id,
        period_id: fx.periodId,
        status,
        submitted_at: submittedAt,
        created_at: submittedAt,
        updated_at: submittedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const codes = ['BLK1001', 'BLK1002', 'BLK1003'].slice(0, (i % 3) + 1);
    await db
      .insertInto('registration_subjects')
      .values(
        codes.map((code) => ({
          registration_id: registration.id,
          subject_id: fx.subjects[code]!.id,
          section_id: fx.subjects[code]!.sectionIds[0]!,
          status:
            status === 'submitted'
              ? ('pending' as const)
              : status === 'approved'
                ? ('approved' as const)
                : ('rejected' as const),
          rejection_reason: status === 'rejected' ? 'Not this semester' : null,
          created_at: submittedAt,
        })),
      )
      .execute();
    const credits = status === 'rejected' ? 0 : [3, 7, 9][i % 3]!;
    seeded.push({ name, studentNumber, year, status, advisorId, credits });
  }
}, 120_000);
afterAll(() => t.close());

const queue = async (user: TestUser, query = ''): Promise<ReviewQueuePage> => {
  const reply = await call.get(`${API.reviewQueue}${query}`, user);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};
const mine = (filter: (s: Seeded) => boolean) =>
  seeded.filter((s) => s.advisorId === advisor.id && filter(s));
const isWaiting = (s: Seeded) => s.status === 'submitted';

describe("the advisor's queue", () => {
  it('lists the waiting registrations of the advisor’s own advisees, oldest submission first, a page at a time', async () => {
    const first = await queue(advisor);
    expect(first.counts).toEqual({
      waiting: mine(isWaiting).length,
      decided: mine((s) => !isWaiting(s)).length,
      all: 300,
    });
    expect(first.total).toBe(mine(isWaiting).length);
    expect(first.items).toHaveLength(20);
    const second = await queue(advisor, '?page=2');
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(40);
    const times = all.map((item) => item.submittedAt);
    expect(times).toEqual([...times].sort());
    for (const item of all) {
      expect(item.status).toBe('submitted');
      expect(item.decidedSubjects).toBe(0);
      const own = seeded.find((s) => s.studentNumber === item.student.studentId)!;
      expect(own.advisorId).toBe(advisor.id);
      expect(item).toMatchObject({ yearOfStudy: own.year, totalCredits: own.credits });
    }
    // Every waiting registration appears once over the pages.
    const pages: ReviewQueueItem[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 100); page += 1) {
      pages.push(...(await queue(advisor, `?pageSize=100&page=${page}`)).items);
    }
    expect(new Set(pages.map((item) => item.id)).size).toBe(first.total);
  });

  it('finds students by part of the name or student ID, in any case, taking % and _ literally', async () => {
    const byName = await queue(advisor, `?status=all&q=${encodeURIComponent('aisyah')}`);
    expect(byName.items.map((item) => item.student.name)).toEqual(['Nur Aisyah binti Ahmad']);
    const byId = await queue(advisor, '?status=all&q=s10001');
    expect(byId.items.map((item) => item.student.name)).toEqual(['Tan Wei Ming']);
    const literal = await queue(advisor, `?status=all&q=${encodeURIComponent('100%_k')}`);
    expect(literal.items.map((item) => item.student.name)).toEqual(['Rajesh 100%_Kumar']);
    expect((await queue(advisor, `?status=all&q=${encodeURIComponent('%')}`)).total).toBe(1);
    const some = await queue(advisor, '?status=all&q=student%2001');
    expect(some.total).toBe(mine((s) => s.name.startsWith('Student 01')).length);
    expect(some.counts.all).toBe(some.total);
  });

  it('filters by status and year, with the counts following the search and year', async () => {
    const decided = await queue(advisor, '?status=decided&year=2&pageSize=100');
    const expected = mine((s) => !isWaiting(s) && s.year === 2);
    expect(decided.total).toBe(expected.length);
    expect(
      decided.items.every((item) => item.yearOfStudy === 2 && item.status !== 'submitted'),
    ).toBe(true);
    expect(decided.counts).toEqual({
      waiting: mine((s) => isWaiting(s) && s.year === 2).length,
      decided: expected.length,
      all: mine((s) => s.year === 2).length,
    });
    const rejected = decided.items.find((item) => item.status === 'rejected')!;
    expect(rejected).toMatchObject({ totalCredits: 0 });
    expect(rejected.decidedSubjects).toBe(rejected.totalSubjects);
  });

  it('sorts by name or credits either way', async () => {
    const byName = await queue(advisor, '?status=all&sort=name&pageSize=100');
    const names = byName.items.map((item) => item.student.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byNameDesc = await queue(advisor, '?status=all&sort=name&order=desc&pageSize=5');
    expect(byNameDesc.items[0]!.student.name).toBe('Tan Wei Ming');
    const byCredits = await queue(advisor, '?status=all&sort=credits&order=desc&pageSize=100');
    const credits = byCredits.items.map((item) => item.totalCredits);
    expect(credits).toEqual([...credits].sort((a, b) => b - a));
    expect(credits[0]).toBe(9);
  });

  it("never shows a lecturer another advisor's students; an admin sees every one", async () => {
    const other = seeded.find((s) => s.advisorId === otherAdvisor.id)!;
    expect((await queue(advisor, `?status=all&q=${other.studentNumber}`)).total).toBe(0);
    expect((await queue(otherAdvisor, `?status=all&q=${other.studentNumber}`)).total).toBe(1);
    expect((await queue(admin, '?status=all')).counts.all).toBe(500);
    const student = await t.createUser({ advisorId: advisor.id });
    expect((await call.get(API.reviewQueue, student)).statusCode).toBe(403);
  });

  it('refuses filters it does not know, with a field message', async () => {
    for (const query of [
      '?status=pending',
      '?year=9',
      '?pageSize=101',
      '?sort=age',
      '?order=up',
      '?q=%00x',
    ]) {
      const reply = await call.get(`${API.reviewQueue}${query}`, advisor);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('the context beside a decision', () => {
  let context: ReviewContext;
  let registrationId: number;

  beforeAll(async () => {
    const student = await t.createUser({ advisorId: advisor.id });
    await t.database.db
      .updateTable('users')
      .set({ year_of_study: 2, faculty_id: fx.facultyId })
      .where('id', '=', student.id)
      .execute();
    // An earlier period's approved BLK1001 meets CTX2002's prerequisite; nothing meets CTX2001's.
    const past = await t.database.db
      .insertInto('registrations')
      .values({
        student_id: student.id,
        period_id: fx.pastPeriodId,
        status: 'approved',
        submitted_at: '2025-01-01T00:00:00Z',
        created_at: '2025-01-01T00:00:00Z',
        updated_at: '2025-01-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('registration_subjects')
      .values({
        registration_id: past.id,
        subject_id: fx.subjects.BLK1001!.id,
        section_id: fx.subjects.BLK1001!.sectionIds[0]!,
        status: 'approved',
        rejection_reason: null,
        created_at: '2025-01-01T00:00:00Z',
      })
      .execute();
    const rival = await t.createUser();
    expect((await call.add(rival, fx.subjects.CTX1001!.id)).statusCode).toBe(201);
    for (const code of ['CTX1001', 'CTX2002']) {
      expect((await call.add(student, fx.subjects[code]!.id)).statusCode).toBe(201);
    }
    expect((await call.submit(student)).statusCode).toBe(200);
    const registration = await t.database.db
      .selectFrom('registrations')
      .select('id')
      .where('student_id', '=', student.id)
      .where('period_id', '=', fx.periodId)
      .executeTakeFirstOrThrow();
    registrationId = registration.id;
    // The rules keep a student from taking CTX2001 (its prerequisite is unmet, and it clashes
    // with CTX2002), so it is placed as a registration from before those rules would stand.
    const ctx2001 = fx.subjects.CTX2001!;
    await t.database.db
      .insertInto('registration_subjects')
      .values({
        registration_id: registrationId,
        subject_id: ctx2001.id,
        section_id: ctx2001.sectionIds[0]!,
        status: 'pending',
        rejection_reason: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.database.db
      .updateTable('sections')
      .set((eb) => ({ registered: eb('registered', '+', 1) }))
      .where('id', '=', ctx2001.sectionIds[0]!)
      .execute();
    const reply = await call.get(API.reviewContext(registrationId), advisor);
    expect(reply.statusCode, reply.body).toBe(200);
    context = reply.json();
  });

  it('shows the student, their credits against the limits and their other registrations', () => {
    expect(context.student).toMatchObject({ yearOfStudy: 2, faculty: 'Faculty of Testing' });
    expect(context.credits).toEqual({ total: 10, min: 0, max: 20 });
    expect(context.history.map((entry) => entry.subjects.map((s) => s.code))).toEqual([
      ['BLK1001'],
    ]);
  });

  it('marks each prerequisite met or not, the seats left and waiting, and clashes', () => {
    const of = (code: string) => context.subjects.find((s) => s.code === code)!;
    expect(of('CTX2002').prerequisites).toEqual([
      expect.objectContaining({ code: 'BLK1001', met: true }),
    ]);
    expect(of('CTX2001').prerequisites).toEqual([
      expect.objectContaining({ code: 'CTX1001', met: false }),
    ]);
    expect(of('CTX1001').seats).toEqual({ capacity: 2, registered: 2, waiting: 0 });
    expect(of('CTX1001').meetings).toEqual([
      { day: 1, startTime: '08:00', endTime: '10:00', room: 'BK1' },
    ]);
    expect(of('CTX2001').clashesWith).toEqual(['CTX2002']);
    expect(of('CTX2002').clashesWith).toEqual(['CTX2001']);
    expect(of('CTX1001').clashesWith).toEqual([]);
  });

  it('leaves a rejected subject out of the week and of the clashes', async () => {
    const rejected = await call.post(
      API.rejectSubject(registrationId, fx.subjects.CTX2001!.id),
      advisor,
      { reason: 'Take CTX1001 first.' },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after: ReviewContext = (
      await call.get(API.reviewContext(registrationId), advisor)
    ).json();
    const of = (code: string) => after.subjects.find((s) => s.code === code)!;
    expect(of('CTX2001')).toMatchObject({ meetings: [], clashesWith: [] });
    expect(of('CTX2002').clashesWith).toEqual([]);
    expect(after.credits.total).toBe(6);
  });

  it("is not another advisor's to see, nor a student's", async () => {
    expect((await call.get(API.reviewContext(registrationId), otherAdvisor)).statusCode).toBe(404);
    expect((await call.get(API.reviewContext(registrationId), admin)).statusCode).toBe(200);
    const student = await t.createUser({ advisorId: advisor.id });
    expect((await call.get(API.reviewContext(registrationId), student)).statusCode).toBe(403);
  });

  it('keeps every version of the reviewers’ private note, never for the student', async () => {
    const save = (user: TestUser, text: string) =>
      call.put(API.registrationNote(registrationId), user, { text });
    expect((await call.get(API.registrationNote(registrationId), advisor)).json()).toEqual({
      current: null,
      history: [],
    });
    expect((await save(advisor, 'Asked to drop CTX2001 until CTX1001 is passed.')).statusCode).toBe(
      200,
    );
    const saved = (await save(admin, 'Spoke to the student on 25 Nov.')).json();
    expect(saved.current).toMatchObject({
      text: 'Spoke to the student on 25 Nov.',
      author: { id: admin.id },
    });
    expect(saved.history).toEqual([
      expect.objectContaining({
        text: 'Asked to drop CTX2001 until CTX1001 is passed.',
        author: expect.objectContaining({ id: advisor.id }),
      }),
    ]);
    const cleared = (await save(advisor, '  ')).json();
    expect(cleared.current).toBeNull();
    expect(cleared.history.map((note: { text: string }) => note.text)).toEqual([
      '',
      'Spoke to the student on 25 Nov.',
      'Asked to drop CTX2001 until CTX1001 is passed.',
    ]);
    expect((await save(otherAdvisor, 'x')).statusCode).toBe(404);
    const student = await t.createUser({ advisorId: advisor.id });
    expect((await call.get(API.registrationNote(registrationId), student)).statusCode).toBe(403);
    expect((await save(advisor, 'a\u202Eb')).statusCode).toBe(400);
    expect((await save(advisor, 'x'.repeat(2001))).statusCode).toBe(400);
  });
});

describe("an advisor's saved reasons", () => {
  it('are added, edited and deleted by their owner only, up to the limit', async () => {
    const create = (user: TestUser, body: object) => call.post(API.reasonTemplates, user, body);
    const made = await create(advisor, { title: 'Prerequisite', text: 'Take CTX1001 first.' });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    expect((await call.get(API.reasonTemplates, otherAdvisor)).json()).toEqual([]);
    expect(
      (await call.patch(API.reasonTemplate(id), otherAdvisor, { title: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await call.del(API.reasonTemplate(id), otherAdvisor)).statusCode).toBe(404);
    const edited = await call.patch(API.reasonTemplate(id), advisor, {
      text: 'Pass CTX1001 first.',
    });
    expect(edited.json()).toMatchObject({ title: 'Prerequisite', text: 'Pass CTX1001 first.' });
    expect((await call.get(API.reasonTemplates, advisor)).json()).toEqual([edited.json()]);
    for (const body of [
      { title: '', text: 'x' },
      { title: 'x', text: ' ' },
      { title: 'x'.repeat(61), text: 'x' },
      { title: 'a\u200Bb', text: 'x' },
      { title: 'x', text: 'y', extra: 1 },
    ]) {
      expect((await create(advisor, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (let i = 1; i < REASON_TEMPLATES_MAX; i += 1) {
      expect((await create(advisor, { title: `Reason ${i}`, text: 'x' })).statusCode).toBe(201);
    }
    const over = await create(advisor, { title: 'One more', text: 'x' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'TEMPLATE_LIMIT',
      params: { max: REASON_TEMPLATES_MAX },
    });
    expect((await call.del(API.reasonTemplate(id), advisor)).statusCode).toBe(204);
    expect((await call.del(API.reasonTemplate(id), advisor)).statusCode).toBe(404);
    expect((await create(advisor, { title: 'One more', text: 'x' })).statusCode).toBe(201);
    const student = await t.createUser();
    expect((await call.get(API.reasonTemplates, student)).statusCode).toBe(403);
  });
});
