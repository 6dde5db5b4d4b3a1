// `npm test`: every workspace's suite that needs nothing but npm. Its files spend much of their
// time waiting (a socket's reply, a timer, a page's next render), so two run per core: on a 2-core
// machine 174 s against 277 s with one per core (issue 41). Given on the command line because
// Vitest's projects do not inherit the root config's maxWorkers. test-pg.mjs does the same on PostgreSQL;
// the suites that spawn servers or share this machine's Redis (test-suite.mjs) keep Vitest's default.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const result = spawnSync(
  'npx',
  ['vitest', 'run', `--maxWorkers=${availableParallelism() * 2}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
