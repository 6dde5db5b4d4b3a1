// The gate run's report: the figures per 5 s window and overall, and the verdicts.
import { fmt } from '../stats.mjs';

const ms = (v) => `${fmt(v, 0)} ms`;

/** Prints the gate's figures; returns the verdict lines (MET / MISSED). */
export function printGate(g, extra = {}) {
  console.log(
    `\n-- the admission gate: ${g.students} students, ${g.ratePerMinute ?? 'automatic'}/min admitted (measured ${fmt(g.measuredRatePerMinute, 0)}/min${g.rateRange ? `, heard ${g.rateRange.join('-')}/min` : ''}); opened at ${g.opensAt}`,
  );
  const head = (name) =>
    `${name.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}`;
  console.log(
    `  ${'s from opening'.padStart(14)} ${'admitted'.padStart(8)} ${'waiting'.padStart(7)} ${'rate/min'.padStart(8)} | admitted students' replies | joins`,
  );
  console.log(
    `  ${''.padStart(14)} ${''.padStart(8)} ${''.padStart(7)} ${''.padStart(8)} | ${head('n')} | ${head('n')}`,
  );
  const cell = (p) =>
    p.count
      ? `${String(p.count).padStart(5)} ${ms(p.p50).padStart(7)} ${ms(p.p95).padStart(7)} ${ms(p.p99).padStart(7)}`
      : `${'-'.padStart(5)} ${''.padStart(23)}`;
  for (const r of g.windows) {
    console.log(
      `  ${`${fmt(r.start, 0)}..${fmt(r.start + 5, 0)}`.padStart(14)} ${String(r.admitted).padStart(8)} ${String(r.waiting).padStart(7)} ${fmt(r.rate, 0).padStart(8)} | ${cell(r.burst)} | ${cell(r.join)}`,
    );
  }
  console.log(
    `  admitted students' replies overall: p50 ${ms(g.burst.p50)}  p95 ${ms(g.burst.p95)}  p99 ${ms(g.burst.p99)}  max ${ms(g.burst.max)} (${g.burst.count} requests); joins p50 ${ms(g.join.p50)}  p95 ${ms(g.join.p95)}  p99 ${ms(g.join.p99)}  max ${ms(g.join.max)} (${g.join.count}, ${fmt(g.joinsPerStudent, 2)} a student)`,
  );
  console.log(
    `  waited here for a connection: p99 ${ms(g.generatorWait.p99)}, max ${ms(g.generatorWait.max)}, at most ${g.generatorMaxQueued} requests waiting (included in the times above)`,
  );
  console.log(
    `  time in the queue: p50 ${fmt(g.waitSeconds.p50, 1)} s  p95 ${fmt(g.waitSeconds.p95, 1)} s  max ${fmt(g.waitSeconds.max, 1)} s; last admitted ${fmt(g.lastAdmittedAfterS, 1)} s after the opening; listeners heard the opening ${fmt(g.heardOpenedAfterMs, 0)} ms after it`,
  );
  console.log(
    `  ticket reached -> admitted reply: p50 ${ms(g.reactionMs.p50)}  p99 ${ms(g.reactionMs.p99)}; fallback polls ${g.fallbackJoins}; admissions renewed ${g.renewals}; submitted ${g.submitted}, done ${g.done}/${g.students}`,
  );
  const o = g.order;
  console.log(
    `  order: after the opening (${o.postOpening}) Spearman arrival/ticket ${fmt(o.postRho, 5)} (arrival/admitted reply ${fmt(o.postRhoAdmittedAt, 5)}); pre-queue (${o.prequeue} seen with tickets ${o.prequeueTickets ? o.prequeueTickets.join('-') : 'none'}) ${fmt(o.prequeueRho, 3)}; ${o.prequeueAdmittedAtFirstJoin} of the pre-queue reached before their first join after the opening`,
  );
  const m = g.memory;
  console.log(
    `  server memory (all processes): idle RSS ${fmt(m.idleRssMiB)} MiB, heap ${fmt(m.idleHeapMiB)} MiB; with ${m.peakWaiting} waiting RSS ${fmt(m.atPeakRssMiB)} MiB, heap ${fmt(m.atPeakHeapMiB)} MiB; max RSS ${fmt(m.maxRssMiB)} MiB, heap ${fmt(m.maxHeapMiB)} MiB`,
  );
  const l = g.listeners;
  console.log(
    `  gateProgress listeners: ${l.length}, ${l.map((x) => x.events).join('/')} events, longest gap ${ms(Math.max(...l.map((x) => x.maxGapMs)))}, disconnects ${l.reduce((s, x) => s + x.disconnects, 0)}`,
  );
  if (extra.cpu) console.log(`  CPU (cores busy over the run): ${extra.cpu}`);
  console.log(`  refusals: ${JSON.stringify(g.refusals)}`);
  console.log(`  errors: ${JSON.stringify(g.errors)}`);
  const i = g.invariants;
  console.log(
    `  queue invariants: ${i.ok ? 'OK' : 'FAILED'} (${i.admitted}/${i.joined} admitted; duplicate tickets ${i.duplicateTickets}, extra tickets ${i.extraTickets}, ticket changes ${i.ticketChanges}, places lost ${i.lostPlaces}, refused after their turn ${i.lateRefusals}, admitted ahead of the queue ${i.admittedAhead}, admitted without a ticket ${i.admittedWithoutTicket}, progress going back ${i.progressWentBack}, pre-queue not first ${i.prequeueAfterOthers}, admissions refused ${i.admissionRefused}, gate off ${i.gateNotOn})`,
  );

  const lines = [];
  const verdict = (ok, text) => lines.push(`  ${ok ? 'MET   ' : 'MISSED'} ${text}`);
  verdict(
    g.everyWindowUnderSecond,
    `admitted students' p95 reply time under 1 s in every 5 s window (worst ${g.worstWindow ? `${ms(g.worstWindow.p95)} at ${g.worstWindow.start}..${g.worstWindow.start + 5} s` : 'n/a'})`,
  );
  verdict(
    o.postRho >= 0.99,
    `arrival order kept after the opening: Spearman ${fmt(o.postRho, 5)} (target >= 0.99)`,
  );
  verdict(
    Math.abs(o.prequeueRho) <= 0.1,
    `pre-queue shuffled: Spearman ${fmt(o.prequeueRho, 3)} (target about 0: |rho| <= 0.1)`,
  );
  verdict(
    i.ok,
    `nobody loses their place: all admitted once, in ticket order, one ticket each, kept on re-join`,
  );
  return lines;
}
