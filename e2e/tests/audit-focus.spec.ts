import type { Locator, Page } from '@playwright/test';
import { expectTitle, VIEWPORTS } from '../support/audit';
import { expect, expectAccessible, expectToast, prepare, signIn, test } from '../support/fixtures';
import {
  animationsDone,
  detailsDialog,
  openRegistration,
  searchBox,
  selectedList,
  tabTo,
} from '../support/registration-page';
import {
  openReviewList,
  secondPerson,
  selectedSubject,
  studentSubmits,
  SUBJECTS,
  type SubjectCode,
} from '../support/review-steps';

// Issue 17's audit, at 1280px and 390px, as a person sees it: where the keyboard focus goes
// after each action on the registration and review pages (defect 4). The dashboard and the
// "Registration Submitted" dialog: audit-dashboard-and-dialog.spec.ts.

const REASON = 'The prerequisite for this subject has not been completed.';

/**
 * `target` has the focus, and so the page body does not: the keyboard user keeps their place.
 * Soft, so one lost focus still lets the rest of the journey be checked.
 */
async function expectFocusOn(page: Page, target: Locator, what: string) {
  await expect.soft(target, what).toBeFocused();
  expect
    .soft(
      await page.evaluate(() => document.activeElement === document.body),
      `${what}: the focus is not on the page body`,
    )
    .toBe(false);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('on the registration page the focus stays where the student is after Add, Remove and a refused add', async ({
      page,
    }) => {
      await signIn(page, await prepare.student('Tan Mei Ling'));
      await openRegistration(page);
      await expectTitle(page, 'Subject Registration · Daftar');
      const keyboard = page.keyboard;

      // Add from the table with the keyboard: the focus stays on the row's button, now "Added".
      for (const code of ['BBA1001', 'BEA1001'] as const) {
        await searchBox(page).fill(code);
        await tabTo(page, page.getByRole('button', { name: `Add ${code}`, exact: true }));
        await keyboard.press('Enter');
        await expect(selectedList(page)).toContainText(code);
        await expectFocusOn(
          page,
          page.getByRole('button', { name: `Added ${code}`, exact: true }),
          `after adding ${code}`,
        );
      }

      // Remove the first: the focus moves to the next subject's Remove; then the last one: to
      // the panel's heading, over the empty state.
      await tabTo(page, page.getByRole('button', { name: 'Remove BBA1001' }));
      await keyboard.press('Enter');
      await expect(selectedSubject(page, 'BBA1001')).toHaveCount(0);
      await expectFocusOn(
        page,
        page.getByRole('button', { name: 'Remove BEA1001' }),
        'after removing BBA1001',
      );
      await tabTo(page, page.getByRole('button', { name: 'Remove BEA1001' }));
      await keyboard.press('Enter');
      await expect(page.getByText('No subjects selected yet')).toBeVisible();
      await expectFocusOn(
        page,
        page.getByRole('heading', { name: 'My Selected Subjects' }),
        'after removing the last subject',
      );

      // A refused add in the details dialog (a prerequisite not met), then one Escape: the
      // dialog closes (not only the toast) and the focus is back on the code that opened it.
      await searchBox(page).fill('WIX2001');
      const opener = page.getByRole('button', { name: 'View details of WIX2001' });
      await tabTo(page, opener);
      await keyboard.press('Enter');
      const dialog = detailsDialog(page, 'WIX2001');
      await expect(dialog).toBeVisible();
      const add = dialog.getByRole('button', { name: 'Add Subject' });
      await tabTo(page, add);
      await keyboard.press('Enter');
      // The toast sits behind the modal dialog, hidden from the accessibility tree but on screen.
      await expect(
        page
          .getByRole('region', { name: /Notifications/, includeHidden: true })
          .locator('li')
          .filter({ hasText: 'needs WIX1002' }),
      ).toBeVisible();
      // Read at once, while the toast is still up (it goes after 5 s).
      expect
        .soft(
          await add.evaluate((element) => element === document.activeElement),
          'after the refused add, the focus is still on Add Subject',
        )
        .toBe(true);
      await keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expectFocusOn(page, opener, 'after Escape');
      await animationsDone(page);
      await expectAccessible(
        page,
        `the registration page after the refused add at ${viewport.width}px`,
      );
    });

    test('on the review page the focus stays where the advisor is after each decision and dialog', async ({
      page,
      browser,
    }) => {
      const advisor = await prepare.lecturer('Dr. Farah binti Ismail');
      const student = await prepare.student('Lim Jia Hui', advisor);
      const studentPage = await secondPerson(browser);
      await studentSubmits(studentPage, student, ['BBA1001', 'BEA1001', 'KIX1001']);
      await studentPage.context().close();

      await signIn(page, advisor);
      await openReviewList(page);
      await expectTitle(page, 'Review Registrations · Daftar');
      const keyboard = page.keyboard;
      const approve = (code: SubjectCode) =>
        page.getByRole('button', { name: `Approve ${code} ${SUBJECTS[code]}` });
      const reject = (code: SubjectCode) =>
        page.getByRole('button', { name: `Reject ${code} ${SUBJECTS[code]}` });

      await tabTo(
        page,
        page.getByRole('button', { name: `View Details of ${student.name}'s registration` }),
      );
      await keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: student.name })).toBeVisible();

      // Approve: the focus moves to that subject's next action, its Reject.
      await tabTo(page, approve('BBA1001'));
      await keyboard.press('Enter');
      await expectToast(page, 'Subject approved');
      await expect(approve('BBA1001')).toBeDisabled();
      await expectFocusOn(page, reject('BBA1001'), 'after Approve');

      // A reject dialog closed with Escape: back on the Reject that opened it.
      await tabTo(page, reject('BEA1001'));
      await keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Reject Subject' });
      await expect(dialog).toBeVisible();
      await keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expectFocusOn(page, reject('BEA1001'), 'after closing the reject dialog');

      // Confirmed: that Reject is disabled now, so the focus moves on to the next subject.
      await tabTo(page, reject('BEA1001'));
      await keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Reason for rejection')).toBeFocused();
      await keyboard.type(REASON);
      await tabTo(page, dialog.getByRole('button', { name: 'Reject Subject', exact: true }));
      await keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expectToast(page, 'Subject rejected');
      await expectFocusOn(page, approve('KIX1001'), 'after rejecting a subject');

      // The last decision ends the review of this registration: every decision button is
      // disabled, so the focus goes to Go Back.
      await tabTo(page, approve('KIX1001'));
      await keyboard.press('Enter');
      await expect(page.getByText('Partially Approved')).toBeVisible();
      await expectFocusOn(
        page,
        page.getByRole('button', { name: 'Go Back' }),
        'after the last decision',
      );
      await animationsDone(page);
      await expectAccessible(page, `the decided registration at ${viewport.width}px`);
    });
  });
}
