import type { Page } from '@playwright/test';
import { expectTitle, VIEWPORTS } from '../support/audit';
import { baseUrl, expect, expectAccessible, prepare, signIn, test } from '../support/fixtures';
import { animationsDone } from '../support/registration-page';
import {
  addSubject,
  selectedSubject,
  submitRegistration,
  type SubjectCode,
} from '../support/review-steps';

// Issue 17's audit, at 1280px and 390px, as a person sees it: the "Registration Submitted"
// dialog shown once per submission (defect 6), and the dashboard showing the registration's own
// state, with "Not submitted" for subjects the advisor does not have yet (7).

const today = () =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(new Date());

/** The dashboard's "Registration Status" card. */
const statusCard = (page: Page) =>
  page.locator('[data-slot="card"]').filter({
    has: page.getByRole('heading', { name: 'Registration Status', exact: true }),
  });

/** The subjects listed on the dashboard's "Selected Subjects" card. */
const dashboardSubject = (page: Page, code: SubjectCode) =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Selected Subjects', exact: true }) })
    .getByRole('listitem')
    .filter({ hasText: code });

async function goToDashboard(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();
  await expectTitle(page, 'Dashboard · Daftar');
}

/** The "Registration Submitted" dialog stays closed once the page has its status. */
async function expectNoSubmittedDialog(page: Page) {
  // The notice and the dialog both come from the status call: once one shows, the other would.
  // (By its text: an open modal dialog would hide the notice from the accessibility tree.)
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Registration Submitted' })).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("the dashboard shows the registration's own state and links to the schedule and history", async ({
      page,
    }) => {
      await signIn(page, await prepare.student('Muhammad Hafiz bin Osman'));
      await expectTitle(page, 'Dashboard · Daftar');
      await expect(statusCard(page)).toContainText('Your Registration');
      await expect(statusCard(page)).toContainText('Draft');
      await expect(statusCard(page)).toContainText('Add subjects, then submit them for approval.');

      // Two subjects chosen, not submitted: "Not submitted", never "Pending".
      await page.getByRole('link', { name: 'Continue Registration' }).click();
      for (const code of ['BBA1001', 'BEA1001'] as const) await addSubject(page, code);
      await expect(selectedSubject(page, 'BBA1001')).toContainText('Not submitted');
      await goToDashboard(page);
      await expect(statusCard(page)).toContainText('2 subjects not submitted yet.');
      for (const code of ['BBA1001', 'BEA1001'] as const) {
        await expect(dashboardSubject(page, code)).toContainText('Not submitted');
        await expect(dashboardSubject(page, code)).not.toContainText('Pending');
      }
      await animationsDone(page);
      await expectAccessible(page, `the dashboard with a draft at ${viewport.width}px`);

      // The dashboard links to the schedule, where the subjects are not submitted either.
      await statusCard(page).getByRole('link', { name: 'My Schedule' }).click();
      await expect(page).toHaveURL(`${baseUrl()}/schedule`);
      await expectTitle(page, 'My Schedule · Daftar');
      const scheduleCards = page.getByRole('region', { name: 'Registered Subjects' });
      await expect(scheduleCards.getByText('Not submitted')).toHaveCount(2);

      // Submitted: when, and how many of its subjects the advisor has decided; now "Pending".
      await page.getByRole('link', { name: 'Subject Registration', exact: true }).click();
      await submitRegistration(page);
      await goToDashboard(page);
      await expect(statusCard(page)).toContainText(`Submitted on ${today()} · 0 of 2 decided`);
      for (const code of ['BBA1001', 'BEA1001'] as const)
        await expect(dashboardSubject(page, code)).toContainText('Pending');
      await animationsDone(page);
      await expectAccessible(page, `the dashboard under review at ${viewport.width}px`);

      // The dashboard also links to the history.
      await statusCard(page).getByRole('link', { name: 'Registration History' }).click();
      await expect(page).toHaveURL(`${baseUrl()}/history`);
      await expectTitle(page, 'Registration History · Daftar');
    });

    test('"Registration Submitted" shows once per submission, not on every visit while under review', async ({
      page,
    }) => {
      await signIn(page, await prepare.student('Nurul Ain binti Yusof'));
      await page.getByRole('link', { name: 'Continue Registration' }).click();
      for (const code of ['BBA1001', 'KIX1001'] as const) await addSubject(page, code);
      // It opens after the submit; the student closes it and stays.
      await submitRegistration(page);

      // Away and back, and after a reload: it does not open again.
      await goToDashboard(page);
      await page.getByRole('link', { name: 'Continue Registration' }).click();
      await expectNoSubmittedDialog(page);
      await page.reload();
      await expectNoSubmittedDialog(page);
    });
  });
}
