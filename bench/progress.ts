// `npx tsx bench/progress.ts [students] [sqlite|postgres]` (`npm run bench:progress`): issue 45's
// progress at a university's size. A fresh database (a SQLite file under the system's temp folder,
// or a new PostgreSQL database on TEST_DATABASE_URL or 127.0.0.1) with one programme whose
// structure lists 45 subjects in five groups (core, MPU, listed electives, a 4000-level rule, free
// credits), 30,000 students of its intake by default with 40 results each (repeats and fails among
// them), and a current period. Then: one student's progress (the service behind
// `GET /api/registration/progress`, 300 calls after 30 to warm up; p50 and p95), and the
// registrar's students behind their structure over every student, as a page and as CSV.
// Gives up after ten minutes. Figures: docs/benchmarks.md, decision 034.
import { performance } from 'node:perf_hooks';
import type { Database } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { behindCsv, studentsBehind } from '../apps/server/src/modules/structures/behind.service';
import { studentProgress } from '../apps/server/src/modules/structures/progress.service';
import { freshDatabase } from './lib/fresh-database';

const students = Number(process.argv[2] ?? 30_000);
const engine = process.argv[3] === 'postgres' ? 'postgres' : 'sqlite';
const RESULTS_EACH = 40;
const GRADES = ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C'];
setTimeout(() => {
  console.error('Gave up after ten minutes.');
  process.exit(2);
}, 600_000).unref();

/** Subject codes by level: BEN1000-BEN1014, BEN2000-..., 15 a level, 60 in all. */
const CODES = [1, 2, 3, 4].flatMap((level) =>
  Array.from({ length: 15 }, (_, i) => `BEN${level}${String(i).padStart(3, '0')}`),
);

/** The faculty, catalogue, programme and its structure, the period and the students. */
async function world(database: Database): Promise<number[]> {
  const db = database.db;
  const faculty = await db
    .insertInto('faculties')
    .values({ code: 'FBEN', name: 'Faculty of Benchmarks', name_ms: 'Fakulti Penanda Aras' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subjects = await db
    .insertInto('subjects')
    .values(
      CODES.map((code, i) => ({
        code,
        name: `Benchmark ${code}`,
        credits: 3 + (i % 2),
        description: '',
        year: Number(code[3]),
        faculty_id: faculty.id,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const idOf = new Map(subjects.map((s) => [s.code, s.id]));
  const programme = await db
    .insertInto('programmes')
    .values({ code: 'BBEN', name: 'Benchmarks', name_ms: 'Penanda Aras', faculty_id: faculty.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const structure = await db
    .insertInto('programme_structures')
    .values({
      programme_id: programme.id,
      intake: '2023/2024',
      total_credits: 140,
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // 30 core subjects over years 1-2, 4 MPU, 11 listed electives: 45 listed.
  const groups: [
    string,
    'core' | 'university' | 'elective' | 'free',
    number,
    string[],
    string | null,
  ][] = [
    ['CORE', 'core', 100, CODES.slice(0, 30), null],
    ['MPU', 'university', 12, CODES.slice(30, 34), null],
    ['ELEC', 'elective', 15, CODES.slice(34, 45), null],
    ['ADV', 'elective', 9, [], 'level:4000;faculty:FBEN'],
    ['FREE', 'free', 4, [], null],
  ];
  for (const [position, [code, kind, credits, listed, rule]] of groups.entries()) {
    const group = await db
      .insertInto('structure_groups')
      .values({
        structure_id: structure.id,
        code,
        position,
        name_en: code,
        name_ms: code,
        kind,
        credits_required: credits,
        rule,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (listed.length === 0) continue;
    await db
      .insertInto('structure_subjects')
      .values(
        listed.map((subject, i) => ({
          group_id: group.id,
          subject_id: idOf.get(subject)!,
          position: i,
          recommended_year: kind === 'core' ? 1 + Math.floor(i / 15) : 2,
          recommended_semester: kind === 'core' ? 1 + (i % 2) : 1 + (i % 2),
        })),
      )
      .execute();
  }
  const today = new Date();
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await db
    .insertInto('registration_periods')
    .values({
      semester: 1,
      academic_year: '2024/2025',
      start_date: day(-10),
      end_date: day(60),
      credit_max: 22,
      add_drop_end_date: null,
      closed_at: null,
      is_current: 1,
    })
    .execute();
  const ids: number[] = [];
  for (let i = 0; i < students; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, students - i) }, (_, j) => {
      const id = `B${String(i + j).padStart(6, '0')}`;
      return {
        username: id,
        username_key: id.toLowerCase(),
        password_hash: 'x',
        name: `Student ${id}`,
        role: 'student' as const,
        student_id: id,
        faculty_id: faculty.id,
        advisor_id: null,
        created_at: today.toISOString(),
        programme_id: programme.id,
        intake: '2023/2024',
      };
    });
    ids.push(
      ...(await db.insertInto('users').values(batch).returning('id').execute()).map((r) => r.id),
    );
  }
  // 40 results each: 38 subjects, two of them sat twice.
  for (let s = 0; s < ids.length; s += 50) {
    const rows = ids.slice(s, s + 50).flatMap((studentId, k) =>
      Array.from({ length: RESULTS_EACH }, (_, r) => {
        // The two repeats are of the third and fourth subjects, so a failed first one stays.
        const repeat = r >= 38;
        const subject = CODES[((s + k) * 7 + (repeat ? r - 36 : r)) % CODES.length]!;
        const year = repeat ? 2025 : 2023 + Math.floor(r / 19);
        const grade = GRADES[(s + k + r * 3) % GRADES.length]!;
        return {
          student_id: studentId,
          subject_id: idOf.get(subject)!,
          session: `${year}/${year + 1}`,
          semester: repeat ? 2 : 1 + (r % 2),
          // One student in ten failed their first two subjects (a core one among them).
          grade: r < 2 && (s + k) % 10 === 0 ? 'F' : grade,
        };
      }),
    );
    await db.insertInto('results').values(rows).execute();
  }
  return ids;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const { database, drop } = await freshDatabase(engine);
try {
  await migrateToLatest(database);
  const built = performance.now();
  const ids = await world(database);
  console.log(
    `${engine}: ${ids.length} students, ${ids.length * RESULTS_EACH} results, a 45-subject structure; built in ${((performance.now() - built) / 1000).toFixed(1)} s`,
  );
  const times: number[] = [];
  for (let i = 0; i < 330; i += 1) {
    const id = ids[(i * 7919) % ids.length]!;
    const started = performance.now();
    await studentProgress(database.db, id, {});
    if (i >= 30) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `one student's progress: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms over ${times.length} calls`,
  );
  for (const run of ['report', 'report again']) {
    const started = performance.now();
    const { rows, checked } = await studentsBehind(database.db, {});
    const computed = performance.now();
    const csv = behindCsv(rows);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `${run}: ${checked} students checked, ${rows.length} behind in ${seconds(computed - started)} s; CSV ${Math.round(csv.length / 1024)} KiB in ${seconds(performance.now() - computed)} s more; resident ${Math.round(process.memoryUsage().rss / 1048576)} MiB`,
    );
  }
} finally {
  await drop();
}
