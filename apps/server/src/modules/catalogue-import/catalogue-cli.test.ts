import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { repoRoot } from '../../lib/paths';
import { catalogueState, csvFile } from './catalogue-import.fixture';

// `npm run catalogue`, run as the command it is, against an SQLite file of its own.

const dir = mkdtempSync(join(tmpdir(), 'daftar-catalogue-cli-'));
const url = `sqlite:${join(dir, 'daftar.db')}`;
const cli = join(repoRoot, 'apps/server/src/catalogue-cli.ts');
let database: Database;
let periodId: number;

async function catalogue(...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number, stdout, stderr };
}

beforeAll(async () => {
  database = openDatabase({ url });
  await migrateToLatest(database);
  const { db } = database;
  await db.insertInto('faculties').values({ code: 'FSKTM', name: 'Computer Science' }).execute();
  periodId = (
    await db
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
      .executeTakeFirstOrThrow()
  ).id;
  for (const username of ['registrar', 'deputy']) {
    await db
      .insertInto('users')
      .values({
        username,
        username_key: username,
        password_hash: 'x',
        name: `Puan ${username}`,
        role: 'admin',
        student_id: null,
        faculty_id: null,
        advisor_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const FILE = csvFile(
  {},
  { day: 'Sat', start: '09:00', end: '12:00' },
  { subject_code: 'WIX1002', prerequisites: 'WIX1001' },
);

describe('npm run catalogue', () => {
  it('imports a file, after a dry run that changes nothing, and exports it again', async () => {
    const path = join(dir, 'semester.csv');
    writeFileSync(path, FILE);
    const empty = await catalogueState(database.db);

    const dry = await catalogue('import', path, '--period', String(periodId), '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(
      'Dry run: nothing was changed. The import would make: 2 subjects created, 0 updated; 2 sections created, 0 updated; 0 unchanged.',
    );
    expect(await catalogueState(database.db)).toEqual(empty);

    const real = await catalogue('import', path, '--period', String(periodId), '--as', 'Deputy');
    expect(real).toMatchObject({ code: 0, stderr: '' });
    expect(real.stdout).toContain('Imported, recorded as deputy: 2 subjects created');
    const after = await catalogueState(database.db);
    expect(after.meetings).toHaveLength(3);
    const change = await database.db
      .selectFrom('admin_changes as c')
      .innerJoin('users as u', 'u.id', 'c.actor_id')
      .select(['u.username', 'c.entity', 'c.entity_id', 'c.action'])
      .executeTakeFirstOrThrow();
    expect(change).toEqual({
      username: 'deputy',
      entity: 'catalogue',
      entity_id: periodId,
      action: 'import',
    });

    const out = join(dir, 'exported.csv');
    const exported = await catalogue('export', '--period', String(periodId), '--out', out);
    expect(exported.code).toBe(0);
    const toStdout = await catalogue('export', '--period', String(periodId));
    expect(toStdout.stdout).toBe(readFileSync(out, 'utf8'));
    expect(toStdout.stdout).toContain('WIX1001,Computing Mathematics I,3,1,FSKTM');
    expect(toStdout.stdout).toContain(',Sat,09:00,12:00,BK1,,\r\n');

    // The export imported again (as the first admin) changes nothing.
    const again = await catalogue('import', out, '--period', String(periodId));
    expect(again.stdout).toContain(
      'Imported, recorded as registrar: 0 subjects created, 0 updated; 0 sections created, 0 updated; 4 unchanged.',
    );
    expect(await catalogueState(database.db)).toEqual(after);
  }, 60_000);

  it('prints each error on its row and column and exits with 1', async () => {
    const path = join(dir, 'bad.csv');
    writeFileSync(
      path,
      csvFile({ day: 'Mon.' }, { subject_code: 'WIX2001', faculty_code: 'FSKX' }),
    );
    const before = await catalogueState(database.db);
    const result = await catalogue('import', path, '--period', String(periodId));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'Errors:\n' +
        '  row 2, day: Unknown day "Mon.": write Mon, Tue, Wed, Thu, Fri, Sat or Sun.\n' +
        '  row 3, faculty_code: Unknown faculty code "FSKX".\n',
    );
    expect(result.stdout).toContain('The file has errors: nothing was imported.');
    expect(await catalogueState(database.db)).toEqual(before);
  }, 30_000);

  it('refuses an unknown period, an unknown admin and a missing period', async () => {
    const path = join(dir, 'semester.csv');
    writeFileSync(path, FILE);
    const unknownPeriod = await catalogue('import', path, '--period', '999');
    expect(unknownPeriod).toMatchObject({
      code: 1,
      stderr: 'That registration period was not found.\n',
    });
    const unknownAdmin = await catalogue(
      'import',
      path,
      '--period',
      String(periodId),
      '--as',
      'nobody',
    );
    expect(unknownAdmin).toMatchObject({ code: 1, stderr: 'No admin with username "nobody".\n' });
    const noPeriod = await catalogue('export');
    expect(noPeriod).toMatchObject({
      code: 1,
      stderr: 'Name the period with --period <id> (a whole number).\n',
    });
  }, 30_000);
});
