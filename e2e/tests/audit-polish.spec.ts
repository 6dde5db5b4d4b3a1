import { API, type CalendarEvent } from '@daftar/contract';
import type { Locator, Page } from '@playwright/test';
import { baseUrl, expect, expectAccessible, prepare, signIn, test } from '../support/fixtures';
import {
  animationsDone,
  detailsDialog,
  openRegistration,
  searchBox,
  selectedList,
  subjectRow,
  toast,
} from '../support/registration-page';
import { addSubject, selectedSubject } from '../support/review-steps';

// Issue 17's audit, defect 10 (the smaller items), at 1280px and 390px, as a person sees them:
// the calendar's highlighted days, the subject table's columns from page to page, a full
// subject, names in the selection, one-hour classes on the timetable, where toasts appear, the
// phone's summary bar and Help, a taken username, the user menu's name and the skip link.

/** Where `element` is in the window, with its right and bottom edges. */
async function boxOf(element: Locator, what: string) {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${what} is not on screen`);
  return { ...box, right: box.x + box.width, bottom: box.y + box.height };
}

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

const phone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The registration page's summary bar, on screens narrower than its two-column layout. */
const summaryBar = (page: Page) => page.getByRole('region', { name: 'Selection summary' });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
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

    test('a toast leaves the header clear, at the bottom of the screen', async ({ page }) => {
      await signIn(page, await prepare.student('Lee Chong Wei'));
      const welcome = toast(page, 'Login successful');
      await expect(welcome).toBeVisible();
      await animationsDone(page);
      const header = await boxOf(page.getByRole('banner'), 'the header');
      const shown = await boxOf(welcome, 'the toast');
      expect.soft(shown.y, 'the toast below the header').toBeGreaterThanOrEqual(header.bottom);
      expect.soft(shown.bottom, 'the toast at the bottom').toBeGreaterThan(viewport.height - 40);

      // On the registration page it sits above the phone's summary bar.
      await openRegistration(page);
      await addSubject(page, 'BBA1001');
      const added = toast(page, 'Subject Added');
      await expect(added).toBeVisible();
      await animationsDone(page);
      const above = phone(page)
        ? (await boxOf(summaryBar(page), 'the summary bar')).y
        : viewport.height;
      expect.soft((await boxOf(added, 'the toast')).bottom).toBeLessThanOrEqual(above);
    });

    test('Help says where the selection is, true on a wide screen and on a phone', async ({
      page,
    }) => {
      await signIn(page, await prepare.student('Kavitha a/p Ramasamy'));
      await openRegistration(page);
      await expect(summaryBar(page)).toBeVisible({ visible: phone(page) });
      await page.getByRole('button', { name: 'Help' }).click();
      const guide = page.getByRole('dialog', { name: 'Help & Support' }).getByRole('listitem');
      await expect(guide.filter({ hasText: 'My Selected Subjects' })).toContainText(
        'Review your selection and total credits in My Selected Subjects: on a small screen it is below the subjects, and the summary bar at the bottom takes you there.',
      );
      await expect(guide.filter({ hasText: 'panel on the right' })).toHaveCount(0);
    });

    test('a taken username is said under the Username field, which takes the focus', async ({
      page,
    }) => {
      await page.goto(`${baseUrl()}/auth/register`);
      const username = page.getByLabel('Username');
      await username.fill('student');
      await page.getByLabel('Password').fill('secret123');
      await page.getByLabel('Full Name').fill('Nur Iman binti Zakaria');
      await page.getByLabel('Student ID').fill('099001');
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(username).toHaveAccessibleDescription('That username is already taken.');
      await expect(page.getByText('That username is already taken.').first()).toBeVisible();
      await expect(username).toBeFocused();
      await animationsDone(page);
      await expectAccessible(page, `the refused sign-up at ${viewport.width}px`);
    });

    test("the user menu button's name starts with the text it shows", async ({ page }) => {
      await signIn(page, await prepare.student('Tan Siew Ling'));
      const button = page.getByRole('banner').getByRole('button', { name: /user menu/ });
      const shown = (await button.innerText()).split(/\s+/).filter(Boolean).join(' ');
      expect(shown, 'what the button shows').toMatch(/^TS\b/);
      await expect(button).toHaveAccessibleName(`TS Tan Siew Ling: user menu`);
      const name = (await button.getAttribute('aria-label')) ?? '';
      expect(name.startsWith(shown), `"${name}" starts with "${shown}"`).toBe(true);
    });

    test('a skip link is the first stop of the keyboard and leads to the main content', async ({
      page,
    }) => {
      const skipTo = async (firstInside: Locator) => {
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to main content' });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('main')).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(firstInside).toBeFocused();
      };

      await page.goto(`${baseUrl()}/auth/login`);
      await expect(page.getByLabel('Username')).toBeEditable();
      await skipTo(page.getByLabel('Username'));

      await signIn(page, await prepare.student('Nurul Izzati binti Kamal'));
      await page.goto(`${baseUrl()}/registration`);
      await expect(
        page.getByRole('heading', { name: 'Subject Registration', level: 1 }),
      ).toBeVisible();
      // The app's page, not the drawing that comes before it (drawn-first-screen.spec.ts).
      await expect(page.getByRole('button', { name: /user menu/ })).toBeVisible();
      await skipTo(
        page
          .getByRole('navigation', { name: 'Student pages' })
          .getByRole('link', { name: 'Subject Registration' }),
      );
      await expect(page).toHaveURL(`${baseUrl()}/registration`);
    });
  });
}

test.describe('at 390px, the summary bar', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps the credits in sight and takes the student to the selection and its Submit', async ({
    page,
  }) => {
    await signIn(page, await prepare.student('Siti Aishah binti Omar'));
    await openRegistration(page);
    const bar = summaryBar(page);
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar).toContainText('Total: 0 credits');
    await expect(bar).toContainText('0 subjects selected');
    await expect(bar.getByRole('button', { name: 'View Selection' })).toBeVisible();

    await addSubject(page, 'BBA1001');
    await expect(bar).toContainText('Total: 3 credits');
    await expect(bar).toContainText('1 subject selected');

    // With something to submit the bar opens the review (issue 42, submit-review.spec.ts
    // shows it); put away, the bar's other way is to the panel.
    await bar.getByRole('button', { name: 'Review and Submit' }).click();
    const review = page.getByRole('dialog', { name: 'Review and Submit' });
    await expect(review).toBeVisible();
    await review.getByRole('button', { name: 'Back to Selection' }).click();
    await expect(review).toBeHidden();
    await selectedList(page).getByRole('button', { name: 'Remove BBA1001' }).click();
    await expect(bar).toContainText('Total: 0 credits');

    // From the top of the page, one press reaches the panel, far below the catalogue.
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('button', { name: 'View Selection' }).click();
    const heading = page.getByRole('heading', { name: 'My Selected Subjects' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const header = await boxOf(page.getByRole('banner'), 'the header');
    expect((await boxOf(heading, 'the heading')).y).toBeGreaterThanOrEqual(header.bottom);
    const submit = page.getByRole('button', { name: 'Submit Registration' });
    await expect(submit).toBeInViewport({ ratio: 1 });
    const barTop = (await boxOf(bar, 'the bar')).y;
    expect((await boxOf(submit, 'Submit')).bottom, 'Submit above the bar').toBeLessThanOrEqual(
      barTop,
    );

    // The bar hides nothing: the end of the page scrolls clear of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLink = page.getByRole('contentinfo').getByRole('link').last();
    expect(
      (await boxOf(lastLink, 'the footer')).bottom,
      'the footer above the bar',
    ).toBeLessThanOrEqual(barTop);
    await animationsDone(page);
    await expectAccessible(page, 'the registration page with its summary bar at 390px');
  });
});
