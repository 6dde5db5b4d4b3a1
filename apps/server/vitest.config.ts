import { defineProject } from 'vitest/config';

// Suites that need more than npm run on their own: `*.redis.test.ts` (PostgreSQL and Redis,
// `npm run test:redis`), `*.reliability.test.ts` (server processes killed and restarted,
// `npm run test:reliability`) and `*.documents.test.ts` (poppler-utils and zbar-tools read the
// PDFs back, `npm run test:documents`) and `*.prometheus.test.ts` (Debian's prometheus package
// checks and scrapes the figures, `npm run test:prometheus`) and `*.cluster.test.ts` (three
// processes behind Debian's HAProxy on PostgreSQL and Redis, `npm run test:cluster`). `npm test`
// runs everything else.
const SUITES = ['redis', 'reliability', 'documents', 'prometheus', 'cluster'];
const LONG = ['reliability', 'cluster'];
// Suites whose tests start the built server as processes (test/server-process.ts).
const SERVER_PROCESSES = ['redis', 'reliability', 'cluster'];
const suite = process.env.DAFTAR_SUITE;

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // With TEST_DATABASE_URL, one migrated database that each test app's database copies; for the
    // suites that start servers, the built server.
    globalSetup: [
      './src/test/postgres-template.ts',
      ...(SERVER_PROCESSES.includes(suite ?? '') ? ['./src/test/server-build.ts'] : []),
    ],
    include: suite ? [`src/**/*.${suite}.test.ts`] : ['src/**/*.test.ts'],
    exclude: suite ? [] : SUITES.map((name) => `src/**/*.${name}.test.ts`),
    // Database-backed suites create their own database each; PostgreSQL ones need the time.
    // A slow day's machine (npm test in 740 s rather than 300) took a route test past 30 s.
    testTimeout: LONG.includes(suite ?? '') ? 180_000 : 60_000,
    hookTimeout: 60_000,
    // Reliability tests start servers and load them; one file at a time keeps timings honest.
    fileParallelism: !LONG.includes(suite ?? ''),
  },
});
