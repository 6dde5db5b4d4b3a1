import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';
import { openDatabase } from './database';
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
