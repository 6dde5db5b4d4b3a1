import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectToast,
  prepare,
  screenshotBoth,
  signIn,
  test,
} from '../support/fixtures';
import {
  giveReason,
  openRegistrationOf,
  openReviewList,
  reviewRow,
  secondPerson,
  selectedSubject,
  studentSubmits,
} from '../support/review-steps';

// Issue 42, item 1: after a rejection the focus stays on the row, and a stray A four seconds
// later approved the subject the student had just been told was rejected. Now any change of a
// decided subject, by key or button, goes through a confirmation that says the student was told
// and asks the reason, which the student then reads with the new decision.

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const REJECTION = 'Take it after BBA1002.';
const CHANGE = 'The faculty allows it this semester as an elective.';

test('a key after a rejection asks to confirm the change, and the student is told why', async ({
  page,
  browser,
}) => {
  const advisor = await prepare.lecturer('Dr. Rosnah binti Salleh');
  const student = await prepare.student('Wong Kar Wai', advisor);
  const studentPage = await secondPerson(browser);
  await studentSubmits(studentPage, student, ['BBA1001', 'BEA1001']);

  await signIn(page, advisor);
  await openReviewList(page);
  await openRegistrationOf(page, student.name);
  // As in the audit: the advisor is on the row, and rejects it with R and a reason.
  await reviewRow(page, 'BBA1001').focus();
  await page.keyboard.press('r');
  await giveReason(page, 'Reject Subject', REJECTION);
  await expect(reviewRow(page, 'BBA1001')).toContainText('Rejected');
  await expect(selectedSubject(studentPage, 'BBA1001')).toContainText('Rejected');

  // The focus is back on the rejected row, the shortcuts' current subject: A opens the
  // confirmation, it does not approve. (With the student's window open as well, the page does not
  // have the system's focus, so the element that holds the page's focus is read directly.)
  await expect(reviewRow(page, 'BBA1001')).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(() => reviewRow(page, 'BBA1001').evaluate((row) => row === document.activeElement))
    .toBe(true);
  await page.keyboard.press('a');
  const change = page.getByRole('dialog', { name: 'Approve a Rejected Subject' });
  await expect(change).toBeVisible();
  await expect(change).toContainText(
    `${student.name} was already told that BBA1001 - Principles of Management was rejected.`,
  );
  const confirm = change.getByRole('button', { name: 'Approve Subject' });
  await expect(confirm).toBeDisabled();
  await expectAccessible(page, 'the confirmation of a changed decision');
  await screenshotBoth(page, 'decision-change-confirm');
  // Cancelled: nothing changed, for the advisor or the student.
  await page.keyboard.press('Escape');
  await expect(change).toBeHidden();
  await expect(reviewRow(page, 'BBA1001')).toContainText('Rejected');

  // The button asks the same; with a reason the change is made.
  await page.getByRole('button', { name: 'Approve BBA1001 Principles of Management' }).click();
  await expect(change).toBeVisible();
  await change.getByLabel('Reason for the change').fill(CHANGE);
  await confirm.click();
  await expect(change).toBeHidden();
  await expect(reviewRow(page, 'BBA1001')).toContainText('Approved');

  // The student sees the new decision live, and why it changed.
  await expect(selectedSubject(studentPage, 'BBA1001')).toContainText('Approved');
  await expectToast(studentPage, `Reason: ${CHANGE}`);
  await bellOf(studentPage).click();
  const told = studentPage
    .getByRole('menu')
    .getByRole('menuitem')
    .filter({ hasText: 'Subject Approved!' });
  await expect(told).toContainText(
    `It was rejected earlier; the decision has been changed. Reason: ${CHANGE}`,
  );
  await studentPage.keyboard.press('Escape');

  // The registrar's review is the same desk: R on the approved subject asks for the change too.
  const registrar = await secondPerson(browser);
  await signIn(registrar, { username: 'admin', password: 'admin123' });
  await registrar.goto(page.url());
  await expect(registrar.getByRole('heading', { name: student.name })).toBeVisible();
  await reviewRow(registrar, 'BBA1001').focus();
  await registrar.keyboard.press('r');
  const takeBack = registrar.getByRole('dialog', { name: 'Reject an Approved Subject' });
  await expect(takeBack).toContainText(`${student.name} was already told that BBA1001`);
  await takeBack.getByLabel('Reason for the change').fill('Over the credit limit after all.');
  await takeBack.getByRole('button', { name: 'Reject Subject' }).click();
  await expect(reviewRow(registrar, 'BBA1001')).toContainText('Rejected');
  await expect(selectedSubject(studentPage, 'BBA1001')).toContainText('Rejected');
  await expectToast(
    studentPage,
    'It was approved earlier; the decision has been changed. Reason: Over the credit limit after all.',
  );
});
