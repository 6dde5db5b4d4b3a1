import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { API, type AdminFaculty } from '@daftar/contract';
import type { Page } from '@playwright/test';
import {
  api,
  baseUrl,
  expect,
  expectAccessible,
  expectToast,
  prepare,
  signIn,
  test,
} from '../support/fixtures';
import { startServer, type RunningServer } from '../support/global-setup';

// Issue 42, defects 5, 9 and 10: a university starting empty is guided step by step; the
// dashboard's announcements are the registrar's, in both languages; the footer's pages are real,
// public, and the registrar's to edit.

const root = join(import.meta.dirname, '..', '..');

/** Signs in at `origin` (the empty university's own server), as a person would. */
async function signInAt(page: Page, origin: string, user: { username: string; password: string }) {
  await page.goto(`${origin}/auth/login`);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${origin}/`);
}

test.describe('a university starting empty', () => {
  let empty: RunningServer;
  const registrar = { username: 'registrar', password: 'registrar-pass1' };

  test.beforeAll(async () => {
    empty = await startServer({ SEED: 'none' });
    // The first account of an empty university is made on the server's command line.
    execFileSync(
      process.execPath,
      [
        join(root, 'apps/server/dist/cli.js'),
        'create',
        '--role',
        'admin',
        '--username',
        registrar.username,
        '--password',
        registrar.password,
        '--name',
        'Puan Rosmah binti Idris',
      ],
      { cwd: root, env: { ...process.env, DATABASE_URL: empty.databaseUrl } },
    );
  });
  test.afterAll(() => empty.stop());

  test('the setup checklist guides the registrar and ticks each step as it is done', async ({
    page,
  }) => {
    await signInAt(page, empty.baseUrl, registrar);
    // No made-up semester: the footer says there is none.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('No semester is current yet');
    await expect(footer).not.toContainText('Semester 6');

    await page.getByRole('link', { name: 'Admin Panel' }).first().click();
    const checklist = page.getByRole('region', { name: 'Set Up Your University' });
    await expect(checklist).toBeVisible();
    await expect(checklist).toContainText('0 of 5 steps done');
    const steps = checklist.getByRole('listitem');
    await expect(steps).toHaveText([
      /Create the semester \(to do\)/,
      /Add the faculties \(to do\)/,
      /Bring in the catalogue \(to do\)/,
      /Add lecturers and students \(to do\)/,
      /Open registration \(to do\)/,
    ]);
    await expect(steps.first()).toHaveAttribute('aria-current', 'step');
    await expectAccessible(page, 'the setup checklist');

    // The Import tab, empty before, says what to do first and leads there.
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    const notice = page.getByRole('note');
    await expect(notice).toContainText('First: Create the semester');
    await notice.getByRole('link', { name: 'Go to Semesters' }).click();
    await expect(page.getByRole('heading', { name: 'Semesters', level: 1 })).toBeVisible();
    await expect(page.getByText('No semester has been set up yet. Start here')).toBeVisible();

    // Step 1, done in the console: a semester open today, made current.
    const today = new Date();
    const day = (offset: number) =>
      new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('button', { name: 'New Semester' }).click();
    const form = page.getByRole('dialog', { name: 'New Semester' });
    await form.getByLabel('Semester number').fill('1');
    await form.getByLabel('Academic year').fill('2026/2027');
    await form.getByLabel('Registration opens').fill(day(-1));
    await form.getByLabel('Registration closes').fill(day(20));
    await form.getByLabel('Make it the current semester').check();
    await form.getByRole('button', { name: 'Save Semester' }).click();
    await expect(form).toBeHidden();
    await expect(footer).toContainText('Semester 1, 2026/2027');

    await page.getByRole('link', { name: 'Review', exact: true }).click();
    // The semester opened yesterday, so registration is open too: two steps done.
    await expect(checklist).toContainText('2 of 5 steps done');
    await expect(steps.nth(0)).toContainText('Create the semester (done)');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(4)).toContainText('Open registration (done)');

    // Step 2, done elsewhere: the checklist reads the data, wherever it came from.
    const { token } = await (
      await fetch(`${empty.baseUrl}${API.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registrar),
      })
    ).json();
    const faculty = await fetch(`${empty.baseUrl}${API.adminFaculties}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'FSKTM', name: 'Faculty of Computer Science' }),
    });
    expect(((await faculty.json()) as AdminFaculty).code).toBe('FSKTM');
    await page.reload();
    await expect(checklist).toContainText('3 of 5 steps done');
    await expect(steps.nth(1)).toContainText('Add the faculties (done, 1 faculty)');
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await steps.nth(2).getByRole('link', { name: 'Import the Catalogue' }).click();
    await expect(page.getByRole('heading', { name: 'Import Catalogue', level: 1 })).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Semester' })).toContainText(
      'Semester 1 2026/2027',
    );
  });
});

test('an announcement the registrar writes reaches the student in both languages, until retired', async ({
  page,
  browser,
}) => {
  const title = `Library hours ${Date.now().toString(36)}`;
  const tajuk = `Waktu perpustakaan ${Date.now().toString(36)}`;
  await signIn(page, { username: 'admin', password: 'admin123' });
  await page.getByRole('link', { name: 'Admin Panel' }).first().click();
  await page.getByRole('link', { name: 'Announcements' }).click();
  // The demo's announcements are the spec's two.
  await expect(
    page.getByRole('heading', { name: /New Registration System Launched/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /Registration Period Extended/ })).toBeVisible();

  await page.getByRole('button', { name: 'New Announcement' }).click();
  const form = page.getByRole('dialog', { name: 'New Announcement' });
  const english = form.getByRole('group', { name: 'English' });
  const malay = form.getByRole('group', { name: 'Bahasa Melayu' });
  await english.getByLabel('Title').fill(title);
  await english.getByLabel('Text').fill('The library stays open until midnight this week.');
  await form.getByRole('button', { name: 'Save Announcement' }).click();
  // Both languages are asked for.
  await expect(malay.getByLabel('Title')).toHaveAccessibleDescription(
    'The title must be 1 to 150 characters in each language',
  );
  await malay.getByLabel('Title').fill(tajuk);
  await malay.getByLabel('Text').fill('Perpustakaan dibuka hingga tengah malam minggu ini.');
  await expectAccessible(page, 'the announcement form');
  await form.getByRole('button', { name: 'Save Announcement' }).click();
  await expectToast(page, 'Announcement Saved');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  const studentPage = await (await browser.newContext()).newPage();
  const student = await prepare.student('Nur Aisyah binti Rahman');
  await signIn(studentPage, student);
  const news = studentPage.getByRole('heading', { name: 'Announcements' }).locator('../..');
  await expect(news.getByRole('heading', { name: title })).toBeVisible();
  await expect(news).toContainText('The library stays open until midnight this week.');
  await studentPage
    .getByRole('banner')
    .getByRole('button', { name: /\bEN\b|English/ })
    .click();
  await studentPage.getByRole('menuitemradio', { name: 'Bahasa Melayu' }).click();
  const berita = studentPage.getByRole('heading', { name: 'Pengumuman' }).locator('../..');
  await expect(berita.getByRole('heading', { name: tajuk })).toBeVisible();
  await expect(berita).toContainText('Perpustakaan dibuka hingga tengah malam minggu ini.');

  await row.getByRole('button', { name: `Retire ${title}` }).click();
  await expectToast(page, 'Announcement Retired');
  await expect(row.getByText('Retired', { exact: true })).toBeVisible();
  await studentPage.reload();
  await expect(
    studentPage.getByRole('heading', { name: 'Tempoh Pendaftaran Dilanjutkan' }),
  ).toBeVisible();
  await expect(studentPage.getByRole('heading', { name: tajuk })).toHaveCount(0);
});

test('the footer opens real public pages, and an edit by the registrar shows', async ({
  page,
  browser,
}) => {
  // Signed out: the privacy notice is readable before anyone has an account.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${baseUrl()}/auth/login`);
  await visitor.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(visitor).toHaveURL(`${baseUrl()}/privacy`);
  await expect(visitor.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('main')).toContainText('Personal Data Protection Act 2010');
  await expect(visitor.getByRole('heading', { name: 'How long we keep it' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Edit this page' })).toHaveCount(0);
  await expectAccessible(visitor, 'the privacy notice, signed out');
  await visitor.getByRole('button', { name: 'Bahasa Melayu' }).click();
  await expect(visitor.getByRole('heading', { name: 'Dasar Privasi', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('main')).toContainText('Akta Perlindungan Data Peribadi 2010');

  // Signed in: the footer's links lead to the same pages; Help shows the Help dialog's guide.
  await signIn(page, { username: 'admin', password: 'admin123' });
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Semester 6, 2024/2025');
  await page.getByRole('button', { name: 'Academic Calendar' }).click();
  await expect(page.getByRole('dialog', { name: 'Academic Calendar 2024/2025' })).toBeVisible();
  await page.keyboard.press('Escape');
  await footer.getByRole('link', { name: 'Help Center' }).click();
  await expect(page.getByRole('heading', { name: 'Help Center', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Registration Guide' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Common questions' })).toBeVisible();

  // The registrar rewrites the terms; what is typed stays text, never markup.
  await page.goto(`${baseUrl()}/terms`);
  await page.getByRole('button', { name: 'Edit this page' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Terms of Service' });
  await editor
    .getByLabel('Text in English')
    .fill('## Fair use\nHold only the seats you mean to take.\n\n<b>bold?</b>');
  await editor
    .getByLabel('Text in Malay')
    .fill('## Penggunaan adil\nPegang hanya tempat yang anda ingin ambil.');
  await editor.getByRole('button', { name: 'Save Page' }).click();
  await expectToast(page, 'Page saved');
  await expect(page.getByRole('heading', { name: 'Fair use' })).toBeVisible();
  await expect(page.getByText('<b>bold?</b>')).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);

  await visitor.goto(`${baseUrl()}/terms`);
  await expect(visitor.getByRole('heading', { name: 'Penggunaan adil' })).toBeVisible();
  await visitor.getByRole('button', { name: 'English' }).click();
  await expect(visitor.getByRole('heading', { name: 'Fair use' })).toBeVisible();
  // The page's text is the registrar's, kept through the API.
  const page_ = await api<{ body: { en: string } }>(API.sitePage('terms'));
  expect(page_.body.en).toContain('Hold only the seats you mean to take.');
});
