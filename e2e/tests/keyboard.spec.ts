import { baseUrl, expect, expectToast, prepare, test } from '../support/fixtures';
import {
  chosenOption,
  detailsDialog,
  searchBox,
  selectedList,
  tabTo,
} from '../support/registration-page';

// Journey 6: keyboard only. Sign in, reach /registration, filter by year, add a subject from the table and one
// from its details dialog in a chosen section, and submit: Tab, typing, arrows and Enter, never
// the mouse. (Locators only find what should have the focus; every action is a key press.)
//
// WIX1003 (sections on Tue/Thu and Mon/Fri) and section 01 of GIG1013 (Wed 15-17) do not clash,
// and both have plenty of seats in the demo catalogue.

test('a student signs in, adds subjects and submits with the keyboard alone', async ({ page }) => {
  const student = await prepare.student('Kavya a/p Raman');
  const keyboard = page.keyboard;

  // Sign in.
  await page.goto(`${baseUrl()}/auth/login`);
  await tabTo(page, page.getByLabel('Username'));
  await keyboard.type(student.username);
  await keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await keyboard.type(student.password);
  await keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await expect(page.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();

  // To the registration page.
  await tabTo(page, page.getByRole('link', { name: 'Continue Registration' }));
  await keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseUrl()}/registration`);
  await expect(page.getByText(/^Showing \d+–\d+ of \d+$/)).toBeVisible();

  // Narrow to year 1 with the Year select (the browser's own): the arrow key chooses the next
  // year, and the focus stays on the select.
  const year = page.getByRole('combobox', { name: 'Year' });
  await tabTo(page, year);
  await keyboard.press('ArrowDown');
  await expect(chosenOption(year)).toHaveText('Year 1');
  await expect(year).toBeFocused();

  // Search, then add from the table.
  await tabTo(page, searchBox(page));
  await keyboard.type('WIX1003');
  await tabTo(page, page.getByRole('button', { name: 'Add WIX1003' }));
  await keyboard.press('Enter');
  await expectToast(page, 'WIX1003 Computer Systems and Organisation is now in your selection.');
  await expect(selectedList(page)).toContainText('WIX1003');

  // Search again, open the details with Enter, pick a section with the arrows, add.
  await tabTo(page, searchBox(page), { backwards: true });
  await keyboard.press('ControlOrMeta+A');
  await keyboard.type('GIG1013');
  const opener = page.getByRole('button', { name: 'View details of GIG1013' });
  await tabTo(page, opener);
  await keyboard.press('Enter');
  const dialog = detailsDialog(page, 'GIG1013');
  await expect(dialog).toBeVisible();
  const any = dialog.getByRole('radio', { name: 'Any available section' });
  await tabTo(page, any);
  await expect(any).toBeChecked();
  // Held like a person holds a key, until the focus has moved: Radix moves it on a timer after
  // the key goes down, and checks the radio it reaches only while the key is still down (a fixed
  // 50 ms hold lost that race on a slow CI machine).
  const sectionOne = dialog.getByRole('radio', { name: 'Section 01' });
  await keyboard.down('ArrowDown');
  await expect(sectionOne).toBeFocused();
  await keyboard.up('ArrowDown');
  await expect(sectionOne).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Add Subject' }));
  await keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The focus goes back to the code that opened the dialog.
  await expect(opener).toBeFocused();
  await expect(selectedList(page)).toContainText('GIG1013');
  await expect(page.getByText('Credits Selected: 5/20')).toBeVisible();

  // Submit opens the review; its Submit sends, the dialog takes the focus, and Enter goes back
  // to the dashboard.
  await tabTo(page, page.getByRole('button', { name: 'Submit Registration' }));
  await keyboard.press('Enter');
  const review = page.getByRole('dialog', { name: 'Review and Submit' });
  await expect(review).toBeVisible();
  await tabTo(page, review.getByRole('button', { name: 'Submit Registration' }));
  await keyboard.press('Enter');
  const submitted = page.getByRole('dialog', { name: 'Registration Submitted' });
  await expect(submitted).toBeVisible();
  await expect(submitted.getByRole('button', { name: 'Back to Dashboard' })).toBeFocused();
  await keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await expect(page.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();
  for (const code of ['WIX1003', 'GIG1013']) {
    await expect(page.getByRole('listitem').filter({ hasText: code })).toContainText('Pending');
  }
});
