import type { Locator, Page } from '@playwright/test';
import { boxOf, phone, VIEWPORTS } from '../support/audit';
import { baseUrl, expect, expectAccessible, prepare, signIn, test } from '../support/fixtures';
import {
  animationsDone,
  openRegistration,
  selectedList,
  toast,
} from '../support/registration-page';
import { addSubject } from '../support/review-steps';

// Issue 17's audit, defect 10 (the smaller items), at 1280px and 390px, as a person sees them:
// where toasts appear, the phone's summary bar and Help, a taken username, the user menu's name
// and the skip link.

/** The registration page's summary bar, on screens narrower than its two-column layout. */
const summaryBar = (page: Page) => page.getByRole('region', { name: 'Selection summary' });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

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
