import type { Page } from '@playwright/test';
import { expect, expectToast, prepare, screenshotBoth, signIn, test } from '../support/fixtures';
import {
  giveReason,
  openRegistrationOf,
  openReviewList,
  reviewRow,
  secondPerson,
  studentSubmits,
  subjectLabel,
} from '../support/review-steps';

// Issue 21: the bell fills from the server's inbox, so news reaches people wherever they are.

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('decisions made while the student was away are in the bell when they sign in', async ({
  page,
  browser,
}) => {
  const advisor = await prepare.lecturer('Dr. Farah binti Osman');
  const student = await prepare.student('Tan Mei Ling', advisor);

  // The advisor's page is open while the student submits: the submission arrives live.
  const review = await secondPerson(browser);
  await signIn(review, advisor);
  await expect(bellOf(review)).toHaveAccessibleName('Notifications');

  const studentBrowser = await secondPerson(browser);
  await studentSubmits(studentBrowser, student, ['BBA1001', 'BEA1001', 'KIX1001']);
  await expectToast(review, 'Tan Mei Ling submitted 3 subjects for review');
  await expect(bellOf(review)).toHaveAccessibleName('Notifications (1 unread)');
  await expect(
    review.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: /Review Registrations.*1 waiting/,
    }),
  ).toBeVisible();
  // The student closes their browser.
  await studentBrowser.context().close();

  // The advisor decides all three while the student is away.
  await openReviewList(review);
  await openRegistrationOf(review, student.name);
  for (const code of ['BBA1001', 'KIX1001'] as const) {
    await review
      .getByRole('button', { name: `Approve ${subjectLabel(code).replace(' - ', ' ')}` })
      .click();
    await expect(reviewRow(review, code)).toContainText('Approved');
  }
  await review.getByRole('button', { name: 'Reject BEA1001 Principles of Microeconomics' }).click();
  await giveReason(review, 'Reject Subject', 'Take it after BEA1002.');
  await expect(reviewRow(review, 'BEA1001')).toContainText('Rejected');

  // Next visit, in a new browser: the three decisions, once each, and one toast that says so.
  await signIn(page, student);
  await expectToast(page, /While you were away/);
  await expectToast(page, '3 decisions');
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName('Notifications (3 unread)');
  await bell.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').filter({ hasText: 'Subject Approved!' })).toHaveCount(2);
  const rejected = menu.getByRole('menuitem').filter({ hasText: 'Subject Rejected' });
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toContainText('Reason: Take it after BEA1002.');
  await screenshotBoth(page, 'inbox-while-away');
  await page.keyboard.press('Escape');

  // A second browser of the same student has them too; reading them all in one reads them in both.
  const otherBrowser = await secondPerson(browser);
  await signIn(otherBrowser, student);
  await expect(bellOf(otherBrowser)).toHaveAccessibleName('Notifications (3 unread)');
  await bell.click();
  await menu.getByRole('menuitem', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(bellOf(otherBrowser)).toHaveAccessibleName('Notifications');

  // The advisor's submission notification is still there on their next sign-in.
  const advisorAgain = await secondPerson(browser);
  await signIn(advisorAgain, advisor);
  await bellOf(advisorAgain).click();
  await expect(
    advisorAgain.getByRole('menu').getByRole('menuitem', {
      name: /Tan Mei Ling submitted 3 subjects for review/,
    }),
  ).toBeVisible();

  for (const other of [review, otherBrowser, advisorAgain]) await other.context().close();
});
