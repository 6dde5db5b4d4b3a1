import type { Browser, Page } from '@playwright/test';
import { baseUrl, expect, prepare, test, type PreparedUser } from '../support/fixtures';

// Issue 42: the demo student signed in once on an English browser and then got English on a
// Malay phone: the first browser's language had been stored on the account as if chosen. Each
// browser now follows its own language until the person chooses one with a language switch;
// that choice then follows them everywhere.

const COPY = {
  'en-GB': { username: 'Username', password: 'Password', login: 'Login' },
  'ms-MY': { username: 'Nama Pengguna', password: 'Kata Laluan', login: 'Log Masuk' },
} as const;

/** A new browser whose language is `locale`, signed in through its own sign-in page. */
async function signInOn(
  browser: Browser,
  locale: keyof typeof COPY,
  student: PreparedUser,
): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const copy = COPY[locale];
  await page.goto(`${baseUrl()}/auth/login`);
  await page.getByLabel(copy.username).fill(student.username);
  await page.getByLabel(copy.password).fill(student.password);
  await page.getByRole('button', { name: copy.login, exact: true }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
  return page;
}

test('each browser keeps its own language until the person chooses one, which then follows them', async ({
  browser,
}) => {
  const student = await prepare.student('Nur Aisyah binti Ahmad');

  const laptop = await signInOn(browser, 'en-GB', student);
  await expect(laptop.getByRole('heading', { name: 'Student Dashboard', level: 1 })).toBeVisible();
  await laptop.context().close();

  // The Malay phone is in Malay: signing in on an English laptop chose nothing.
  const phone = await signInOn(browser, 'ms-MY', student);
  await expect(
    phone.getByRole('heading', { name: 'Papan Pemuka Pelajar', level: 1 }),
  ).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ms');

  // On the phone she chooses English: that is a choice, kept with her account.
  await phone.getByRole('button', { name: 'BM: bahasa, Bahasa Melayu' }).click();
  await phone.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(phone.getByRole('heading', { name: 'Student Dashboard', level: 1 })).toBeVisible();
  await phone.context().close();

  // Another Malay browser now opens in the English she chose.
  const tablet = await signInOn(browser, 'ms-MY', student);
  await expect(tablet.getByRole('heading', { name: 'Student Dashboard', level: 1 })).toBeVisible();
  await expect(tablet.locator('html')).toHaveAttribute('lang', 'en');
  await tablet.context().close();
});
