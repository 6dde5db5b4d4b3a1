import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's suite that needs nothing but npm.
export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/contract'],
    // Vitest's default is one worker fewer than there are cores: on a two-core machine one, and the
    // 130 files ran one after another, while most of a test's time is spent waiting (sockets,
    // timers, a page's next render), not computing. One worker per core halves the wall time there.
    maxWorkers: availableParallelism(),
  },
});
