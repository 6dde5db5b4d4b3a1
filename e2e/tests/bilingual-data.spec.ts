import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { baseUrl, expect, expectToast, prepare, signIn, test } from '../support/fixtures';
import { subjectRow } from '../support/registration-page';
import { checkScreen } from '../support/screens';
import { signInMalay } from '../support/malay';

// Issue 42, defect 7: subject and faculty names came in English only, so Malay screens and the
// Malay slip mixed in English ("GLT1003 Mandarin for Beginners bertindih dengan ..."). The demo
// catalogue now has both languages; a Malay reader sees the Malay, an English one the spec's
// English. The seed's WIA1005 and GLT1003 meet at the same time, so holding one refuses the other.

test.use({ locale: 'ms-MY' });

const malayToasts = (page: Page) => page.getByRole('region', { name: /Pemberitahuan/ });

async function addMalay(page: Page, code: string) {
  await page.getByRole('searchbox', { name: 'Cari subjek' }).fill(code);
  await page.getByRole('button', { name: `Tambah ${code}`, exact: true }).click();
}

test('in Malay, the catalogue, the selection and a clash name the subjects in Malay', async ({
  page,
}) => {
  const student = await prepare.student('Nurul Ain binti Zakaria');
  await signInMalay(page, student);
  await page.goto(`${baseUrl()}/registration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pendaftaran Subjek' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cari subjek' }).fill('GLT1003');
  const mandarin = page.getByRole('row').filter({ hasText: 'GLT1003' });
  await expect(mandarin).toContainText('Bahasa Mandarin untuk Pemula');
  await expect(mandarin).toContainText('Fakulti Bahasa dan Linguistik');
  await expect(mandarin).not.toContainText('Mandarin for Beginners');
  // The student may search by the name they know the subject by.
  await page.getByRole('searchbox', { name: 'Cari subjek' }).fill('Asas Pengaturcaraan');
  await expect(page.getByRole('row').filter({ hasText: 'WIX1002' })).toBeVisible();

  await addMalay(page, 'WIA1005');
  const selected = page
    .getByRole('list', { name: 'Subjek Pilihan Saya' })
    .getByRole('listitem')
    .filter({ hasText: 'WIA1005' });
  await expect(selected).toContainText('Asas Teknologi Rangkaian');
  await expect(
    malayToasts(page).getByText('WIA1005 Asas Teknologi Rangkaian kini dalam pilihan anda.'),
  ).toBeVisible();

  await addMalay(page, 'GLT1003');
  await expect(
    malayToasts(page)
      .getByText(
        'GLT1003 Bahasa Mandarin untuk Pemula bertindih dengan WIA1005 Asas Teknologi Rangkaian dalam jadual waktu anda.',
      )
      .first(),
  ).toBeVisible();
  await checkScreen(page, 'ms-registration-malay-names');

  // The subject's own page reads in Malay too.
  await page.getByRole('searchbox', { name: 'Cari subjek' }).fill('WIX1002');
  await page.getByRole('button', { name: 'Lihat butiran WIX1002' }).click();
  const details = page.getByRole('dialog', { name: /Asas Pengaturcaraan/ });
  await expect(details).toContainText('Asas Pengaturcaraan');
  await expect(details).toContainText('Penyelesaian masalah dan pengaturcaraan berstruktur');
});

test('the Malay slip names the subjects in Malay', async ({ page }) => {
  const student = await prepare.student('Muhammad Irfan bin Rosli');
  await signInMalay(page, student);
  await page.goto(`${baseUrl()}/registration`);
  await addMalay(page, 'GLT1003');
  await expect(
    page.getByRole('list', { name: 'Subjek Pilihan Saya' }).getByRole('listitem'),
  ).toContainText('Bahasa Mandarin untuk Pemula');

  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Muat turun slip pendaftaran' }).first().click();
  const download = await saving;
  const dir = mkdtempSync(join(tmpdir(), 'daftar-slip-'));
  try {
    const file = join(dir, 'slip.pdf');
    await download.saveAs(file);
    // Read back as a sponsor's office would (poppler's pdftotext, as the documents suite).
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Slip Pendaftaran Subjek');
    expect(text).toContain('Bahasa Mandarin untuk Pemula');
    expect(text).not.toContain('Mandarin for Beginners');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a catalogue file with subject_name_ms shows its subject in Malay to Malay readers', async ({
  page,
  browser,
}) => {
  // Year 4, so the journeys that count the faculty's first-year subjects find theirs alone.
  const code = `BIL${String(Date.now()).slice(-4)}`;
  const csv = [
    'subject_code,subject_name,subject_name_ms,credits,year,faculty_code,description,description_ms,prerequisites,section,capacity,lecturer,day,start,end,room',
    `${code},Bilingual Communication,Komunikasi Dwibahasa,2,4,FBL,Speaking across two languages.,Bertutur merentas dua bahasa.,,1,30,Dr. Halimah binti Osman,Sat,09:00,11:00,BK5`,
  ].join('\n');
  const registrar = await (
    await browser.newContext({ locale: 'en-GB', timezoneId: 'Asia/Kuala_Lumpur' })
  ).newPage();
  await signIn(registrar, { username: 'admin', password: 'admin123' });
  await registrar.goto(`${baseUrl()}/admin/import`);
  await expect(
    registrar.getByRole('heading', { name: 'Import Catalogue', level: 1 }),
  ).toBeVisible();
  await registrar.getByLabel('CSV file').setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await registrar.getByRole('button', { name: 'Check File' }).click();
  await expect(registrar.getByRole('heading', { name: 'Ready to import' })).toBeVisible();
  await registrar.getByRole('button', { name: 'Import Catalogue' }).click();
  await expectToast(registrar, /Subjects: 1 new, 0 updated/);
  // The registrar's catalogue, in English, keeps the English name.
  await registrar.goto(`${baseUrl()}/admin/catalogue`);
  await registrar.getByRole('searchbox', { name: 'Search subjects' }).fill('Dwibahasa');
  await expect(registrar.getByText(`${code} Bilingual Communication`).first()).toBeVisible();
  await registrar.context().close();

  const student = await prepare.student('Tan Jia Hui');
  await signInMalay(page, student);
  await page.goto(`${baseUrl()}/registration`);
  await page.getByRole('searchbox', { name: 'Cari subjek' }).fill(code);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Komunikasi Dwibahasa');
  await expect(row).not.toContainText('Bilingual Communication');
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test("the catalogue keeps the spec's English names", async ({ page }) => {
    const student = await prepare.student('Daniel Lim Wei Jie');
    await signIn(page, student);
    await page.goto(`${baseUrl()}/registration`);
    await page.getByRole('searchbox', { name: 'Search subjects' }).fill('GLT1003');
    await expect(subjectRow(page, 'GLT1003')).toContainText('Mandarin for Beginners');
    await expect(subjectRow(page, 'GLT1003')).toContainText('Faculty of Languages and Linguistics');
  });
});
