import { expect, type Locator, type Page } from '@playwright/test';
import { baseUrl, expectAccessible, screenshotBoth } from './fixtures';

// The student screens as a person finds them: by role, label and the copy of
// apps/web/src/locales/en/registration.json, schedule.json and history.json.

/** The "Available Subjects" row of one subject, found by its code's "View details of" button. */
export function subjectRow(page: Page, code: string, { behindDialog = false } = {}): Locator {
  // An open modal dialog hides the rest of the page from the accessibility tree; a row behind
  // it is still on screen, so `behindDialog` reads it anyway.
  const includeHidden = behindDialog;
  return page.getByRole('row', { includeHidden }).filter({
    has: page.getByRole('button', { name: `View details of ${code}`, includeHidden }),
  });
}

/** The details dialog of one subject: its title is the code and the name. */
export function detailsDialog(page: Page, code: string): Locator {
  return page.getByRole('dialog', { name: new RegExp(`^${code} `) });
}

export const selectedList = (page: Page) =>
  page.getByRole('list', { name: 'My Selected Subjects' });

export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search subjects' });

/** "Showing 1–5 of 51" under the table. */
export const showing = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+$/);

const QUOTA = /(\d+)\/(\d+) available/;

/** The seats a quota badge inside `scope` shows: "x/y available", x being the seats left. */
export async function seatsShown(scope: Locator): Promise<{ available: number; total: number }> {
  const text = await scope.getByText(QUOTA).first().textContent();
  const match = QUOTA.exec(text ?? '');
  if (!match) throw new Error(`no "x/y available" in ${text}`);
  return { available: Number(match[1]), total: Number(match[2]) };
}

export const quotaText = ({ available, total }: { available: number; total: number }) =>
  `${available}/${total} available`;

/** How many subjects the filters let through, from "Showing a–b of n". */
export async function matchingCount(page: Page): Promise<number> {
  const text = await showing(page).textContent();
  return Number(/of (\d+)$/.exec(text ?? '')?.[1]);
}

/** Picks an option of one of the filter bar's selects (Radix Select: a combobox and a listbox). */
export async function chooseFilter(page: Page, select: 'Faculty' | 'Year', option: string) {
  const filter = page.getByRole('combobox', { name: select });
  await filter.selectOption({ label: option });
  await expect(chosenOption(filter)).toHaveText(option);
}

/** The option a select (the browser's own) shows as chosen. */
export function chosenOption(select: Locator): Locator {
  return select.locator('option:checked');
}

/** The toast with this title, from the notifications region. */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /Notifications/ })
    .locator('li')
    .filter({ hasText: title })
    .last();
}

/**
 * Resolves once the page's live connection (Socket.IO over a websocket) has connected, so seat
 * counts sent from then on reach it. Call it before the navigation that opens the page.
 */
export function liveConnection(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'))
    .then((socket) =>
      // Socket.IO's CONNECT acknowledgement is the packet "40{...}".
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40')),
    );
}

/** Opens /registration and waits until it lists subjects and hears live seat counts. */
export async function openRegistration(page: Page) {
  const live = liveConnection(page);
  await page.goto(`${baseUrl()}/registration`);
  await expect(page.getByRole('heading', { name: 'Subject Registration' })).toBeVisible();
  await expect(showing(page)).toBeVisible();
  await live;
}

/** Waits until no finite animation (a dialog's zoom, a toast's slide) is still running. */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * A screen as it is now: axe at 1280px, screenshots at 1280px and 390px (no sideways scrolling
 * on the phone), and axe again at 390px, where several screens lay themselves out differently.
 */
export async function checkScreen(page: Page, name: string) {
  await animationsDone(page);
  await expectAccessible(page, `${name} at 1280px`);
  await screenshotBoth(page, name);
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 390, height: 844 });
  await animationsDone(page);
  await expectAccessible(page, `${name} at 390px`);
  await page.setViewportSize(size);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${max} presses of Tab`).toBeFocused();
}

/**
 * Submit's review step (issue 42): the review opens from Submit Registration (or the phone's
 * Review and Submit), and its own Submit Registration sends the selection.
 */
export async function confirmSubmission(
  page: Page,
  { dialog = 'Review and Submit', submit = 'Submit Registration' } = {},
) {
  const review = page.getByRole('dialog', { name: dialog });
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: submit }).click();
  await expect(review).toBeHidden();
}
