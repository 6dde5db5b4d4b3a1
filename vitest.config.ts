import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's suite that needs nothing but npm (scripts/test.mjs says
// how many files run at once).
export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/contract'],
  },
});
