import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';
import { openDatabase, type Database } from './database';
import { isCheckViolation } from './errors';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/index';

const dir = mkdtempSync(join(tmpdir(), 'daftar-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A process that loads the server's code, says "ready", is then told a moment, and at that moment
 * opens and migrates `url`. Waiting for a moment rather than for a message makes the processes
 * collide within microseconds, as two servers started together do.
 */
function migratingProcess(url: string): ChildProcess {
  const script = `
    import { once } from 'node:events';
    import { openDatabase } from ${JSON.stringify(join(repoRoot, 'apps/server/src/db/database.ts'))};
    import { migrateToLatest } from ${JSON.stringify(join(repoRoot, 'apps/server/src/db/migrate.ts'))};
    process.stdout.write('ready');
    const [startAt] = await once(process.stdin, 'data');
    await new Promise((resolve) => setTimeout(resolve, Number(startAt) - Date.now() - 20));
    while (Date.now() < Number(startAt)) {}
    const database = openDatabase({ url: ${JSON.stringify(url)} });
    await migrateToLatest(database);
    await database.close();
    process.exit(0);
  `;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

const PAIRS = 5;

describe('migrations', () => {
  it('run once when two processes start on one SQLite file at the same moment', async () => {
    const urls = Array.from(
      { length: PAIRS },
      (_, pair) => `sqlite:${join(dir, `race-${pair}.db`)}`,
    );
    const processes = urls.flatMap((url) => [migratingProcess(url), migratingProcess(url)]);
    const exits = processes.map((child) => once(child, 'exit').then(([code]) => code as number));
    // Every process has loaded its code before any opens the file, so the pairs truly collide.
    await Promise.all(processes.map((child) => once(child.stdout!, 'data')));
    // Each pair has a moment of its own, so that only its two processes are busy at that moment.
    const firstMoment = Date.now() + 200;
    processes.forEach((child, index) => {
      child.stdin!.write(String(firstMoment + Math.floor(index / 2) * 150));
    });
    expect(await Promise.all(exits)).toEqual(processes.map(() => 0));

    for (const url of urls) {
      const database = openDatabase({ url });
      const applied = await database.db
        .selectFrom('schema_migrations' as never)
        .select('name' as never)
        .execute();
      expect(applied).toHaveLength(Object.keys(migrations).length);
      await database.close();
    }
  }, 60_000);
});

/**
 * A database migrated up to (not including) `name`, on SQLite, or with TEST_DATABASE_URL on a
 * PostgreSQL database of its own; `drop` removes it.
 */
async function databaseBefore(
  name: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const dbName = `daftar_migrate_${randomBytes(6).toString('hex')}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(text).finally(() => client.end());
    };
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    database = openDatabase({ url: url.toString() });
    dropDatabase = () => admin(`drop database if exists ${dbName} with (force)`);
  } else {
    database = openDatabase({ url: `sqlite:${join(dir, `before-${name}.db`)}` });
  }
  const db = database.db as unknown as Kysely<unknown>;
  await sql`create table schema_migrations (name text primary key, applied_at text not null)`.execute(
    db,
  );
  for (const earlier of Object.keys(migrations).sort()) {
    if (earlier >= name) break;
    await migrations[earlier]!.up(db);
    await sql`insert into schema_migrations (name, applied_at) values (${earlier}, ${new Date().toISOString()})`.execute(
      db,
    );
  }
  return {
    database,
    drop: async () => {
      await database.close();
      await dropDatabase();
    },
  };
}

describe('0005-weekend-meetings', () => {
  it('allows meetings on Saturday and Sunday and keeps every meeting, its id and its index', async () => {
    const { database, drop } = await databaseBefore('0005-weekend-meetings');
    const { db } = database;
    try {
      const faculty = await db
        .insertInto('faculties')
        .values({ code: 'FSKTM', name: 'Computer Science' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const subject = await db
        .insertInto('subjects')
        .values({
          code: 'WIX1001',
          name: 'Computing Mathematics',
          credits: 3,
          description: '',
          year: 1,
          faculty_id: faculty.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const period = await db
        .insertInto('registration_periods')
        .values({
          semester: 1,
          academic_year: '2026/2027',
          start_date: '2026-09-01',
          end_date: '2026-09-20',
          credit_max: 20,
          is_current: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const section = await db
        .insertInto('sections')
        .values({
          period_id: period.id,
          subject_id: subject.id,
          number: 1,
          capacity: 30,
          lecturer: 'Dr. Aminah',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const meetings = await db
        .insertInto('section_meetings')
        .values([
          { section_id: section.id, day: 1, start_minute: 480, end_minute: 600, room: 'BK1' },
          { section_id: section.id, day: 5, start_minute: 840, end_minute: 960, room: 'DK2' },
        ])
        .returningAll()
        .execute();
      const saturday = {
        section_id: section.id,
        day: 6,
        start_minute: 480,
        end_minute: 540,
        room: 'BK1',
      };
      await expect(db.insertInto('section_meetings').values(saturday).execute()).rejects.toSatisfy(
        isCheckViolation,
      );

      expect((await migrateToLatest(database))[0]).toBe('0005-weekend-meetings');

      expect(await db.selectFrom('section_meetings').selectAll().orderBy('id').execute()).toEqual(
        meetings,
      );
      await db.insertInto('section_meetings').values(saturday).execute();
      await db
        .insertInto('section_meetings')
        .values({ ...saturday, day: 7 })
        .execute();
      for (const bad of [
        { ...saturday, day: 0 },
        { ...saturday, day: 8 },
        { ...saturday, end_minute: 480 },
      ]) {
        await expect(db.insertInto('section_meetings').values(bad).execute()).rejects.toSatisfy(
          isCheckViolation,
        );
      }
      // New ids continue after the kept ones.
      const next = await db
        .insertInto('section_meetings')
        .values({ ...saturday, day: 2 })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(Math.max(...meetings.map((m) => m.id)));
      const indexes =
        database.engine === 'postgres'
          ? await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where tablename = 'section_meetings'`.execute(
              db,
            )
          : await sql<{
              name: string;
            }>`select name from pragma_index_list('section_meetings')`.execute(db);
      expect(indexes.rows.map((row) => row.name)).toContain('section_meetings_section_idx');
    } finally {
      await drop();
    }
  });
});

describe('0019-language-choice', () => {
  it("moves every stored language, nearly all a first browser's, to the last used, and clears the choice", async () => {
    const { database, drop } = await databaseBefore('0019-language-choice');
    const { db } = database;
    try {
      const person = (username: string, language: 'en' | 'ms' | null) => ({
        username,
        username_key: username,
        password_hash: 'x',
        name: username,
        role: 'student' as const,
        language,
        created_at: '2026-01-01T00:00:00.000Z',
      });
      await db
        .insertInto('users')
        .values([person('malay', 'ms'), person('english', 'en'), person('never', null)])
        .execute();
      await migrations['0019-language-choice']!.up(db);
      const rows = await db
        .selectFrom('users')
        .select(['username', 'language', 'last_language'])
        .orderBy('username')
        .execute();
      expect(rows).toEqual([
        { username: 'english', language: null, last_language: 'en' },
        { username: 'malay', language: null, last_language: 'ms' },
        { username: 'never', language: null, last_language: null },
      ]);
    } finally {
      await drop();
    }
  });
});
