import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../test/catalogue-fixture';
import { registrationTestBed } from './registration.test-bed';

// A student's selection: adding, removing, submitting, status and history.

const bed = registrationTestBed();
const { id } = bed;

describe('adding and removing', () => {
  it('adds a subject, taking a seat, and returns it as the selection lists it', async () => {
    const res = await bed.http.add(bed.student, id('MTH1001'));
    expect(res.statusCode).toBe(201);
    const added = res.json();
    expect(added).toMatchObject({
      id: id('MTH1001'),
      code: 'MTH1001',
      credits: 4,
      faculty: { name: 'Faculty of Testing' },
      status: 'pending',
      section: { number: 1, schedule: 'Mon 08:00-10:00 (BK1)' },
    });
    expect((await bed.http.get('/api/registration/subjects', bed.student)).json()).toEqual([added]);
    const period = (await bed.http.get('/api/registration/period', bed.student)).json();
    expect(period).toMatchObject({
      semester: 6,
      academicYear: '2024/2025',
      creditSelected: 4,
      creditMax: 20,
      status: 'Open',
    });
    const subjects = (await bed.http.get('/api/subjects', bed.student)).json();
    expect(subjects.find((s: { code: string }) => s.code === 'MTH1001').quota).toEqual({
      total: 4,
      registered: 1,
    });
  });

  it('removes by the id the selection returned, giving the seat back', async () => {
    await bed.http.add(bed.student, id('MTH1001'));
    const res = await bed.http.remove(bed.student, id('MTH1001'));
    expect(res.statusCode).toBe(204);
    expect((await bed.http.get('/api/registration/subjects', bed.student)).json()).toEqual([]);
    const again = await bed.http.remove(bed.student, id('MTH1001'));
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_FOUND');
  });

  it('picks a section without a clash, and honours a named one', async () => {
    await bed.http.add(bed.student, id('CSC1001'));
    // Section 1 of MTH1001 meets Monday 8-10 and clashes with CSC1001 (Monday 9-11).
    expect((await bed.http.add(bed.student, id('MTH1001'))).json().section.number).toBe(2);
    const other = await bed.t.createUser();
    const named = await bed.http.add(other, id('MTH1001'), bed.fx.subjects.MTH1001!.sectionIds[1]);
    expect(named.json().section.number).toBe(2);
  });
});

describe('prerequisites and the window', () => {
  it('meets a prerequisite approved in an earlier period', async () => {
    const db = bed.t.database.db;
    const past = await db
      .insertInto('registrations')
      .values({
        student_id: bed.student.id,
        period_id: bed.fx.pastPeriodId,
        status: 'approved',
        submitted_at: '2024-01-01T00:00:00.000Z',
        created_at: 'x',
        updated_at: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const section = await db
      .insertInto('sections')
      .values({
        period_id: bed.fx.pastPeriodId,
        subject_id: id('CSC1001'),
        number: 1,
        capacity: 10,
        registered: 1,
        lecturer: 'Dr. Past',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('registration_subjects')
      .values({
        registration_id: past.id,
        subject_id: id('CSC1001'),
        section_id: section.id,
        status: 'approved',
        created_at: 'x',
      })
      .execute();
    expect((await bed.http.add(bed.student, id('CSC2001'))).statusCode).toBe(201);
  });

  it.each([
    ['upcoming', 'Registration has not opened yet. It opens on'],
    ['closed', 'Registration is closed. It closed on'],
  ] as const)(
    'refuses adds, removals and submits while the period is %s',
    async (window, message) => {
      bed.fx = await createCatalogue(bed.t.database.db, [{ code: 'LATE1001' }], { window });
      for (const res of [
        await bed.http.add(bed.student, id('LATE1001')),
        await bed.http.remove(bed.student, id('LATE1001')),
        await bed.http.submit(bed.student),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('PERIOD_NOT_OPEN');
        expect(res.json().error).toContain(message);
      }
    },
  );
});

describe('submit, status and history', () => {
  it('submits, reports submitted, and lists it in history', async () => {
    expect((await bed.http.get('/api/registration/status', bed.student)).json()).toEqual({
      status: 'draft',
      submittedAt: null,
      lateAt: null,
    });
    await bed.http.add(bed.student, id('CSC1001'));
    await bed.http.add(bed.student, id('MTH1001'));
    const res = await bed.http.submit(bed.student);
    expect(res.statusCode).toBe(200);
    const { submittedAt } = res.json();
    expect(res.json()).toEqual({ status: 'submitted', submittedAt: expect.any(String) });
    expect((await bed.http.get('/api/registration/status', bed.student)).json()).toEqual({
      status: 'submitted',
      submittedAt,
      lateAt: null,
    });
    const history = (await bed.http.get('/api/registration/history', bed.student)).json();
    expect(history).toEqual([
      {
        id: expect.any(Number),
        semester: 6,
        academicYear: '2024/2025',
        dateSubmitted: submittedAt,
        status: 'submitted',
        totalCredits: 7,
        subjects: [
          {
            id: id('CSC1001'),
            code: 'CSC1001',
            name: 'Subject CSC1001',
            nameMs: null,
            credits: 3,
            facultyName: 'Faculty of Testing',
            facultyNameMs: null,
            status: 'pending',
          },
          {
            id: id('MTH1001'),
            code: 'MTH1001',
            name: 'Subject MTH1001',
            nameMs: null,
            credits: 4,
            facultyName: 'Faculty of Testing',
            facultyNameMs: null,
            status: 'pending',
          },
        ],
      },
    ]);
  });

  it('refuses an empty submit and a second submit', async () => {
    const empty = await bed.http.submit(bed.student);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({
      error: 'Add at least one subject before submitting.',
      code: 'EMPTY_SELECTION',
      params: {},
    });
    await bed.http.add(bed.student, id('CSC1001'));
    await bed.http.submit(bed.student);
    const twice = await bed.http.submit(bed.student);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: 'Your registration has already been submitted and is under review.',
      code: 'REGISTRATION_UNDER_REVIEW',
      params: { context: 'submitted' },
    });
  });

  it('keeps the registration calls to students, and needs sign-in for all', async () => {
    const lecturer = await bed.t.createUser({ role: 'lecturer' });
    for (const url of [
      '/api/registration/subjects',
      '/api/registration/status',
      '/api/registration/history',
    ]) {
      expect((await bed.http.get(url)).statusCode).toBe(401);
      expect((await bed.http.get(url, lecturer)).statusCode).toBe(403);
    }
    expect((await bed.http.add(lecturer, id('CSC1001'))).statusCode).toBe(403);
    expect((await bed.http.get('/api/registration/period', lecturer)).json().creditSelected).toBe(
      0,
    );
  });
});
