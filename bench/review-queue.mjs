// `npm run bench:review`: the advisor's queue (issue 26) against today's review list, on the same
// 500 submitted registrations of one advisor's advisees. The queue must answer within the list's
// budget: its p95 no more than the list's p95 (plus 25 % for run-to-run noise). See
// docs/benchmarks.md. Everything runs on 127.0.0.1, is bounded in count, and stops by itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  benchPasswordHash,
  catalogueSpec,
  fillPostgres,
  fillSqlite,
  signTokens,
} from './lib/dataset.mjs';
import {
  cleanupAll,
  freePort,
  onCleanup,
  spawnNode,
  stopChild,
  waitReady,
} from './lib/processes.mjs';
import { fmt, percentiles } from './lib/stats.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const db = option('db', 'sqlite');
const registrations = Number(option('registrations', 500));
const requests = Number(option('requests', 400));
const concurrency = Number(option('concurrency', 4));
const pgUrl = option('pg-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const secret = randomBytes(48).toString('base64url');
const work = mkdtempSync(join(tmpdir(), 'daftar-review-bench-'));
onCleanup(() => rmSync(work, { recursive: true, force: true }));

/** Today's list, then the queue as an advisor uses it: default, searched, filtered, sorted, paged. */
const VARIANTS = [
  ['today: GET /api/admin/registrations (every waiting one)', '/api/admin/registrations'],
  ['queue: waiting, first page', '/api/admin/review-queue'],
  ['queue: all, search "00001" (ten students)', '/api/admin/review-queue?status=all&q=00001'],
  ['queue: decided, year 2', '/api/admin/review-queue?status=decided&year=2'],
  [
    'queue: all, by credits, page 10',
    '/api/admin/review-queue?status=all&sort=credits&order=desc&page=10',
  ],
  ['queue: all, by name, 100 a page', '/api/admin/review-queue?status=all&sort=name&pageSize=100'],
];

async function withDatabase(url, work) {
  if (url.startsWith('sqlite:')) {
    const handle = new SQLite(url.slice('sqlite:'.length));
    const query = (text, params = []) => {
      const statement = handle.prepare(text);
      if (statement.reader) return statement.all(...params);
      statement.run(...params);
      return [];
    };
    try {
      return await work(query, handle);
    } finally {
      handle.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The same statements as SQLite's, with PostgreSQL's numbered placeholders.
    const query = async (text, params = []) => {
      let n = 0;
      return (
        await client.query(
          text.replace(/\?/g, () => `$${(n += 1)}`),
          params,
        )
      ).rows;
    };
    return await work(query, client);
  } finally {
    await client.end();
  }
}

async function startServer(url) {
  const port = await freePort();
  const child = spawnNode([join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      SEED: 'none',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      JWT_SECRET: secret,
    },
  });
  await waitReady(child, `http://127.0.0.1:${port}/readyz`);
  return { child, port };
}

/** Submits `registrations` of the students, with one to three subjects each, some decided. */
async function submitRegistrations(query, catalogue) {
  const [{ id: periodId }] = await query(
    'select id from registration_periods where is_current = 1',
  );
  const sections = await query(
    'select id as section_id, subject_id from sections where period_id = ? order by id',
    [periodId],
  );
  const statuses = ['submitted', 'submitted', 'submitted', 'approved', 'rejected'];
  const start = Date.parse('2026-11-20T01:00:00Z');
  for (let i = 0; i < registrations; i += 1) {
    const studentId = catalogue.studentIds[i];
    const status = statuses[i % statuses.length];
    // Submitted in an order unlike the students' ids.
    const at = new Date(start + ((i * 7919) % registrations) * 60_000).toISOString();
    const [{ id }] = await query(
      `insert into registrations (student_id, period_id, status, submitted_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?) returning id`,
      [studentId, periodId, status, at, at, at],
    );
    await query('update users set year_of_study = ? where id = ?', [(i % 4) + 1, studentId]);
    for (let k = 0; k <= i % 3; k += 1) {
      const section = sections[(i + k * 7) % sections.length];
      await query(
        `insert into registration_subjects (registration_id, subject_id, section_id, status, rejection_reason, created_at)
         values (?, ?, ?, ?, ?, ?)`,
        [
          id,
          section.subject_id,
          section.section_id,
          status === 'submitted' ? 'pending' : status,
          status === 'rejected' ? 'Not this semester' : null,
          at,
        ],
      );
    }
  }
}

async function measure(port, token, path) {
  const latencies = [];
  let sent = 0;
  let bytes = 0;
  const worker = async () => {
    while (sent < requests) {
      sent += 1;
      const started = performance.now();
      const reply = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
      });
      const body = await reply.text();
      if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${body.slice(0, 200)}`);
      latencies.push(performance.now() - started);
      bytes = body.length;
    }
  };
  // Unmeasured warm-up: the first requests compile the queries.
  for (let i = 0; i < 20; i += 1)
    await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.text());
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    ...percentiles(latencies),
    perSecond: latencies.length / ((performance.now() - started) / 1000),
    bytes,
  };
}

async function main() {
  console.log('Building ...');
  execFileSync(process.execPath, [join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  let url;
  if (db === 'postgres') {
    const name = `daftar_review_bench_${process.pid}`;
    await withDatabase(pgUrl, (query) => query(`create database ${name}`));
    onCleanup(() =>
      withDatabase(pgUrl, (query) => query(`drop database if exists ${name} with (force)`)),
    );
    const parsed = new URL(pgUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  } else {
    url = `sqlite:${join(work, 'review.db')}`;
  }
  // The server migrates the empty database (SEED=none keeps it empty), then the data is written.
  const migrating = await startServer(url);
  await stopChild(migrating.child);
  const spec = catalogueSpec({ hot: 0, hotSeats: 0, normal: 20, normalSeats: registrations });
  const passwordHash = benchPasswordHash();
  const catalogue = await withDatabase(url, async (query, handle) => {
    const filled =
      db === 'postgres'
        ? await fillPostgres(handle, { spec, students: registrations, passwordHash })
        : fillSqlite(handle, { spec, students: registrations, passwordHash });
    await submitRegistrations(query, filled);
    const [advisor] = await query("select id from users where username = 'benchadvisor'");
    return { ...filled, advisorId: advisor.id };
  });
  const [token] = signTokens(secret, [catalogue.advisorId], 3600, 'lecturer');
  const server = await startServer(url);
  console.log(
    `\n${registrations} submitted registrations of one advisor's advisees (${db}); ${requests} requests each, ${concurrency} at a time\n`,
  );
  console.log('| Request | p50 ms | p95 ms | p99 ms | replies/s | reply bytes |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const results = [];
  for (const [label, path] of VARIANTS) {
    const result = await measure(server.port, token, path);
    results.push({ label, ...result });
    console.log(
      `| ${label} | ${fmt(result.p50, 2)} | ${fmt(result.p95, 2)} | ${fmt(result.p99, 2)} | ${fmt(result.perSecond, 0)} | ${result.bytes} |`,
    );
  }
  await stopChild(server.child);
  const budget = results[0].p95 * 1.25;
  const worst = results.slice(1).reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const met = worst.p95 <= budget;
  console.log(
    `\nBudget: today's list's p95 ${fmt(results[0].p95, 2)} ms (+25 %: ${fmt(budget, 2)} ms). Slowest queue request: ${worst.label}, p95 ${fmt(worst.p95, 2)} ms: ${met ? 'met' : 'MISSED'}`,
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
