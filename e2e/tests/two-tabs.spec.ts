import { baseUrl, expect, expectToast, prepare, signIn, test } from '../support/fixtures';
import {
  openRegistrationOf,
  openReviewList,
  secondPerson,
  studentSubmits,
  subjectLabel,
} from '../support/review-steps';

// A student with two tabs open: a decision reaches both, is kept once, and reading or clearing it
// in one tab shows in the other without a reload, and stays so after one.

test('the tabs of one student share one list of notifications', async ({ page, browser }) => {
  const advisor = await prepare.lecturer();
  const student = await prepare.student('Nur Aisyah binti Hassan', advisor);
  await studentSubmits(page, student, ['BBA1001']);
  // A second tab of the same browser, on the dashboard: signed in already.
  const otherTab = await page.context().newPage();
  await otherTab.goto(`${baseUrl()}/`);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const otherBell = otherTab.getByRole('button', { name: /^Notifications/ });
  for (const each of [bell, otherBell]) await expect(each).toHaveAccessibleName('Notifications');

  const review = await secondPerson(browser);
  await signIn(review, advisor);
  await openReviewList(review);
  await openRegistrationOf(review, student.name);
  await review.getByRole('button', { name: 'Approve BBA1001 Principles of Management' }).click();
  await expectToast(review, 'Subject approved');

  // Both tabs announce it; the list they share holds it once.
  for (const tab of [page, otherTab]) await expectToast(tab, 'Subject Approved!');
  for (const each of [bell, otherBell])
    await expect(each).toHaveAccessibleName('Notifications (1 unread)');
  await otherBell.click();
  const otherMenu = otherTab.getByRole('menu');
  const items = otherMenu.getByRole('menuitem').filter({ hasText: 'Subject Approved!' });
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(subjectLabel('BBA1001'));
  await expect(items).not.toContainText('updates');

  // Read in the other tab: this one's badge goes too.
  await otherMenu.getByRole('menuitem', { name: 'Mark all read' }).click();
  await expect(otherBell).toHaveAccessibleName('Notifications');
  await expect(bell).toHaveAccessibleName('Notifications');

  // Cleared in this tab: the other tab's list empties, and neither comes back after a reload.
  await otherTab.keyboard.press('Escape');
  await bell.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Clear all' }).click();
  await page.keyboard.press('Escape');
  await otherBell.click();
  await expect(otherMenu.getByText('No notifications')).toBeVisible();
  await otherTab.reload();
  await otherBell.click();
  await expect(otherTab.getByRole('menu').getByText('No notifications')).toBeVisible();

  await review.context().close();
});
