import { expect, expectToast, prepare, signIn, test } from '../support/fixtures';
import {
  failOnDialogs,
  giveReason,
  markOpenPage,
  openRegistrationOf,
  openReviewList,
  reviewRow,
  secondPerson,
  selectedSubject,
  studentSubmits,
  subjectLabel,
} from '../support/review-steps';
import { checkScreen } from '../support/screens';

// Journey 2: the advisor decides in a second browser while the student watches their open
// registration page, which changes without a reload; the notifications outlive a reload. The
// open bell with its notifications is also checked with axe and photographed here.

const REASON = 'The prerequisite for this subject has not been completed.';

test('the advisor decides subjects and the student sees each decision live', async ({
  page,
  browser,
}) => {
  const advisor = await prepare.lecturer('Dr. Hidayah binti Rahim');
  const student = await prepare.student('Aiman bin Zulkifli', advisor);
  const studentDialogs = failOnDialogs(page);

  await studentSubmits(page, student, ['BBA1001', 'BEA1001', 'KIX1001']);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  for (const code of ['BBA1001', 'BEA1001', 'KIX1001'] as const)
    await expect(selectedSubject(page, code)).toContainText('Pending');
  const studentUrl = page.url();
  const openPage = await markOpenPage(page);

  // The advisor, at another computer.
  const review = await secondPerson(browser);
  await signIn(review, advisor);
  await expect(review.getByRole('heading', { name: 'Lecturer Dashboard' })).toBeVisible();
  await openReviewList(review);
  await expect(review.getByText('1 registration waiting')).toBeVisible();
  await openRegistrationOf(review, student.name);

  // Approve BBA1001.
  await review.getByRole('button', { name: 'Approve BBA1001 Principles of Management' }).click();
  await expectToast(review, 'Subject approved');
  await expect(reviewRow(review, 'BBA1001')).toContainText('Approved');
  await expect(
    review.getByRole('button', { name: 'Approve BBA1001 Principles of Management' }),
  ).toBeDisabled();

  // The student's page, untouched since: the toast, the badge and the status.
  expect(page.url()).toBe(studentUrl);
  await openPage.expectStillOpen();
  await expectToast(page, 'Subject Approved!');
  await expectToast(
    page,
    `Good news! Your registration for ${subjectLabel('BBA1001')} has been approved.`,
  );
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await expect(selectedSubject(page, 'BBA1001')).toContainText('Approved');
  await expect(selectedSubject(page, 'BEA1001')).toContainText('Pending');

  // Reject BEA1001 with a reason.
  await review.getByRole('button', { name: 'Reject BEA1001 Principles of Microeconomics' }).click();
  const reasonDialog = review.getByRole('dialog', { name: 'Reject Subject' });
  await expect(reasonDialog).toContainText(
    `${subjectLabel('BEA1001')} will be rejected for ${student.name}.`,
  );
  // Confirm waits for a reason that is more than blanks.
  await reasonDialog.getByLabel('Reason for rejection').fill('   ');
  await expect(reasonDialog.getByRole('button', { name: 'Reject Subject' })).toBeDisabled();
  await giveReason(review, 'Reject Subject', REASON);
  await expectToast(review, 'Subject rejected');
  await expect(reviewRow(review, 'BEA1001')).toContainText('Rejected');
  await expect(reviewRow(review, 'BEA1001')).toContainText(`Reason: ${REASON}`);
  await expect(reviewRow(review, 'KIX1001')).toContainText('Pending');

  // The student sees the rejection and its reason, still without a reload.
  expect(page.url()).toBe(studentUrl);
  await expectToast(page, 'Subject Rejected');
  await expectToast(
    page,
    `Your registration for ${subjectLabel('BEA1001')} has been rejected. Reason: ${REASON}`,
  );
  await expect(bell).toHaveAccessibleName('Notifications (2 unread)');
  await expect(selectedSubject(page, 'BEA1001')).toContainText('Rejected');
  await expect(selectedSubject(page, 'BEA1001')).toContainText(`Reason: ${REASON}`);
  await expect(selectedSubject(page, 'BBA1001')).toContainText('Approved');
  await expect(selectedSubject(page, 'KIX1001')).toContainText('Pending');
  // The rejected subject gives its credits back: 3 + 3 of the three 3-credit subjects remain.
  await expect(page.getByText('Total Credits: 6')).toBeVisible();
  expect(page.url()).toBe(studentUrl);
  await openPage.expectStillOpen();

  // After a reload, the bell still holds both, newest first, and both unread.
  await page.reload();
  // One subject is still pending, so the registration is still under review; the submitted
  // dialog was shown for this submission already and stays closed.
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Registration Submitted' })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications (2 unread)');
  await bell.click();
  const menu = page.getByRole('menu');
  const items = menu.getByRole('menuitem').filter({ hasText: 'Subject' });
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Subject Rejected');
  await expect(items.nth(0)).toContainText(`Reason: ${REASON}`);
  await expect(items.nth(1)).toContainText('Subject Approved!');
  await expect(items.nth(1)).toContainText(subjectLabel('BBA1001'));
  await expect(menu.getByText('Unread')).toHaveCount(2);
  // The open bell is one of the screens checked with axe and photographed (no toast covers it
  // after the reload).
  await checkScreen(page, 'notification-bell');

  // Mark all read: the badge goes, and that too is kept across a reload.
  await menu.getByRole('menuitem', { name: 'Mark all read' }).click();
  await expect(menu.getByText('Unread')).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Mark all read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.reload();
  await expect(selectedSubject(page, 'BEA1001')).toContainText(`Reason: ${REASON}`);
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(
    page.getByRole('menu').getByRole('menuitem').filter({ hasText: 'Subject' }),
  ).toHaveCount(2);

  studentDialogs.expectNone();
  await review.context().close();
});
