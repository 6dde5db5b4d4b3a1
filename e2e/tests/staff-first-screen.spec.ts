import type { Page } from '@playwright/test';
import { baseUrl, expect, prepare, signIn, test } from '../support/fixtures';

// Issue 42: the advisor's review page and the registrar's console came up as a spinner, then the
// frame and heading after every script (largest paint 3.6-3.9 s in Lighthouse's phone), and the
// console's content pushed its calendar form and the footer down as its readings arrived (layout
// shift 0.2). They are now drawn in the HTML like a student's pages (build/first-screens.ts), and
// the first load holds them until their readings are in (routes/review.tsx, routes/semesters.tsx).

const ADMIN = { username: 'admin', password: 'admin123' };

/** The page as the HTML draws it: the scripts are refused, so only the HTML and styles show. */
async function openWithoutScripts(page: Page, path: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${baseUrl()}${path}`);
}

async function headingBoxes(page: Page) {
  return {
    heading: await page.locator('main h1').boundingBox(),
    description: await page.locator('main h1 + p').boundingBox(),
  };
}

/** Every layout shift the page makes without the person's input, as the browser reports it. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : 'text',
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts);
}

/** The page's API readings answer `ms` late, as on a phone's slow link. */
async function slowReadings(page: Page, ms: number) {
  await page.route('**/api/**', async (route) => {
    if (route.request().method() === 'GET') await new Promise((r) => setTimeout(r, ms));
    await route.fallback();
  });
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the advisor's review page is drawn before its scripts, where the app draws it (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, await prepare.lecturer('Dr. Hafiz bin Osman'));

    await openWithoutScripts(page, '/admin');
    await expect(page).toHaveTitle('Review Registrations · Daftar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Registration Admin Dashboard',
    );
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
        name: 'Review Registrations',
      }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    const drawn = await headingBoxes(page);

    await page.unrouteAll();
    await page.reload();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.getByRole('button', { name: /Dr. Hafiz bin Osman/ })).toBeVisible();
    expect(await headingBoxes(page)).toEqual(drawn);
  });

  test(`the registrar's semesters are drawn before their scripts, where the app draws them (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, ADMIN);

    await openWithoutScripts(page, '/admin/semesters');
    await expect(page).toHaveTitle('Semesters · Daftar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Semesters');
    await expect(
      page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', {
        name: 'Semesters',
      }),
    ).toHaveAttribute('aria-current', 'page');
    const drawn = await headingBoxes(page);

    await page.unrouteAll();
    await page.reload();
    await expect(page.getByRole('button', { name: 'New Semester' })).toBeVisible();
    expect(await headingBoxes(page)).toEqual(drawn);
  });

  test(`the registrar's semesters and the review queue arrive without moving what is on screen (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, ADMIN);
    const layoutShifts = await recordLayoutShifts(page);
    await slowReadings(page, 400);

    await page.goto(`${baseUrl()}/admin/semesters`);
    // The current semester's calendar is open, its form below its dates.
    await expect(page.getByRole('button', { name: 'Add Date' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    expect(await layoutShifts()).toEqual([]);

    await page.goto(`${baseUrl()}/admin`);
    await expect(page.getByRole('heading', { name: 'Pending Registrations' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    expect(await layoutShifts()).toEqual([]);
  });
}
