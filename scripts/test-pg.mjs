// Runs the server test suite against a real PostgreSQL: each test app makes its own database, so
// files run side by side as in `npm test`, two per core: their time is mostly PostgreSQL's, not
// this process's (on 2 cores 216 s against about 500 s with Vitest's default of one file at once).
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'server',
    `--maxWorkers=${availableParallelism() * 2}`,
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  },
);
process.exit(result.status ?? 1);
