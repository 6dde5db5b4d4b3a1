import { API, calendarSubscriptionSchema, errorBodySchema } from '@daftar/contract';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// The feed is read back with ical.js, a parser that shares no code with ical-generator: its
// recurrence expansion, EXDATE handling and time zone arithmetic are independent of ours.

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let admin: TestUser;
let advisor: TestUser;
let student: TestUser;
const id = (code: string) => fx.subjects[code]!.id;
const section = (code: string) => fx.subjects[code]!.sectionIds[0]!;

// A semester of 2031: classes begin Monday 3 March, the mid-semester break is the week of
// 21 April, Wesak Day (Wednesday 7 May) is a holiday and final exams begin Monday 16 June.
const CLASSES_BEGIN = '2031-03-03';
const BREAK = { from: '2031-04-21', to: '2031-04-27' };
const HOLIDAY = '2031-05-07';
const EXAMS_BEGIN = '2031-06-16';

async function addCalendarEntry(kind: string, startDate: string, endDate: string | null = null) {
  const res = await http.post(API.adminCalendarEvents, admin, {
    periodId: fx.periodId,
    kind,
    label: { en: kind, ms: kind },
    startDate,
    endDate,
  });
  expect(res.statusCode).toBe(201);
}

async function feedUrl(user: TestUser) {
  const res = await http.get(API.calendarToken, user);
  expect(res.statusCode).toBe(200);
  return calendarSubscriptionSchema.parse(res.json()).url;
}

/** The feed at `url`, fetched as a calendar app does: no sign-in. */
async function fetchFeed(url: string) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname });
}

interface ParsedEvent {
  uid: string;
  summary: string;
  status: string;
  sequence: number;
  location: string;
  description: string;
  /** Every occurrence's start, as an instant. */
  starts: Date[];
  /** The event's properties as written, name and parameters, for the value types. */
  lines: string[];
}

/** The feed's classes as `events`; the period's own all-day days (issue 47) apart as `days`. */
function parseFeed(text: string): { name: string; events: ParsedEvent[]; days: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const starts: Date[] = [];
    const occurrences = event.iterator();
    for (let next = occurrences.next(); next; next = occurrences.next()) {
      starts.push(next.toJSDate());
    }
    return {
      uid: event.uid,
      summary: event.summary,
      status: String(component.getFirstPropertyValue('status')),
      sequence: event.sequence,
      location: event.location,
      description: event.description,
      starts,
      lines: component.getAllProperties().map((p) => p.toICALString().split(':')[0]!),
    };
  });
  const allDay = (event: ParsedEvent) => event.lines.includes('DTSTART;VALUE=DATE');
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: events.filter((event) => !allDay(event)),
    days: events.filter(allDay),
  };
}

/** The day of an instant on the campus clock (UTC+8). */
const campusDay = (instant: Date) =>
  new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

beforeEach(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    // Monday 08:00-10:00 and Wednesday 14:00-15:00.
    {
      code: 'ICS1001',
      sections: [
        {
          capacity: 5,
          meetings: [
            [1, 8, 10],
            [3, 14, 15],
          ],
        },
      ],
    },
    { code: 'ICS1002', sections: [{ capacity: 5, meetings: [[2, 9, 11]] }] },
    { code: 'ICS1003', sections: [{ capacity: 5, meetings: [[4, 10, 12]] }] },
    { code: 'ICS1004', sections: [{ capacity: 5, meetings: [[5, 8, 9]] }] },
  ]);
  admin = await t.createUser({ role: 'admin' });
  advisor = await t.createUser({ role: 'lecturer' });
  student = await t.createUser({ advisorId: advisor.id, name: 'Nur Aisyah binti Ahmad' });
  await addCalendarEntry('classes', CLASSES_BEGIN);
  await addCalendarEntry('break', BREAK.from, BREAK.to);
  await addCalendarEntry('holiday', HOLIDAY);
  await addCalendarEntry('exams', EXAMS_BEGIN, '2031-06-27');

  for (const code of ['ICS1001', 'ICS1002', 'ICS1003']) await http.add(student, id(code));
  await http.submit(student);
  const registrationId = (await http.get(API.reviewRegistrations, advisor)).json()[0].id;
  await http.post(API.approveSubject(registrationId, id('ICS1001')), advisor);
  await http.post(API.rejectSubject(registrationId, id('ICS1003')), advisor, {
    reason: 'Take it next semester.',
  });
});
afterEach(() => t.close());

describe('the timetable feed', () => {
  it('holds every teaching week at Malaysian times, and no class in the break or on a holiday', async () => {
    const res = await fetchFeed(await feedUrl(student));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { events } = parseFeed(res.body);

    const monday = events.find((e) => e.starts[0] && e.starts[0].getUTCDay() === 1)!;
    // 08:00 in Kuala Lumpur is midnight UTC, in every week.
    expect(monday.starts.map((start) => start.toISOString().slice(11))).toEqual(
      Array(14).fill('00:00:00.000Z'),
    );
    // 15 Mondays from 3 March to 9 June, less 21 April in the break.
    expect(monday.starts.map(campusDay)).not.toContain('2031-04-21');
    expect(monday.starts.map(campusDay).at(0)).toBe('2031-03-03');
    expect(monday.starts.map(campusDay).at(-1)).toBe('2031-06-09');

    const wednesday = events.find((e) => e.starts[0] && e.starts[0].getUTCDay() === 3)!;
    expect(wednesday.starts[0]!.toISOString()).toBe('2031-03-05T06:00:00.000Z');
    // 15 Wednesdays, less 23 April (the break) and 7 May (the holiday).
    expect(wednesday.starts).toHaveLength(13);

    for (const start of events.flatMap((e) => e.starts)) {
      const day = campusDay(start);
      expect(day >= BREAK.from && day <= BREAK.to, `${day} is in the break`).toBe(false);
      expect(day, 'a class on the holiday').not.toBe(HOLIDAY);
      expect(day >= CLASSES_BEGIN && day < EXAMS_BEGIN, `${day} is outside teaching`).toBe(true);
    }
  });

  it('writes times with the campus TZID, a VTIMEZONE, UNTIL in UTC and six-hour refreshes', async () => {
    const text = (await fetchFeed(await feedUrl(student))).body;
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Kuala_Lumpur');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
    expect(text).toContain('X-PUBLISHED-TTL:PT6H');
    expect(text).toContain('RRULE:FREQ=WEEKLY;UNTIL=20310615T155959Z');
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    const { name, events } = parseFeed(text);
    expect(name).toBe('Daftar timetable — Nur Aisyah binti Ahmad');
    for (const event of events) {
      expect(event.lines).toContain('DTSTART;TZID=Asia/Kuala_Lumpur');
      expect(event.lines).toContain('DTEND;TZID=Asia/Kuala_Lumpur');
    }
    const monday = events.find(
      (e) => e.summary.startsWith('ICS1001') && e.lines.includes('EXDATE;TZID=Asia/Kuala_Lumpur'),
    );
    expect(monday, 'EXDATE as a local date-time with the campus TZID').toBeDefined();
    expect(text).toContain('EXDATE;TZID=Asia/Kuala_Lumpur:20310421T080000');
  });

  it('confirms approved subjects, marks pending ones tentative and leaves rejected ones out', async () => {
    const { events } = parseFeed((await fetchFeed(await feedUrl(student))).body);
    const statusOf = (code: string) => [
      ...new Set(events.filter((e) => e.summary.startsWith(code)).map((e) => e.status)),
    ];
    expect(statusOf('ICS1001')).toEqual(['CONFIRMED']);
    expect(statusOf('ICS1002')).toEqual(['TENTATIVE']);
    expect(statusOf('ICS1003')).toEqual([]);
    expect(events).toHaveLength(3);
    const pending = events.find((e) => e.summary.startsWith('ICS1002'))!;
    expect(pending.location).toBe('BK1');
    expect(pending.description).toContain('Section 1');
    expect(pending.description).toContain('Lecturer: Dr. Test');
  });

  it("names each class in the student's language, in English when the subject has no Malay name", async () => {
    await t.database.db
      .updateTable('subjects')
      .set({ name_ms: 'Subjek Kalendar' })
      .where('code', '=', 'ICS1001')
      .execute();
    const url = await feedUrl(student);
    const summaries = async () => [
      ...new Set(parseFeed((await fetchFeed(url)).body).events.map((e) => e.summary)),
    ];
    expect(await summaries()).toEqual(['ICS1001 Subject ICS1001', 'ICS1002 Subject ICS1002']);
    await t.database.db
      .updateTable('users')
      .set({ language: 'ms' })
      .where('id', '=', student.id)
      .execute();
    expect(await summaries()).toEqual(['ICS1001 Subjek Kalendar', 'ICS1002 Subject ICS1002']);
  });

  it('keeps a UID per meeting and raises its SEQUENCE when the meeting changes, only then', async () => {
    const url = await feedUrl(student);
    const before = parseFeed((await fetchFeed(url)).body).events;
    expect(before.map((e) => e.sequence)).toEqual([0, 0, 0]);
    expect(parseFeed((await fetchFeed(url)).body).events.map((e) => e.sequence)).toEqual([0, 0, 0]);

    const moved = await http.patch(API.adminSection(section('ICS1002')), admin, {
      meetings: [{ day: 2, startTime: '10:00', endTime: '12:00', room: 'DK3' }],
    });
    expect(moved.statusCode).toBe(200);
    const after = parseFeed((await fetchFeed(url)).body).events;
    const changed = after.find((e) => e.summary.startsWith('ICS1002'))!;
    expect(changed.uid).toBe(before.find((e) => e.summary.startsWith('ICS1002'))!.uid);
    expect(changed.sequence).toBe(1);
    expect(changed.location).toBe('DK3');
    expect(changed.starts[0]!.toISOString()).toBe('2031-03-04T02:00:00.000Z');
    // The meetings nothing changed keep theirs.
    expect(after.filter((e) => e !== changed).map((e) => e.sequence)).toEqual([0, 0]);
  });

  it("holds the period's deadline and later stages as all-day events in the student's language", async () => {
    await t.database.db
      .updateTable('registration_periods')
      .set({ withdrawal_start_date: '2031-04-07', withdrawal_end_date: '2031-05-16' })
      .where('id', '=', fx.periodId)
      .execute();
    const { days } = parseFeed((await fetchFeed(await feedUrl(student))).body);
    const withdrawal = days.find((d) => d.summary === 'Withdrawal Period')!;
    expect(withdrawal.uid).toBe(`period-${fx.periodId}-withdrawal-period@daftar`);
    expect(campusDay(withdrawal.starts[0]!)).toBe('2031-04-07');
    expect(days.map((d) => d.summary)).toContain('Registration Deadline');
    await t.database.db
      .updateTable('users')
      .set({ language: 'ms' })
      .where('id', '=', student.id)
      .execute();
    const malay = parseFeed((await fetchFeed(await feedUrl(student))).body);
    expect(malay.days.map((d) => d.summary)).toContain('Tempoh Tarik Diri');
  });

  it('answers 404 for the old link once a new one is made, and the same link until then', async () => {
    const first = await feedUrl(student);
    expect(await feedUrl(student)).toBe(first);
    const made = await http.post(API.calendarToken, student);
    expect(made.statusCode).toBe(201);
    const second = calendarSubscriptionSchema.parse(made.json()).url;
    expect(second).not.toBe(first);
    expect(await feedUrl(student)).toBe(second);

    const old = await fetchFeed(first);
    expect(old.statusCode).toBe(404);
    expect(errorBodySchema.parse(old.json()).code).toBe('NOT_FOUND');
    expect((await fetchFeed(second)).statusCode).toBe(200);
  });

  it("never shows one student's classes in another's feed", async () => {
    const classmate = await t.createUser({ advisorId: advisor.id, name: 'Tan Mei Ling' });
    await http.add(classmate, id('ICS1004'));
    const mine = parseFeed((await fetchFeed(await feedUrl(student))).body);
    const theirs = parseFeed((await fetchFeed(await feedUrl(classmate))).body);
    expect(await feedUrl(classmate)).not.toBe(await feedUrl(student));
    expect(theirs.name).toBe('Daftar timetable — Tan Mei Ling');
    expect(theirs.events.map((e) => e.summary)).toEqual(['ICS1004 Subject ICS1004']);
    expect(mine.events.map((e) => e.summary)).not.toContain('ICS1004 Subject ICS1004');
  });

  it('answers 404 with the error shape for a token nobody has, whatever its form', async () => {
    for (const token of ['A'.repeat(32), 'short', '../../etc/passwd']) {
      const res = await t.app.inject({ url: API.calendarFeed(token) });
      expect(res.statusCode).toBe(404);
      expect(errorBodySchema.parse(res.json()).code).toBe('NOT_FOUND');
    }
  });

  it('gives links to signed-in students only', async () => {
    expect((await http.get(API.calendarToken)).statusCode).toBe(401);
    expect((await http.get(API.calendarToken, advisor)).statusCode).toBe(403);
    expect((await http.post(API.calendarToken, admin)).statusCode).toBe(403);
  });
});

describe('the feed rate limit', () => {
  it('answers 429 with the error shape once an address passes its limit', async () => {
    const limited = await createTestApp({ CALENDAR_FEED_REQUESTS_PER_MINUTE: 2 });
    try {
      const url = API.calendarFeed('B'.repeat(32));
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await limited.app.inject({ url })).statusCode);
      expect(codes).toEqual([404, 404, 429]);
      const res = await limited.app.inject({ url });
      expect(errorBodySchema.parse(res.json()).code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
