import { API, type AdminPeriod, type ManagedUser } from '@daftar/contract';
import { api, expect, expectToast, prepare, signIn, test } from '../support/fixtures';
import { dismissToast } from '../support/screens';
import {
  checkScreen,
  openRegistration,
  searchBox,
  selectedList,
  subjectRow,
} from '../support/registration-page';

// Issue 44: a student under the bursary's finance hold sees it before their window opens, with
// how to clear it, and is refused with its reason; the registrar releases it in the console; the
// student's open page unblocks live and the student registers.

const REASON = 'Tuition fees of RM 1,250 for this semester are unpaid.';
const adminAccount = { username: 'admin', password: 'admin123' };
// A year no other journey's students are in, opened on its own a little later.
const YEAR = 4;
const OPENS_IN_MS = 25_000;

test('a held student is refused with the reason until the registrar releases the hold', async ({
  page,
  browser,
}) => {
  const code = `HLD${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await prepare.subject({
    code,
    name: 'Financial Literacy',
    year: YEAR,
    capacity: 10,
    lecturer: 'Dr. Hema a/p Subramaniam',
    meeting: { day: 5, startTime: '08:00', endTime: '10:00', room: 'DK 1' },
  });
  const adminToken = await prepare.admin();
  const student = await prepare.student('Nur Izzati binti Rahman');
  await api<ManagedUser>(API.adminUser(student.id), {
    method: 'PATCH',
    token: adminToken,
    body: { yearOfStudy: YEAR },
  });
  await api(API.adminHolds, {
    token: adminToken,
    body: {
      studentId: student.id,
      type: 'finance',
      reasonEn: REASON,
      reasonMs: 'Yuran pengajian RM 1,250 bagi semester ini belum dijelaskan.',
      howToClearEn: 'Pay at the bursary counter or through the student portal.',
      howToClearMs: 'Bayar di kaunter bendahari atau melalui portal pelajar.',
      contact: 'Bursary, bendahari@daftar.example.edu.my',
      blocks: ['register'],
    },
  });
  const period = (await api<AdminPeriod[]>(API.adminPeriods, { token: adminToken })).find(
    (p) => p.isCurrent,
  )!;
  const opensAt = new Date(Date.now() + OPENS_IN_MS).toISOString();
  await api(API.adminPeriod(period.id), {
    method: 'PATCH',
    token: adminToken,
    body: { yearOpenings: [{ year: YEAR, opensAt }] },
  });
  try {
    // Before the window: the dashboard says what blocks them, how to clear it and whom to ask.
    await signIn(page, student);
    const dashboardHold = page.getByRole('region', { name: 'A hold is on your record' });
    await expect(dashboardHold).toContainText(REASON);
    await expect(dashboardHold).toContainText('Pay at the bursary counter');
    await expect(dashboardHold).toContainText('bendahari@daftar.example.edu.my');
    await checkScreen(page, 'holds-dashboard');

    await openRegistration(page);
    const hold = page.getByRole('region', { name: 'A hold is on your record' });
    await expect(hold).toContainText(REASON);
    await expect(page.getByRole('region', { name: 'Registration period' })).toContainText(
      'Upcoming',
    );
    await searchBox(page).fill(code);
    await subjectRow(page, code)
      .getByRole('button', { name: `Add ${code}` })
      .click();
    await expectToast(page, new RegExp(`A finance hold stops you changing your registration`));
    await expectToast(page, REASON);
    await checkScreen(page, 'holds-registration-refused');

    // The registrar releases it in the console, in a browser of their own.
    const registrar = await (await browser.newContext()).newPage();
    await signIn(registrar, adminAccount);
    await registrar.getByRole('link', { name: 'Admin Panel' }).first().click();
    await registrar.getByRole('link', { name: 'People' }).click();
    await registrar.getByRole('searchbox', { name: 'Search people' }).fill(student.username);
    await registrar.getByRole('button', { name: `Actions for ${student.name}` }).click();
    await registrar.getByRole('menuitem', { name: 'Holds' }).click();
    const dialog = registrar.getByRole('dialog', { name: `Holds on ${student.name}` });
    await expect(dialog.getByRole('region', { name: 'Active holds' })).toContainText(REASON);
    await checkScreen(registrar, 'holds-console');
    await dialog.getByRole('button', { name: 'Release the Finance hold' }).click();
    await expect(dialog.getByText('No active holds.')).toBeVisible();

    // The student's open page unblocks by itself, and the bell says so; once the window opens,
    // they register.
    await expect(hold).toBeHidden();
    await dismissToast(page, 'Hold released');
    // ("Opens in" is the countdown; the status badge says when it has opened.)
    await expect(page.getByRole('region', { name: 'Registration period' })).toContainText(
      'Period status: Open',
      { timeout: OPENS_IN_MS + 15_000 },
    );
    await subjectRow(page, code)
      .getByRole('button', { name: `Add ${code}` })
      .click();
    await expect(selectedList(page).getByText(code)).toBeVisible();
    await registrar.context().close();
  } finally {
    await api(API.adminPeriod(period.id), {
      method: 'PATCH',
      token: adminToken,
      body: { yearOpenings: period.yearOpenings },
    });
  }
});
