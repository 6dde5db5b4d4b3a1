import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../apps/server/src/db/database';
import { adminQuery } from '../../apps/server/src/test/postgres-template';

/**
 * A fresh database for an in-process benchmark (bench/results-import.ts, bench/progress.ts): a
 * SQLite file under the system's temp folder, or a new PostgreSQL database on TEST_DATABASE_URL
 * or 127.0.0.1; `drop` closes and removes it.
 */
export async function freshDatabase(
  engine: 'sqlite' | 'postgres',
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `daftar_bench_${randomBytes(4).toString('hex')}`;
  if (engine === 'sqlite') {
    const file = join(tmpdir(), `${name}.db`);
    const database = openDatabase({ url: `sqlite:${file}` });
    return {
      database,
      drop: async () => {
        await database.close();
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
