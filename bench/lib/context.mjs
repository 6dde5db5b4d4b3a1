// What every part of one benchmark run shares: the options, its temporary folder (removed at the
// end unless --keep), the JWT secret of the servers and the tokens, its databases, and the results
// as they come in.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { createDatabases } from './databases.mjs';
import { onCleanup } from './processes.mjs';

/** The repository's root (with a trailing slash). */
export const root = new URL('../..', import.meta.url).pathname;

/** One run's shared state: `{ root, options, work, secret, results, databases }`. */
export function createContext(options) {
  const work = mkdtempSync(join(tmpdir(), 'daftar-bench-'));
  if (!options.keep) onCleanup(() => rmSync(work, { recursive: true, force: true }));
  const secret = randomBytes(36).toString('base64url');
  const results = { machine: machine(), options: { ...options }, rounds: [], phases: {} };
  const bench = { root, options, work, secret, results };
  bench.databases = createDatabases(bench);
  return bench;
}

function machine() {
  let git = '';
  try {
    git = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    // Not a git checkout.
  }
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    git,
  };
}

/**
 * With --json, writes the results less the keys in `omit` (raw samples too big to keep); with
 * --keep, says where the temporary folder is.
 */
export function writeResults({ options, results, work }, omit) {
  if (options.json) {
    const serialisable = JSON.parse(
      JSON.stringify(results, (key, value) => (omit.includes(key) ? undefined : value)),
    );
    writeFileSync(options.json, `${JSON.stringify(serialisable, null, 2)}\n`);
    console.log(`\nresults written to ${options.json}`);
  }
  if (options.keep) console.log(`kept ${work}`);
}
