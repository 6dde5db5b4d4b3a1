import type { Page } from '@playwright/test';
import { baseUrl, expect, prepare, signIn, test } from '../support/fixtures';

// Issue 17: a returning student's page arrives with its frame and heading drawn in the HTML
// (apps/web/build/first-screens.ts), so a phone paints them before any script, where it showed a
// spinner until every script had run. What is drawn must be where the app then draws it.

/** The page as the HTML draws it: the scripts are refused, so only the HTML and styles show. */
async function openWithoutScripts(page: Page, path: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${baseUrl()}${path}`);
}

async function headingBoxes(page: Page) {
  const heading = page.locator('main h1');
  return {
    heading: await heading.boundingBox(),
    description: await page.locator('main h1 + p').boundingBox(),
  };
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a student's registration page is drawn before its scripts, where the app draws it (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, await prepare.student('Aisyah binti Rahman'));

    await openWithoutScripts(page, '/registration');
    await expect(page).toHaveTitle('Subject Registration · Daftar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subject Registration');
    await expect(page.getByText('Browse the subjects on offer this semester')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Student pages' }).getByRole('link', {
        name: 'Subject Registration',
      }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    const drawn = await headingBoxes(page);

    await page.unrouteAll();
    await page.reload();
    // The footer is the app's own: the drawing has none.
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.getByRole('button', { name: /Aisyah binti Rahman/ })).toBeVisible();
    expect(await headingBoxes(page)).toEqual(drawn);
  });
}

test('a person who tabs into the drawing keeps their place when the app arrives', async ({
  page,
}) => {
  await signIn(page, await prepare.student('Farah binti Aziz'));
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`${baseUrl()}/registration`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subject Registration');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();

  release();
  await expect(page.getByRole('button', { name: /user menu/ })).toBeVisible();
  await expect(skip).toBeFocused();
  // The app's own skip link: it moves the focus without a step in the history.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(`${baseUrl()}/registration`);
});

test("the drawing follows the account's language, and goes with the session", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const student = await prepare.student('Lim Wei Ming');
  await signIn(page, student);
  await page.getByRole('button', { name: 'EN: language, English' }).click();
  await page.getByRole('menuitemradio', { name: /Bahasa Melayu/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Papan Pemuka Pelajar');

  await openWithoutScripts(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page).toHaveTitle('Papan Pemuka · Daftar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Papan Pemuka Pelajar');

  await page.unrouteAll();
  await page.goto(`${baseUrl()}/`);
  await page.getByRole('button', { name: /Lim Wei Ming/ }).click();
  await page.getByRole('menuitem', { name: 'Log Keluar' }).click();
  await expect(page).toHaveURL(/\/auth(\/login)?$/);

  // Signed out, the page is the spinner's again: nothing of a student's is drawn.
  await openWithoutScripts(page, '/registration');
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('heading')).toHaveCount(0);
});
