import { API, type CalendarEvent } from '@daftar/contract';
import type { Locator } from '@playwright/test';
import { boxOf, VIEWPORTS } from '../support/audit';
import { baseUrl, expect, expectAccessible, prepare, signIn, test } from '../support/fixtures';
import {
  animationsDone,
  detailsDialog,
  openRegistration,
  searchBox,
  subjectRow,
} from '../support/registration-page';
import { addSubject, selectedSubject } from '../support/review-steps';

// Issue 17's audit, defect 10 (the smaller items), at 1280px and 390px, as a person sees them on
// the registration page: the calendar's highlighted days, the subject table's columns from page
// to page, a full subject, names in the selection and one-hour classes on the timetable.
// The rest of defect 10: audit-polish-screens.spec.ts.

/** How many lines the text of `element` takes. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });

/** The background colour of `element` as it is painted, in sRGB (it is written in oklch). */
const redGreenBlue = (element: Locator) =>
  element.evaluate((node) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(node).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("the calendar's highlighted days have their number in the middle of the box", async ({
      page,
    }) => {
      const student = await prepare.student('Aminah binti Yusof');
      await signIn(page, student);
      await page.getByRole('button', { name: 'Academic Calendar' }).click();
      const calendar = page.getByRole('dialog', { name: 'Academic Calendar 2024/2025' });
      await expect(calendar.getByRole('grid')).toBeVisible();
      await animationsDone(page);
      // The registration deadline: the calendar opens on its month.
      const [deadline] = (await (
        await fetch(`${baseUrl()}${API.calendarEvents}`, {
          headers: { authorization: `Bearer ${student.token}` },
        })
      ).json()) as CalendarEvent[];
      const date = new Date(`${deadline!.startDate}T00:00:00Z`);
      const part = (option: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('en-GB', { ...option, timeZone: 'UTC' }).format(date);
      // As the calendar names a day: "Wednesday, 11 June 2025".
      const deadlineName = `${part({ weekday: 'long' })}, ${part({ day: 'numeric' })} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`;
      for (const day of [deadlineName]) {
        const cell = calendar.getByRole('gridcell', { name: day });
        const { highlighted, dx, dy } = await cell.evaluate((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const text = range.getBoundingClientRect();
          const box = node.getBoundingClientRect();
          return {
            highlighted: getComputedStyle(node).backgroundColor !== 'rgba(0, 0, 0, 0)',
            dx: text.x + text.width / 2 - (box.x + box.width / 2),
            dy: text.y + text.height / 2 - (box.y + box.height / 2),
          };
        });
        expect(highlighted, `${day} is highlighted`).toBe(true);
        expect.soft(Math.abs(dx), `${day}: across`).toBeLessThanOrEqual(1);
        expect.soft(Math.abs(dy), `${day}: down`).toBeLessThanOrEqual(1);
      }
    });

    test("the subject table's columns keep their places from page to page", async ({ page }) => {
      await signIn(page, await prepare.student('Wong Kah Mun'));
      await openRegistration(page);
      const pager = page.getByRole('navigation', { name: 'Subject pages' });
      // On a phone each subject is a card with no column headers: there its code, quota and Add
      // keep their places instead.
      const layout = () =>
        page.getByRole('table').evaluate((table) => {
          const edges = (selector: string, side: 'left' | 'right') =>
            Array.from(table.querySelectorAll(selector), (node) =>
              Math.round(node.getBoundingClientRect()[side]),
            );
          const headers = Array.from(table.querySelectorAll('th'));
          return headers.every((header) => header.getBoundingClientRect().width > 1)
            ? headers.map((header) => {
                const { left, width } = header.getBoundingClientRect();
                return [Math.round(left), Math.round(width)];
              })
            : [
                ...new Set([
                  ...edges('tbody tr td:first-child button', 'left').map((x) => `code ${x}`),
                  ...edges('tbody [data-slot="badge"]', 'right').map((x) => `quota ${x}`),
                  ...edges('tbody tr td:last-child button', 'right').map((x) => `add ${x}`),
                ]),
              ];
        });
      const first = await layout();
      for (const number of [2, 3]) {
        await pager.getByRole('button', { name: `Page ${number}` }).click();
        await expect(pager.getByRole('button', { name: `Page ${number}` })).toHaveAttribute(
          'aria-current',
          'page',
        );
        expect.soft(await layout(), `page ${number} laid out as page 1`).toEqual(first);
      }
    });

    test('a full subject shows a red "Full", its seats still said to a screen reader', async ({
      page,
    }) => {
      await signIn(page, await prepare.student('Rajesh a/l Kumar'));
      await openRegistration(page);
      // WIA3004 is seeded full.
      await searchBox(page).fill('WIA3004');
      const row = subjectRow(page, 'WIA3004');
      const badge = row.locator('[data-slot="badge"]');
      await expect(badge).toHaveText(/^Full/);
      await expect(badge.getByText('Full', { exact: true })).toBeVisible();
      const [red, green, blue] = await redGreenBlue(badge);
      expect.soft(red, 'the badge is red: red').toBeGreaterThan(150);
      expect.soft(green, 'the badge is red: green').toBeLessThan(100);
      expect.soft(blue, 'the badge is red: blue').toBeLessThan(100);
      // Read out as "Full, 0/100 available".
      await expect(page.getByRole('row', { name: /Full, 0\/100 available/ })).toHaveCount(1);
      await expect(row.getByRole('button', { name: 'Full WIA3004' })).toBeVisible();

      await row.getByRole('button', { name: 'View details of WIA3004' }).click();
      const dialog = detailsDialog(page, 'WIA3004');
      await expect(dialog.getByText('Full', { exact: true }).first()).toBeVisible();
      await animationsDone(page);
      await expectAccessible(page, `the full subject's details at ${viewport.width}px`);
    });

    test("a selected subject's name uses the panel's width before it wraps", async ({ page }) => {
      await signIn(page, await prepare.student('Chong Mei Fen'));
      await openRegistration(page);
      await addSubject(page, 'BEA1001');
      const name = selectedSubject(page, 'BEA1001').getByText('Principles of Microeconomics');
      await expect(name).toBeVisible();
      expect(await linesOf(name), 'lines of "Principles of Microeconomics"').toBe(1);
    });

    test('a one-hour class on the timetable shows its room in full', async ({ page }) => {
      await signIn(page, await prepare.student('Farid bin Hassan'));
      await openRegistration(page);
      // Both sections of KIX1001 have a one-hour class in "Bilik Tutorial 7".
      await addSubject(page, 'KIX1001');
      await page.getByRole('link', { name: 'My Schedule', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'My Schedule', level: 1 })).toBeVisible();
      const timetable = page.getByRole('group', {
        name: viewport.width < 768 ? 'Timetable by day' : 'Weekly timetable',
      });
      const room = timetable.getByText('Bilik Tutorial 7', { exact: true }).first();
      await expect(room).toBeVisible();
      expect(
        await room.evaluate((node) => node.scrollWidth <= node.clientWidth),
        'the room is not cut off at its end',
      ).toBe(true);
      // Within its block, not below where the block is cut off.
      const block = await boxOf(room.locator('xpath=..'), 'the class');
      const text = await boxOf(room, 'the room');
      expect
        .soft(text.bottom, 'the room above the bottom of its class')
        .toBeLessThanOrEqual(block.bottom);
      expect.soft(text.right, 'the room inside its class').toBeLessThanOrEqual(block.right);
    });
  });
}
