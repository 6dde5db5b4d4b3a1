import { TOKEN_STORAGE_KEY } from '@daftar/contract';
import { baseUrl, expect, expectToast, prepare, signIn, test } from '../support/fixtures';

// Journey 5: the route guards, as a visitor, a student and a signed-in user meet them.

test('signed-out visitors are sent to the login screen', async ({ page }) => {
  for (const path of ['/', '/registration', '/schedule', '/history', '/admin', '/auth']) {
    await page.goto(`${baseUrl()}${path}`);
    await expect(page).toHaveURL(`${baseUrl()}/auth/login`);
    await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
  }
});

test('a student opening /admin is sent to the dashboard, and a signed-in user away from login', async ({
  page,
}) => {
  const student = await prepare.student('Farah binti Ismail');
  await signIn(page, student);
  await expect(page.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();
  await page.goto(`${baseUrl()}/admin`);
  await expect(page).toHaveURL(`${baseUrl()}/`);
  for (const path of ['/auth/login', '/auth/register']) {
    await page.goto(`${baseUrl()}${path}`);
    await expect(page).toHaveURL(`${baseUrl()}/`);
  }
});

test('an unknown path shows the 404 card', async ({ page }) => {
  await page.goto(`${baseUrl()}/no/such/page`);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test('logout returns to /auth with the logged-out toast', async ({ page }) => {
  const student = await prepare.student('Hafiz bin Osman');
  await signIn(page, student);
  await page.getByRole('button', { name: /Hafiz bin Osman/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth(\/login)?$/);
  await expectToast(page, 'You have been successfully logged out.');
  await page.goto(`${baseUrl()}/`);
  await expect(page).toHaveURL(`${baseUrl()}/auth/login`);
});

test('an expired token in localStorage ends the session', async ({ page }) => {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expired = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '5', role: 'student', ver: 0, exp: Math.floor(Date.now() / 1000) - 60 })}.signature`;
  await page.goto(`${baseUrl()}/auth/login`);
  await page.evaluate(
    ([key, token]) => localStorage.setItem(key!, token!),
    [TOKEN_STORAGE_KEY, expired],
  );
  await page.goto(`${baseUrl()}/`);
  await expect(page).toHaveURL(`${baseUrl()}/auth/login`);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
});
