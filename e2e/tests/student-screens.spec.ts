import type { Page } from '@playwright/test';
import { baseUrl, expect, prepare, signIn, test } from '../support/fixtures';
import {
  checkScreen,
  confirmSubmission,
  detailsDialog,
  openRegistration,
  searchBox,
  selectedList,
} from '../support/registration-page';

// The student screens at 1280px and 390px: zero serious or critical axe violations (wcag2a,
// wcag2aa) in every state and open dialog, no sideways scrolling on a phone, and screenshots
// under test-results/screens/.
//
// The subjects below have plenty of seats and do not clash with each other (see
// apps/server/src/seed/catalogue-data.ts); WIA3004 is seeded full.

async function addFromTable(page: Page, code: string) {
  await searchBox(page).fill(code);
  await page.getByRole('button', { name: `Add ${code}` }).click();
  await expect(selectedList(page)).toContainText(code);
  await expect(page.getByRole('button', { name: `Added ${code}` })).toBeDisabled();
}

async function submit(page: Page) {
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await confirmSubmission(page);
  const dialog = page.getByRole('dialog', { name: 'Registration Submitted' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the registration page, its filters and its details dialogs', async ({ page }) => {
  await signIn(page, await prepare.student('Siti Nurhaliza binti Tarudin'));
  await openRegistration(page);
  await checkScreen(page, 'registration-empty');

  // The filter bar's selects are the browser's own: every faculty and year is an option.
  await expect(page.getByRole('combobox', { name: 'Faculty' }).getByRole('option')).not.toHaveCount(
    0,
  );
  await expect(page.getByRole('combobox', { name: 'Year' }).getByRole('option')).toHaveText([
    'All Years',
    'Year 1',
    'Year 2',
    'Year 3',
    'Year 4',
  ]);

  await addFromTable(page, 'WIX1001');
  await addFromTable(page, 'GIG1012');
  await searchBox(page).clear();
  await checkScreen(page, 'registration-selection');

  // The details of a subject with three sections, and of one with every seat taken.
  await searchBox(page).fill('WIX1002');
  await page.getByRole('button', { name: 'View details of WIX1002' }).click();
  const wix1002 = detailsDialog(page, 'WIX1002');
  await expect(wix1002.getByRole('radio')).toHaveCount(4);
  await checkScreen(page, 'registration-details-dialog');
  await page.keyboard.press('Escape');
  await expect(wix1002).toBeHidden();

  await searchBox(page).fill('WIA3004');
  await expect(page.getByRole('button', { name: 'Full WIA3004' })).toBeDisabled();
  await page.getByRole('button', { name: 'View details of WIA3004' }).click();
  const wia3004 = detailsDialog(page, 'WIA3004');
  await expect(wia3004.getByText('Every section of this subject is full.')).toBeVisible();
  await expect(wia3004.getByRole('button', { name: 'Add Subject' })).toBeDisabled();
  await checkScreen(page, 'registration-details-full');
  await page.keyboard.press('Escape');
  await expect(wia3004).toBeHidden();
});

test('the submitted dialog and the registration page under review', async ({ page }) => {
  await signIn(page, await prepare.student('Chong Mei Ling'));
  await openRegistration(page);
  await addFromTable(page, 'WIX1001');
  await addFromTable(page, 'GIG1012');
  await searchBox(page).clear();

  const submitted = await submit(page);
  await checkScreen(page, 'registration-submitted-dialog');
  await submitted.getByRole('button', { name: 'Close' }).click();
  await expect(submitted).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Under review' })).toBeVisible();
  await expect(selectedList(page).getByRole('button', { name: 'Remove WIX1001' })).toBeDisabled();
  await checkScreen(page, 'registration-under-review');
});

test('the schedule and the history, empty and with a submitted registration', async ({ page }) => {
  await signIn(page, await prepare.student('Muthu a/l Velu'));

  await page.goto(`${baseUrl()}/schedule`);
  await expect(page.getByText('No subjects registered for this semester yet.')).toBeVisible();
  await checkScreen(page, 'schedule-empty');
  await page.goto(`${baseUrl()}/history`);
  await expect(page.getByText('No registration history found')).toBeVisible();
  await checkScreen(page, 'history-empty');

  await openRegistration(page);
  // Five subjects across the week.
  for (const code of ['WIX1001', 'WIX1003', 'WIA1005', 'GIG1012', 'GIG1013']) {
    await addFromTable(page, code);
  }
  await submit(page);

  await page.goto(`${baseUrl()}/schedule`);
  const week = page.getByRole('group', { name: 'Weekly timetable' });
  await expect(week.getByRole('region', { name: 'Wednesday' })).toContainText('GIG1013');
  await checkScreen(page, 'schedule');
  // On a phone the grid gives way to a list of days.
  await page.setViewportSize({ width: 390, height: 844 });
  const days = page.getByRole('group', { name: 'Timetable by day' });
  await expect(days.getByRole('region', { name: 'Thursday' })).toContainText('WIA1005');
  await expect(week).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`${baseUrl()}/history`);
  const entry = page.getByRole('tabpanel', { name: 'Semester 6, 2024/2025' });
  await expect(entry.getByRole('row')).toHaveCount(6);
  await checkScreen(page, 'history');
});

test('on a 320px phone the header and the student tabs fit, every tab whole, in English and Malay', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await signIn(page, await prepare.student('Kavitha a/p Raman'));
  for (const [language, tabs] of [
    ['English', ['Subject Registration', 'My Schedule', 'Registration History']],
    ['Bahasa Melayu', ['Pendaftaran Subjek', 'Jadual Waktu Saya', 'Sejarah Pendaftaran']],
  ] as const) {
    if (language === 'Bahasa Melayu') {
      await page.getByRole('button', { name: /^EN: language, / }).click();
      await page.getByRole('menuitemradio', { name: /Bahasa Melayu/ }).click();
    }
    await page.goto(`${baseUrl()}/schedule`);
    const bar = page.getByRole('navigation', { name: /Student pages|Halaman pelajar/ });
    await expect(bar.getByRole('link')).toHaveText([...tabs]);
    // Read until the page settles: under a loaded machine the bar was once measured mid-layout.
    const overhang = () =>
      bar.evaluate((nav) => {
        const edges = nav.getBoundingClientRect();
        return Array.from(nav.querySelectorAll('a'), (tab) => {
          const box = tab.getBoundingClientRect();
          return Math.max(edges.left - box.left, box.right - edges.right, 0);
        });
      });
    await expect
      .poll(overhang, { message: 'how far each tab reaches past the bar' })
      .toEqual([0, 0, 0]);
    await expect.poll(() => bar.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBe(0);
    // The name (only the logo, this narrow) ends before the header's first button begins.
    const banner = page.getByRole('banner');
    const name = (await banner.getByRole('link', { name: /^Daftar/ }).boundingBox())!;
    const firstButton = (await banner.getByRole('button').first().boundingBox())!;
    expect(name.x + name.width).toBeLessThan(firstButton.x);
  }
});
