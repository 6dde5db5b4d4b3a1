// `npm run bench`: the registration rush against the production build, and against the limit.
// See docs/benchmarks.md for what it measures and the results; `npm run bench -- --help` for the
// options. Everything runs on 127.0.0.1, is bounded in time, and stops by itself.
// This file reads the options and runs one scenario: the rush's phases (bench/scenarios/rush.mjs,
// with limit.mjs, bare.mjs and live.mjs); with --gate, the admission gate (scenarios/gate.mjs); with
// --roll, the staff list and student roll import (scenarios/roll.mjs); with --plans, the saved
// plans registered at the opening (scenarios/plans.mjs); with --builder, the timetable builder alone
// in Chromium, with no database or server (builder.mjs).
import { builderMain } from './builder.mjs';
import { build } from './lib/build.mjs';
import { createContext } from './lib/context.mjs';
import { parseOptions } from './lib/options.mjs';
import { cleanupAll } from './lib/processes.mjs';
import { prepareTemplate } from './lib/template.mjs';
import { gateMain } from './scenarios/gate.mjs';
import { plansMain } from './scenarios/plans.mjs';
import { rollMain } from './scenarios/roll.mjs';
import { rushMain } from './scenarios/rush.mjs';

const bench = createContext(parseOptions(process.argv.slice(2)));

async function main() {
  const { options } = bench;
  const started = performance.now();
  const m = bench.results.machine;
  console.log(
    `Daftar ${options.builder ? 'timetable-builder' : options.gate ? 'admission-gate' : options.roll ? 'roll-import' : options.plans ? 'plan-registration' : 'registration-rush'} benchmark: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}`,
  );
  if (options.builder) return builderMain(bench);
  build(bench);
  const setup = await prepareTemplate(bench);
  if (options.plans) {
    console.log(`Database: ${options.db}; ${options.students} students`);
    return plansMain(bench, setup);
  }
  console.log(
    `Database: ${options.db}; ${options.students} students, ${options.hot} hot subjects (${options['hot-seats']} seats each${options.waitlist ? `, ${options.waitlist} waiting on each` : ''}), ${options.normal} normal subjects`,
  );
  if (options.gate) return gateMain(bench, setup, started);
  if (options.roll) return rollMain(bench, setup);
  return rushMain(bench, setup);
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(
    `\nbenchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
} finally {
  await cleanupAll();
}
process.exit(exitCode);
