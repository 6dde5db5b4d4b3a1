import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from './seed-demo-data';

// Seeded on 27 November: the week after registration closes holds Christmas Day, the date the
// audit found classes beginning on (issue 42).
const SEEDED_ON = new Date('2026-11-27T09:00:00Z');

describe('the demo term', () => {
  let database: Database;
  beforeAll(async () => {
    database = openDatabase({ url: 'sqlite::memory:' });
    await migrateToLatest(database);
    await seedDemoData(database, SEEDED_ON);
  });
  afterAll(() => database.close());

  const events = () =>
    database.db
      .selectFrom('calendar_events')
      .select(['kind', 'start_date', 'end_date'])
      .orderBy('start_date')
      .execute();

  it('begins classes on a working Monday a week or more after registration closes', async () => {
    const period = await database.db
      .selectFrom('registration_periods')
      .select('end_date')
      .where('is_current', '=', 1)
      .executeTakeFirstOrThrow();
    const classes = (await events()).find((event) => event.kind === 'classes')!;
    expect(classes.start_date).toBe('2026-12-28');
    expect(new Date(`${classes.start_date}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(classes.start_date > period.end_date).toBe(true);
  });

  it('places the break and the exams after classes begin, the break over the eighth week', async () => {
    const [classes, rest] = [(await events())[0]!, (await events()).slice(1)];
    expect(rest.map((event) => event.kind)).toEqual(['break', 'exams']);
    expect(rest.every((event) => event.start_date > classes.start_date)).toBe(true);
    const breakWeek = rest[0]!;
    expect(new Date(`${breakWeek.start_date}T00:00:00Z`).getUTCDay()).toBe(6);
    expect(new Date(`${breakWeek.end_date}T00:00:00Z`).getUTCDay()).toBe(0);
  });

  it('publishes the spec’s two announcements in both languages', async () => {
    const announcements = await database.db
      .selectFrom('announcements')
      .select(['title_en', 'title_ms', 'retired_at'])
      .orderBy('id')
      .execute();
    expect(announcements).toEqual([
      {
        title_en: 'New Registration System Launched',
        title_ms: 'Sistem Pendaftaran Baharu Dilancarkan',
        retired_at: null,
      },
      {
        title_en: 'Registration Period Extended',
        title_ms: 'Tempoh Pendaftaran Dilanjutkan',
        retired_at: null,
      },
    ]);
  });
});
