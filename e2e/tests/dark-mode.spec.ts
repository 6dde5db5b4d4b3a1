import { THEME_STORAGE_KEY } from '@daftar/contract';
import type { Page } from '@playwright/test';
import { baseUrl, expect, prepare, signIn, test } from '../support/fixtures';

// Issue 42: the app follows the device's light or dark setting, and the user menu offers System,
// Light or Dark, kept in this browser. The theme is set by the page's first inline script, so the
// first frame is already in it: no flash of white on a dark phone.

declare global {
  interface Window {
    darkAtFirstFrame?: boolean;
  }
}

/** Records, before the first frame is painted, whether the page was dark. */
async function watchFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      window.darkAtFirstFrame = document.documentElement.classList.contains('dark');
    });
  });
}

const firstFrameDark = (page: Page) => page.evaluate(() => window.darkAtFirstFrame);

test('a dark device gets the dark theme from the first frame, and the user menu can change it', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      refused.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await watchFirstFrame(page);

  await page.goto(`${baseUrl()}/auth/login`);
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await firstFrameDark(page)).toBe(true);
  // The page's background is the dark theme's, not white.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');

  await signIn(page, await prepare.student('Siti Hajar binti Yusof'));
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  // Light, by choice: kept in this browser, the first frame of the next visit light too.
  const userMenu = page.getByRole('button', { name: /: user menu$/ });
  await userMenu.click();
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeChecked();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await firstFrameDark(page)).toBe(false);

  // Back to the device's setting, which then follows the device as it changes.
  await userMenu.click();
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  // The page's policy allowed the theme's inline script, and nothing was refused.
  expect(refused).toEqual([]);
});
