import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API,
  type AdminPeriod,
  type AdminSubject,
  type RegistrationSummary,
} from '@daftar/contract';
import { api, baseUrl, expect, expectToast, prepare, signIn, test } from '../support/fixtures';
import {
  checkScreen,
  confirmSubmission,
  searchBox,
  selectedList,
} from '../support/registration-page';
import {
  closeSubmittedDialog,
  openRegistrationOf,
  openReviewList,
  secondPerson,
} from '../support/review-steps';
import { malayDarkPerson, signInMalay } from '../support/malay';

// Issue 47: the semester after the window. An approved student drops one subject and adds
// another during add/drop (past the window), the advisor approves the amendment, and later,
// during the withdrawal stage, the student (now reading Malay, dark) withdraws from a subject and
// sees W on the history and the slip. The demo's current period is moved past its window for the
// journey and put back after it.

const campusDay = (offset: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const utcDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function journeySubjects(): Promise<AdminSubject[]> {
  const stamp = String(Date.now()).slice(-5);
  const subjects: AdminSubject[] = [];
  for (const [index, day] of [1, 2, 3].entries()) {
    subjects.push(
      await prepare.subject({
        code: `SAW${stamp}${index}`,
        name: `Semester Studio ${index + 1}`,
        year: 4,
        capacity: 10,
        lecturer: 'Dr. Hafizah binti Rahman',
        meeting: { day, startTime: '08:00', endTime: '09:00', room: 'DK5' },
      }),
    );
  }
  return subjects;
}

test('an approved student amends in add/drop, the advisor approves, and a withdrawal leaves W', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await prepare.admin();
  const advisor = await prepare.lecturer('Dr. Kamarul bin Ismail');
  const student = await prepare.student('Siti Khadijah binti Omar', advisor);
  const [kept, dropped, added] = await journeySubjects();
  for (const subject of [kept!, dropped!]) {
    await api(API.selectedSubjects, { token: student.token, body: { subjectId: subject.id } });
  }
  await api(API.submit, { token: student.token, body: {} });
  const queue = await api<RegistrationSummary[]>(API.reviewRegistrations, { token: advisor.token });
  const registration = queue.find((r) => r.student.name === student.name)!;
  await api(API.approveRegistration(registration.id), { token: advisor.token, body: {} });

  const periods = await api<AdminPeriod[]>(API.adminPeriods, { token: admin });
  const period = periods.find((p) => p.isCurrent)!;
  const patch = (body: object) =>
    api(API.adminPeriod(period.id), { token: admin, method: 'PATCH', body });
  try {
    // Past the window (its days read in UTC), add/drop open for five more Malaysian days.
    await patch({ endDate: utcDay(-1), addDropEndDate: campusDay(5) });

    await signIn(page, student);
    await page.goto(`${baseUrl()}/registration`);
    const banner = page.getByRole('region', { name: 'Registration period' });
    await expect(banner).toContainText('Add/drop');
    await expect(banner.getByText('Open now')).toBeVisible();
    await selectedList(page)
      .getByRole('button', { name: `Remove ${dropped!.code}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove Subject' }).click();
    await expectToast(page, `${dropped!.code} Semester Studio 2 has been removed`);
    await searchBox(page).fill(added!.code);
    await page.getByRole('button', { name: `Add ${added!.code}`, exact: true }).click();
    await expect(selectedList(page)).toContainText(added!.code);
    await checkScreen(page, 'amendment-student');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await confirmSubmission(page);
    await closeSubmittedDialog(page);

    // The advisor sees what the amendment changed, and approves the added subject.
    const desk = await secondPerson(browser);
    await signIn(desk, advisor);
    await openReviewList(desk);
    await openRegistrationOf(desk, student.name);
    const amendment = desk.getByRole('region', { name: 'Amendment' });
    await expect(amendment).toContainText(`Added`);
    await expect(amendment).toContainText(added!.code);
    await expect(amendment).toContainText('Dropped');
    await expect(amendment).toContainText(dropped!.code);
    await checkScreen(desk, 'amendment-advisor');
    await desk.getByRole('button', { name: `Approve ${added!.code} Semester Studio 3` }).click();
    await expectToast(desk, 'Subject approved');
    await expectToast(page, 'Subject Approved!');
    await expect(
      selectedList(page).getByRole('listitem').filter({ hasText: added!.code }),
    ).toContainText('Approved');

    // Withdrawal, in Malay and the dark theme.
    await patch({ withdrawalStartDate: campusDay(0), withdrawalEndDate: campusDay(10) });
    const malay = await malayDarkPerson(browser);
    await signInMalay(malay, student);
    await malay.goto(`${baseUrl()}/registration`);
    const card = malay.getByRole('region', { name: 'Tarik diri' });
    await card.getByRole('button', { name: 'Tarik diri daripada subjek' }).click();
    const dialog = malay.getByRole('dialog', { name: 'Tarik diri daripada subjek' });
    await dialog.getByLabel('Subjek').selectOption({ label: `${kept!.code} Semester Studio 1` });
    await dialog.getByLabel('Sebab').fill('Cuti sakit mulai minggu ke-6.');
    await checkScreen(malay, 'withdrawal-form-ms-dark');
    await dialog.getByRole('button', { name: 'Mohon Tarik Diri' }).click();
    await expect(
      malay
        .getByRole('region', { name: /Pemberitahuan/ })
        .getByText('Permohonan tarik diri dihantar kepada penasihat anda')
        .first(),
    ).toBeVisible();

    await desk.goto(`${baseUrl()}/admin`);
    const requests = desk.getByRole('region', { name: 'Withdrawal requests' });
    await expect(requests).toContainText('Cuti sakit mulai minggu ke-6.');
    await checkScreen(desk, 'withdrawal-advisor-desk');
    await requests
      .getByRole('button', { name: new RegExp(`^Approve ${student.name}'s withdrawal`) })
      .click();
    await expectToast(desk, 'Withdrawal approved');
    await expect(card).toContainText('Tarik diri (W)');

    // W on the history and the slip.
    await malay.goto(`${baseUrl()}/history`);
    const row = malay.getByRole('row').filter({ hasText: kept!.code });
    await expect(row).toContainText('W');
    await expect(row).toContainText('Tarik diri');
    await checkScreen(malay, 'withdrawn-history-ms-dark');
    await page.goto(`${baseUrl()}/history`);
    await expect(page.getByRole('row').filter({ hasText: kept!.code })).toContainText('Withdrawn');

    await malay.goto(`${baseUrl()}/registration`);
    const saving = malay.waitForEvent('download');
    await malay.getByRole('button', { name: 'Muat turun slip pendaftaran' }).first().click();
    const download = await saving;
    const dir = mkdtempSync(join(tmpdir(), 'daftar-slip-'));
    try {
      const file = join(dir, 'slip.pdf');
      await download.saveAs(file);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Pendaftaran dipinda');
      expect(text).toContain(kept!.code);
      expect(text).toContain('W (tarik diri)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await malay.context().close();
    await desk.context().close();
  } finally {
    await patch({
      endDate: period.endDate,
      addDropEndDate: period.addDropEndDate,
      withdrawalStartDate: null,
      withdrawalEndDate: null,
    });
  }
});

test("the registrar sets the later stages and reads the semester's Not Registered list", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = { username: 'admin', password: 'admin123' };
  const token = await prepare.admin();
  const periods = await api<AdminPeriod[]>(API.adminPeriods, { token });
  const period = periods.find((p) => p.isCurrent)!;
  const name = `Semester ${period.semester} ${period.academicYear}`;
  try {
    await signIn(page, admin);
    await page.goto(`${baseUrl()}/admin/semesters`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Semester' });
    const late = campusDay(30);
    await form.getByLabel('Late registration ends').fill(late);
    await form
      .getByLabel('Note to late registrants (English)')
      .fill('RM50 per subject, charged by the bursary.');
    await checkScreen(page, 'semester-later-stages-form');
    await form.getByRole('button', { name: /Save/ }).click();
    await expect(form).toBeHidden();
    const card = page.getByRole('listitem').filter({ hasText: name }).first();
    await expect(card).toContainText('RM50 per subject, charged by the bursary.');

    await page.getByRole('button', { name: `Not Registered: ${name}` }).click();
    const list = page.getByRole('dialog', { name: `Not Registered: ${name}` });
    await expect(list).toBeVisible();
    await checkScreen(page, 'semester-not-registered');
    await page.keyboard.press('Escape');

    const malay = await malayDarkPerson(browser);
    await signInMalay(malay, admin);
    await malay.goto(`${baseUrl()}/admin/semesters`);
    const malayName = `Semester ${period.semester} Sesi ${period.academicYear}`;
    await malay.getByRole('button', { name: `Tidak Berdaftar: ${malayName}` }).click();
    await expect(
      malay.getByRole('dialog', { name: `Tidak Berdaftar: ${malayName}` }),
    ).toBeVisible();
    await checkScreen(malay, 'semester-not-registered-ms-dark');
    await malay.context().close();
  } finally {
    await api(API.adminPeriod(period.id), {
      token,
      method: 'PATCH',
      body: { lateRegistrationEndDate: null, lateNote: null },
    });
  }
});
