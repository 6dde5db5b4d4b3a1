import { API, type Subject } from '@daftar/contract';
import type { Page } from '@playwright/test';
import {
  api,
  baseUrl,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  prepare,
  screenshotBoth,
  test,
  type PreparedUser,
} from '../support/fixtures';
import { animationsDone, tabTo } from '../support/registration-page';
import { failOnDialogs, reviewRow, SUBJECTS, type SubjectCode } from '../support/review-steps';

// Issue 26's journey on the advisor's desk, by keyboard alone: the advisor signs in, filters the
// queue to Waiting, searches, opens the first registration, approves two subjects and rejects
// the third with a saved reason edited before sending, then takes the offer of the next waiting
// registration. Locators only find what should have the focus or what a person reads; every
// action is a key press.
//
// The world is made through the API for this test alone: a new advisor (a lecturer), whose queue
// holds only their own advisees, two new advisees who each submitted BBA1001, BEA1001 and
// KIX1001 (year-1 subjects without prerequisites that fit together whichever section), and two
// saved reasons of the advisor's.

const CODES = ['BBA1001', 'BEA1001', 'KIX1001'] as const satisfies readonly SubjectCode[];
const CLASH = 'This subject clashes with another in your timetable.';
const EDITED = `${CLASH} Please choose another section and submit again.`;

/** The student adds the three subjects and submits, through the API. */
async function submitThree(student: PreparedUser) {
  const subjects = await api<Subject[]>(API.subjects, { token: student.token });
  for (const code of CODES) {
    const subject = subjects.find((each) => each.code === code);
    if (!subject) throw new Error(`${code} is not in the catalogue`);
    await api(API.selectedSubjects, { token: student.token, body: { subjectId: subject.id } });
  }
  await api(API.submit, { method: 'POST', token: student.token });
}

/**
 * axe at 1280px and 390px, no sideways scrolling at either, and screenshots at both widths:
 * the whole page, or (`viewportOnly`, for a modal dialog) what the screen shows. The page is
 * scrolled to its top first, for the photograph only (the focus stays where it is), so the
 * sticky header is not drawn across the middle of a whole-page picture.
 */
async function checkBothWidths(page: Page, name: string, { viewportOnly = false } = {}) {
  await animationsDone(page);
  await expectAccessible(page, `${name} at 1280px`);
  await expectNoSidewaysScroll(page, `${name} at 1280px`);
  if (!viewportOnly) await page.evaluate(() => window.scrollTo(0, 0));
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  if (viewportOnly) {
    await page.screenshot({ path: `test-results/screens/${name}-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await animationsDone(page);
    await expectNoSidewaysScroll(page, name);
    await page.screenshot({ path: `test-results/screens/${name}-390.png` });
    await page.setViewportSize(size);
  } else {
    await screenshotBoth(page, name);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await animationsDone(page);
  await expectAccessible(page, `${name} at 390px`);
  await expectNoSidewaysScroll(page, `${name} at 390px`);
  await page.setViewportSize(size);
}

test('the advisor works through the waiting queue with the keyboard alone', async ({ page }) => {
  // Siblings with a family name no other journey uses: the search finds both, oldest first.
  // Letters only (digits become letters), so the names read as names on the screenshots.
  const tag = Date.now()
    .toString(36)
    .slice(-4)
    .replace(/\d/g, (digit) => 'qwrtyplkmn'[Number(digit)]!);
  const family = `Tahir${tag}`;
  const advisor = await prepare.lecturer('Dr. Farah binti Yusof');
  const first = await prepare.student(`Nur Aina binti ${family}`, advisor);
  const second = await prepare.student(`Haziq bin ${family}`, advisor);
  await submitThree(first);
  // A moment apart, so "Submitted, oldest first" puts the first one first by its time too.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await submitThree(second);
  for (const [title, text] of [
    ['Capacity', 'Every section of this subject is full.'],
    ['Clash', CLASH],
  ])
    await api(API.reasonTemplates, { token: advisor.token, body: { title, text } });

  const dialogs = failOnDialogs(page);
  const keyboard = page.keyboard;

  // Sign in.
  await page.goto(`${baseUrl()}/auth/login`);
  await tabTo(page, page.getByLabel('Username'));
  await keyboard.type(advisor.username);
  await keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await keyboard.type(advisor.password);
  await keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await expect(page.getByRole('heading', { name: 'Lecturer Dashboard' })).toBeVisible();

  // To the review page from the main navigation.
  const reviewLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Review Registrations' });
  await tabTo(page, reviewLink);
  await keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseUrl()}/admin`);
  await expect(page.getByRole('heading', { name: 'Registration Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending Registrations' })).toBeVisible();
  await expect(page.getByText('2 registrations waiting')).toBeVisible();

  // The status filter: Waiting, chosen explicitly (All first, then back to Waiting).
  const filters = page.getByRole('search', { name: 'Search and filter registrations' });
  const status = filters.getByRole('group', { name: 'Status' });
  const waiting = status.getByRole('button', { name: 'Waiting (2)' });
  const all = status.getByRole('button', { name: /^All \(\d+\)$/ });
  await tabTo(page, all);
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]status=all/);
  await expect(page.getByRole('heading', { name: 'All Registrations' })).toBeVisible();
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toBeFocused();
  await tabTo(page, waiting, { backwards: true });
  await keyboard.press('Space');
  await expect(waiting).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByRole('heading', { name: 'Pending Registrations' })).toBeVisible();
  await expect(waiting).toBeFocused();

  // Search for the first student by the family name: both siblings, the first one first.
  const search = filters.getByRole('searchbox', { name: 'Search by name or student ID' });
  await tabTo(page, search, { backwards: true });
  await keyboard.type(family);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${family}`));
  await expect(search).toBeFocused();
  const openFirst = page.getByRole('button', {
    name: `View Details of ${first.name}'s registration`,
  });
  const rows = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^View Details of/ }) });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(first.name);
  await expect(rows.nth(0)).toContainText('0 of 3 subjects decided');
  await expect(rows.nth(1)).toContainText(second.name);
  await expect(page.getByText('Showing 1-2 of 2 registrations')).toBeVisible();
  await checkBothWidths(page, 'advisor-desk-queue');

  // Open the first registration: its name's heading takes the focus.
  await tabTo(page, openFirst);
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]registration=\d+/);
  const queueUrl = new URL(page.url());
  expect(queueUrl.searchParams.get('q')).toBe(family);
  const firstHeading = page.getByRole('heading', { name: first.name });
  await expect(firstHeading).toBeFocused();
  const subjectRows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Approve / }) });
  await expect(subjectRows).toHaveCount(3);
  for (const [index, code] of CODES.entries()) {
    await expect(subjectRows.nth(index)).toContainText(code);
    await expect(subjectRows.nth(index)).toContainText('Pending');
  }
  const aside = page.getByRole('complementary', { name: 'About this registration' });
  await expect(aside.getByRole('heading', { name: 'Before you decide' })).toBeVisible();
  await checkBothWidths(page, 'advisor-desk-detail');

  // "?" shows the shortcuts; Escape puts them away.
  await keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Approve the current subject');
  await keyboard.press('Escape');
  await expect(help).toBeHidden();
  // Radix gives the focus back to the dialog's button a moment after the dialog is gone; a key
  // pressed before that (on a loaded CI machine) had its focus taken away again.
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeFocused();

  // K at the top stays on the first subject; A approves it, and the focus stays on its row.
  const [firstCode, secondCode, thirdCode] = CODES;
  await keyboard.press('k');
  await expect(reviewRow(page, firstCode)).toBeFocused();
  await expect(reviewRow(page, firstCode)).toHaveAttribute('aria-current', 'true');
  await keyboard.press('a');
  await expect(reviewRow(page, firstCode)).toContainText('Approved');
  await expect(
    page.getByRole('button', { name: `Approve ${firstCode} ${SUBJECTS[firstCode]}` }),
  ).toBeDisabled();
  await expect(reviewRow(page, firstCode)).toBeFocused();

  // J to the second, A.
  await keyboard.press('j');
  await expect(reviewRow(page, secondCode)).toBeFocused();
  await expect(reviewRow(page, secondCode)).toHaveAttribute('aria-current', 'true');
  await expect(reviewRow(page, firstCode)).not.toHaveAttribute('aria-current', 'true');
  await keyboard.press('a');
  await expect(reviewRow(page, secondCode)).toContainText('Approved');
  await expect(reviewRow(page, secondCode)).toBeFocused();
  await expect(reviewRow(page, thirdCode)).toContainText('Pending');

  // J to the third, R: the reject dialog, its reason box focused.
  await keyboard.press('j');
  await expect(reviewRow(page, thirdCode)).toBeFocused();
  await keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: 'Reject Subject' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    `${thirdCode} - ${SUBJECTS[thirdCode]} will be rejected for ${first.name}.`,
  );
  const reason = dialog.getByLabel('Reason for rejection');
  await expect(reason).toBeFocused();
  const confirm = dialog.getByRole('button', { name: 'Reject Subject' });
  await expect(confirm).toBeDisabled();

  // The saved reasons: Tab to the picker, open it, arrow to "Clash", Enter.
  const picker = dialog.getByRole('combobox', { name: 'Use a saved reason' });
  await tabTo(page, picker);
  await keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(page.getByRole('option', { name: 'Capacity' })).toBeFocused();
  await keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Clash' })).toBeFocused();
  await keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  // The text is in the box, and the focus is back in it to edit.
  await expect(reason).toHaveValue(CLASH);
  await expect(reason).toBeFocused();
  await checkBothWidths(page, 'advisor-desk-reject-dialog', { viewportOnly: true });
  await keyboard.press('ControlOrMeta+End');
  await keyboard.type(' Please choose another section and submit again.');
  await expect(reason).toHaveValue(EDITED);
  await expect(dialog.getByText(`${EDITED.length}/`)).toBeVisible();
  await tabTo(page, confirm);
  await keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(reviewRow(page, thirdCode)).toContainText('Rejected');
  await expect(reviewRow(page, thirdCode)).toContainText(`Reason: ${EDITED}`);
  await expect(reviewRow(page, firstCode)).toContainText('Approved');
  await expect(reviewRow(page, secondCode)).toContainText('Approved');

  // Every subject decided: the offer of the next registration, with the focus on it.
  const offer = page.getByRole('button', {
    name: `Open the next waiting registration: ${second.name}`,
  });
  await expect(page.getByText('Every subject of this registration is decided.')).toBeVisible();
  await expect(offer).toBeFocused();
  await checkBothWidths(page, 'advisor-desk-offer');
  await expect(offer).toBeFocused();
  await keyboard.press('Enter');

  // The second student's registration, its heading focused, its subjects all pending.
  const secondHeading = page.getByRole('heading', { name: second.name });
  await expect(secondHeading).toBeFocused();
  await expect(page.getByRole('heading', { name: first.name })).toHaveCount(0);
  const nextUrl = new URL(page.url());
  expect(nextUrl.searchParams.get('registration')).not.toBe(
    queueUrl.searchParams.get('registration'),
  );
  expect(nextUrl.searchParams.get('q')).toBe(family);
  for (const code of CODES) await expect(reviewRow(page, code)).toContainText('Pending');
  await expect(
    page.getByRole('button', { name: `Approve ${firstCode} ${SUBJECTS[firstCode]}` }),
  ).toBeEnabled();
  await checkBothWidths(page, 'advisor-desk-next');

  dialogs.expectNone();
});
