import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// What the audit's specs (audit-*.spec.ts, issue 17) share: the two widths each check runs at,
// and how they read a page's title, an element's box and whether the screen is a phone's.

/** Each audit check runs on a wide screen and on a phone. */
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The page's own title (defect 9). Soft: a title is checked on the way, not the point here. */
export async function expectTitle(page: Page, title: string) {
  await expect.soft(page).toHaveTitle(title);
}

/** Where `element` is in the window, with its right and bottom edges. */
export async function boxOf(element: Locator, what: string) {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${what} is not on screen`);
  return { ...box, right: box.x + box.width, bottom: box.y + box.height };
}

/** The screen is narrower than the registration page's two-column layout. */
export const phone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;
