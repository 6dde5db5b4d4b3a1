import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { openLapsedReservations } from './reservations.service';

// Reserved seats (issue 46, decision 040), on SQLite by `npm test` and on PostgreSQL by
// `npm run test:pg`, where the racing requests run in parallel on a pool of connections.

let t: TestApp;
let fx: Fixture;
let admin: TestUser;
const hour = 3600 * 1000;

beforeEach(async () => {
  t = await createTestApp();
  fx = await createCatalogue(t.database.db, [
    { code: 'RES1001', sections: [{ capacity: 40, meetings: [[1, 8, 10]] }] },
    {
      code: 'RES2001',
      sections: [
        { capacity: 5, meetings: [[2, 8, 10]] },
        { capacity: 5, meetings: [[3, 8, 10]] },
      ],
    },
  ]);
  admin = await t.createUser({ role: 'admin' });
});
afterEach(async () => {
  vi.useRealTimers();
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const subject = (code: string) => fx.subjects[code]!;

/** Students of one year of study. */
async function studentsOfYear(year: number, count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 1) users.push(await t.createUser());
  await t.database.db
    .updateTable('users')
    .set({ year_of_study: year })
    .where(
      'id',
      'in',
      users.map((u) => u.id),
    )
    .execute();
  return users;
}

const counts = (codes: (number | string)[]) =>
  codes.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

async function reserveForFinalYears(seats: number, until: Date, sectionId?: number) {
  const reply = await api(t).post('/api/admin/reservations', admin, {
    subjectId: subject(sectionId === undefined ? 'RES2001' : 'RES1001').id,
    sectionId,
    seats,
    yearOfStudy: 4,
    until: until.toISOString(),
  });
  expect(reply.statusCode).toBe(201);
  return reply.json();
}

describe('seats kept for final-year students', () => {
  it('keeps 10 of 40 from juniors until the date, and opens them after it', async () => {
    const http = api(t);
    const until = new Date(Date.now() + hour);
    const kept = await reserveForFinalYears(10, until, subject('RES1001').sectionIds[0]);
    expect(kept).toMatchObject({ seats: 10, taken: 0, yearOfStudy: 4, active: true });

    const juniors = await studentsOfYear(2, 35);
    const tried = [];
    for (const junior of juniors) tried.push(await http.add(junior, subject('RES1001').id));
    expect(counts(tried.map((r) => (r.statusCode === 201 ? 201 : r.json().code)))).toEqual({
      201: 30,
      RESERVED: 5,
    });
    const refused = tried.at(-1)!;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('reserved for other students');
    expect(refused.json().error).toContain('10 kept for them');

    // The catalogue tells each student the seats open to them: none to a junior, 10 to a senior.
    const [senior] = await studentsOfYear(4, 1);
    const sectionAs = async (user: TestUser) =>
      (
        (await http.get('/api/subjects', user)).json() as { code: string; sections: object[] }[]
      ).find((s) => s.code === 'RES1001')!.sections[0];
    expect(await sectionAs(juniors[0]!)).toMatchObject({
      capacity: 40,
      registered: 30,
      openToYou: 0,
    });
    expect(await sectionAs(senior!)).toMatchObject({ openToYou: 10 });
    const other = (
      (await http.get('/api/subjects', senior)).json() as { code: string; sections: object[] }[]
    ).find((s) => s.code === 'RES2001')!.sections[0];
    expect(other).not.toHaveProperty('openToYou');
    // A final-year student takes one of the seats kept for them.
    expect((await http.add(senior!, subject('RES1001').id)).statusCode).toBe(201);
    const listed = (await http.get('/api/admin/reservations', admin)).json().reservations;
    expect(listed).toMatchObject([{ id: kept.id, subjectCode: 'RES1001', taken: 1, active: true }]);

    // After the date the seats left are everyone's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(until.getTime() + 1000);
    const late = [];
    for (const junior of juniors.slice(30))
      late.push(await http.add(junior, subject('RES1001').id));
    expect(late.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const after = (await http.get('/api/admin/reservations', admin)).json().reservations;
    expect(after[0]).toMatchObject({ active: false });
  });

  it('under a race gives juniors at most the 30 open seats and final years the 10 kept', async () => {
    const http = api(t);
    await reserveForFinalYears(10, new Date(Date.now() + hour), subject('RES1001').sectionIds[0]);
    const juniors = await studentsOfYear(1, 50);
    const seniors = await studentsOfYear(4, 15);
    const racers = [...juniors, ...seniors].sort(() => Math.random() - 0.5);
    const results = await Promise.all(racers.map((s) => http.add(s, subject('RES1001').id)));
    const won = (group: TestUser[]) =>
      racers.filter((s, i) => group.includes(s) && results[i]!.statusCode === 201).length;
    expect(won(juniors) + won(seniors)).toBe(40);
    expect(won(juniors)).toBeLessThanOrEqual(30);
    expect(won(seniors)).toBeGreaterThanOrEqual(10);
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expect(['SUBJECT_FULL', 'RESERVED']).toContain(refused.json().code);
    }
    const [section] = await t.database.db
      .selectFrom('sections')
      .select('registered')
      .where('id', '=', subject('RES1001').sectionIds[0]!)
      .execute();
    expect(section!.registered).toBe(40);
  });

  it('keeps seats across a subject’s sections, and opens them when the reservation is removed', async () => {
    const http = api(t);
    const kept = await reserveForFinalYears(4, new Date(Date.now() + hour));
    const juniors = await studentsOfYear(2, 7);
    const tried = [];
    for (const junior of juniors) tried.push(await http.add(junior, subject('RES2001').id));
    // 10 seats in two sections, 4 of them kept across both: 6 open to juniors.
    expect(counts(tried.map((r) => (r.statusCode === 201 ? 201 : r.json().code)))).toEqual({
      201: 6,
      RESERVED: 1,
    });
    expect((await http.del(`/api/admin/reservations/${kept.id}`, admin)).statusCode).toBe(204);
    expect((await http.add(juniors[6]!, subject('RES2001').id)).statusCode).toBe(201);
    expect((await http.get('/api/admin/reservations', admin)).json().reservations).toEqual([]);
    expect((await http.del(`/api/admin/reservations/${kept.id}`, admin)).statusCode).toBe(404);
  });
});

describe('seats kept in one section', () => {
  it('are kept from juniors moving into it as from juniors adding it, under a race', async () => {
    const http = api(t);
    const [open, kept] = subject('RES2001').sectionIds as [number, number];
    const reply = await http.post('/api/admin/reservations', admin, {
      subjectId: subject('RES2001').id,
      sectionId: kept,
      seats: 3,
      yearOfStudy: 4,
      until: new Date(Date.now() + hour).toISOString(),
    });
    expect(reply.statusCode).toBe(201);
    const juniors = await studentsOfYear(2, 7);
    for (const junior of juniors.slice(0, 5)) {
      expect((await http.add(junior, subject('RES2001').id, open)).statusCode).toBe(201);
    }
    // Of the kept section's 5 seats, 2 are open to juniors: five moving and two adding race.
    const replies = await Promise.all([
      ...juniors.slice(0, 5).map((junior) =>
        http.patch(`/api/registration/subjects/${subject('RES2001').id}`, junior, {
          sectionId: kept,
        }),
      ),
      ...juniors.slice(5).map((junior) => http.add(junior, subject('RES2001').id, kept)),
    ]);
    const refused = replies.filter((r) => r.statusCode >= 400).map((r) => r.json().code);
    expect(replies.length - refused.length).toBe(2);
    expect(new Set(refused)).toEqual(new Set(['RESERVED']));
    const [inKept] = await t.database.db
      .selectFrom('sections')
      .select('registered')
      .where('id', '=', kept)
      .execute();
    expect(inKept!.registered).toBe(2);
  });
});

describe('a reservation that lapses', () => {
  it('promotes the juniors waiting into the seats it opens, once, whichever sweep sees it', async () => {
    const http = api(t);
    const until = new Date(Date.now() + hour);
    await reserveForFinalYears(10, until, subject('RES1001').sectionIds[0]);
    const juniors = await studentsOfYear(2, 33);
    for (const junior of juniors.slice(0, 30))
      expect((await http.add(junior, subject('RES1001').id)).statusCode).toBe(201);
    // The kept seats are no seats of theirs: the other three wait for them.
    for (const junior of juniors.slice(30)) {
      const joined = await http.post('/api/registration/waitlist', junior, {
        subjectId: subject('RES1001').id,
      });
      expect(joined.statusCode).toBe(201);
    }
    const sweep = (at: Date) =>
      openLapsedReservations(t.database, t.app.domainEvents, t.app.seats, at);
    expect(await sweep(new Date(until.getTime() - 1000))).toBe(0);
    // Two processes sweeping at once after the date: one opens it, and each junior is seated once.
    const after = new Date(until.getTime() + 1000);
    expect((await Promise.all([sweep(after), sweep(after)])).sort()).toEqual([0, 1]);
    expect(await t.database.db.selectFrom('waitlist_entries').selectAll().execute()).toEqual([]);
    const held = await t.database.db
      .selectFrom('registration_subjects as rs')
      .innerJoin('registrations as r', 'r.id', 'rs.registration_id')
      .select('r.student_id')
      .where('rs.subject_id', '=', subject('RES1001').id)
      .execute();
    expect(held.map((h) => h.student_id).sort()).toEqual(juniors.map((j) => j.id).sort());
    const [section] = await t.database.db
      .selectFrom('sections')
      .select('registered')
      .where('id', '=', subject('RES1001').sectionIds[0]!)
      .execute();
    expect(section!.registered).toBe(33);
    expect(await sweep(new Date(until.getTime() + 60_000))).toBe(0);
  });
});

describe('setting reservations', () => {
  it('refuses a group other than exactly one, an unknown programme, a past date and non-admins', async () => {
    const http = api(t);
    const [student] = await studentsOfYear(4, 1);
    const base = {
      subjectId: subject('RES1001').id,
      seats: 5,
      until: new Date(Date.now() + hour).toISOString(),
    };
    const twoGroups = await http.post('/api/admin/reservations', admin, {
      ...base,
      yearOfStudy: 4,
      facultyId: fx.facultyId,
    });
    expect(twoGroups.statusCode).toBe(400);
    expect(twoGroups.json().code).toBe('VALIDATION_ERROR');
    const noProgramme = await http.post('/api/admin/reservations', admin, {
      ...base,
      programmeCode: 'NOPE',
    });
    expect(noProgramme.statusCode).toBe(400);
    expect(noProgramme.json().fields).toEqual({
      programmeCode: 'The programme code must be an existing programme',
    });
    const past = await http.post('/api/admin/reservations', admin, {
      ...base,
      yearOfStudy: 4,
      until: new Date(Date.now() - hour).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const notStudents = await http.post('/api/admin/reservations', admin, {
      ...base,
      studentIds: [admin.id],
    });
    expect(notStudents.statusCode).toBe(400);
    const listedStudent = await http.post('/api/admin/reservations', admin, {
      ...base,
      studentIds: [student!.id],
    });
    expect(listedStudent.statusCode).toBe(201);
    expect(listedStudent.json()).toMatchObject({ studentIds: [student!.id], seats: 5 });
    const byStudent = await http.post('/api/admin/reservations', student, {
      ...base,
      yearOfStudy: 4,
    });
    expect(byStudent.statusCode).toBe(403);
    const trail = await t.database.db
      .selectFrom('admin_changes')
      .select(['entity', 'action'])
      .where('entity', '=', 'reservation')
      .execute();
    expect(trail).toEqual([{ entity: 'reservation', action: 'create' }]);
  });
});
