import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';
import { openDatabase } from './database';
import { migrations } from './migrations/index';

const dir = mkdtempSync(join(tmpdir(), 'daftar-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function migrateInChildProcess(url: string): Promise<number | null> {
  const script = `
    import { openDatabase } from ${JSON.stringify(join(repoRoot, 'apps/server/src/db/database.ts'))};
    import { migrateToLatest } from ${JSON.stringify(join(repoRoot, 'apps/server/src/db/migrate.ts'))};
    const database = openDatabase({ url: ${JSON.stringify(url)} });
    await migrateToLatest(database);
    await database.close();
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.once('exit', resolve));
}

describe('migrations', () => {
  it('run once when two processes start on one SQLite file at the same moment', async () => {
    const url = `sqlite:${join(dir, 'race.db')}`;
    expect(await Promise.all([migrateInChildProcess(url), migrateInChildProcess(url)])).toEqual([
      0, 0,
    ]);
    const database = openDatabase({ url });
    const applied = await database.db
      .selectFrom('schema_migrations' as never)
      .select('name' as never)
      .execute();
    expect(applied).toHaveLength(Object.keys(migrations).length);
    await database.close();
  });
});
