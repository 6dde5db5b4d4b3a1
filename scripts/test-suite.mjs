// `npm run test:redis` / `npm run test:reliability`: server suites that need this machine's
// PostgreSQL (127.0.0.1:5432, database test) and Redis (127.0.0.1:6379), or spawn servers.
import { spawnSync } from 'node:child_process';

const [suite, ...rest] = process.argv.slice(2);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...rest], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DAFTAR_SUITE: suite,
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  },
});
process.exit(result.status ?? 1);
