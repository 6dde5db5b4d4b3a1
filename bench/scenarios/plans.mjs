// `--plans` (issue 48): every student's saved plan registered in one request at the opening,
// against the same plans registered a subject at a time. See docs/benchmarks.md, "Issue 48".
import { writeResults } from '../lib/context.mjs';
import { checked, withDb } from '../lib/databases.mjs';
import { buildPlans, planCatalogue } from '../lib/plans/build-plans.mjs';
import { registerOneByOne } from '../lib/plans/one-by-one.mjs';
import { runPool } from '../lib/plans/pool.mjs';
import { registerPlans } from '../lib/plans/register-plans.mjs';
import { printPlans } from '../lib/plans/report.mjs';
import { cpuMs, cpuMsByName, stopChild } from '../lib/processes.mjs';
import { profileDirFor, profileOf } from '../lib/profiles.mjs';
import { waitForQuiet } from '../lib/quiet-machine.mjs';
import { freshStudents } from '../lib/rush.mjs';
import { startDaftar } from '../lib/servers.mjs';

const PLAN = '/api/registration/plan';
// Each phase stops sending after this long, done or not.
const DEADLINE_MS = 300_000;
const DAY_MS = 24 * 3600 * 1000;
const isoDay = (offsetDays) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** Sets the current period's first day: tomorrow keeps it Upcoming, yesterday opens it. */
async function setStart(bench, url, offsetDays) {
  await withDb(url, async (query, handle) => {
    const text = `update registration_periods set start_date = '${isoDay(offsetDays)}' where is_current = 1`;
    if (bench.options.db === 'postgres') await handle.query(text);
    else {
      handle.prepare(text).run();
      // The phases copy the file alone: nothing may stay in the write-ahead log.
      handle.pragma('wal_checkpoint(TRUNCATE)');
    }
  });
}

/**
 * The plans saved into the template with `PUT /api/registration/plan` while the period is still
 * Upcoming (not measured against anything: the plans are made days before), then the period
 * opened, so both phases start from the same saved plans at the opening.
 */
async function savePlans(bench, setup, plans) {
  const { options } = bench;
  await setStart(bench, setup.url, 1);
  const server = await startDaftar(bench, setup.url);
  const students = freshStudents(setup.catalogue.studentIds, setup.tokens).map((student, i) => ({
    ...student,
    plan: plans[i],
  }));
  const saved = new Set();
  let timings;
  try {
    timings = await runPool({
      port: server.port,
      clientKind: options.client,
      concurrency: options.concurrency,
      students,
      label: 'saving plans',
      timeoutMs: 30_000,
      deadlineMs: DEADLINE_MS,
      next: (student) =>
        saved.has(student)
          ? null
          : { method: 'PUT', path: PLAN, body: JSON.stringify(student.plan) },
      settle: (student) => saved.add(student),
    });
  } finally {
    await stopChild(server.child);
  }
  if (timings.statuses[200] !== students.length)
    throw new Error(
      `saving the plans: ${JSON.stringify({ ...timings.statuses, ...timings.failures })}`,
    );
  await setStart(bench, setup.url, -1);
  return timings;
}

/** One phase on a fresh copy of the template: Daftar started, the students run, the checks. */
async function phase(bench, setup, plans, kind) {
  const { options } = bench;
  console.log(
    `\n== ${kind === 'plans' ? 'plans: one POST /api/registration/plan/register each' : 'one by one: POST /api/registration/subjects per section tried'} (${options.db}, ${options.students} students, K=${options.concurrency}) ==`,
  );
  await waitForQuiet(bench);
  const url = await bench.databases.forPhase(setup.template);
  const profileDir = profileDirFor(bench, kind === 'plans' ? 'plans' : 'one-by-one');
  const server = await startDaftar(bench, url, profileDir);
  const students = freshStudents(setup.catalogue.studentIds, setup.tokens).map((student, i) => ({
    ...student,
    plan: plans[i],
    // Students start in this order in both phases.
    quarter: Math.floor((4 * i) / plans.length),
  }));
  const run = kind === 'plans' ? registerPlans : registerOneByOne;
  const before = {
    server: cpuMs(server.child.pid),
    postgres: options.db === 'postgres' ? cpuMsByName('postgres') : 0,
  };
  let result;
  try {
    result = await run({
      port: server.port,
      clientKind: options.client,
      concurrency: options.concurrency,
      students,
      deadlineMs: DEADLINE_MS,
    });
    const serverSeconds = (cpuMs(server.child.pid) - before.server) / 1000;
    result.cpu = {
      serverSeconds,
      serverMsPerStudent: (serverSeconds * 1000) / students.length,
      // Every PostgreSQL process on the machine: other clusters' work is counted too.
      postgresSeconds:
        options.db === 'postgres' ? (cpuMsByName('postgres') - before.postgres) / 1000 : 0,
    };
  } finally {
    await stopChild(server.child);
  }
  result.invariants = await checked(url, students);
  result.profile = await profileOf(profileDir);
  console.log(
    `  ${result.requests} requests in ${result.seconds.toFixed(2)} s; invariants ${result.invariants.ok ? 'OK' : 'FAILED'}`,
  );
  return result;
}

/** The plans run and its report; returns the exit status (1 when an invariant broke). */
export async function plansMain(bench, setup) {
  const { options, results } = bench;
  const sectionRows = await withDb(setup.url, (query) =>
    query('select id, subject_id, number from sections'),
  );
  const subjects = planCatalogue(setup.spec, setup.catalogue, sectionRows);
  const plans = buildPlans(subjects, setup.catalogue.studentIds.length);
  console.log(
    `Plans: ${plans.length} students, ${subjects.length} subjects (${subjects.reduce((n, s) => n + s.sections.length, 0)} sections), ${plans.reduce((n, p) => n + p.subjects.length, 0)} plan subjects and ${plans.reduce((n, p) => n + p.fallbacks.length, 0)} fallbacks`,
  );
  const saving = await savePlans(bench, setup, plans);
  const planRun = await phase(bench, setup, plans, 'plans');
  const oneByOne = await phase(bench, setup, plans, 'one by one');
  printPlans({ options, saving, plans: planRun, oneByOne });
  results.plans = {
    catalogue: subjects.map(({ code, sections }) => ({
      code,
      seats: sections.map((s) => s.capacity),
    })),
    saving,
    plans: planRun,
    oneByOne,
  };
  writeResults(bench, ['finalCounts']);
  return planRun.invariants.ok && oneByOne.invariants.ok ? 0 : 1;
}
