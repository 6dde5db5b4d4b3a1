import {
  API,
  type AdminCatalogueSection,
  type AdminPeriod,
  type AdminSubject,
  type CalendarEvent,
} from '@daftar/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { connectSocket, eventually, record } from '../../test/sockets';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof api>;
let admin: TestUser;
let fx: Fixture;

// Codes this file's one database has not seen yet (random ones collided now and then).
let codesMade = 0;
const uniqueCode = (prefix: string) => `${prefix}${(codesMade += 1)}`;

const day = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * day).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ QUOTA_EVENT_WINDOW_MS: 20 });
  call = api(t);
  admin = await t.createUser({ role: 'admin', name: 'Puan Registrar' });
});
afterAll(() => t.close());

beforeEach(async () => {
  fx = await createCatalogue(t.database.db, [
    { code: uniqueCode('REG'), credits: 3, sections: [{ capacity: 2 }] },
    { code: uniqueCode('REH'), credits: 3, sections: [{ capacity: 30 }] },
  ]);
});

const subjects = () => Object.values(fx.subjects);
const student = async (year?: number) => {
  const user = await t.createUser();
  if (year) {
    await t.database.db
      .updateTable('users')
      .set({ year_of_study: year })
      .where('id', '=', user.id)
      .execute();
  }
  return user;
};
const lastChange = async () =>
  (await call.get(`${API.adminChanges}?pageSize=1`, admin)).json().items[0];

const newPeriod = {
  semester: 1,
  academicYear: '2026/2027',
  startDate: '2027-02-01',
  endDate: '2027-02-21',
  creditMax: 21,
};

describe('semesters', () => {
  it('creates a period with its openings by year, and records who did it', async () => {
    const res = await call.post(API.adminPeriods, admin, {
      ...newPeriod,
      addDropEndDate: '2027-02-14',
      creditMin: 12,
      yearOpenings: [{ year: 4, opensAt: '2027-01-30T09:00:00+08:00' }],
    });
    expect(res.statusCode).toBe(201);
    const period: AdminPeriod = res.json();
    expect(period).toMatchObject({
      semester: 1,
      academicYear: '2026/2027',
      addDropEndDate: '2027-02-14',
      creditMin: 12,
      creditMax: 21,
      isCurrent: false,
      closedAt: null,
      status: 'Upcoming',
      yearOpenings: [{ year: 4, opensAt: '2027-01-30T01:00:00.000Z' }],
    });
    const list: AdminPeriod[] = (await call.get(API.adminPeriods, admin)).json();
    expect(list.map((p) => p.id)).toContain(period.id);
    expect(await lastChange()).toMatchObject({
      actor: { id: admin.id, name: 'Puan Registrar' },
      entity: 'period',
      entityId: period.id,
      action: 'create',
      summary: 'Semester 1 2026/2027 created',
      before: null,
    });
  });

  it.each([
    [{ endDate: '2027-01-01' }, 'endDate', 'The end date must not be before the start date'],
    [
      { addDropEndDate: '2027-03-01' },
      'addDropEndDate',
      'The end of add/drop must fall between the start and end dates',
    ],
    [{ creditMin: 22 }, 'creditMin', 'Minimum credits must not be more than maximum credits'],
    [
      { academicYear: '2026/2028' },
      'academicYear',
      'Academic year must be two following years, such as 2025/2026',
    ],
    [{ startDate: '2027-02-30' }, 'startDate', 'Must be a date written YYYY-MM-DD'],
    [
      {
        yearOpenings: [
          { year: 4, opensAt: '2027-01-30T09:00:00+08:00' },
          { year: 4, opensAt: '2027-01-31T09:00:00+08:00' },
        ],
      },
      'yearOpenings',
      'Each year of study may have one opening time',
    ],
    [{ creditMax: 0 }, 'creditMax', 'Maximum credits must be a whole number from 1 to 40'],
  ])('refuses %j with 400 on its field', async (change, field, message) => {
    const res = await call.post(API.adminPeriods, admin, { ...newPeriod, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: message });
    expect(res.json().fields[field]).toBe(message);
  });

  it('checks an edit against the period as it would be after it', async () => {
    const res = await call.patch(API.adminPeriod(fx.periodId), admin, { creditMin: 25 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      creditMin: 'Minimum credits must not be more than maximum credits',
    });
    const malay = await t.app.inject({
      method: 'PATCH',
      url: API.adminPeriod(fx.periodId),
      headers: { ...admin.headers, 'accept-language': 'ms' },
      payload: { creditMin: 25 },
    });
    expect(malay.json().error).toBe('Kredit minimum tidak boleh melebihi kredit maksimum');
  });

  it('closes a period early and reopens it, and students feel both at once', async () => {
    const [first] = subjects();
    const someone = await student();
    const closed = await call.patch(API.adminPeriod(fx.periodId), admin, { closed: true });
    expect(closed.json()).toMatchObject({ status: 'Closed' });
    expect(closed.json().closedAt).not.toBeNull();
    expect((await call.add(someone, first!.id)).json().code).toBe('PERIOD_NOT_OPEN');
    expect((await lastChange()).action).toBe('close');

    const reopened = await call.patch(API.adminPeriod(fx.periodId), admin, { closed: false });
    expect(reopened.json()).toMatchObject({ status: 'Open', closedAt: null });
    expect((await call.add(someone, first!.id)).statusCode).toBe(201);
  });

  it('makes another period the current one, keeping one current', async () => {
    const created: AdminPeriod = (await call.post(API.adminPeriods, admin, newPeriod)).json();
    const res = await call.patch(API.adminPeriod(created.id), admin, { isCurrent: true });
    expect(res.json().isCurrent).toBe(true);
    const current = (await call.get(API.adminPeriods, admin))
      .json()
      .filter((p: AdminPeriod) => p.isCurrent);
    expect(current.map((p: AdminPeriod) => p.id)).toEqual([created.id]);
  });

  it('answers 404 for a period that does not exist and 400 for an empty change', async () => {
    const missing = await call.patch(API.adminPeriod(999_999), admin, { creditMax: 20 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('That registration period was not found.');
    const empty = await call.patch(API.adminPeriod(fx.periodId), admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Name at least one thing to change');
  });
});

describe('staged opening by year of study', () => {
  async function openFor(year: number, offsetMs: number) {
    await t.database.db
      .insertInto('period_year_openings')
      .values({
        period_id: fx.periodId,
        year,
        opens_at: new Date(Date.now() + offsetMs).toISOString(),
      })
      .execute();
  }

  it('refuses a year whose opening is later, with the time it opens for them', async () => {
    await openFor(3, 2 * 3600_000);
    const third = await student(3);
    const res = await call.add(third, subjects()[1]!.id);
    expect(res.statusCode).toBe(409);
    const opensAt = res.json().params.opensAt as string;
    expect(res.json()).toMatchObject({ code: 'PERIOD_NOT_OPEN', params: { year: 3 } });
    expect(res.json().error).toMatch(
      /^Registration opens for year 3 students on \d+ \w+ \d{4}, \d+:\d{2} [ap]m \(Malaysia time\)\.$/,
    );
    const period = (await call.get(API.period, third)).json();
    expect(period).toMatchObject({ status: 'Upcoming', opensAt });
    expect(Date.parse(period.serverTime)).toBeLessThan(Date.parse(opensAt));
    // Other years follow the period's own dates.
    expect((await call.add(await student(2), subjects()[1]!.id)).statusCode).toBe(201);
  });

  it('lets final years in before the period opens for everyone', async () => {
    await t.database.db
      .updateTable('registration_periods')
      .set({ start_date: isoDay(2) })
      .where('id', '=', fx.periodId)
      .execute();
    await openFor(4, -3600_000);
    const finalYear = await student(4);
    expect((await call.get(API.period, finalYear)).json().status).toBe('Open');
    expect((await call.add(finalYear, subjects()[1]!.id)).statusCode).toBe(201);
    expect((await call.submit(finalYear)).statusCode).toBe(200);
    const firstYear = await student(1);
    const refused = await call.add(firstYear, subjects()[1]!.id);
    expect(refused.json()).toMatchObject({
      code: 'PERIOD_NOT_OPEN',
      params: { context: 'upcoming', date: isoDay(2) },
    });
  });
});

describe('credit minimum and the end of add/drop', () => {
  it('refuses to submit below the credit minimum, with the numbers', async () => {
    await call.patch(API.adminPeriod(fx.periodId), admin, { creditMin: 6 });
    const someone = await student();
    await call.add(someone, subjects()[1]!.id);
    const res = await call.submit(someone);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CREDIT_MINIMUM',
      error: 'Your selection has 3 credits; submit at least 6 credits.',
      params: { creditSelected: 3, creditMin: 6 },
    });
    expect((await call.get(API.period, someone)).json().creditMin).toBe(6);
  });

  it('ends adding and dropping on its day, and still takes a submission', async () => {
    const someone = await student();
    await call.add(someone, subjects()[1]!.id);
    await t.database.db
      .updateTable('registration_periods')
      .set({ add_drop_end_date: isoDay(-1) })
      .where('id', '=', fx.periodId)
      .execute();
    const add = await call.add(someone, subjects()[0]!.id);
    expect(add.json()).toMatchObject({ code: 'PERIOD_NOT_OPEN', params: { context: 'addDrop' } });
    expect(add.json().error).toMatch(/^Adding and dropping subjects ended on /);
    expect((await call.remove(someone, subjects()[1]!.id)).json().params.context).toBe('addDrop');
    expect((await call.submit(someone)).statusCode).toBe(200);
  });
});

describe('the academic calendar', () => {
  it("reads the deadline from the period, beside the registrar's entries in date order", async () => {
    const someone = await student();
    const created = await call.post(API.adminCalendarEvents, admin, {
      periodId: fx.periodId,
      kind: 'break',
      label: { en: 'Mid-term Break', ms: 'Cuti Pertengahan Semester' },
      startDate: isoDay(20),
      endDate: isoDay(27),
    });
    expect(created.statusCode).toBe(201);
    const events: CalendarEvent[] = (await call.get(API.calendarEvents, someone)).json();
    expect(events).toEqual([
      {
        id: null,
        periodId: fx.periodId,
        kind: 'deadline',
        label: { en: 'Registration Deadline', ms: 'Tarikh Akhir Pendaftaran' },
        startDate: isoDay(10),
        endDate: null,
      },
      created.json(),
    ]);

    await call.patch(API.adminPeriod(fx.periodId), admin, { endDate: isoDay(12) });
    const after: CalendarEvent[] = (await call.get(API.calendarEvents, someone)).json();
    expect(after[0]!.startDate).toBe(isoDay(12));
  });

  it('edits and removes an entry, refusing an end before its start', async () => {
    const { id } = (
      await call.post(API.adminCalendarEvents, admin, {
        periodId: fx.periodId,
        kind: 'holiday',
        label: { en: 'Deepavali', ms: 'Deepavali' },
        startDate: isoDay(15),
      })
    ).json();
    const bad = await call.patch(API.adminCalendarEvent(id), admin, { endDate: isoDay(14) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      endDate: 'The end date must not be before the start date',
    });
    const edited = await call.patch(API.adminCalendarEvent(id), admin, { endDate: isoDay(16) });
    expect(edited.json()).toMatchObject({ id, endDate: isoDay(16) });
    expect((await lastChange()).summary).toContain('Deepavali');
    expect((await call.del(API.adminCalendarEvent(id), admin)).statusCode).toBe(204);
    expect((await call.del(API.adminCalendarEvent(id), admin)).statusCode).toBe(404);
  });

  it('refuses a blank or hidden-character label', async () => {
    const res = await call.post(API.adminCalendarEvents, admin, {
      periodId: fx.periodId,
      kind: 'holiday',
      label: { en: '   ', ms: 'Cuti\u202e' },
      startDate: isoDay(15),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'label.en': 'A label is required',
      'label.ms': 'The label may not contain invisible or control characters',
    });
  });
});

describe('capacity during the rush', () => {
  it('raises a full section at once, and every browser hears the new counts', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const socket = await connectSocket(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );
    const updates = record(socket, 'quotaUpdated');
    try {
      const subject = subjects()[0]!;
      const [a, b, c] = [await student(), await student(), await student()];
      await call.add(a, subject.id);
      await call.add(b, subject.id);
      expect((await call.add(c, subject.id)).json().code).toBe('SUBJECT_FULL');

      const raised = await call.patch(API.adminSection(subject.sectionIds[0]!), admin, {
        capacity: 3,
        reason: 'Second lab opened',
      });
      expect(raised.json()).toMatchObject({ capacity: 3, registered: 2, closed: false });
      await eventually(() =>
        expect(updates.flat()).toContainEqual({
          subjectId: subject.id,
          newQuota: { total: 3, registered: 2 },
          waiting: 0,
          sections: [{ id: subject.sectionIds[0], capacity: 3, registered: 2 }],
        }),
      );
      expect((await call.add(c, subject.id)).statusCode).toBe(201);
      expect(await lastChange()).toMatchObject({
        entity: 'section',
        action: 'update',
        before: { capacity: 2 },
        after: { capacity: 3 },
        reason: 'Second lab opened',
      });
    } finally {
      socket.close();
    }
  });

  it('refuses to go below the seats taken, saying how many hold them', async () => {
    const subject = subjects()[0]!;
    await call.add(await student(), subject.id);
    await call.add(await student(), subject.id);
    const res = await call.patch(API.adminSection(subject.sectionIds[0]!), admin, { capacity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CAPACITY_BELOW_TAKEN',
      error:
        '2 students hold seats in this section: its capacity cannot go below 2. Close the section to new adds instead.',
      params: { count: 2 },
    });
  });

  it('closes a section to new adds, keeping the seats held, and opens it again', async () => {
    const subject = subjects()[1]!;
    const holder = await student();
    await call.add(holder, subject.id);
    const closed = await call.patch(API.adminSection(subject.sectionIds[0]!), admin, {
      closed: true,
    });
    expect(closed.json()).toMatchObject({ capacity: 30, registered: 1, closed: true });
    const catalogue = (await call.get(API.subjects, holder)).json();
    expect(catalogue.find((s: { id: number }) => s.id === subject.id).quota).toEqual({
      total: 1,
      registered: 1,
    });
    const latecomer = await student();
    expect((await call.add(latecomer, subject.id)).json().code).toBe('SUBJECT_FULL');
    expect((await lastChange()).action).toBe('close');

    await call.patch(API.adminSection(subject.sectionIds[0]!), admin, { closed: false });
    expect((await call.add(latecomer, subject.id)).statusCode).toBe(201);
  });

  it('never overbooks while adds race a capacity change', async () => {
    const subject = subjects()[0]!;
    const racers = await Promise.all(Array.from({ length: 12 }, () => student()));
    const [replies] = await Promise.all([
      Promise.all(racers.map((racer) => call.add(racer, subject.id))),
      call.patch(API.adminSection(subject.sectionIds[0]!), admin, { capacity: 6 }),
    ]);
    const taken = replies.filter((r) => r.statusCode === 201).length;
    const section = await t.database.db
      .selectFrom('sections')
      .select(['capacity', 'registered'])
      .where('id', '=', subject.sectionIds[0]!)
      .executeTakeFirstOrThrow();
    expect(section.capacity).toBe(6);
    expect(section.registered).toBe(taken);
    expect(taken).toBeGreaterThanOrEqual(2);
    expect(taken).toBeLessThanOrEqual(6);
    for (const reply of replies.filter((r) => r.statusCode !== 201)) {
      expect(reply.json().code).toBe('SUBJECT_FULL');
    }
  });
});

describe("the registrar's catalogue", () => {
  it('lists the sections with real capacities, closed or not, and their meetings', async () => {
    const subject = subjects()[1]!;
    await call.patch(API.adminSection(subject.sectionIds[0]!), admin, { closed: true });
    const rows = (await call.get(`${API.adminSections}?periodId=${fx.periodId}`, admin)).json();
    expect(rows.find((row: { id: number }) => row.id === subject.sectionIds[0])).toMatchObject({
      subjectId: subject.id,
      number: 1,
      capacity: 30,
      closed: true,
      subject: { name: expect.stringMatching(/^Subject REH/) },
      meetings: [],
    });
    expect((await call.get(`${API.adminSections}?periodId=999999`, admin)).statusCode).toBe(404);
  });
});

describe('editing a subject', () => {
  const code = () => uniqueCode('NEW');
  const body = (fields: object = {}) => ({
    code: code(),
    name: 'Data Ethics',
    credits: 3,
    year: 2,
    facultyId: fx.facultyId,
    ...fields,
  });

  it('creates a subject with its prerequisites by code, and the trail keeps it', async () => {
    const [first] = Object.keys(fx.subjects);
    const res = await call.post(
      API.adminSubjects,
      admin,
      body({ prerequisites: [first!.toLowerCase()] }),
    );
    expect(res.statusCode).toBe(201);
    const subject: AdminSubject = res.json();
    expect(subject).toMatchObject({
      name: 'Data Ethics',
      credits: 3,
      year: 2,
      description: '',
      faculty: { id: fx.facultyId },
      prerequisites: [first],
    });
    const listed: AdminSubject[] = (await call.get(API.adminSubjects, admin)).json();
    expect(listed.find((s) => s.id === subject.id)).toEqual(subject);
    expect(await lastChange()).toMatchObject({
      entity: 'subject',
      entityId: subject.id,
      action: 'create',
      after: { code: subject.code, faculty: subject.faculty.code, prerequisites: [first] },
    });
  });

  it('edits the fields students see, and a change of credits counts in their registrations', async () => {
    const subject = subjects()[0]!;
    const someone = await student();
    await call.add(someone, subject.id);
    const res = await call.patch(API.adminSubject(subject.id), admin, {
      name: 'Renamed Subject',
      credits: 4,
      description: 'Two lines\nof text',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed Subject', credits: 4 });
    const [selected] = (await call.get(API.selectedSubjects, someone)).json();
    expect(selected).toMatchObject({ name: 'Renamed Subject', credits: 4 });
    expect((await call.get(API.period, someone)).json().creditSelected).toBe(4);
    expect((await lastChange()).summary).toMatch(/name "Subject REG\d+" → "Renamed Subject"/);
  });

  it('refuses a code another subject has, in any case', async () => {
    const [first] = Object.keys(fx.subjects);
    const created = await call.post(API.adminSubjects, admin, body({ code: first!.toLowerCase() }));
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({
      code: 'CODE_TAKEN',
      error: `A subject with the code ${first!.toLowerCase()} already exists.`,
      params: { code: first!.toLowerCase(), context: 'subject' },
    });
    const renamed = await call.patch(API.adminSubject(subjects()[1]!.id), admin, { code: first });
    expect(renamed.statusCode).toBe(409);
    const own = await call.patch(API.adminSubject(subjects()[0]!.id), admin, {
      code: first!.toLowerCase(),
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses an unknown faculty or prerequisite, and prerequisites that go round', async () => {
    const [first, second] = subjects();
    const [firstCode, secondCode] = Object.keys(fx.subjects);
    const faculty = await call.post(API.adminSubjects, admin, body({ facultyId: 999_999 }));
    expect(faculty.statusCode).toBe(400);
    expect(faculty.json().fields).toEqual({
      facultyId: 'The faculty must be an existing faculty.',
    });
    const unknown = await call.post(API.adminSubjects, admin, body({ prerequisites: ['NOPE999'] }));
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Each prerequisite must be the code of an existing subject',
    });
    expect(
      (await call.patch(API.adminSubject(second!.id), admin, { prerequisites: [firstCode] }))
        .statusCode,
    ).toBe(200);
    const circle = await call.patch(API.adminSubject(first!.id), admin, {
      prerequisites: [secondCode],
    });
    expect(circle.statusCode).toBe(400);
    expect(circle.json().fields).toEqual({
      prerequisites: 'A subject cannot require itself, directly or through its prerequisites',
    });
    const itself = await call.patch(API.adminSubject(first!.id), admin, {
      prerequisites: [firstCode],
    });
    expect(itself.statusCode).toBe(400);
    const stored = (await call.get(API.adminSubjects, admin))
      .json()
      .find((s: AdminSubject) => s.id === first!.id);
    expect(stored.prerequisites).toEqual([]);
  });

  it("refuses bad fields with the field named, in the reader's language", async () => {
    const bad = await call.post(API.adminSubjects, admin, {
      code: 'bad code',
      name: ' ',
      credits: 13,
      year: 5,
      facultyId: fx.facultyId,
      prerequisites: ['A1', 'a1'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'code',
      'credits',
      'name',
      'prerequisites',
      'year',
    ]);
    const malay = await t.app.inject({
      method: 'POST',
      url: API.adminSubjects,
      headers: { ...admin.headers, 'accept-language': 'ms' },
      payload: body({ credits: 0 }),
    });
    expect(malay.json().fields.credits).toBe('Kredit mestilah nombor bulat dari 1 hingga 12');
    expect((await call.patch(API.adminSubject(999_999), admin, { credits: 3 })).statusCode).toBe(
      404,
    );
    expect((await call.patch(API.adminSubject(subjects()[0]!.id), admin, {})).statusCode).toBe(400);
  });
});

describe('editing a section', () => {
  const meetings = [
    { day: 1, startTime: '08:00', endTime: '10:00', room: 'DK1' },
    { day: 6, startTime: '09:00', endTime: '11:00', room: 'Makmal 2' },
  ];

  it('creates a section with its meetings in the current period, and students see it', async () => {
    const subject = subjects()[1]!;
    const res = await call.post(API.adminSections, admin, {
      subjectId: subject.id,
      number: 7,
      capacity: 40,
      lecturer: 'Dr. Aminah',
      meetings,
    });
    expect(res.statusCode).toBe(201);
    const section: AdminCatalogueSection = res.json();
    expect(section).toMatchObject({
      subjectId: subject.id,
      periodId: fx.periodId,
      number: 7,
      capacity: 40,
      registered: 0,
      lecturer: 'Dr. Aminah',
      closed: false,
      meetings,
    });
    const taker = await student();
    const added = await call.add(taker, subject.id, section.id);
    expect(added.statusCode).toBe(201);
    expect(await lastChange()).toMatchObject({
      entity: 'section',
      action: 'create',
      after: { meetings: ['1 08:00-10:00 DK1', '6 09:00-11:00 Makmal 2'] },
    });
  });

  it("edits a held section's lecturer, number and meetings, keeping its seats", async () => {
    const subject = subjects()[0]!;
    const sectionId = subject.sectionIds[0]!;
    await call.add(await student(), subject.id);
    const res = await call.patch(API.adminSection(sectionId), admin, {
      number: 3,
      lecturer: 'Prof. Lim',
      meetings: [meetings[0]],
      reason: 'Timetable office moved the class',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      number: 3,
      lecturer: 'Prof. Lim',
      registered: 1,
      meetings: [meetings[0]],
    });
    const change = await lastChange();
    expect(change).toMatchObject({ action: 'update', reason: 'Timetable office moved the class' });
    expect(change.summary).toContain('lecturer');
    expect(
      (await call.patch(API.adminSection(sectionId), admin, { meetings: [] })).json().meetings,
    ).toEqual([]);
  });

  it('refuses a number the subject has this period, and bad meetings by field', async () => {
    const subject = subjects()[0]!;
    const [code] = Object.keys(fx.subjects);
    const twice = await call.post(API.adminSections, admin, {
      subjectId: subject.id,
      number: 1,
      capacity: 5,
      lecturer: 'Dr. X',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'CODE_TAKEN',
      error: `${code} already has a section 1 this semester.`,
    });
    const bad = await call.post(API.adminSections, admin, {
      subjectId: subject.id,
      number: 2,
      capacity: 5,
      lecturer: 'Dr. X',
      meetings: [
        { day: 8, startTime: '8am', endTime: '10:00', room: '' },
        { day: 2, startTime: '10:00', endTime: '09:00', room: 'BK1' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'meetings.0.day': 'The day must be one from Monday to Sunday',
      'meetings.0.startTime': 'Must be a time written HH:MM, 24-hour, such as 14:00',
      'meetings.0.room': 'The room is required',
      'meetings.1.endTime': 'The end time must be after the start time',
    });
    const same = await call.post(API.adminSections, admin, {
      subjectId: subject.id,
      number: 2,
      capacity: 5,
      lecturer: 'Dr. X',
      meetings: [meetings[0], { ...meetings[0], room: 'BK2' }],
    });
    expect(same.json().fields).toEqual({
      meetings: 'Two meetings may not start on the same day at the same time',
    });
    const missing = await call.post(API.adminSections, admin, {
      subjectId: 999_999,
      number: 2,
      capacity: 5,
      lecturer: 'Dr. X',
    });
    expect(missing.statusCode).toBe(404);
    const renumbered = await call.patch(API.adminSection(subject.sectionIds[0]!), admin, {
      number: 1,
    });
    expect(renumbered.statusCode).toBe(200);
  });
});

describe('deleting from the catalogue', () => {
  it('deletes a section no registration holds, and refuses one that is held', async () => {
    const [held, free] = subjects();
    await call.add(await student(), held!.id);
    const refused = await call.del(API.adminSection(held!.sectionIds[0]!), admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      error:
        '1 registration holds this section: it cannot be deleted. Close it to new adds instead.',
    });
    expect((await call.del(API.adminSection(free!.sectionIds[0]!), admin)).statusCode).toBe(204);
    expect((await call.del(API.adminSection(free!.sectionIds[0]!), admin)).statusCode).toBe(404);
    expect((await lastChange()).action).toBe('delete');
  });

  it('deletes a subject nobody holds or requires, and names what stops the others', async () => {
    const extra = await createCatalogue(t.database.db, [
      { code: uniqueCode('DEL'), sections: [{ capacity: 5 }] },
    ]);
    const [, other] = subjects();
    const { id } = Object.values(extra.subjects)[0]!;
    await t.database.db
      .insertInto('subject_prerequisites')
      .values({ subject_id: other!.id, prerequisite_id: id })
      .execute();
    const required = await call.del(API.adminSubject(id), admin);
    expect(required.json()).toMatchObject({ code: 'IN_USE', params: { context: 'prerequisite' } });
    await t.database.db
      .deleteFrom('subject_prerequisites')
      .where('prerequisite_id', '=', id)
      .execute();
    expect((await call.del(API.adminSubject(id), admin)).statusCode).toBe(204);
    const gone = await t.database.db
      .selectFrom('subjects')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    expect((await call.del(API.adminSubject(id), admin)).statusCode).toBe(404);
  });
});

describe('faculties', () => {
  it('creates, renames and deletes an empty faculty, refusing a code twice and one in use', async () => {
    const code = uniqueCode('FX');
    const created = await call.post(API.adminFaculties, admin, {
      code: code.toLowerCase(),
      name: 'Faculty of Data Science',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code, subjectCount: 0, peopleCount: 0 });
    const twice = await call.post(API.adminFaculties, admin, { code, name: 'Another' });
    expect(twice.json()).toEqual({
      code: 'CODE_TAKEN',
      error: `A faculty with the code ${code} already exists.`,
      params: { code, context: 'faculty' },
    });
    const bad = await call.post(API.adminFaculties, admin, { code: 'F', name: 'X' });
    expect(bad.json().fields.code).toBe(
      'The code must be 2 to 10 capital letters or digits, such as FSKTM',
    );
    const { id } = created.json();
    const renamed = await call.patch(API.adminFaculty(id), admin, {
      name: 'Faculty of Data Science and AI',
    });
    expect(renamed.json().name).toBe('Faculty of Data Science and AI');
    expect((await call.del(API.adminFaculty(id), admin)).statusCode).toBe(204);
    expect((await call.del(API.adminFaculty(id), admin)).statusCode).toBe(404);

    const inUse = await call.del(API.adminFaculty(fx.facultyId), admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'IN_USE', params: { context: 'faculty' } });
    const listed = (await call.get(API.adminFaculties, admin)).json();
    expect(listed.find((f: { id: number }) => f.id === fx.facultyId).subjectCount).toBe(2);
  });
});

describe('the admin trail', () => {
  it('filters by who, what and when', async () => {
    const other = await t.createUser({ role: 'admin', name: 'Encik Deputy' });
    await call.patch(API.adminSection(subjects()[1]!.sectionIds[0]!), other, { capacity: 31 });
    const byOther = (await call.get(`${API.adminChanges}?actorId=${other.id}`, admin)).json();
    expect(byOther.total).toBe(1);
    expect(byOther.items[0]).toMatchObject({ actor: { name: 'Encik Deputy' }, entity: 'section' });
    const sections = (await call.get(`${API.adminChanges}?entity=section`, admin)).json();
    expect(sections.items.every((c: { entity: string }) => c.entity === 'section')).toBe(true);
    const future = (await call.get(`${API.adminChanges}?from=${isoDay(1)}`, admin)).json();
    expect(future.total).toBe(0);
    const bad = await call.get(`${API.adminChanges}?entity=grades`, admin);
    expect(bad.statusCode).toBe(400);
  });
});
