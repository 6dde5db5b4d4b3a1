// `--gate` (issue 25): the admission gate instead of the phases. See docs/benchmarks.md, "Issue 25".
import { randomBytes } from 'node:crypto';
import { writeResults } from '../lib/context.mjs';
import { checked, withDb } from '../lib/databases.mjs';
import { printGate } from '../lib/gate/print.mjs';
import { runGate } from '../lib/gate/run.mjs';
import { summariseGate } from '../lib/gate/summary.mjs';
import { cpuMs, cpuMsByName, machineBusyMs, stopChild } from '../lib/processes.mjs';
import { profileDirFor, profileOf } from '../lib/profiles.mjs';
import { waitForQuiet } from '../lib/quiet-machine.mjs';
import { freshStudents } from '../lib/rush.mjs';
import { startBehindHaproxy, startDaftar } from '../lib/servers.mjs';
import { fmt } from '../lib/stats.mjs';

/**
 * Issue 25: the admission gate (bench/lib/gate/). Daftar with GATE=on (one process, or
 * --workers behind HAProxy sharing the queue in Redis); the registrar sets the gate through the
 * API, opening a few seconds later at --gate-rate; S students arrive around the opening, wait and
 * register once admitted. Then the database is checked like after a rush.
 */
async function gatePhase(bench, { template, catalogue, tokens, registrar }) {
  const { options } = bench;
  const rate = options['gate-rate'];
  const auto = options['gate-auto'];
  console.log(
    `\n== the admission gate (${options.db}${options.workers ? `, ${options.workers} processes behind HAProxy` : ''}): ${options.students} students, ${fmt(options['gate-prequeue'] * 100, 0)} % in the ${options['gate-early']} s before the opening, the rest in the ${options['gate-arrival']} s after; ${auto ? 'the automatic rate' : `${rate} admitted per minute`} ==`,
  );
  const url = await bench.databases.forPhase(template);
  const metricsToken = randomBytes(24).toString('base64url');
  const env = { GATE: 'on', METRICS_TOKEN: metricsToken };
  const profileDir = profileDirFor(bench, 'gate');
  let port;
  let servers;
  let stop;
  let proxyPid;
  if (options.workers > 0) {
    const cluster = await startBehindHaproxy(bench, url, profileDir, env);
    ({ port, proxyPid } = cluster);
    servers = cluster.workers;
    stop = cluster.stop;
  } else {
    const server = await startDaftar(bench, url, profileDir, env);
    port = server.port;
    servers = [{ pid: server.child.pid, port: server.port }];
    stop = () => stopChild(server.child);
  }
  const students = freshStudents(catalogue.studentIds, tokens);
  const serverCpu = () => servers.reduce((sum, s) => sum + cpuMs(s.pid), 0);
  // The automatic rate starts at 600 a minute (decision 019) and is given the same time.
  const admissionSeconds = options.students / ((auto ? Math.min(rate, 600) : rate) / 60);
  const before = {
    server: serverCpu(),
    proxy: proxyPid ? cpuMs(proxyPid) : 0,
    self: process.cpuUsage(),
    machine: machineBusyMs(),
    postgres: options.db === 'postgres' ? cpuMsByName('postgres') : 0,
    redis: options.workers ? cpuMsByName('redis-server') : 0,
    at: performance.now(),
  };
  const raw = await runGate({
    port,
    servers,
    metricsToken,
    adminToken: registrar.token,
    periodId: registrar.periodId,
    students,
    catalogue,
    ratePerMinute: auto ? null : rate,
    earlyShare: options['gate-prequeue'],
    earlyMs: options['gate-early'] * 1000,
    arrivalMs: options['gate-arrival'] * 1000,
    thinkMs: options['gate-think'],
    listeners: options['gate-listeners'],
    maxInFlight: options['gate-connections'],
    hotShare: options['hot-share'],
    removeShare: 0.3,
    spreadMs: options['gate-spread'],
    leadMs: options['gate-early'] * 1000 + 2000,
    // Everyone should be in after S / rate; a minute more, then it stops whatever happened.
    deadlineMs: Math.min(
      auto ? 240_000 : 300_000,
      admissionSeconds * 1000 + 60_000 + 8 * options['gate-think'],
    ),
  });
  const wallMs = performance.now() - before.at;
  const self = process.cpuUsage(before.self);
  const cores = {
    server: (serverCpu() - before.server) / wallMs,
    generator: (self.user + self.system) / 1000 / wallMs,
    postgres: options.db === 'postgres' ? (cpuMsByName('postgres') - before.postgres) / wallMs : 0,
    redis: options.workers ? (cpuMsByName('redis-server') - before.redis) / wallMs : 0,
    proxy: proxyPid ? (cpuMs(proxyPid) - before.proxy) / wallMs : 0,
    machine: (machineBusyMs() - before.machine) / wallMs,
  };
  cores.wallMs = wallMs;
  cores.other = Math.max(
    0,
    cores.machine - cores.server - cores.generator - cores.postgres - cores.redis - cores.proxy,
  );
  const queueKey = await withDb(
    url,
    async (query) =>
      (await query(`select queue_key from period_gates where period_id = ${registrar.periodId}`))[0]
        ?.queue_key,
  );
  await stop();
  if (options.workers > 0 && queueKey) await dropRedisQueue(options, queueKey);
  const result = summariseGate(raw);
  result.cpu = cores;
  result.invariants.database = await checked(url, students);
  result.profile = await profileOf(profileDir);
  return result;
}

/** The gate's queue in Redis, removed after a --workers run (its key is random, never reused). */
async function dropRedisQueue(options, queueKey) {
  const { createClient } = await import('redis');
  const client = createClient({ url: options['redis-url'] });
  await client.connect();
  try {
    const base = `daftar:gate:${queueKey}`;
    await client.del([`${base}:meta`, `${base}:pre`, `${base}:tickets`, `${base}:expiries`]);
  } finally {
    await client.quit();
  }
}

/** The gate run and its report; returns the exit status (1 when an invariant broke). */
export async function gateMain(bench, setup, started) {
  const { options, results } = bench;
  await waitForQuiet(bench);
  const gate = await gatePhase(bench, setup);
  results.gate = gate;
  console.log('\n========== results ==========');
  console.log(
    `settings: S=${options.students} rate=${options['gate-auto'] ? 'automatic' : `${options['gate-rate']}/min`} pre-queue=${options['gate-prequeue']} early=${options['gate-early']} s arrival=${options['gate-arrival']} s think=${options['gate-think']} ms spread=${options['gate-spread']} ms listeners=${options['gate-listeners']} db=${options.db} workers=${options.workers}`,
  );
  const c = gate.cpu;
  c.serverUsPerRequest = (c.server * c.wallMs * 1000) / (gate.join.count + gate.burst.count);
  const lines = printGate(gate, {
    cpu: `server ${fmt(c.server, 2)} (${fmt(c.serverUsPerRequest, 0)} µs a request, ticks and broadcasts included), load generator ${fmt(c.generator, 2)}${options.db === 'postgres' ? `, PostgreSQL ${fmt(c.postgres, 2)}` : ''}${options.workers ? `, Redis ${fmt(c.redis, 2)}, HAProxy ${fmt(c.proxy, 2)}` : ''}; rest of the machine ${fmt(c.other, 2)}${c.other > 0.15 ? ' (! other processes used the CPU during this run)' : ''}`,
  });
  const db = gate.invariants.database;
  console.log(
    `  database invariants: ${db.ok ? 'OK' : 'FAILED'} (${db.sections} sections, ${db.seatsHeld} seats held; over capacity ${db.overCapacity}, seat/row mismatches ${db.seatMismatch}, over credit ${db.overCredit}, duplicates ${db.duplicates}, clashes ${db.clashes}, lost ${db.lost}, unacknowledged ${db.extra}, uncertain students ${db.uncertainStudents})`,
  );
  for (const problem of db.problems) console.log(`    ! ${problem}`);
  lines.push(`  ${db.ok ? 'MET   ' : 'MISSED'} no overbooking, lost or duplicated selection`);
  const totalSeconds = (performance.now() - started) / 1000;
  gate.totalSeconds = totalSeconds;
  console.log(
    `  total run time ${fmt(totalSeconds, 0)} s (build, university, server, gate, checks)`,
  );
  console.log('\ntargets:');
  for (const line of lines) console.log(line);
  results.verdicts = lines.map((l) => l.trim());
  writeResults(bench, ['finalCounts']);
  // A lost place, a ticket given twice or an admission out of order is a failure, as is a broken
  // seat invariant; missed speed targets are results.
  return gate.invariants.ok && db.ok ? 0 : 1;
}
