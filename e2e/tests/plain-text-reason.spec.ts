import type { Page } from '@playwright/test';
import { expect, expectToast, prepare, signIn, test } from '../support/fixtures';
import {
  failOnDialogs,
  giveReason,
  markOpenPage,
  openRegistrationOf,
  openReviewList,
  secondPerson,
  selectedSubject,
  studentSubmits,
} from '../support/review-steps';

// Journey 3: a whole registration rejected with a reason that looks like markup. Everywhere the
// student reads it, it is the literal text: no element is made from it and no script runs.

const REASON = 'Not approved: <script>alert(1)</script> see <b>bold</b> & "quotes"';

/** The reason is one text node in each subject, and no <b> or <script> came from it. */
async function expectNothingMadeOfTheMarkup(page: Page) {
  for (const code of ['BBA1001', 'BEA1001'] as const) {
    const reason = selectedSubject(page, code).getByText(`Reason: ${REASON}`, { exact: true });
    await expect(reason).toBeVisible();
    expect(await reason.evaluate((element) => element.children.length)).toBe(0);
  }
  await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
  await expect(page.locator('script', { hasText: 'alert(1)' })).toHaveCount(0);
}

test('a registration rejected with markup in its reason shows the reason as plain text', async ({
  page,
  browser,
}) => {
  const advisor = await prepare.lecturer('Prof. Madya Dr. Roslan bin Abu');
  const student = await prepare.student('Nurul Ain binti Hashim', advisor);
  const studentDialogs = failOnDialogs(page);

  await studentSubmits(page, student, ['BBA1001', 'BEA1001']);
  const openPage = await markOpenPage(page);

  const review = await secondPerson(browser);
  const reviewDialogs = failOnDialogs(review);
  await signIn(review, advisor);
  await openReviewList(review);
  await openRegistrationOf(review, student.name);
  await review.getByRole('button', { name: 'Reject registration', exact: true }).click();
  await expect(review.getByRole('dialog', { name: 'Reject Registration' })).toContainText(
    `Every subject in ${student.name}'s registration will be rejected.`,
  );
  await giveReason(review, 'Reject Registration', REASON);
  await expectToast(review, 'Registration rejected');
  // Back on the list, which no longer holds it.
  await expect(review.getByText('No pending registrations found. All caught up!')).toBeVisible();

  // The student's open page: both subjects rejected, the reason as typed.
  const reasonLine = `Reason: ${REASON}`;
  for (const code of ['BBA1001', 'BEA1001'] as const) {
    const item = selectedSubject(page, code);
    await expect(item).toContainText('Rejected');
    await expect(item.getByText(reasonLine, { exact: true })).toBeVisible();
  }
  await expectToast(page, 'Subject Rejected');
  await expect(page.getByRole('button', { name: 'Notifications (2 unread)' })).toBeVisible();

  // The bell's notifications carry it as text too.
  await page.getByRole('button', { name: 'Notifications (2 unread)' }).click();
  const notes = page
    .getByRole('menu')
    .getByRole('menuitem')
    .filter({ hasText: 'Subject Rejected' });
  await expect(notes).toHaveCount(2);
  for (const note of await notes.all()) await expect(note).toContainText(reasonLine);
  await page.keyboard.press('Escape');

  await expectNothingMadeOfTheMarkup(page);
  await openPage.expectStillOpen();

  // Reloaded from the server, still text.
  await page.reload();
  await expectNothingMadeOfTheMarkup(page);
  studentDialogs.expectNone();
  reviewDialogs.expectNone();
  await review.context().close();
});
