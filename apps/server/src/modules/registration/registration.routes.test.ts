import type { MessageParams } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let student: TestUser;
let fx: Fixture;
const id = (code: string) => fx.subjects[code]!.id;

beforeEach(async () => {
  t = await createTestApp();
  http = api(t);
  student = await t.createUser();
  fx = await createCatalogue(t.database.db, [
    {
      code: 'MTH1001',
      credits: 4,
      sections: [
        { capacity: 2, meetings: [[1, 8, 10]] },
        { capacity: 2, meetings: [[2, 8, 10]] },
      ],
    },
    { code: 'CSC1001', credits: 3, sections: [{ capacity: 30, meetings: [[1, 9, 11]] }] },
    { code: 'CSC1002', credits: 3, year: 2, sections: [{ capacity: 1, meetings: [[3, 8, 9]] }] },
    {
      code: 'CSC2001',
      credits: 3,
      year: 2,
      prerequisites: ['CSC1001'],
      sections: [{ capacity: 30, meetings: [[4, 8, 9]] }],
    },
    { code: 'BIG1001', credits: 4, sections: [{ capacity: 30, meetings: [[5, 8, 9]] }] },
    { code: 'BIG1002', credits: 4, sections: [{ capacity: 30, meetings: [[5, 10, 11]] }] },
    { code: 'BIG1003', credits: 4, sections: [{ capacity: 30, meetings: [[5, 14, 15]] }] },
    { code: 'BIG1004', credits: 4, sections: [{ capacity: 30, meetings: [[4, 14, 15]] }] },
  ]);
});
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

describe('catalogue', () => {
  it('lists subjects with the spec fields, sections and live quota, filtered by faculty and year', async () => {
    const all = (await http.get('/api/subjects', student)).json();
    expect(all).toHaveLength(8);
    expect(all[0]).toEqual({
      id: id('BIG1001'),
      code: 'BIG1001',
      name: 'Subject BIG1001',
      nameMs: null,
      credits: 4,
      description: 'About BIG1001.',
      descriptionMs: null,
      year: 1,
      prerequisites: [],
      faculty: { id: fx.facultyId, name: 'Faculty of Testing', nameMs: null },
      quota: { total: 30, registered: 0 },
      waiting: 0,
      sections: [
        {
          id: fx.subjects.BIG1001!.sectionIds[0],
          number: 1,
          capacity: 30,
          registered: 0,
          schedule: 'Fri 08:00-09:00 (BK1)',
          lecturer: 'Dr. Test',
          meetings: [{ day: 5, startTime: '08:00', endTime: '09:00', room: 'BK1' }],
        },
      ],
    });
    const year2 = (
      await http.get(`/api/subjects?year=2&facultyId=${fx.facultyId}`, student)
    ).json();
    expect(year2.map((s: { code: string }) => s.code)).toEqual(['CSC1002', 'CSC2001']);
    expect(year2[1].prerequisites).toEqual(['CSC1001']);
    expect((await http.get('/api/subjects?facultyId=999999', student)).json()).toEqual([]);
  });

  it('refuses a bad filter with a clear message', async () => {
    const res = await http.get('/api/subjects?year=5', student);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Year must be one of 1, 2, 3, 4',
    });
    expect((await http.get('/api/subjects?facultyId=abc', student)).statusCode).toBe(400);
  });

  it('lists faculties', async () => {
    expect((await http.get('/api/faculties', student)).json()).toContainEqual({
      id: fx.facultyId,
      name: 'Faculty of Testing',
      nameMs: null,
    });
  });
});

describe('adding and removing', () => {
  it('adds a subject, taking a seat, and returns it as the selection lists it', async () => {
    const res = await http.add(student, id('MTH1001'));
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
    expect((await http.get('/api/registration/subjects', student)).json()).toEqual([added]);
    const period = (await http.get('/api/registration/period', student)).json();
    expect(period).toMatchObject({
      semester: 6,
      academicYear: '2024/2025',
      creditSelected: 4,
      creditMax: 20,
      status: 'Open',
    });
    const subjects = (await http.get('/api/subjects', student)).json();
    expect(subjects.find((s: { code: string }) => s.code === 'MTH1001').quota).toEqual({
      total: 4,
      registered: 1,
    });
  });

  it('removes by the id the selection returned, giving the seat back', async () => {
    await http.add(student, id('MTH1001'));
    const res = await http.remove(student, id('MTH1001'));
    expect(res.statusCode).toBe(204);
    expect((await http.get('/api/registration/subjects', student)).json()).toEqual([]);
    const again = await http.remove(student, id('MTH1001'));
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_FOUND');
  });

  it('picks a section without a clash, and honours a named one', async () => {
    await http.add(student, id('CSC1001'));
    // Section 1 of MTH1001 meets Monday 8-10 and clashes with CSC1001 (Monday 9-11).
    expect((await http.add(student, id('MTH1001'))).json().section.number).toBe(2);
    const other = await t.createUser();
    const named = await http.add(other, id('MTH1001'), fx.subjects.MTH1001!.sectionIds[1]);
    expect(named.json().section.number).toBe(2);
  });

  const refusals: [
    string,
    (s: TestUser) => Promise<{ statusCode: number; json(): unknown }>,
    number,
    string,
    string,
    MessageParams,
  ][] = [
    [
      'an already selected subject',
      async (s) => (await http.add(s, id('CSC1001')), http.add(s, id('CSC1001'))),
      409,
      'ALREADY_SELECTED',
      'You have already selected CSC1001 Subject CSC1001.',
      { context: 'named', subject: 'CSC1001 Subject CSC1001' },
    ],
    [
      'a full subject',
      async (s) => (
        await http.add(await t.createUser(), id('CSC1002')),
        http.add(s, id('CSC1002'))
      ),
      409,
      'SUBJECT_FULL',
      'CSC1002 Subject CSC1002 is full: no seats are left.',
      { subject: 'CSC1002 Subject CSC1002' },
    ],
    [
      'a full named section',
      async (s) => {
        await http.add(await t.createUser(), id('MTH1001'));
        await http.add(await t.createUser(), id('MTH1001'));
        return http.add(s, id('MTH1001'), fx.subjects.MTH1001!.sectionIds[0]);
      },
      409,
      'SUBJECT_FULL',
      'That section of MTH1001 Subject MTH1001 is full.',
      { context: 'section', subject: 'MTH1001 Subject MTH1001' },
    ],
    [
      'a time clash',
      async (s) => (
        await http.add(s, id('CSC1001')),
        http.add(s, id('MTH1001'), fx.subjects.MTH1001!.sectionIds[0])
      ),
      409,
      'TIME_CLASH',
      'MTH1001 Subject MTH1001 clashes with CSC1001 Subject CSC1001 in your timetable.',
      { subject: 'MTH1001 Subject MTH1001', other: 'CSC1001 Subject CSC1001' },
    ],
    [
      'a missing prerequisite',
      (s) => http.add(s, id('CSC2001')),
      409,
      'PREREQUISITE_NOT_MET',
      'CSC2001 Subject CSC2001 needs CSC1001 Subject CSC1001 to be passed first.',
      { subject: 'CSC2001 Subject CSC2001', missing: ['CSC1001 Subject CSC1001'] },
    ],
    [
      'the credit maximum',
      async (s) => {
        for (const code of ['BIG1001', 'BIG1002', 'BIG1003', 'BIG1004', 'MTH1001'])
          await http.add(s, id(code));
        return http.add(s, id('CSC1001'));
      },
      409,
      'CREDIT_LIMIT',
      'Adding CSC1001 (3 credits) would take you to 23 credits; the maximum is 20.',
      { code: 'CSC1001', credits: 3, creditsAfter: 23, creditMax: 20 },
    ],
    [
      'a registration under review',
      async (s) => (
        await http.add(s, id('CSC1001')),
        await http.submit(s),
        http.add(s, id('BIG1001'))
      ),
      409,
      'REGISTRATION_UNDER_REVIEW',
      'Your registration is under review. You can change it once your advisor has decided on every subject.',
      {},
    ],
    [
      'an unknown subject',
      (s) => http.add(s, 999_999),
      404,
      'NOT_FOUND',
      'That subject was not found.',
      { context: 'subject' },
    ],
    [
      'a section of another subject',
      (s) => http.add(s, id('CSC1001'), fx.subjects.MTH1001!.sectionIds[0]),
      404,
      'NOT_FOUND',
      'That section of CSC1001 was not found.',
      { context: 'section', code: 'CSC1001' },
    ],
  ];
  it.each(refusals)('refuses %s', async (_name, act, status, code, message, params) => {
    const res = await act(student);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: message, code, params });
  });

  // Issue 18: the same refusal, code and params, worded in the language the request asks for.
  const inMalay: Record<string, string> = {
    'a full subject': 'CSC1002 Subject CSC1002 penuh: tiada tempat lagi.',
    'a time clash':
      'MTH1001 Subject MTH1001 bertindih dengan CSC1001 Subject CSC1001 dalam jadual waktu anda.',
    'a missing prerequisite':
      'CSC2001 Subject CSC2001 memerlukan CSC1001 Subject CSC1001 lulus terlebih dahulu.',
    'the credit maximum':
      'Menambah CSC1001 (3 kredit) akan menjadikan jumlah anda 23 kredit; maksimumnya 20.',
  };
  it.each(refusals.filter(([name]) => name in inMalay))(
    'refuses %s in Malay when the request asks for ms',
    async (name, act, status, code, _message, params) => {
      const malay = {
        ...student,
        headers: { ...student.headers, 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.5' },
      };
      const res = await act(malay);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error: inMalay[name], code, params });
    },
  );

  it('refuses a removal while under review', async () => {
    await http.add(student, id('CSC1001'));
    await http.submit(student);
    const res = await http.remove(student, id('CSC1001'));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('REGISTRATION_UNDER_REVIEW');
  });

  it('meets a prerequisite approved in an earlier period', async () => {
    const db = t.database.db;
    const past = await db
      .insertInto('registrations')
      .values({
        student_id: student.id,
        period_id: fx.pastPeriodId,
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
        period_id: fx.pastPeriodId,
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
    expect((await http.add(student, id('CSC2001'))).statusCode).toBe(201);
  });

  it.each([
    ['upcoming', 'Registration has not opened yet. It opens on'],
    ['closed', 'Registration is closed. It closed on'],
  ] as const)(
    'refuses adds, removals and submits while the period is %s',
    async (window, message) => {
      fx = await createCatalogue(t.database.db, [{ code: 'LATE1001' }], { window });
      for (const res of [
        await http.add(student, id('LATE1001')),
        await http.remove(student, id('LATE1001')),
        await http.submit(student),
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
    expect((await http.get('/api/registration/status', student)).json()).toEqual({
      status: 'draft',
      submittedAt: null,
    });
    await http.add(student, id('CSC1001'));
    await http.add(student, id('MTH1001'));
    const res = await http.submit(student);
    expect(res.statusCode).toBe(200);
    const { submittedAt } = res.json();
    expect(res.json()).toEqual({ status: 'submitted', submittedAt: expect.any(String) });
    expect((await http.get('/api/registration/status', student)).json()).toEqual({
      status: 'submitted',
      submittedAt,
    });
    const history = (await http.get('/api/registration/history', student)).json();
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
    const empty = await http.submit(student);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({
      error: 'Add at least one subject before submitting.',
      code: 'EMPTY_SELECTION',
      params: {},
    });
    await http.add(student, id('CSC1001'));
    await http.submit(student);
    const twice = await http.submit(student);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: 'Your registration has already been submitted and is under review.',
      code: 'REGISTRATION_UNDER_REVIEW',
      params: { context: 'submitted' },
    });
  });

  it('keeps the registration calls to students, and needs sign-in for all', async () => {
    const lecturer = await t.createUser({ role: 'lecturer' });
    for (const url of [
      '/api/registration/subjects',
      '/api/registration/status',
      '/api/registration/history',
    ]) {
      expect((await http.get(url)).statusCode).toBe(401);
      expect((await http.get(url, lecturer)).statusCode).toBe(403);
    }
    expect((await http.add(lecturer, id('CSC1001'))).statusCode).toBe(403);
    expect((await http.get('/api/registration/period', lecturer)).json().creditSelected).toBe(0);
  });
});
