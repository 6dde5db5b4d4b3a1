// The rush phases' report: each phase's figures, and the verdicts against issue 10's targets.
import { fmt, percentiles } from './stats.mjs';

const ms = (v) => `${fmt(v, 1)} ms`;

/** Prints one phase's figures (its median round with --rounds). */
export function printRush({ options }, name, r) {
  console.log(`\n-- ${name}`);
  if (r.seatChangesPerSec !== undefined) {
    console.log(
      `  seat changes/s ${fmt(r.seatChangesPerSec, 0)} (adds ${r.adds}, removes ${r.removes}); requests/s ${fmt(r.requestsPerSec, 0)}`,
    );
    console.log(
      `  latency p50 ${ms(r.latency.p50)}  p95 ${ms(r.latency.p95)}  p99 ${ms(r.latency.p99)}  max ${ms(r.latency.max)}`,
    );
    if (r.hottestSubject)
      console.log(
        `  hottest subject ${r.hottestSubject.code}: ${fmt(r.hottestSubject.seatChangesPerSec, 0)} seat changes/s`,
      );
    console.log(`  refusals: ${JSON.stringify(r.refusals)}`);
    console.log(`  errors: ${JSON.stringify(r.errors)}`);
    console.log(
      `  CPU (cores busy): server ${fmt(r.cpu.serverCores, 2)}, load generator ${fmt(r.cpu.generatorCores, 2)}, live clients ${fmt(r.cpu.liveClientCores, 2)}${options.db === 'postgres' ? `, PostgreSQL ${fmt(r.cpu.postgresCores, 2)}` : ''}${r.cpu.proxyCores ? `, HAProxy ${fmt(r.cpu.proxyCores, 2)}` : ''}, rest of the machine ${fmt(r.cpu.otherCores, 2)}`,
    );
    console.log(
      `  CPU per request: server ${fmt(r.cpu.serverUsPerRequest, 0)} µs${options.db === 'postgres' ? `, PostgreSQL ${fmt(r.cpu.postgresUsPerRequest, 0)} µs` : ''}${r.cpu.proxyCores ? `, HAProxy ${fmt(r.cpu.proxyUsPerRequest, 0)} µs` : ''}`,
    );
    if (r.cpu.otherCores > 0.15)
      console.log(
        '  ! other processes used the CPU during this run: figures are lower than they would be',
      );
  }
  if (r.connect) {
    const c = r.connect;
    console.log(
      `  live clients: ${c.connected}/${c.clients} connected in ${fmt(c.allConnectedMs / 1000, 2)} s (each p50 ${ms(c.perClientMs.p50)}, p99 ${ms(c.perClientMs.p99)}); ${fmt(c.bytesPerConnection / 1024)} KiB server RSS per connection (RSS ${fmt(c.rssBeforeMiB)} -> ${fmt(c.rssAfterMiB)} MiB)`,
    );
    console.log(
      `  while connecting: server ${fmt(c.serverCores, 2)} cores (${fmt(c.serverCpuMsPerConnection * 1000, 0)} µs CPU per connection), ${c.clientProcesses > 1 ? `${c.clientProcesses} client processes together` : 'client process'} ${fmt(c.clientProcessCores, 2)} cores`,
    );
  }
  if (r.delivery) {
    const d = r.delivery;
    console.log(
      `  change -> every client: p50 ${ms(d.changeToClient.p50)}  p99 ${ms(d.changeToClient.p99)}  max ${ms(d.changeToClient.max)} (${d.events} events, ${d.undeliveredChanges} changes never delivered, ${d.missedDeliveries} missed deliveries)`,
    );
    console.log(
      `  fan-out (first to last client of one event): p50 ${ms(d.fanoutSpread.p50)}  p99 ${ms(d.fanoutSpread.p99)}; client process event-loop delay p99 ${ms(r.liveClients.clientLoopDelayP99Ms)}${r.connect.clientProcesses > 1 ? ` (the worst of ${r.connect.clientProcesses})` : ''}`,
    );
    console.log(
      `  final count -> every client: p50 ${ms(d.finalCountToClient.p50)}  p99 ${ms(d.finalCountToClient.p99)}  max ${ms(d.finalCountToClient.max)}; clients with a stale final count: ${r.liveClients.clientsWithStaleFinals}; subjects whose last event differs from the database: ${d.subjectsWithWrongFinalCount}`,
    );
  }
  if (r.invariants) {
    const i = r.invariants;
    console.log(
      `  invariants: ${i.ok ? 'OK' : 'FAILED'} (${i.sections} sections, ${i.seatsHeld} seats held; over capacity ${i.overCapacity}, seat/row mismatches ${i.seatMismatch}, over credit ${i.overCredit}, duplicates ${i.duplicates}, clashes ${i.clashes}, lost ${i.lost}, unacknowledged ${i.extra}, uncertain students ${i.uncertainStudents})`,
    );
    for (const problem of i.problems) console.log(`    ! ${problem}`);
  }
}

/** The round whose run of `phase` had the median throughput (or connection time), numbered. */
export function medianRound({ results }, phase) {
  const runs = results.rounds.map((round, i) => ({ ...round[phase], round: i + 1 }));
  const score = (run) => run.seatChangesPerSec ?? -(run.connect?.allConnectedMs ?? 0);
  return runs.sort((a, b) => score(a) - score(b))[Math.floor((runs.length - 1) / 2)];
}

/** The verdict lines (MET / MISSED); sets the ratio to the limit in `results`. */
export function verdicts({ options, results }) {
  const lines = [];
  const verdict = (ok, text) => lines.push(`  ${ok ? 'MET   ' : 'MISSED'} ${text}`);
  const { limit, bare, live, connect } = results.phases;
  if (bare && limit) {
    // Each round's Daftar against the limit measured just before it: the machine's speed drifts
    // more between rounds than between the two phases of one.
    const ratios = results.rounds.map((round) =>
      round.limit.seatChangesPerSec > 0
        ? round.bare.seatChangesPerSec / round.limit.seatChangesPerSec
        : NaN,
    );
    const ratio = percentiles(ratios, [50]).p50;
    results.ratioToLimit = ratio;
    results.ratiosToLimit = ratios;
    const each = ratios.length > 1 ? ` (median of ${ratios.map((r) => fmt(r, 3)).join(', ')})` : '';
    verdict(
      ratio >= 0.6,
      `without live clients: ${fmt(ratio, 3)} of the limit's throughput${each} (target >= 0.6)`,
    );
  }
  if (bare)
    verdict(
      bare.latency.p99 < 50,
      `without live clients: p99 ${ms(bare.latency.p99)} (target < 50 ms)`,
    );
  if (live) {
    if (options.clients >= 2000 && options.db === 'sqlite')
      verdict(
        live.seatChangesPerSec >= 2500,
        `with ${options.clients} live clients: ${fmt(live.seatChangesPerSec, 0)} seat changes/s (target >= 2,500)`,
      );
    verdict(
      live.delivery.finalCountToClient.p99 <= 500 && live.liveClients.clientsWithStaleFinals === 0,
      `final seat counts reach every client: p99 ${ms(live.delivery.finalCountToClient.p99)} (target <= 500 ms), ${live.liveClients.clientsWithStaleFinals} clients stale`,
    );
  }
  for (const phase of [live, connect].filter(Boolean)) {
    const c = phase.connect;
    if (options.clients >= 5000)
      verdict(
        c.failed === 0 && c.allConnectedMs <= 10_000,
        `${c.clients} clients connected in ${fmt(c.allConnectedMs / 1000, 2)} s (target <= 10 s)`,
      );
    verdict(
      c.bytesPerConnection < 30 * 1024,
      `${fmt(c.bytesPerConnection / 1024)} KiB server memory per connection (target < 30 KB)`,
    );
  }
  if (options.db === 'postgres' && options['hot-subject']) {
    for (const [name, phase] of Object.entries({ bare, live })) {
      if (!phase?.hottestSubject) continue;
      verdict(
        phase.hottestSubject.seatChangesPerSec >= 1500,
        `PostgreSQL (${name}): ${fmt(phase.hottestSubject.seatChangesPerSec, 0)} seat changes/s on hot subject ${phase.hottestSubject.code} (target >= 1,500)`,
      );
    }
  }
  for (const name of Object.keys(results.phases)) {
    const checks = results.rounds.map((round) => round[name].invariants).filter(Boolean);
    if (checks.length > 0)
      verdict(
        checks.every((check) => check.ok),
        `${name}: no overbooking, lost or duplicated selection${checks.length > 1 ? ` (${checks.length} rounds)` : ''}`,
      );
  }
  return lines;
}
