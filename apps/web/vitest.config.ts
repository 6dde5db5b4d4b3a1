import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Page tests load their route on demand; on a busy CI machine that can take seconds, and on a
    // slow one (CI's machine some days runs npm test in 740 s rather than 300) over fifteen.
    testTimeout: 40_000,
    hookTimeout: 40_000,
  },
});
