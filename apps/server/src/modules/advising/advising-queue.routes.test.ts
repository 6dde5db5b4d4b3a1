import { API, type ReviewQueueItem, type ReviewQueuePage } from '@daftar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/test-app';
import { advisingTestBed } from './advising.test-bed';

// The queue holds 500 registrations: 300 of one advisor's advisees, 200 of another's.

const bed = advisingTestBed();

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
  const db = bed.t.database.db;
  const start = Date.parse('2026-11-20T01:00:00Z');
  for (let i = 0; i < 500; i += 1) {
    const advisorId = i < 300 ? bed.advisor.id : bed.otherAdvisor.id;
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
        faculty_id: bed.fx.facultyId,
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
        period_id: bed.fx.periodId,
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
          subject_id: bed.fx.subjects[code]!.id,
          section_id: bed.fx.subjects[code]!.sectionIds[0]!,
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

const queue = async (user: TestUser, query = ''): Promise<ReviewQueuePage> => {
  const reply = await bed.call.get(`${API.reviewQueue}${query}`, user);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};
const mine = (filter: (s: Seeded) => boolean) =>
  seeded.filter((s) => s.advisorId === bed.advisor.id && filter(s));
const isWaiting = (s: Seeded) => s.status === 'submitted';

describe("the advisor's queue", () => {
  it('lists the waiting registrations of the advisor’s own advisees, oldest submission first, a page at a time', async () => {
    const first = await queue(bed.advisor);
    expect(first.counts).toEqual({
      waiting: mine(isWaiting).length,
      decided: mine((s) => !isWaiting(s)).length,
      all: 300,
    });
    expect(first.total).toBe(mine(isWaiting).length);
    expect(first.items).toHaveLength(20);
    const second = await queue(bed.advisor, '?page=2');
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(40);
    const times = all.map((item) => item.submittedAt);
    expect(times).toEqual([...times].sort());
    for (const item of all) {
      expect(item.status).toBe('submitted');
      expect(item.decidedSubjects).toBe(0);
      const own = seeded.find((s) => s.studentNumber === item.student.studentId)!;
      expect(own.advisorId).toBe(bed.advisor.id);
      expect(item).toMatchObject({ yearOfStudy: own.year, totalCredits: own.credits });
    }
    // Every waiting registration appears once over the pages.
    const pages: ReviewQueueItem[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 100); page += 1) {
      pages.push(...(await queue(bed.advisor, `?pageSize=100&page=${page}`)).items);
    }
    expect(new Set(pages.map((item) => item.id)).size).toBe(first.total);
  });

  it('finds students by part of the name or student ID, in any case, taking % and _ literally', async () => {
    const byName = await queue(bed.advisor, `?status=all&q=${encodeURIComponent('aisyah')}`);
    expect(byName.items.map((item) => item.student.name)).toEqual(['Nur Aisyah binti Ahmad']);
    const byId = await queue(bed.advisor, '?status=all&q=s10001');
    expect(byId.items.map((item) => item.student.name)).toEqual(['Tan Wei Ming']);
    const literal = await queue(bed.advisor, `?status=all&q=${encodeURIComponent('100%_k')}`);
    expect(literal.items.map((item) => item.student.name)).toEqual(['Rajesh 100%_Kumar']);
    expect((await queue(bed.advisor, `?status=all&q=${encodeURIComponent('%')}`)).total).toBe(1);
    const some = await queue(bed.advisor, '?status=all&q=student%2001');
    expect(some.total).toBe(mine((s) => s.name.startsWith('Student 01')).length);
    expect(some.counts.all).toBe(some.total);
  });

  it('filters by status and year, with the counts following the search and year', async () => {
    const decided = await queue(bed.advisor, '?status=decided&year=2&pageSize=100');
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
    const byName = await queue(bed.advisor, '?status=all&sort=name&pageSize=100');
    const names = byName.items.map((item) => item.student.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byNameDesc = await queue(bed.advisor, '?status=all&sort=name&order=desc&pageSize=5');
    expect(byNameDesc.items[0]!.student.name).toBe('Tan Wei Ming');
    const byCredits = await queue(bed.advisor, '?status=all&sort=credits&order=desc&pageSize=100');
    const credits = byCredits.items.map((item) => item.totalCredits);
    expect(credits).toEqual([...credits].sort((a, b) => b - a));
    expect(credits[0]).toBe(9);
  });

  it("never shows a lecturer another advisor's students; an admin sees every one", async () => {
    const other = seeded.find((s) => s.advisorId === bed.otherAdvisor.id)!;
    expect((await queue(bed.advisor, `?status=all&q=${other.studentNumber}`)).total).toBe(0);
    expect((await queue(bed.otherAdvisor, `?status=all&q=${other.studentNumber}`)).total).toBe(1);
    expect((await queue(bed.admin, '?status=all')).counts.all).toBe(500);
    const student = await bed.t.createUser({ advisorId: bed.advisor.id });
    expect((await bed.call.get(API.reviewQueue, student)).statusCode).toBe(403);
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
      const reply = await bed.call.get(`${API.reviewQueue}${query}`, bed.advisor);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
