// The other sessions and processes on the machine: their CPU is measured before every phase.
import { machineBusyMs, sleep } from './processes.mjs';
import { fmt } from './stats.mjs';

/**
 * The CPU other processes use, in cores, over `ms` (the benchmark's own processes are idle then).
 * With --wait-quiet, waits until it is under 0.25 of a core (or the time is up) and says so.
 */
export async function waitForQuiet({ options }) {
  const sample = async (ms) => {
    const before = machineBusyMs();
    const self = process.cpuUsage();
    await sleep(ms);
    const own = process.cpuUsage(self);
    return (machineBusyMs() - before - (own.user + own.system) / 1000) / ms;
  };
  const deadline = Date.now() + options['wait-quiet'] * 1000;
  let busy = await sample(1000);
  while (busy > 0.25 && Date.now() < deadline) {
    console.log(`  other processes use ${fmt(busy, 2)} cores; waiting for a quieter machine...`);
    busy = await sample(5000);
  }
  console.log(`  other processes before this phase: ${fmt(busy, 2)} cores`);
  return busy;
}
