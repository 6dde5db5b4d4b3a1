import { API, VALIDATION_MESSAGES, type SelectedSubject, type Subject } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { csvFile, importReport } from '../catalogue-import/catalogue-import.fixture';

// Cross-listed subjects (issue 46, decision 042): two codes, one set of sections and seats. Run on
// both engines (npm run test:pg runs this file on PostgreSQL).

let t: TestApp;
let fx: Fixture;
let http: ReturnType<typeof api>;
let admin: TestUser;

/** OWN1001 has one section of 3 seats; ALT2001 is to share it; NXT3001 needs OWN1001 first. */
beforeEach(async () => {
  t = await createTestApp();
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    { code: 'OWN1001', sections: [{ capacity: 3, meetings: [[1, 8, 10]] }] },
    { code: 'ALT2001', sections: [] },
    { code: 'TWO2002', credits: 4, sections: [] },
    {
      code: 'NXT3001',
      prerequisites: ['OWN1001'],
      sections: [{ capacity: 5, meetings: [[2, 8, 10]] }],
    },
  ]);
  admin = await t.createUser({ role: 'admin' });
});
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const id = (code: string) => fx.subjects[code]!.id;
const crossList = (code: string, ownerId: number | null) =>
  http.patch(`/api/admin/subjects/${id(code)}`, admin, { crossListedWith: ownerId });
const selection = async (user: TestUser) =>
  (await http.get(API.selectedSubjects, user)).json<SelectedSubject[]>();
const catalogue = async (user: TestUser) => (await http.get(API.subjects, user)).json<Subject[]>();

describe('a cross-listed subject', () => {
  it('is offered with its owner’s sections and seats, each code naming the other', async () => {
    expect((await crossList('ALT2001', id('OWN1001'))).json()).toMatchObject({
      crossListedWith: { id: id('OWN1001'), code: 'OWN1001' },
    });
    const student = await t.createUser();
    const subjects = await catalogue(student);
    const own = subjects.find((s) => s.code === 'OWN1001')!;
    const alt = subjects.find((s) => s.code === 'ALT2001')!;
    expect(alt.sections.map((s) => s.id)).toEqual(own.sections.map((s) => s.id));
    expect(alt.quota).toEqual({ total: 3, registered: 0 });
    expect(alt.crossListedWith).toEqual({ id: id('OWN1001'), code: 'OWN1001' });
    expect(own.alsoListedAs).toEqual([{ id: id('ALT2001'), code: 'ALT2001' }]);
    expect(subjects.find((s) => s.code === 'TWO2002')).toBeUndefined();
    // The owner names its other codes even when a filter leaves them out.
    await http.patch(`/api/admin/subjects/${id('ALT2001')}`, admin, { year: 2 });
    const firstYear = (await http.get(`${API.subjects}?year=1`, student)).json<Subject[]>();
    expect(firstYear.find((s) => s.code === 'ALT2001')).toBeUndefined();
    expect(firstYear.find((s) => s.code === 'OWN1001')!.alsoListedAs).toEqual([
      { id: id('ALT2001'), code: 'ALT2001' },
    ]);
  });

  it('is held under the code taken, never both codes, and dropped by either', async () => {
    await crossList('ALT2001', id('OWN1001'));
    const student = await t.createUser();
    const added = await http.add(student, id('ALT2001'));
    expect(added.statusCode).toBe(201);
    expect(await selection(student)).toMatchObject([{ id: id('OWN1001'), code: 'ALT2001' }]);
    const twice = await http.add(student, id('OWN1001'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_SELECTED' });
    const other = await t.createUser();
    await http.add(other, id('OWN1001'));
    expect(await selection(other)).toMatchObject([{ id: id('OWN1001'), code: 'OWN1001' }]);
    const alt = (await catalogue(student)).find((s) => s.code === 'ALT2001')!;
    expect(alt.quota).toEqual({ total: 3, registered: 2 });

    expect((await http.remove(student, id('ALT2001'))).statusCode).toBe(204);
    expect((await http.remove(other, id('OWN1001'))).statusCode).toBe(204);
    expect(await selection(student)).toEqual([]);
  });

  it('shares its owner’s last seats under a race of both codes', async () => {
    await crossList('ALT2001', id('OWN1001'));
    const students = await Promise.all(Array.from({ length: 10 }, () => t.createUser()));
    const replies = await Promise.all(
      students.map((s, i) => http.add(s, id(i % 2 === 0 ? 'OWN1001' : 'ALT2001'))),
    );
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(3);
    for (const r of replies.filter((r) => r.statusCode !== 201)) {
      expect(r.json()).toMatchObject({ code: 'SUBJECT_FULL' });
    }
    const section = await t.database.db
      .selectFrom('sections')
      .select('registered')
      .where('subject_id', '=', id('OWN1001'))
      .executeTakeFirstOrThrow();
    expect(section.registered).toBe(3);
  });

  it('seats a student waiting under it with its code', async () => {
    await crossList('ALT2001', id('OWN1001'));
    const holders = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
    for (const holder of holders) await http.add(holder, id('OWN1001'));
    const waiting = await t.createUser();
    const joined = await http.post(API.waitlist, waiting, { subjectId: id('ALT2001') });
    expect(joined.statusCode).toBe(201);
    const places = (await http.get(API.waitlist, waiting)).json<{ code: string }[]>();
    expect(places).toMatchObject([{ code: 'ALT2001' }]);
    await http.remove(holders[0]!, id('OWN1001'));
    expect(await selection(waiting)).toMatchObject([{ id: id('OWN1001'), code: 'ALT2001' }]);
  });

  it('counts a pass under either code for a prerequisite', async () => {
    await crossList('ALT2001', id('OWN1001'));
    const student = await t.createUser();
    const refused = await http.add(student, id('NXT3001'));
    expect(refused.json()).toMatchObject({ code: 'PREREQUISITE_NOT_MET' });
    await t.database.db
      .insertInto('results')
      .values({
        student_id: student.id,
        subject_id: id('ALT2001'),
        session: '2025/2026',
        semester: 1,
        grade: 'B',
      })
      .execute();
    expect((await http.add(student, id('NXT3001'))).statusCode).toBe(201);
  });

  it('refuses a cross-listing that could not share one set of seats', async () => {
    const field = async (code: string, ownerId: number) => {
      const reply = await crossList(code, ownerId);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().code).toBe('INVALID_CROSS_LISTING');
      const message = reply.json().fields.crossListedWith;
      const messages = VALIDATION_MESSAGES.en;
      return Object.keys(messages).find(
        (key) => messages[key as keyof typeof messages] === message,
      );
    };
    expect(await field('ALT2001', id('ALT2001'))).toBe('crossListSelf');
    expect(await field('ALT2001', 999_999)).toBe('crossListUnknown');
    expect(await field('NXT3001', id('OWN1001'))).toBe('crossListSections');
    expect(await field('TWO2002', id('OWN1001'))).toBe('crossListCredits');
    await crossList('ALT2001', id('OWN1001'));
    expect(await field('TWO2002', id('ALT2001'))).toBe('crossListChained');
    expect(await field('OWN1001', id('NXT3001'))).toBe('crossListOwner');

    const student = await t.createUser();
    await http.add(student, id('ALT2001'));
    expect(await field('ALT2001', id('NXT3001'))).toBe('crossListHeld');

    const credits = await http.patch(`/api/admin/subjects/${id('OWN1001')}`, admin, { credits: 4 });
    expect(credits.json().fields.crossListedWith).toBe(VALIDATION_MESSAGES.en.crossListCredits);

    const section = await http.post('/api/admin/sections', admin, {
      subjectId: id('ALT2001'),
      number: 9,
      capacity: 10,
      lecturer: 'Dr Test',
      meetings: [{ day: 3, startTime: '08:00', endTime: '10:00', room: 'A1' }],
    });
    expect(section.statusCode).toBe(409);
    expect(section.json()).toMatchObject({ code: 'CROSS_LISTED' });
    expect(section.json().error).toContain('ALT2001 is cross-listed with OWN1001');
  });

  it('is refused sections of its own, and its owner other credits, in a catalogue file', async () => {
    await crossList('ALT2001', id('OWN1001'));
    const faculty = await t.database.db
      .selectFrom('faculties')
      .select('code')
      .where('id', '=', fx.facultyId)
      .executeTakeFirstOrThrow();
    const file = csvFile({ subject_code: 'ALT2001', faculty_code: faculty.code });
    const report = await importReport(t, admin, file, { periodId: fx.periodId, dryRun: true });
    expect(report.ok).toBe(false);
    expect(report.errors).toContainEqual({
      row: 2,
      column: 'subject_code',
      message:
        'ALT2001 is cross-listed with OWN1001: it has no sections of its own. Give these rows to OWN1001.',
    });

    const credits = csvFile({ subject_code: 'OWN1001', faculty_code: faculty.code, credits: '4' });
    const changed = await importReport(t, admin, credits, { periodId: fx.periodId, dryRun: true });
    expect(changed.errors).toContainEqual({
      row: 2,
      column: 'credits',
      message:
        'OWN1001 shares its seats with ALT2001, which carries 3 credits: cross-listed codes carry the same credits.',
    });
  });
});
