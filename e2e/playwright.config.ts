import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './support/chromium';

// `npm run test:e2e`: the built app on a free port with a fresh SQLite database, driven through
// Debian's Chromium (browser downloads are impossible on these machines).
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e-artifacts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'Asia/Kuala_Lumpur',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
