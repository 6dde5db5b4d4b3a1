// The --plans results side by side: the plan's one request against the subjects one by one.
import { fmt } from '../stats.mjs';
import { RANKS } from './tally.mjs';

const thousands = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-GB') : 'n/a');
const share = (n, total) => (total > 0 ? `${fmt((100 * n) / total, 1)} %` : 'n/a');

function invariantsLine(db) {
  return `${db.ok ? 'OK' : 'FAILED'} (${db.sections} sections, ${db.seatsHeld} seats held; over capacity ${db.overCapacity}, seat/row mismatches ${db.seatMismatch}, over credit ${db.overCredit}, duplicates ${db.duplicates}, clashes ${db.clashes}, lost ${db.lost}, unacknowledged ${db.extra}, uncertain students ${db.uncertainStudents})`;
}

/** The rows of the table: `[label, plans, one by one]`. */
function rows(a, b) {
  const places = (run) => Object.values(run.tally.ranks).reduce((sum, n) => sum + n, 0);
  const lines = [
    ['requests sent', thousands(a.requests), thousands(b.requests)],
    ['time until everyone is done', `${fmt(a.seconds, 2)} s`, `${fmt(b.seconds, 2)} s`],
    ['requests a second', thousands(a.requestsPerSec), thousands(b.requestsPerSec)],
    [
      'reply time p50 / p95 / p99',
      ...[a, b].map(
        (r) => `${fmt(r.latency.p50, 1)} / ${fmt(r.latency.p95, 1)} / ${fmt(r.latency.p99, 1)} ms`,
      ),
    ],
    ['reply time max', ...[a, b].map((r) => `${fmt(r.latency.max, 0)} ms`)],
    [
      'a student done after, p50 / p95',
      ...[a, b].map(
        (r) => `${fmt(r.studentDone.p50 / 1000, 2)} / ${fmt(r.studentDone.p95 / 1000, 2)} s`,
      ),
    ],
    ['students not done by the deadline', thousands(a.unfinished), thousands(b.unfinished)],
    [
      'server CPU (per student)',
      ...[a, b].map(
        (r) => `${fmt(r.cpu.serverSeconds, 2)} s (${fmt(r.cpu.serverMsPerStudent, 2)} ms)`,
      ),
    ],
  ];
  if (a.cpu.postgresSeconds || b.cpu.postgresSeconds)
    lines.push([
      'PostgreSQL CPU',
      `${fmt(a.cpu.postgresSeconds, 2)} s`,
      `${fmt(b.cpu.postgresSeconds, 2)} s`,
    ]);
  lines.push(['tries at a seat (adds)', thousands(a.tally.attempts), thousands(b.tally.attempts)]);
  lines.push(['seats taken', thousands(a.tally.seatsTaken), thousands(b.tally.seatsTaken)]);
  for (const rank of RANKS) {
    // Ranks neither phase met (a plan subject already held, any section) are left out.
    if (!a.tally.ranks[rank] && !b.tally.ranks[rank]) continue;
    lines.push([
      `  ${rank}`,
      ...[a, b].map(
        (r) => `${thousands(r.tally.ranks[rank])} (${share(r.tally.ranks[rank], places(r))})`,
      ),
    ]);
  }
  const students = (r) => r.studentsDone + r.unfinished;
  lines.push([
    'students a subject short',
    ...[a, b].map(
      (r) => `${thousands(r.tally.studentsShort)} (${share(r.tally.studentsShort, students(r))})`,
    ),
  ]);
  lines.push([
    '  by quarter of the line',
    ...[a, b].map((r) => r.tally.shortByQuarter.map(thousands).join(' / ')),
  ]);
  return lines;
}

const topRefusals = (tally) =>
  Object.entries(tally.refusals)
    .sort((x, y) => y[1] - x[1])
    .map(([code, n]) => `${code} ${thousands(n)}`)
    .join(', ') || 'none';

/** Prints the table and the details under it. */
export function printPlans({ options, saving, plans: a, oneByOne: b }) {
  console.log('\n========== results ==========');
  console.log(
    `settings: S=${options.students} K=${options.concurrency} db=${options.db}; plans saved before the opening: ${thousands(saving.requests)} PUTs in ${fmt(saving.seconds, 2)} s (p95 ${fmt(saving.latency.p95, 1)} ms)`,
  );
  const table = [['', 'plans (one request each)', 'one by one'], ...rows(a, b)];
  const widths = [0, 1, 2].map((i) => Math.max(...table.map((row) => row[i].length)));
  for (const [i, row] of table.entries()) {
    console.log(`  ${row.map((cell, c) => cell.padEnd(widths[c])).join('  ')}`);
    if (i === 0) console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  }
  for (const [name, run] of [
    ['plans', a],
    ['one by one', b],
  ]) {
    console.log(`\n-- ${name}`);
    console.log(
      `  replies: ${JSON.stringify(run.statuses)}${Object.keys(run.failures).length ? `; failures ${JSON.stringify(run.failures)}` : ''}`,
    );
    // The plan's reply names the first refusal of each subject refused, not every try's.
    console.log(
      `  refusals ${run === a ? '(the first of each subject refused)' : '(every 409)'}: ${topRefusals(run.tally)}`,
    );
    if (run.odd?.length) for (const line of run.odd) console.log(`  ! ${line}`);
    console.log(`  database invariants: ${invariantsLine(run.invariants)}`);
    for (const problem of run.invariants.problems) console.log(`    ! ${problem}`);
  }
}
