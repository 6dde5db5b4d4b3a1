import type { Locator, Page } from '@playwright/test';
import { API } from '@daftar/contract';
import {
  baseUrl,
  expect,
  expectAccessible,
  expectToast,
  prepare,
  signIn,
  test,
} from '../support/fixtures';
import {
  animationsDone,
  chosenOption,
  confirmSubmission,
  detailsDialog,
  openRegistration,
  searchBox,
  selectedList,
  subjectRow,
} from '../support/registration-page';
import {
  addSubject,
  closeSubmittedDialog,
  giveReason,
  openRegistrationOf,
  openReviewList,
  secondPerson,
  selectedSubject,
  studentSubmits,
} from '../support/review-steps';

// Issue 17's audit of the registration page, at 1280px and 390px, as a student sees it: a long
// faculty name (defect 1), Submit once every subject is decided (2), removing an approved
// subject (3) and the server's failures in words (5).

const LONG_FACULTY = 'Faculty of Computer Science and Information Technology';
const ALL_DECIDED = 'Every subject has been decided. Add a subject to submit again.';

// The layout checks are soft: one run reports every way a screen is too wide.

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, `the page's width ${what}`).toBeLessThanOrEqual(clientWidth);
}

/** Where `element` sits across the window. */
async function across(element: Locator, what: string) {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${what} is not on screen`);
  return { left: box.x, right: box.x + box.width };
}

/** `inner` lies wholly between the left and right edges of `outer`. */
async function expectWithin(inner: Locator, outer: { left: number; right: number }, what: string) {
  const box = await across(inner, what);
  expect.soft(box.left, `${what}: left edge`).toBeGreaterThanOrEqual(outer.left);
  expect.soft(box.right, `${what}: right edge`).toBeLessThanOrEqual(outer.right);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('a long faculty name ends in an ellipsis, shows whole in its list, and never widens the page', async ({
      page,
    }) => {
      await signIn(page, await prepare.student('Nurul Huda binti Ismail'));
      await openRegistration(page);

      const faculty = page.getByRole('combobox', { name: 'Faculty' });
      await faculty.selectOption({ label: LONG_FACULTY });
      await expect(chosenOption(faculty)).toHaveText(LONG_FACULTY);
      await searchBox(page).fill('WIX1001');
      await expect(subjectRow(page, 'WIX1001')).toBeVisible();

      // Nothing scrolls sideways, down to the narrowest phones, and Add stays on screen.
      for (const width of viewport.width < 768 ? [390, 320] : [1280]) {
        await page.setViewportSize({ width, height: viewport.height });
        await expectNoSidewaysScroll(page, `at ${width}px with the long faculty chosen`);
        await expectWithin(
          page.getByRole('button', { name: 'Add WIX1001', exact: true }),
          { left: 0, right: width },
          `Add at ${width}px`,
        );
      }
      await page.setViewportSize(viewport);

      // The select (the browser's own, whose list shows each name whole) cuts the chosen name
      // with an ellipsis inside its box, the arrow stays in the box, and the title gives the name
      // whole.
      const cut = await faculty.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) throw new Error('no canvas');
        context.font = style.font;
        const room =
          select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return {
          // A select's overflow computes to clip, whatever is asked.
          ellipsis: style.textOverflow === 'ellipsis' && style.overflowX !== 'visible',
          truncated: context.measureText(select.selectedOptions[0]?.text ?? '').width > room,
        };
      });
      expect.soft(cut, 'the chosen faculty in the select').toEqual({
        ellipsis: true,
        truncated: true,
      });
      const box = await across(faculty, 'the faculty select');
      await expectWithin(faculty.locator('xpath=..').locator('svg'), box, 'the arrow');
      await expect.soft(faculty).toHaveAttribute('title', LONG_FACULTY);

      // The list, which the browser draws within the window, has the name whole.
      await expect(faculty.getByRole('option', { name: LONG_FACULTY, exact: true })).toHaveText(
        LONG_FACULTY,
      );

      // A dialog opened afterwards sits in the middle of the window.
      await page.getByRole('button', { name: 'View details of WIX1001' }).click();
      const dialog = detailsDialog(page, 'WIX1001');
      await expect(dialog).toBeVisible();
      await animationsDone(page);
      const shown = await across(dialog, 'the details dialog');
      expect
        .soft(Math.abs(viewport.width - shown.right - shown.left), 'the dialog off centre by')
        .toBeLessThan(2);
      await expectNoSidewaysScroll(page, 'with the details dialog open');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expectAccessible(
        page,
        `the registration page with a long faculty at ${viewport.width}px`,
      );
    });

    test('Submit says why it is off once every subject is decided; an approved subject asks before it goes', async ({
      page,
      browser,
    }) => {
      const advisor = await prepare.lecturer('Dr. Farah binti Osman');
      const student = await prepare.student('Hafiz bin Rosli', advisor);
      await studentSubmits(page, student, ['BBA1001', 'BEA1001']);

      // The advisor approves one subject and rejects the other.
      const review = await secondPerson(browser);
      await signIn(review, advisor);
      await openReviewList(review);
      await openRegistrationOf(review, student.name);
      await review
        .getByRole('button', { name: 'Approve BBA1001 Principles of Management' })
        .click();
      await expectToast(review, 'Subject approved');
      await review
        .getByRole('button', { name: 'Reject BEA1001 Principles of Microeconomics' })
        .click();
      await giveReason(review, 'Reject Subject', 'Take it next semester.');
      await expectToast(review, 'Subject rejected');
      await review.context().close();

      await page.reload();
      await expect(selectedSubject(page, 'BEA1001')).toContainText('Rejected');
      const submit = page.getByRole('button', { name: 'Submit Registration' });
      // Soft, so a failure here still lets the removal below be checked.
      await expect.soft(submit).toBeDisabled();
      await expect.soft(submit).toHaveAccessibleDescription(ALL_DECIDED);
      await expect.soft(page.getByText(ALL_DECIDED)).toBeVisible();

      // A rejected subject goes at once, as before.
      await selectedList(page).getByRole('button', { name: 'Remove BEA1001' }).click();
      await expect(selectedSubject(page, 'BEA1001')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);

      // An approved one asks first, naming it and saying the seat goes to someone else.
      const remove = selectedList(page).getByRole('button', { name: 'Remove BBA1001' });
      await remove.click();
      const confirm = page.getByRole('alertdialog', {
        name: 'Remove BBA1001 Principles of Management?',
      });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText('its seat goes to someone else');
      await expect(confirm.getByRole('button', { name: 'Keep Subject' })).toBeFocused();
      await animationsDone(page);
      await expectAccessible(page, `the removal confirmation at ${viewport.width}px`);
      await confirm.getByRole('button', { name: 'Keep Subject' }).click();
      await expect(confirm).toBeHidden();
      await expect(selectedSubject(page, 'BBA1001')).toContainText('Approved');

      // A new subject gives Submit something to send.
      await addSubject(page, 'KIX1001');
      await expect(submit).toBeEnabled();
      await expect(page.getByText(ALL_DECIDED)).toBeHidden();

      // Confirming gives the approved subject up.
      await remove.click();
      await confirm.getByRole('button', { name: 'Remove Subject' }).click();
      await expect(selectedSubject(page, 'BBA1001')).toHaveCount(0);
      await expectToast(page, 'Subject Removed');
      await submit.click();
      await confirmSubmission(page);
      await closeSubmittedDialog(page);
    });

    test("a failure shows the server's sentence, never the status and the raw reply", async ({
      page,
    }) => {
      await signIn(page, await prepare.student('Lim Wei Ling'));
      const reply = { status: 500, body: '{"error":"Database unavailable","code":"INTERNAL"}' };
      await page.route(`**${API.selectedSubjects}`, (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ ...reply, contentType: 'application/json' })
          : route.fallback(),
      );
      await page.goto(`${baseUrl()}/registration`);
      // The selection query retries twice, 1 s apart, before it gives up (spec section 7).
      const failure = page
        .getByRole('alert')
        .filter({ hasText: 'Error loading selected subjects' });
      await expect(failure).toBeVisible();
      await expect(failure).toContainText('Database unavailable');
      await expect(failure).not.toContainText('500');
      await expect(failure).not.toContainText('{');
      await expectAccessible(page, `the failed selection at ${viewport.width}px`);

      // A refused add, in its toast.
      await page.unroute(`**${API.selectedSubjects}`);
      await page.route(`**${API.selectedSubjects}`, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ ...reply, contentType: 'application/json' })
          : route.fallback(),
      );
      await searchBox(page).fill('WIX1001');
      await page.getByRole('button', { name: 'Add WIX1001', exact: true }).click();
      const toast = page
        .getByRole('region', { name: /Notifications/ })
        .locator('li')
        .filter({ hasText: 'Could Not Add Subject' });
      await expect(toast).toContainText('Database unavailable');
      await expect(toast).not.toContainText('500');
    });
  });
}
