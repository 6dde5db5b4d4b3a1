// The registration rush (the default): --phases run --rounds times in turn, each on a fresh copy of
// the template, then the median round of each phase and the verdicts against issue 10's targets.
import { writeResults } from '../lib/context.mjs';
import { waitForQuiet } from '../lib/quiet-machine.mjs';
import { medianRound, printRush, verdicts } from '../lib/rush-report.mjs';
import { barePhase } from './bare.mjs';
import { limitPhase } from './limit.mjs';
import { livePhase } from './live.mjs';

/** Runs the phases and prints the results; returns the exit status (1 when an invariant broke). */
export async function rushMain(bench, setup) {
  const { options, results } = bench;
  const runPhase = {
    limit: () => limitPhase(bench, setup),
    bare: () => barePhase(bench, setup),
    live: () => livePhase(bench, setup, true),
    connect: () => livePhase(bench, setup, false),
  };
  for (let i = 1; i <= options.rounds; i += 1) {
    if (options.rounds > 1) console.log(`\n######## round ${i} of ${options.rounds}`);
    const round = {};
    for (const phase of options.phases) {
      const otherLoad = await waitForQuiet(bench);
      round[phase] = await runPhase[phase]();
      round[phase].otherLoadBefore = otherLoad;
    }
    results.rounds.push(round);
  }
  for (const phase of options.phases) results.phases[phase] = medianRound(bench, phase);

  console.log('\n========== results ==========');
  console.log(
    `settings: S=${options.students} C=${options.clients} P=${options['client-processes']} K=${options.concurrency} duration=${options.duration} s db=${options.db} client=${options.client}`,
  );
  const names = {
    limit: 'limit (bare node:http)',
    bare: 'Daftar, no live clients',
    live: `Daftar, ${options.clients} live clients`,
    connect: `Daftar, ${options.clients} clients connecting`,
  };
  for (const [name, phase] of Object.entries(results.phases)) {
    const of = options.rounds > 1 ? ` (median round of ${options.rounds}: ${phase.round})` : '';
    printRush(bench, `${names[name]}${of}`, phase);
  }
  console.log('\ntargets:');
  const lines = verdicts(bench);
  for (const line of lines) console.log(line);
  results.verdicts = lines.map((l) => l.trim());
  writeResults(bench, ['acks', 'finalCounts']);
  // Missed speed targets are results; a broken invariant is a failure.
  const allPhases = results.rounds.flatMap((round) => Object.values(round));
  return allPhases.every((phase) => phase.invariants?.ok !== false) ? 0 : 1;
}
