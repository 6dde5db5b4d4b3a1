import { defineProject } from 'vitest/config';

// `*.redis.test.ts` need the machine's PostgreSQL and Redis: `npm run test:redis` runs them.
const redisSuite = process.env.DAFTAR_SUITE === 'redis';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: redisSuite ? ['src/**/*.redis.test.ts'] : ['src/**/*.test.ts'],
    exclude: redisSuite ? [] : ['src/**/*.redis.test.ts'],
    // Database-backed suites create their own database each; PostgreSQL ones need the time.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
