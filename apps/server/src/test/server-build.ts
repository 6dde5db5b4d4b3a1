import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths';

/**
 * Vitest's global setup for the suites that start servers as processes (startServerProcess):
 * builds `apps/server/dist` from the source once, as `npm start` does, so the processes they
 * start, kill and restart run what production runs.
 */
export default function setup() {
  execFileSync(process.execPath, [join(repoRoot, 'apps/server/build.mjs')], { stdio: 'inherit' });
}
