import { API, type AdminSubject } from '@daftar/contract';
import type { Browser, Page } from '@playwright/test';
import { api, baseUrl, expect, prepare, signIn, test } from '../support/fixtures';
import { checkScreen, subjectRow } from '../support/registration-page';
import { secondPerson } from '../support/review-steps';

// Issue 46, decision 042: the registrar makes a second code share a subject's sections and
// seats in the subject's Edit form; a student finds that code, reads whose seats it shares, takes
// it in the owner's section, and sees the owner as added too; in Malay and the dark theme as well.

const ADMIN = { username: 'admin', password: 'admin123' };

async function malayDarkPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'ms-MY',
    timezoneId: 'Asia/Kuala_Lumpur',
    colorScheme: 'dark',
  });
  return context.newPage();
}

test('the registrar cross-lists a code with a subject, and a student takes it in that subject’s seats', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const token = await prepare.admin();
  const stamp = String(Date.now()).slice(-5);
  const owner = await prepare.subject({
    code: `XLO${stamp}`,
    name: 'Shared Design Studio',
    year: 3,
    capacity: 30,
    lecturer: 'Dr. Farid bin Hassan',
    meeting: { day: 5, startTime: '10:00', endTime: '12:00', room: 'DK4' },
  });
  const faculties = await api<{ id: number; code: string }[]>(API.adminFaculties, { token });
  const alias = await api<AdminSubject>(API.adminSubjects, {
    token,
    body: {
      code: `XLA${stamp}`,
      name: 'Design Studio for Engineers',
      credits: 3,
      year: 3,
      facultyId: faculties.find((f) => f.code === 'FSKTM')!.id,
    },
  });

  // The registrar makes the new code share the studio's sections and seats.
  await signIn(page, ADMIN);
  await page.goto(`${baseUrl()}/admin/catalogue`);
  await page.getByRole('searchbox', { name: 'Search subjects' }).fill(alias.code);
  const block = page.locator(`li[data-subject="${alias.code}"]`);
  await block.getByRole('button', { name: `Edit subject ${alias.code}` }).click();
  const form = page.getByRole('dialog', { name: `Edit ${alias.code}` });
  await form.getByRole('combobox', { name: 'Shares sections and seats with' }).click();
  await page.getByRole('option', { name: `${owner.code} · ${owner.name}` }).click();
  await checkScreen(page, 'admin-cross-listing-form');
  await form.getByRole('button', { name: 'Save Subject' }).click();
  await expect(form).toBeHidden();
  await expect(block).toContainText(
    `Cross-listed with ${owner.code}: students take it in the sections and seats of ${owner.code}.`,
  );
  await expect(block.getByRole('button', { name: `Add Section to ${alias.code}` })).toHaveCount(0);
  await checkScreen(page, 'admin-cross-listed-subject');

  // A student finds the code, reads whose seats it shares, and takes it.
  const student = await prepare.student('Nur Aisyah binti Ahmad');
  const learner = await secondPerson(browser);
  await signIn(learner, student);
  await learner.goto(`${baseUrl()}/registration`);
  const search = learner.getByRole('searchbox', { name: 'Search subjects' });
  await search.fill(alias.code);
  await learner.getByRole('button', { name: `View details of ${alias.code}` }).click();
  const details = learner.getByRole('dialog', { name: `${alias.code} ${alias.name}` });
  await expect(details).toContainText(
    `Shares its sections and seats with ${owner.code}: take one of the codes, not both.`,
  );
  await expect(details).toContainText('Dr. Farid bin Hassan');
  await checkScreen(learner, 'cross-listed-details');
  await details.getByRole('button', { name: 'Add Subject' }).click();
  await expect(details).toBeHidden();
  await expect(
    learner.getByRole('button', { name: `Added ${alias.code}`, exact: true }),
  ).toBeVisible();
  // Holding one code, the student sees the other as added.
  await search.fill(owner.code);
  await expect(
    subjectRow(learner, owner.code).getByRole('button', { name: `Added ${owner.code}` }),
  ).toBeVisible();
  const selection = await api<{ id: number; code: string }[]>(API.selectedSubjects, {
    token: student.token,
  });
  expect(selection).toMatchObject([{ id: owner.id, code: alias.code }]);
  await learner.context().close();

  // The same, in Malay and the dark theme.
  const malay = await malayDarkPage(browser);
  await malay.goto(`${baseUrl()}/auth/login`);
  await malay.getByLabel('Nama Pengguna').fill(student.username);
  await malay.getByLabel('Kata Laluan').fill(student.password);
  await malay.getByRole('button', { name: 'Log Masuk', exact: true }).click();
  await expect(malay).toHaveURL(`${baseUrl()}/`);
  await malay.goto(`${baseUrl()}/registration`);
  await malay.getByRole('searchbox', { name: 'Cari subjek' }).fill(alias.code);
  await malay.getByRole('button', { name: `Lihat butiran ${alias.code}` }).click();
  const malayDetails = malay.getByRole('dialog', { name: new RegExp(`^${alias.code} `) });
  await expect(malayDetails).toContainText(`Berkongsi seksyen dan tempat dengan ${owner.code}`);
  await checkScreen(malay, 'cross-listed-details-ms-dark');
  await malay.context().close();
});
