import type { Browser, Locator, Page } from '@playwright/test';
import { baseUrl, expect } from './fixtures';

// What the Malay journeys (malay-*.spec.ts, issue 18) do in Malay: sign in, add, read and dismiss
// toasts, and find a selected subject, in a browser whose language is Malay.

/** A toast with this text, in the Malay toast region ("Pemberitahuan"). */
export async function expectMalayToast(page: Page, text: string | RegExp) {
  await expect(
    page
      .getByRole('region', { name: /Pemberitahuan/ })
      .getByText(text)
      .first(),
  ).toBeVisible();
}

/** Waits for the Malay toast titled `title` and dismisses it. */
export async function dismissMalayToast(page: Page, title: string) {
  const toast = page
    .getByRole('region', { name: /Pemberitahuan/ })
    .locator('li')
    .filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Tutup pemberitahuan' }).click();
  await expect(toast).toHaveCount(0);
}

/** Signs in through the Malay sign-in page. */
export async function signInMalay(page: Page, user: { username: string; password: string }) {
  await page.goto(`${baseUrl()}/auth/login`);
  await page.getByLabel('Nama Pengguna').fill(user.username);
  await page.getByLabel('Kata Laluan').fill(user.password);
  await page.getByRole('button', { name: 'Log Masuk', exact: true }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
}

/** A new browser window of a Malay-speaking person in Malaysia. */
export async function malayPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'ms-MY', timezoneId: 'Asia/Kuala_Lumpur' });
  return context.newPage();
}

/** The subject `code` in the Malay selection list. */
export const selected = (page: Page, code: string): Locator =>
  page
    .getByRole('list', { name: 'Subjek Pilihan Saya' })
    .getByRole('listitem')
    .filter({ hasText: code });

/** Searches for `code` and adds it, on the Malay registration page. */
export async function addMalay(page: Page, code: string) {
  await page.getByRole('searchbox', { name: 'Cari subjek' }).fill(code);
  await page.getByRole('button', { name: `Tambah ${code}`, exact: true }).click();
}

/** A Malay-speaking person's window in the dark theme: the screens in the other language and theme. */
export async function malayDarkPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'ms-MY',
    timezoneId: 'Asia/Kuala_Lumpur',
    colorScheme: 'dark',
  });
  return context.newPage();
}
