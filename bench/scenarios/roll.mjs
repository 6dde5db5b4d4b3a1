// `--roll` (issue 43): the staff list and the student roll imported through the real endpoints,
// timed, with the server's peak resident memory; then the seat-change rush alone and with the same
// import running, compared over the import's window. See docs/benchmarks.md, "Issue 43".
import { writeResults } from '../lib/context.mjs';
import { checked } from '../lib/databases.mjs';
import { measuredRush } from '../lib/measured-rush.mjs';
import {
  cpuMs,
  cpuMsByName,
  peakRssBytes,
  resetPeakRss,
  rssBytes,
  stopChild,
} from '../lib/processes.mjs';
import { waitForQuiet } from '../lib/quiet-machine.mjs';
import { writeRollFiles } from '../lib/roll/files.mjs';
import { sampleWaitEvents } from '../lib/roll/wait-events.mjs';
import { uploadCsv } from '../lib/roll/upload.mjs';
import { freshStudents } from '../lib/rush.mjs';
import { startDaftar } from '../lib/servers.mjs';
import { fmt, wallNow } from '../lib/stats.mjs';

// The endpoints (packages/contract's API.staffImport and API.rollImport).
const STAFF_IMPORT = '/api/admin/staff/import';
const ROLL_IMPORT = '/api/admin/roll/import';
const TARGET_SECONDS = { sqlite: 20, postgres: 40 };
const TARGET_RSS_MIB = 300;
const MiB = 2 ** 20;

/** Imports the staff list, then the roll; each one's time, peak RSS and reply. */
async function importBoth(port, pid, files, token, db) {
  const steps = {};
  for (const [name, url, path] of [
    ['staff', `${STAFF_IMPORT}?dryRun=false`, files.staffPath],
    ['roll', `${ROLL_IMPORT}?dryRun=false&mode=upsert`, files.rollPath],
  ]) {
    resetPeakRss(pid);
    const rssBefore = rssBytes(pid) / MiB;
    const startedAt = wallNow();
    const cpuBefore = {
      server: cpuMs(pid),
      postgres: db === 'postgres' ? cpuMsByName('postgres') : 0,
    };
    const reply = await uploadCsv({ port, path, url, token });
    steps[name] = {
      seconds: reply.ms / 1000,
      startedAt,
      endedAt: wallNow(),
      mib: reply.bytes / MiB,
      rssBeforeMiB: rssBefore,
      peakRssMiB: peakRssBytes(pid) / MiB,
      // CPU seconds, the rush's too when one runs.
      serverCpu: (cpuMs(pid) - cpuBefore.server) / 1000,
      postgresCpu: db === 'postgres' ? (cpuMsByName('postgres') - cpuBefore.postgres) / 1000 : 0,
      status: reply.status,
      ok: reply.status === 200 && reply.report.ok === true,
      summary: reply.report.summary,
      errors: reply.report.errors?.slice(0, 3) ?? reply.report,
    };
  }
  return steps;
}

function printImport(steps) {
  for (const [name, s] of Object.entries(steps)) {
    console.log(
      `  ${name}: ${fmt(s.mib, 1)} MiB in ${fmt(s.seconds, 2)} s, HTTP ${s.status} ${s.ok ? 'ok' : 'FAILED'} ${JSON.stringify(s.ok ? s.summary : s.errors)}; server RSS ${fmt(s.rssBeforeMiB, 0)} MiB before, peak ${fmt(s.peakRssMiB, 0)} MiB; CPU server ${fmt(s.serverCpu, 2)} s${s.postgresCpu ? `, PostgreSQL ${fmt(s.postgresCpu, 2)} s` : ''}`,
    );
  }
}

/** The import on a fresh copy of the template with nothing else running. */
async function importPhase(bench, setup, files) {
  console.log(
    `\n== the staff list and the roll imported, nothing else running (${bench.options.db}) ==`,
  );
  const url = await bench.databases.forPhase(setup.template);
  const server = await startDaftar(bench, url);
  try {
    const steps = await importBoth(
      server.port,
      server.child.pid,
      files,
      setup.registrar.token,
      bench.options.db,
    );
    printImport(steps);
    return steps;
  } finally {
    await stopChild(server.child);
  }
}

/** Seat changes acknowledged between `from` and `to` (wall-clock ms), a second. */
function seatChangesPerSec(rush, from, to) {
  let count = 0;
  for (const at of rush.acks.time) if (at >= from && at <= to) count += 1;
  return count / ((to - from) / 1000);
}

/**
 * The rush on a fresh database with the import in its middle: `control` seconds of the rush alone,
 * then the staff list and the roll imported, then the rush alone again until it ends. Comparing
 * the windows of one run keeps out most of what other processes on the machine do between runs.
 */
async function rushPhase(bench, setup, files, control, seconds) {
  const { options } = bench;
  console.log(
    `\n== the seat-change rush, the staff list and roll imported after ${control} s of it (${options.db}) ==`,
  );
  const url = await bench.databases.forPhase(setup.template);
  const server = await startDaftar(bench, url);
  const students = freshStudents(setup.catalogue.studentIds, setup.tokens);
  // A longer warm-up: the students' selections fill up before the first window opens.
  const warmup = Math.max(options.warmup, 10);
  const timed = { ...bench, options: { ...options, warmup, duration: seconds } };
  const measuredFrom = new Promise((resolve) => setTimeout(resolve, warmup * 1000));
  const waits =
    options.db === 'postgres' ? measuredFrom.then(() => sampleWaitEvents(url)) : undefined;
  try {
    const importing = measuredFrom
      .then(() => new Promise((resolve) => setTimeout(resolve, control * 1000)))
      .then(() =>
        importBoth(server.port, server.child.pid, files, setup.registrar.token, options.db),
      );
    const rush = await measuredRush(
      timed,
      server.port,
      students,
      setup.catalogue,
      'rush+import',
      server.child.pid,
    );
    const steps = await importing;
    printImport(steps);
    const samples = waits ? await (await waits)() : [];
    rush.invariants = await checked(url, students);
    const { from, to } = rush.measureWindow;
    // Before and after are as long as the import, next to it: other processes' load on this
    // shared machine drifts over a run, and windows of the same length and time keep most of
    // that drift out of the comparison.
    const start = steps.staff.startedAt;
    const end = Math.min(steps.roll.endedAt, to);
    const length = end - start;
    const windows = {
      before: [Math.max(from, start - length), start],
      during: [start, end],
      after: [end, Math.min(to, end + length)],
    };
    const rates = {};
    const waitEvents = {};
    for (const [name, [start, end]] of Object.entries(windows)) {
      rates[name] = end - start >= 1000 ? seatChangesPerSec(rush, start, end) : NaN;
      waitEvents[name] = waitsIn(samples, start, end);
    }
    return { rush, steps, windows, rates, waitEvents };
  } finally {
    await stopChild(server.child);
  }
}

/** The sessions' wait events sampled in [start, end]: the mean count of each over the samples. */
function waitsIn(samples, start, end) {
  const inside = samples.filter((sample) => sample.at >= start && sample.at <= end);
  const totals = {};
  for (const { counts } of inside)
    for (const [event, n] of Object.entries(counts)) totals[event] = (totals[event] ?? 0) + n;
  return Object.fromEntries(
    Object.entries(totals)
      .sort((a, b) => b[1] - a[1])
      .map(([event, n]) => [event, n / Math.max(1, inside.length)]),
  );
}

const seconds = ([start, end]) => (end - start) / 1000;

/** The roll scenario and its report; returns the exit status (1 when an import or check failed). */
export async function rollMain(bench, setup) {
  const { options, results, work } = bench;
  const files = await writeRollFiles(work, {
    students: options['roll-students'],
    staff: options['roll-staff'],
    existing: setup.catalogue.studentIds.length,
  });
  console.log(
    `Roll: ${options['roll-students']} students (${setup.catalogue.studentIds.length} of them the rush's), ${options['roll-staff']} staff`,
  );
  await waitForQuiet(bench);
  const alone = await importPhase(bench, setup, files);
  const importSeconds = alone.staff.seconds + alone.roll.seconds;
  // Long enough for the import to finish inside the rush, slowed down by it, with time after.
  const control = Math.max(10, Math.ceil(importSeconds));
  const rushSeconds = Math.min(300, 2 * control + Math.ceil(importSeconds * 3));
  await waitForQuiet(bench);
  const loaded = await rushPhase(bench, setup, files, control, rushSeconds);
  const { rates, windows } = loaded;
  const without = (rates.before + rates.after) / 2;
  const change = rates.during / without - 1;

  console.log('\n========== results ==========');
  console.log(
    `settings: roll ${options['roll-students']} students, ${options['roll-staff']} staff; rush S=${options.students} K=${options.concurrency} ${rushSeconds} s; db=${options.db}`,
  );
  console.log(`\n-- import alone`);
  printImport(alone);
  const peak = Math.max(alone.staff.peakRssMiB, alone.roll.peakRssMiB);
  console.log(`  total ${fmt(importSeconds, 2)} s; server peak RSS ${fmt(peak, 0)} MiB`);
  console.log(`\n-- seat changes in one rush: before, during and after the import`);
  for (const name of ['before', 'during', 'after'])
    console.log(
      `  ${name.padEnd(6)} ${fmt(seconds(windows[name]), 1)} s: ${fmt(rates[name], 0)} seat changes/s${
        Object.keys(loaded.waitEvents[name]).length
          ? `; PostgreSQL sessions waiting on ${Object.entries(loaded.waitEvents[name])
              .slice(0, 5)
              .map(([event, n]) => `${event} ${fmt(n, 2)}`)
              .join(', ')}`
          : ''
      }`,
    );
  const r = loaded.rush;
  console.log(
    `  during the import ${fmt(change * 100, 1)} % against the mean of before and after; rush p99 ${fmt(r.latency.p99, 1)} ms, max ${fmt(r.latency.max, 0)} ms; CPU (cores busy) server ${fmt(r.cpu.serverCores, 2)}, PostgreSQL ${fmt(r.cpu.postgresCores, 2)} (every cluster on the machine), rest of the machine ${fmt(r.cpu.otherCores, 2)}`,
  );
  console.log(`  invariants: ${r.invariants.ok ? 'OK' : 'FAILED'}`);
  const lines = [
    `  ${importSeconds < TARGET_SECONDS[options.db] ? 'MET   ' : 'MISSED'} import in under ${TARGET_SECONDS[options.db]} s (${fmt(importSeconds, 2)} s)`,
    `  ${peak < TARGET_RSS_MIB ? 'MET   ' : 'MISSED'} server under ${TARGET_RSS_MIB} MiB resident (${fmt(peak, 0)} MiB)`,
    // Issue 43's target is PostgreSQL's: on SQLite the import holds the one connection.
    options.db === 'postgres'
      ? `  ${change >= -0.05 ? 'MET   ' : 'MISSED'} seat changes within 5 % while importing (${fmt(change * 100, 1)} %)`
      : `  NOTE   seat changes while importing ${fmt(change * 100, 1)} % (a target on PostgreSQL only)`,
  ];
  console.log('\ntargets:');
  for (const line of lines) console.log(line);
  results.roll = {
    alone,
    importSeconds,
    peakRssMiB: peak,
    rushSeconds,
    rates,
    change,
    waitEvents: loaded.waitEvents,
    withRush: loaded.steps,
    rush: r,
  };
  results.verdicts = lines.map((l) => l.trim());
  writeResults(bench, ['acks', 'finalCounts']);
  const imported = [alone, loaded.steps].every((s) => s.staff.ok && s.roll.ok);
  return imported && r.invariants.ok ? 0 : 1;
}
