import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Database-backed suites create their own database each; PostgreSQL ones need the time.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
