import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { freePort } from '../../apps/server/src/test/free-port';
import {
  startOpenIdProvider,
  TEST_CLIENT,
  type TestOpenIdProvider,
} from '../../apps/server/src/test/openid-provider';
import { startSmtpSink, type SmtpSink } from '../../apps/server/src/test/smtp-sink';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from '../support/fixtures';

// Issue 43: a student signs in with the university's account, through a real OpenID provider's
// own login and consent pages (npm's oidc-provider), and signs out of both; a person the
// university knows and Daftar does not is told so, in Malay; a lecturer who forgot their
// password gets a link by email (read back from a real SMTP server). This journey needs a Daftar of its
// own, started with the university's sign-in, beside the shared one.

const root = join(import.meta.dirname, '..', '..');
/** The seed's student (decisions.md section 4), found by the ID the provider's claim carries. */
const DEMO_STUDENT_ID = '034561';

let provider: TestOpenIdProvider;
let smtp: SmtpSink;
let server: ChildProcess;
let appUrl: string;
let dataDir: string;

test.beforeAll(async () => {
  appUrl = `http://127.0.0.1:${await freePort()}`;
  provider = await startOpenIdProvider(appUrl);
  provider.people.set('siti.unimas', { employeeId: DEMO_STUDENT_ID, name: 'Siti' });
  provider.people.set('stranger', { employeeId: '999999' });
  smtp = await startSmtpSink();
  dataDir = mkdtempSync(join(tmpdir(), 'daftar-e2e-oidc-'));
  server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: new URL(appUrl).port,
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'e2e.db')}`,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: appUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_MATCH: 'id',
      OIDC_ID_CLAIM: 'employeeId',
      OIDC_LABEL_EN: 'Sign in with UNIMAS account',
      OIDC_LABEL_MS: 'Log masuk dengan akaun UNIMAS',
      // Staff keep passwords, and may be sent a link when they forget theirs.
      PASSWORD_SIGNIN: 'staff',
      SMTP_URL: smtp.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`${appUrl}/readyz`).catch(() => null))?.ok, { timeout: 60_000 })
    .toBe(true);
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
  await provider.close();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The provider's own pages: its login form, then its consent ("Continue"). */
async function throughProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('the password the university checks');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a student signs in with the university account and out of both', async ({ page }) => {
  await page.goto(`${appUrl}/auth/login`);
  const universityButton = page.getByRole('link', { name: 'Sign in with UNIMAS account' });
  // Checked once the button is in, not while the card is still taking its place.
  await expect(universityButton).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await expectAccessible(page, 'the sign-in page with the university button');
  await universityButton.click();
  await throughProvider(page, 'siti.unimas');

  await expect(page.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(`${appUrl}/`);
  // The session is the password sign-in's: a token in local storage, none in any address.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);

  await page.getByRole('button', { name: /: user menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${appUrl}/auth/login`);
  await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();

  // The provider's session ended too: the next sign-in asks for the login again.
  await page.getByRole('link', { name: 'Sign in with UNIMAS account' }).click();
  await expect(page.locator('input[name="login"]')).toBeVisible();
});

test.describe('in Malay, on a phone', () => {
  test.use({ locale: 'ms-MY', viewport: { width: 390, height: 844 } });

  test('a person not on the roll is told to see the registrar', async ({ page }) => {
    await page.goto(`${appUrl}/auth/login`);
    await page.getByRole('link', { name: 'Log masuk dengan akaun UNIMAS' }).click();
    await throughProvider(page, 'stranger');

    await expect(page).toHaveURL(`${appUrl}/auth/university#refused=notOnRoll`);
    await expect(
      page.getByText(
        'Akaun universiti anda tiada dalam senarai pelajar semester ini: hubungi pejabat pendaftar.',
      ),
    ).toBeVisible();
    await expectAccessible(page, 'the not-on-the-roll page');
    await expectNoSidewaysScroll(page, 'the not-on-the-roll page');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('link', { name: 'Kembali ke log masuk' }).click();
    await expect(page.getByRole('heading', { name: 'Log Masuk ke Akaun Anda' })).toBeVisible();
  });
});

test('a lecturer who forgot their password sets a new one from the emailed link', async ({
  page,
}) => {
  // The seed's lecturer (decisions.md section 4) gives an email address first.
  const { token } = (await (
    await fetch(`${appUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'lecturer', password: 'lecturer123' }),
    })
  ).json()) as { token: string };
  const profile = await fetch(`${appUrl}/api/user/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email: 'pensyarah@unimas.test' }),
  });
  expect(profile.ok).toBe(true);

  await page.goto(`${appUrl}/auth/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Username or email').fill('lecturer');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await expect.poll(() => smtp.accepted.length).toBe(1);
  expect(smtp.accepted[0]!.to).toContain('pensyarah@unimas.test');
  const link = /http\S+\/auth\/reset-password#token=[\w-]+/.exec(smtp.accepted[0]!.text)![0];
  await page.goto(link);
  await page.getByLabel('New password').fill('a-new-password-1');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(`${appUrl}/`);

  // The link worked once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New password').fill('another-password-2');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(
    page.getByText('That link has expired or was already used. Ask for a new one.'),
  ).toBeVisible();
});
