// `npx tsx bench/results-import.ts [students] [results-per-student] [sqlite|postgres]`: issue 44's
// results import at a university's size (30,000 students, about 1,000,000 rows by default): a
// fresh database (a SQLite file under the system's temp folder, or a new PostgreSQL database on
// TEST_DATABASE_URL or 127.0.0.1), the students and subjects inserted directly, then the CSV
// imported through the service twice (the second run is the nightly push that changes nothing).
// Prints each run's time, the summary, and the most memory resident while it ran (sampled). Gives up after
// ten minutes. Figures: docs/decisions/031-academic-record.md.
import { randomBytes } from 'node:crypto';
import { closeSync, createReadStream, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { SpooledBody } from '../apps/server/src/lib/spooled-body';
import { importResults } from '../apps/server/src/modules/academic-record/results-import.service';
import { freshDatabase } from './lib/fresh-database';

const students = Number(process.argv[2] ?? 30_000);
const perStudent = Number(process.argv[3] ?? 33);
const engine = process.argv[4] === 'postgres' ? 'postgres' : 'sqlite';
const SUBJECTS = 120;
const GRADES = ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'D', 'F'];
setTimeout(() => {
  console.error('Gave up after ten minutes.');
  process.exit(2);
}, 600_000).unref();

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

/** A faculty, its subjects and the students, inserted directly; the admin's id. */
async function world(database: Database): Promise<number> {
  const db = database.db;
  const faculty = await db
    .insertInto('faculties')
    .values({ code: 'FBEN', name: 'Faculty of Benchmarks' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('subjects')
    .values(
      Array.from({ length: SUBJECTS }, (_, i) => ({
        code: `BEN${String(i).padStart(4, '0')}`,
        name: `Benchmark ${i}`,
        credits: 3 + (i % 2),
        description: '',
        year: 1 + (i % 4),
        faculty_id: faculty.id,
      })),
    )
    .execute();
  const user = (role: 'admin' | 'student', id: string) => ({
    username: id,
    username_key: id.toLowerCase(),
    password_hash: 'x',
    name: id,
    role,
    student_id: role === 'student' ? id : null,
    faculty_id: faculty.id,
    advisor_id: null,
    created_at: new Date().toISOString(),
  });
  for (let i = 0; i < students; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, students - i) }, (_, j) =>
      user('student', `B${String(i + j).padStart(6, '0')}`),
    );
    await db.insertInto('users').values(batch).execute();
  }
  const admin = await db
    .insertInto('users')
    .values(user('admin', 'benchadmin'))
    .returning('id')
    .executeTakeFirstOrThrow();
  return admin.id;
}

/**
 * Writes the results file: each student's subjects over sessions and semesters, a grade each.
 * Written a student at a time straight to disk, so the benchmark's own strings and buffers do not
 * weigh on the import's figures (the process's resident memory before importing).
 */
function writeResultsCsv(file: string) {
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, 'student_id,subject_code,session,semester,grade\n');
    for (let s = 0; s < students; s += 1) {
      let text = '';
      for (let r = 0; r < perStudent; r += 1) {
        const subject = `BEN${String((s * 7 + r) % SUBJECTS).padStart(4, '0')}`;
        const year = 2021 + Math.floor(r / 10);
        text += `B${String(s).padStart(6, '0')},${subject},${year}/${year + 1},${1 + (r % 2)},${GRADES[(s + r) % GRADES.length]}\n`;
      }
      writeSync(fd, text);
    }
  } finally {
    closeSync(fd);
  }
}

/** The most memory the process holds resident while `work` runs, sampled every 20 ms. */
async function residentPeak<T>(work: () => Promise<T>): Promise<[T, number]> {
  let most = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    most = Math.max(most, process.memoryUsage().rss);
  }, 20);
  try {
    const result = await work();
    return [result, Math.max(most, process.memoryUsage().rss)];
  } finally {
    clearInterval(sampler);
  }
}

const { database, drop } = await freshDatabase(engine);
const cleanups: (() => void)[] = [];
try {
  await migrateToLatest(database);
  const actor = { userId: await world(database), apiToken: null };
  // The file on disk, streamed to the import as a request's body is: never held whole.
  const file = join(tmpdir(), `daftar-results-${randomBytes(4).toString('hex')}.csv`);
  writeResultsCsv(file);
  cleanups.push(() => rmSync(file, { force: true }));
  console.log(
    `${engine}: ${students} students, ${students * perStudent} results, ${mib(statSync(file).size)} of CSV; resident before importing ${mib(process.memoryUsage().rss)}`,
  );
  for (const run of ['first import', 'again (unchanged)']) {
    const started = performance.now();
    const body = new SpooledBody(createReadStream(file), statSync(file).size);
    const [outcome, most] = await residentPeak(() =>
      importResults(database, { body, dryRun: false, actor }).finally(() => body.close()),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${run}: ${seconds} s, ok ${outcome.ok} (${outcome.errorCount} errors), ${JSON.stringify(outcome.summary)}; resident at most ${mib(most)} while importing`,
    );
  }
} finally {
  for (const cleanup of cleanups) cleanup();
  await drop();
}
