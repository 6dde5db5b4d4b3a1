import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { FACULTIES, SUBJECTS, type SeedSection } from './catalogue-data';
import { FACULTY_NAMES_MS, SUBJECT_TEXTS_MS } from './catalogue-data-ms';
import { PAST_TERMS } from './demo-accounts-data';
import { prerequisiteMet } from '../modules/academic-record/academic-record.service';
import { seedDemoData } from './seed-demo-data';

const TABLES = [
  'faculties',
  'users',
  'subjects',
  'subject_prerequisites',
  'registration_periods',
  'sections',
  'section_meetings',
  'registrations',
  'registration_subjects',
  'audit_events',
  'results',
  'student_records',
] as const;

describe('seedDemoData', () => {
  let database: Database;
  let seeded: boolean;

  beforeAll(async () => {
    database = openDatabase({ url: 'sqlite::memory:' });
    await migrateToLatest(database);
    seeded = await seedDemoData(database);
  });
  afterAll(() => database.close());

  const db = () => database.db;
  const currentPeriod = () =>
    db().selectFrom('registration_periods').selectAll().where('is_current', '=', 1).execute();

  it('seeds an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('has at least 40 subjects over years 1 to 4', async () => {
    const subjects = await db().selectFrom('subjects').select(['year']).execute();
    expect(subjects.length).toBeGreaterThanOrEqual(40);
    expect(new Set(subjects.map((subject) => subject.year))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('has exactly one current period, semester 6 of 2024/2025, open today', async () => {
    const periods = await currentPeriod();
    expect(periods).toHaveLength(1);
    const [period] = periods;
    const today = new Date().toISOString().slice(0, 10);
    expect(period).toMatchObject({ semester: 6, academic_year: '2024/2025', closed_at: null });
    expect(period!.start_date <= today && today <= period!.end_date).toBe(true);
  });

  it('gives every subject 1 to 3 sections in the current period', async () => {
    const [period] = await currentPeriod();
    const counts = await db()
      .selectFrom('subjects')
      .leftJoin('sections', (join) =>
        join.onRef('sections.subject_id', '=', 'subjects.id').on('period_id', '=', period!.id),
      )
      .select(['subjects.code', (eb) => eb.fn.count<number>('sections.id').as('sections')])
      .groupBy('subjects.code')
      .execute();
    for (const { sections } of counts) expect(sections).toBeGreaterThanOrEqual(1);
    for (const { sections } of counts) expect(sections).toBeLessThanOrEqual(3);
  });

  it('schedules every meeting on a weekday between 8:00 and 17:00', async () => {
    const meetings = await db().selectFrom('section_meetings').selectAll().execute();
    expect(meetings.length).toBeGreaterThan(0);
    for (const meeting of meetings) {
      expect(meeting.day).toBeGreaterThanOrEqual(1);
      expect(meeting.day).toBeLessThanOrEqual(5);
      expect(meeting.start_minute).toBeGreaterThanOrEqual(8 * 60);
      expect(meeting.end_minute).toBeLessThanOrEqual(17 * 60);
      expect(meeting.end_minute).toBeGreaterThan(meeting.start_minute);
    }
  });

  it('creates the demo accounts, the student advised by `lecturer`', async () => {
    const users = await db().selectFrom('users').selectAll().execute();
    const find = (username: string) => users.find((user) => user.username === username);
    expect(find('admin')).toMatchObject({ role: 'admin', student_id: null });
    expect(find('lecturer')).toMatchObject({ role: 'lecturer' });
    expect(find('student')).toMatchObject({
      role: 'student',
      student_id: '034561',
      advisor_id: find('lecturer')!.id,
    });
    for (const user of users) expect(user.password_hash).toMatch(/^scrypt\$/);
  });

  it('gives the demo student approved history in both past periods', async () => {
    const history = await db()
      .selectFrom('registrations')
      .innerJoin('users', 'users.id', 'registrations.student_id')
      .innerJoin('registration_periods as p', 'p.id', 'registrations.period_id')
      .innerJoin('registration_subjects as rs', 'rs.registration_id', 'registrations.id')
      .where('users.username', '=', 'student')
      .select([
        'p.id',
        'p.is_current',
        'p.end_date',
        'registrations.status',
        'rs.status as subject',
      ])
      .execute();
    const periods = new Set(history.map((row) => row.id));
    expect(periods.size).toBe(2);
    for (const row of history) expect(row.is_current).toBe(0);
    for (const id of periods) {
      const rows = history.filter((row) => row.id === id);
      expect(['approved', 'partially_approved']).toContain(rows[0]!.status);
      expect(rows.filter((row) => row.subject === 'approved').length).toBeGreaterThanOrEqual(4);
    }
  });

  it('counts exactly the non-rejected rows as taken seats in past sections', async () => {
    const sections = await db()
      .selectFrom('sections')
      .innerJoin('registration_periods as p', 'p.id', 'sections.period_id')
      .where('p.is_current', '=', 0)
      .select((eb) => [
        'sections.registered',
        eb
          .selectFrom('registration_subjects as rs')
          .whereRef('rs.section_id', '=', 'sections.id')
          .where('rs.status', '!=', 'rejected')
          .select(eb.fn.countAll<number>().as('held'))
          .as('held'),
      ])
      .execute();
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) expect(section.registered).toBe(section.held);
  });

  it('has some nearly full sections in the current period', async () => {
    const [period] = await currentPeriod();
    const nearlyFull = await db()
      .selectFrom('sections')
      .where('period_id', '=', period!.id)
      .where(sql<boolean>`capacity - registered between 1 and 5`)
      .select('id')
      .execute();
    expect(nearlyFull.length).toBeGreaterThanOrEqual(6);
  });

  it("gives results that keep the demo student's prerequisites, fail others', and put student5 on probation", async () => {
    const current = (await currentPeriod())[0]!;
    const met = async (username: string, code: string) => {
      const row = await db()
        .selectFrom('users as u')
        .innerJoin('subjects as s', 's.code', sql.lit(code) as never)
        .select(prerequisiteMet(sql.ref('u.id'), 's.id', sql.val(current.start_date)).as('met'))
        .where('u.username', '=', username)
        .executeTakeFirstOrThrow();
      return Boolean(row.met);
    };
    // Published (2023/2024 semester 2) by results; unpublished (2024/2025 semester 1) by approval.
    expect(await met('student', 'WIX1002')).toBe(true);
    expect(await met('student', 'WIA2003')).toBe(true);
    expect(await met('student', 'WIA2005')).toBe(false);
    expect(await met('student3', 'WIX1001')).toBe(false);
    expect(await met('student3', 'WIX1002')).toBe(true);
    const records = await db()
      .selectFrom('student_records as r')
      .innerJoin('users as u', 'u.id', 'r.student_id')
      .select(['u.username', 'r.standing'])
      .orderBy('u.username')
      .execute();
    expect(records.filter((r) => r.standing === 'probation').map((r) => r.username)).toEqual([
      'student5',
    ]);
    expect(current.credit_max_probation).toBe(12);
  });

  it('does nothing when called again', async () => {
    const count = async () =>
      Promise.all(
        TABLES.map(async (table) => {
          const row = await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return row.n;
        }),
      );
    const before = await count();
    expect(await seedDemoData(database)).toBe(false);
    expect(await count()).toEqual(before);
  });
});

describe('the demo catalogue', () => {
  const byCode = new Map(SUBJECTS.map((subject) => [subject.code, subject]));
  const overlaps = (a: SeedSection, b: SeedSection) =>
    a.meetings.some((x) =>
      b.meetings.some(
        (y) => x.day === y.day && x.startMinute < y.endMinute && y.startMinute < x.endMinute,
      ),
    );

  it('has unique subject codes', () => {
    expect(byCode.size).toBe(SUBJECTS.length);
  });

  it('names every faculty and subject in Malay too, and nothing that is not in it', () => {
    expect(Object.keys(FACULTY_NAMES_MS).sort()).toEqual(FACULTIES.map((f) => f.code).sort());
    expect(Object.keys(SUBJECT_TEXTS_MS).sort()).toEqual([...byCode.keys()].sort());
    for (const text of Object.values(SUBJECT_TEXTS_MS)) {
      expect(text.name.trim()).not.toBe('');
      expect(text.description.trim()).not.toBe('');
    }
  });

  it('names only existing subjects of lower years as prerequisites', () => {
    const withPrerequisites = SUBJECTS.filter((subject) => subject.prerequisites.length > 0);
    expect(withPrerequisites.length).toBeGreaterThanOrEqual(5);
    for (const subject of withPrerequisites) {
      for (const code of subject.prerequisites) {
        expect(byCode.get(code)?.year, `${subject.code} needs ${code}`).toBeLessThan(subject.year);
      }
    }
  });

  it('lets the demo student meet some prerequisites and miss others', () => {
    const passed = new Set(PAST_TERMS.flatMap((term) => term.approved));
    const meets = (code: string) => byCode.get(code)!.prerequisites.every((p) => passed.has(p));
    expect(['WIA3001', 'WIA3002', 'WIB3005', 'WIA4003'].every(meets)).toBe(true);
    expect(['WIF3006', 'WIA4001', 'WIA4004'].some(meets)).toBe(false);
  });

  it('has exactly one completely full subject', () => {
    const full = SUBJECTS.filter((subject) =>
      subject.sections.every((section) => section.registered === section.capacity),
    );
    expect(full).toHaveLength(1);
  });

  it('has same-year subjects whose only sections clash, so the clash rule shows', () => {
    const single = SUBJECTS.filter((subject) => subject.sections.length === 1);
    const clashing = single.filter((a) =>
      single.some((b) => a !== b && a.year === b.year && overlaps(a.sections[0]!, b.sections[0]!)),
    );
    expect(clashing.length).toBeGreaterThan(0);
  });
});
