import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's suite that needs nothing but npm.
export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/contract'],
  },
});
