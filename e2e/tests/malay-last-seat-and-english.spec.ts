import { API, type Subject } from '@daftar/contract';
import {
  baseUrl,
  expect,
  expectToast,
  fillSubject,
  holdBackSeatCounts,
  prepare,
  signIn,
  test,
} from '../support/fixtures';
import { expectMalayToast, malayPerson, signInMalay } from '../support/malay';
import { checkScreen } from '../support/screens';

// Issue 18 in a browser whose language is Malay (Chromium's ms-MY): the last seat going while
// the page is open, and a switch to English that needs no reload and follows the account.
//
// The seed's WIX3001 has one section, no prerequisite and a few seats left, and no other journey
// adds it: the full-subject refusal fills it.

test.use({ locale: 'ms-MY' });

test('the last seat going while the page is open is refused as full, in Malay and in English', async ({
  page,
  browser,
}) => {
  const subjects = (await (
    await fetch(`${baseUrl()}${API.subjects}`, {
      headers: { authorization: `Bearer ${(await prepare.student('Catalogue Reader')).token}` },
    })
  ).json()) as Subject[];
  const subject = subjects.find((candidate) => candidate.code === 'WIX3001')!;
  expect(subject.prerequisites).toEqual([]);

  const english = await (
    await browser.newContext({ locale: 'en-GB', timezoneId: 'Asia/Kuala_Lumpur' })
  ).newPage();
  for (const [person, name] of [
    [page, 'Aisyah binti Rahman'],
    [english, 'Daniel Lim Wei Jie'],
  ] as const) {
    await holdBackSeatCounts(person);
    const student = await prepare.student(name);
    if (person === page) await signInMalay(person, student);
    else await signIn(person, student);
    await person.goto(`${baseUrl()}/registration`);
  }
  await page.getByRole('searchbox', { name: 'Cari subjek' }).fill(subject.code);
  await expect(
    page.getByRole('button', { name: `Tambah ${subject.code}`, exact: true }),
  ).toBeEnabled();
  await english.getByRole('searchbox', { name: 'Search subjects' }).fill(subject.code);
  await expect(
    english.getByRole('button', { name: `Add ${subject.code}`, exact: true }),
  ).toBeEnabled();

  await fillSubject(subject.id);

  await page.getByRole('button', { name: `Tambah ${subject.code}`, exact: true }).click();
  await expectMalayToast(page, 'Subjek Tidak Dapat Ditambah');
  await expectMalayToast(
    page,
    `${subject.code} ${subject.nameMs ?? subject.name} penuh: tiada tempat lagi.`,
  );
  await checkScreen(page, 'ms-registration-full');

  await english.getByRole('button', { name: `Add ${subject.code}`, exact: true }).click();
  await expectToast(english, 'Could Not Add Subject');
  await expectToast(english, `${subject.code} ${subject.name} is full: no seats are left.`);
  await checkScreen(english, 'en-registration-full');
  await english.context().close();
});

test('switching to English needs no reload, and the account keeps the choice', async ({
  page,
  browser,
}) => {
  const student = await prepare.student('Nurul Huda binti Azmi');
  await signInMalay(page, student);
  await expect(page.getByRole('heading', { name: 'Papan Pemuka Pelajar' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { e2eOpenPage?: boolean }).e2eOpenPage = true;
  });

  await page.getByRole('button', { name: 'BM: bahasa, Bahasa Melayu' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('daftar.language'))).toBe('en');
  expect(
    await page.evaluate(() => (window as unknown as { e2eOpenPage?: boolean }).e2eOpenPage),
    'the same page, never reloaded',
  ).toBe(true);

  // Another device whose browser prefers Malay: the account's English wins at sign-in.
  const elsewhere = await malayPerson(browser);
  await elsewhere.goto(`${baseUrl()}/auth/login`);
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'ms');
  await expect
    .poll(async () => {
      const res = await fetch(`${baseUrl()}${API.user}`, {
        headers: { authorization: `Bearer ${student.token}` },
      });
      return ((await res.json()) as { language: string | null }).language;
    })
    .toBe('en');
  await signInMalay(elsewhere, student);
  await expect(elsewhere.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
  await elsewhere.context().close();
});
