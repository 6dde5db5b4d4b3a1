import { ROLL_COLUMNS } from '@daftar/contract';
import { expect, expectToast, signIn, test } from '../support/fixtures';
import { checkScreen, dismissToast } from '../support/screens';

// Issue 43: the registrar brings the student roll in on the import screen's Student Roll tab. A
// problem is reported by row and column and changes nothing; a full roll's check says how many it
// would withdraw without withdrawing anyone; the import is made once, and the same file checked
// again is all unchanged. Then the People page gives the roll's students one advisor at once.

const adminAccount = { username: 'admin', password: 'admin123' };

test('the registrar checks, corrects and imports the student roll on its tab', async ({ page }) => {
  const suffix = Date.now().toString(36).slice(-6).toUpperCase();
  const ids = [`R${suffix}A`, `R${suffix}B`];
  const line = (id: string, name: string, faculty: string) =>
    [
      id,
      name,
      `${id.toLowerCase()}@siswa.example.edu.my`,
      faculty,
      'BCS',
      'Bachelor of Computer Science',
      'Ijazah Sarjana Muda Sains Komputer',
      '1',
      '2026/2027',
      '',
      'active',
      '', // no standing: the CGPA decides
    ].join(',');
  const roll = (faculty: string) => ({
    name: 'roll.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        ROLL_COLUMNS.join(','),
        line(ids[0]!, 'Nur Aisyah binti Ahmad', 'FSKTM'),
        line(ids[1]!, 'Tan Wei Ming', faculty),
      ].join('\n'),
    ),
  });

  await signIn(page, adminAccount);
  await page.getByRole('link', { name: 'Admin Panel' }).first().click();
  await page.getByRole('link', { name: 'Import' }).click();
  await page.getByRole('tab', { name: 'Student Roll' }).click();
  await expect(page.getByRole('heading', { name: 'Import Student Roll', level: 1 })).toBeVisible();

  await page.getByLabel('CSV file').setInputFiles(roll('FSKX'));
  await page.getByRole('button', { name: 'Check File' }).click();
  await expect(page.getByRole('heading', { name: '1 problem to fix' })).toBeVisible();
  const problem = page.getByRole('row').filter({ hasText: 'FSKX' });
  await expect(problem.getByRole('cell')).toHaveText([
    '3',
    'faculty_code',
    'Unknown faculty code "FSKX".',
  ]);
  await expect(page.getByRole('button', { name: 'Import Roll' })).toHaveCount(0);
  await checkScreen(page, 'admin-roll-problems');

  // Checked as the whole roll, the file would withdraw every other student: said, not done.
  await page.getByLabel('CSV file').setInputFiles(roll('FSKTM'));
  await page.getByRole('checkbox', { name: 'This file is the whole roll' }).check();
  await page.getByRole('button', { name: 'Check File' }).click();
  await expect(page.getByRole('heading', { name: 'Ready to import' })).toBeVisible();
  await expect(
    page.getByText(/Students: 2 new, 0 updated, 0 unchanged, [1-9]\d* withdrawn\./),
  ).toBeVisible();
  await checkScreen(page, 'admin-roll-ready');

  await page.getByRole('checkbox', { name: 'This file is the whole roll' }).uncheck();
  await page.getByRole('button', { name: 'Check File' }).click();
  const adds = 'Students: 2 new, 0 updated, 0 unchanged, 0 withdrawn.';
  await expect(page.getByText(adds)).toBeVisible();
  await page.getByRole('button', { name: 'Import Roll' }).click();
  await expectToast(page, adds);
  await dismissToast(page, 'Student Roll Imported');

  await page.getByRole('button', { name: 'Check File' }).click();
  await expect(
    page.getByText('Students: 0 new, 0 updated, 2 unchanged, 0 withdrawn.'),
  ).toBeVisible();

  // On the People page, the two students of the roll's programme get one advisor at once.
  await page.getByRole('link', { name: 'People' }).click();
  await page.getByRole('button', { name: 'Assign Advisors' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Advisors' });
  await dialog.getByLabel('Programme').selectOption({ label: 'BCS Bachelor of Computer Science' });
  await expect(dialog.getByRole('group', { name: '2 of 2 students selected' })).toBeVisible();
  await dialog.getByLabel('Advisor', { exact: true }).selectOption({ index: 1 });
  await checkScreen(page, 'admin-assign-advisors');
  await dialog.getByRole('button', { name: 'Assign to 2 students' }).click();
  await expectToast(page, 'Advisor assigned to 2 students');
  await expect(dialog).toHaveCount(0);
});
