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
 * The rush for `seconds` on a fresh database; with `files`, the import starts as the measured
 * window opens. Returns the rush, the import (if any) and the window's offsets from its start.
 */
async function rushPhase(bench, setup, seconds, files) {
  const { options } = bench;
  console.log(
    `\n== the seat-change rush ${files ? 'while the staff list and roll are imported' : 'alone'} (${options.db}) ==`,
  );
  const url = await bench.databases.forPhase(setup.template);
  const server = await startDaftar(bench, url);
  const students = freshStudents(setup.catalogue.studentIds, setup.tokens);
  const timed = { ...bench, options: { ...options, duration: seconds } };
  // PostgreSQL's sessions are sampled over the same seconds in both rushes.
  const waits =
    options.db === 'postgres'
      ? new Promise((resolve) => setTimeout(resolve, options.warmup * 1000)).then(() =>
          sampleWaitEvents(url),
        )
      : undefined;
  try {
    const importing = files
      ? new Promise((resolve) => setTimeout(resolve, options.warmup * 1000)).then(() =>
          importBoth(server.port, server.child.pid, files, setup.registrar.token, bench.options.db),
        )
      : undefined;
    const rush = await measuredRush(
      timed,
      server.port,
      students,
      setup.catalogue,
      files ? 'rush+import' : 'rush',
      server.child.pid,
    );
    const steps = importing ? await importing : undefined;
    if (steps) printImport(steps);
    rush.waitEvents = waits ? await (await waits)() : undefined;
    rush.invariants = await checked(url, students);
    return { rush, steps };
  } finally {
    await stopChild(server.child);
  }
}

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
  // Long enough for the import to finish inside the rush even when the rush slows it down.
  const seconds = Math.min(150, Math.ceil(importSeconds * 2.5) + 5);
  await waitForQuiet(bench);
  const base = await rushPhase(bench, setup, seconds);
  await waitForQuiet(bench);
  const loaded = await rushPhase(bench, setup, seconds, files);

  // The same window in both rushes: from the import's start to its end (or the rush's).
  const start = loaded.steps.staff.startedAt;
  const end = Math.min(loaded.steps.roll.endedAt, loaded.rush.measureWindow.to);
  const offset = (run) => run.rush.measureWindow.from - loaded.rush.measureWindow.from;
  const without = seatChangesPerSec(base.rush, start + offset(base), end + offset(base));
  const withImport = seatChangesPerSec(loaded.rush, start, end);

  console.log('\n========== results ==========');
  console.log(
    `settings: roll ${options['roll-students']} students, ${options['roll-staff']} staff; rush S=${options.students} K=${options.concurrency} ${seconds} s; db=${options.db}`,
  );
  console.log(`\n-- import alone`);
  printImport(alone);
  console.log(
    `  total ${fmt(importSeconds, 2)} s; server peak RSS ${fmt(Math.max(alone.staff.peakRssMiB, alone.roll.peakRssMiB), 0)} MiB`,
  );
  console.log(`\n-- seat changes during the import's ${fmt((end - start) / 1000, 1)} s window`);
  console.log(
    `  without the import ${fmt(without, 0)}/s, with it ${fmt(withImport, 0)}/s (${fmt((withImport / without - 1) * 100, 1)} %); whole rush ${fmt(base.rush.seatChangesPerSec, 0)}/s vs ${fmt(loaded.rush.seatChangesPerSec, 0)}/s`,
  );
  console.log(
    `  rush latency p99 ${fmt(base.rush.latency.p99, 1)} ms alone, ${fmt(loaded.rush.latency.p99, 1)} ms with the import (max ${fmt(loaded.rush.latency.max, 0)} ms); import under the rush ${fmt((loaded.steps.roll.endedAt - start) / 1000, 2)} s`,
  );
  const cpu = (run) =>
    `server ${fmt(run.rush.cpu.serverCores, 2)}, PostgreSQL ${fmt(run.rush.cpu.postgresCores, 2)}, load generator ${fmt(run.rush.cpu.generatorCores, 2)}, rest of the machine ${fmt(run.rush.cpu.otherCores, 2)}`;
  console.log(`  CPU (cores busy) alone: ${cpu(base)}`);
  console.log(`  CPU (cores busy) with the import: ${cpu(loaded)}`);
  for (const [name, run] of [
    ['alone', base],
    ['with the import', loaded],
  ]) {
    const w = run.rush.waitEvents;
    if (w)
      console.log(
        `  PostgreSQL sessions ${name}, by what they wait for (mean over ${w.samples} samples): ${Object.entries(
          w.counts,
        )
          .sort((a, b) => b[1] - a[1])
          .map(([event, n]) => `${event} ${fmt(n / w.samples, 2)}`)
          .join(', ')}`,
      );
  }
  console.log(
    `  invariants: alone ${base.rush.invariants.ok ? 'OK' : 'FAILED'}, with the import ${loaded.rush.invariants.ok ? 'OK' : 'FAILED'}`,
  );
  const peak = Math.max(alone.staff.peakRssMiB, alone.roll.peakRssMiB);
  const lines = [
    `  ${importSeconds < TARGET_SECONDS[options.db] ? 'MET   ' : 'MISSED'} import in under ${TARGET_SECONDS[options.db]} s (${fmt(importSeconds, 2)} s)`,
    `  ${peak < TARGET_RSS_MIB ? 'MET   ' : 'MISSED'} server under ${TARGET_RSS_MIB} MiB resident (${fmt(peak, 0)} MiB)`,
    `  ${withImport >= without * 0.9 ? 'MET   ' : 'MISSED'} seat changes within 10 % while importing (${fmt((withImport / without - 1) * 100, 1)} %)`,
  ];
  console.log('\ntargets:');
  for (const line of lines) console.log(line);
  results.roll = {
    alone,
    importSeconds,
    peakRssMiB: peak,
    rushSeconds: seconds,
    window: { seconds: (end - start) / 1000, without, withImport },
    withImport: loaded.steps,
    rush: { alone: base.rush, withImport: loaded.rush },
  };
  results.verdicts = lines.map((l) => l.trim());
  writeResults(bench, ['acks', 'finalCounts']);
  const imported = [alone, loaded.steps].every((s) => s.staff.ok && s.roll.ok);
  return imported && base.rush.invariants.ok && loaded.rush.invariants.ok ? 0 : 1;
}
