import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshotBoth } from './fixtures';
import { animationsDone } from './registration-page';

/** The screen passes axe, does not scroll sideways at 390px, and is photographed at both widths. */
export async function checkScreen(page: Page, name: string) {
  // A dialog still fading in has text of too little contrast for a moment: axe reads it settled.
  await animationsDone(page);
  await expectAccessible(page, name);
  await screenshotBoth(page, name);
}

/** Waits for the toast with this title and dismisses it, so it does not cover the photographs. */
export async function dismissToast(page: Page, title: string) {
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .locator('li')
    .filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
}
