import type { Browser, Locator, Page } from '@playwright/test';
import { expect, signIn, type PreparedUser } from './fixtures';
import { confirmSubmission } from './registration-page';

/**
 * Steps shared by the review journeys and the review screens: a student adding subjects and
 * submitting them, and their advisor opening the registration, each through the interface.
 */

/**
 * Year-1 subjects without prerequisites and with plenty of seats, whose sections always leave
 * one combination free of clashes (BBA1001, BEA1001 and KIX1001 fit together whichever section
 * of each is picked).
 */
export const SUBJECTS = {
  BBA1001: 'Principles of Management',
  BEA1001: 'Principles of Microeconomics',
  KIX1001: 'Engineering Mathematics I',
} as const;
export type SubjectCode = keyof typeof SUBJECTS;

/** "BBA1001 - Principles of Management", as the notifications name a subject. */
export const subjectLabel = (code: SubjectCode) => `${code} - ${SUBJECTS[code]}`;

/** Fails the test on any alert, confirm or prompt the page opens (a script that ran). */
export function failOnDialogs(page: Page) {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    expectNone: () => expect(opened, 'browser dialogs opened by the page').toEqual([]),
  };
}

/**
 * Marks the document now shown, so the test can later prove it was never reloaded or left: the
 * mark lives only as long as this document.
 */
export async function markOpenPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { e2eOpenPage?: boolean }).e2eOpenPage = true;
  });
  return {
    expectStillOpen: async () =>
      expect(
        await page.evaluate(() => (window as unknown as { e2eOpenPage?: boolean }).e2eOpenPage),
        'the same page is still open, never reloaded',
      ).toBe(true),
  };
}

/** From the student's dashboard to /registration, as a student would get there. */
export async function openRegistrationPage(page: Page) {
  await page.getByRole('link', { name: 'Continue Registration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subject Registration' })).toBeVisible();
}

/** Finds the subject with the search box and adds it with the table's Add. */
export async function addSubject(page: Page, code: SubjectCode) {
  await page.getByRole('searchbox', { name: 'Search subjects' }).fill(code);
  await page.getByRole('button', { name: `Add ${code}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Added ${code}`, exact: true })).toBeVisible();
  await expect(selectedSubject(page, code)).toBeVisible();
}

/** One subject in "My Selected Subjects". */
export function selectedSubject(page: Page, code: SubjectCode): Locator {
  return page
    .getByRole('list', { name: 'My Selected Subjects' })
    .getByRole('listitem')
    .filter({ hasText: code });
}

/** Submits the selection, sees "Registration Submitted", and closes it to stay on the page. */
export async function submitRegistration(page: Page) {
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await confirmSubmission(page);
  await closeSubmittedDialog(page);
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
}

/**
 * "Registration Submitted" opens after a submit (or on the first visit to /registration after
 * submitting elsewhere), once per submission; its Close keeps the student on the page.
 */
export async function closeSubmittedDialog(page: Page) {
  const submitted = page.getByRole('dialog', { name: 'Registration Submitted' });
  await expect(submitted).toBeVisible();
  await submitted.getByRole('button', { name: 'Close' }).click();
  await expect(submitted).toBeHidden();
}

/** The student signs in, adds `codes` on /registration and submits, staying on that page. */
export async function studentSubmits(page: Page, student: PreparedUser, codes: SubjectCode[]) {
  await signIn(page, student);
  await openRegistrationPage(page);
  for (const code of codes) await addSubject(page, code);
  await submitRegistration(page);
}

/** A page of its own browser context, as a second person at another computer. */
export async function secondPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The reviewer, on the dashboard, goes to /admin and sees the list of pending registrations. */
export async function openReviewList(page: Page, navLink = 'Review Registrations') {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: navLink }).click();
  await expect(page.getByRole('heading', { name: 'Registration Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending Registrations' })).toBeVisible();
}

/** From the list, the detail of one student's registration. */
export async function openRegistrationOf(page: Page, studentName: string) {
  await page.getByRole('button', { name: `View Details of ${studentName}'s registration` }).click();
  await expect(page.getByRole('heading', { name: studentName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subjects', exact: true })).toBeVisible();
}

/** The row of one subject in the reviewer's detail. */
export function reviewRow(page: Page, code: SubjectCode): Locator {
  return page.getByRole('row').filter({ hasText: code });
}

/** Fills the reason dialog and confirms it. */
export async function giveReason(page: Page, dialogName: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason for rejection').fill(reason);
  await dialog.getByRole('button', { name: dialogName, exact: true }).click();
  await expect(dialog).toBeHidden();
}
