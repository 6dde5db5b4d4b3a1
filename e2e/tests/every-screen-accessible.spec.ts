import AxeBuilder from '@axe-core/playwright';
import { API, LANGUAGE_STORAGE_KEY, type Period } from '@daftar/contract';
import type { Page } from '@playwright/test';
import {
  api,
  baseUrl,
  expect,
  prepare,
  signIn,
  test,
  type PreparedUser,
} from '../support/fixtures';
import { animationsDone } from '../support/registration-page';

// Issue 42: every screen of every role is axe-clean in both languages, both themes and at both
// widths. One page load per combination, in one signed-in browser per role. Beyond the WCAG 2 A/AA
// rules the other journeys run, this sweep runs WCAG 2.1's and `label-content-name-mismatch`
// (a name that does not hold the text a voice user reads off the button), and counts every
// violation, moderate ones too.

const LANGUAGES = ['en', 'ms'] as const;
const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

interface Screen {
  name: string;
  path: string;
  /** What to do once the page is there, e.g. open the bell's list. */
  open?: (page: Page) => Promise<void>;
}

let gatePeriodId: number | null = null;

test.afterAll(async () => {
  if (gatePeriodId === null) return;
  await api(API.adminPeriodGate(gatePeriodId), {
    method: 'PUT',
    token: await prepare.admin(),
    body: { enabled: false },
  });
});

/** The page has drawn its screen: a level-1 heading, nothing loading, nothing moving. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  // Spinners in the page (the bell's unread badge pulses for as long as it is unread).
  await expect(page.locator('main .animate-spin')).toHaveCount(0);
  await animationsDone(page);
}

async function violationsOf(page: Page): Promise<string[]> {
  // withTags and withRules each replace `runOnly`; axe's own options take the tags and, besides
  // them, the experimental rule.
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * Every screen in every combination, each from a fresh load. The two themes run side by side in
 * two tabs of the one signed-in browser (the theme is each tab's own; the language, kept in the
 * browser's storage, is set for both at once): axe keeps one core busy, and the sweep's time is
 * about half the browser suite's.
 */
async function sweep(page: Page, screens: Screen[]) {
  const tabs = [page, await page.context().newPage()] as const;
  for (const language of LANGUAGES) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      LANGUAGE_STORAGE_KEY,
      language,
    ] as const);
    await Promise.all(THEMES.map((theme, i) => sweepTheme(tabs[i]!, theme, language, screens)));
  }
  await tabs[1].close();
}

async function sweepTheme(
  page: Page,
  theme: (typeof THEMES)[number],
  language: (typeof LANGUAGES)[number],
  screens: Screen[],
) {
  await page.emulateMedia({ colorScheme: theme });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const screen of screens) {
      const where = `${screen.name} (${language}, ${theme}, ${viewport.width}px)`;
      await page.goto(`${baseUrl()}${screen.path}`);
      await settled(page);
      await expect(page.locator('html'), where).toHaveAttribute('lang', language);
      const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      expect(dark, `${where} follows the device's theme`).toBe(theme === 'dark');
      await screen.open?.(page);
      // Soft: one run names every screen that fails, not only the first.
      expect.soft(await violationsOf(page), where).toEqual([]);
    }
  }
}

const openBell = async (page: Page) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Notifications|Pemberitahuan)/ })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await animationsDone(page);
};

const unknownSlip = '/verify/AAAAAAAAAAAAAAAAAAAAAAAAAA';

test('every signed-out screen is axe-clean in both languages, themes and widths', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${baseUrl()}/auth/login`);
  await sweep(page, [
    { name: 'login', path: '/auth/login' },
    { name: 'sign-up', path: '/auth/register' },
    { name: 'verify (unknown slip)', path: unknownSlip },
    { name: 'not found', path: '/no-such-page' },
  ]);
});

/** A student of a new lecturer with a submitted registration, for the student's and desk's screens. */
async function submittedStudent(): Promise<{ lecturer: PreparedUser; student: PreparedUser }> {
  const lecturer = await prepare.lecturer('Dr. Farah Hani binti Aziz');
  const student = await prepare.student('Aina Sofea binti Rahman', lecturer);
  const subject = await prepare.subject({
    code: `AXE${String(Date.now()).slice(-5)}`,
    name: 'Accessible Interfaces',
    year: 1,
    capacity: 30,
    lecturer: lecturer.name,
    meeting: { day: 3, startTime: '14:00', endTime: '16:00', room: 'Makmal 3' },
  });
  await api(API.selectedSubjects, { token: student.token, body: { subjectId: subject.id } });
  await api(API.submit, { method: 'POST', token: student.token });
  return { lecturer, student };
}

test("every student's screen is axe-clean in both languages, themes and widths", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { student } = await submittedStudent();
  await signIn(page, student);
  await sweep(page, [
    { name: 'dashboard', path: '/' },
    { name: 'notifications', path: '/', open: openBell },
    { name: 'registration', path: '/registration' },
    { name: 'timetable', path: '/schedule' },
    { name: 'history', path: '/history' },
    { name: 'profile', path: '/profile' },
  ]);
});

test("the lecturer's screens, the advisor's desk among them, are axe-clean", async ({ page }) => {
  test.setTimeout(300_000);
  const { lecturer } = await submittedStudent();
  const [waiting] = await api<{ id: number }[]>(API.reviewRegistrations, {
    token: lecturer.token,
  });
  await signIn(page, lecturer);
  await sweep(page, [
    { name: 'lecturer dashboard', path: '/' },
    { name: 'review', path: '/admin' },
    { name: 'advisor desk', path: `/admin?registration=${waiting!.id}` },
    { name: 'lecturer profile', path: '/profile' },
  ]);
});

// The catalogue, every subject with its sections, takes axe longest: a test of its own.
const CONSOLE_PAGES: Screen[][] = [
  [
    { name: 'admin dashboard', path: '/' },
    { name: 'admin panel', path: '/admin' },
    { name: 'semesters', path: '/admin/semesters' },
  ],
  [{ name: 'catalogue', path: '/admin/catalogue' }],
  [
    { name: 'import', path: '/admin/import' },
    { name: 'people', path: '/admin/people' },
    { name: 'live', path: '/admin/live' },
    { name: 'audit', path: '/admin/audit' },
  ],
  [{ name: 'API tokens', path: '/admin/api-tokens' }],
  [{ name: 'structures', path: '/admin/structures?programme=BCSAI&intake=2023%2F2024' }],
];

for (const pages of CONSOLE_PAGES) {
  test(`axe finds nothing on the registrar's ${pages.map((screen) => screen.name).join(', ')} in both languages, themes and widths`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await signIn(page, { username: 'admin', password: 'admin123' });
    await sweep(page, pages);
  });
}

test("the admission gate's waiting room is axe-clean in both languages, themes and widths", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const student = await prepare.student('Lim Wei Jie');
  const period = await api<Period>(API.period, { token: student.token });
  // The gate opens in an hour: the student waits for the opening.
  await api(API.adminPeriodGate(period.id), {
    method: 'PUT',
    token: await prepare.admin(),
    body: {
      enabled: true,
      opensAt: new Date(Date.now() + 3_600_000).toISOString(),
      ratePerMinute: 30,
      paused: false,
    },
  });
  gatePeriodId = period.id;
  await signIn(page, student);
  await sweep(page, [{ name: 'gate waiting room', path: '/registration' }]);
});
