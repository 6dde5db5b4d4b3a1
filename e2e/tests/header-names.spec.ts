import { API, LANGUAGE_STORAGE_KEY } from '@daftar/contract';
import type { Locator, Page } from '@playwright/test';
import { api, baseUrl, expect, prepare, signIn, test } from '../support/fixtures';

// Issue 42: the header's language and user-menu buttons had names that did not start with the
// text they show ("Language: English (EN)" on a button reading "EN"; "NA Nur Aisyah" on one
// whose text ran "NANur Aisyah"), and the Admin Panel link was read "Admin Panel 4 4 waiting".
// A voice user says what they see; a screen reader user hears each number once.

/** The text a sighted person reads on the control: on screen, not only for screen readers. */
function shownText(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const words: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('.sr-only') || !parent.checkVisibility()) continue;
      words.push(node.textContent ?? '');
    }
    return words.join(' ').replace(/\s+/g, ' ').trim();
  });
}

/** The control's accessible name, as Chromium's accessibility tree gives it. */
async function accessibleName(control: Locator): Promise<string> {
  // `- button "Help"`, or quoted as YAML when the name has a colon: `- 'button "EN: …"'`.
  const snapshot = await control.ariaSnapshot();
  return /^- '?\w+ "([^"]*)"/.exec(snapshot)?.[1] ?? '';
}

async function expectNamesStartWithShownText(page: Page, where: string) {
  const banner = page.getByRole('banner');
  const controls = banner.locator('a:visible, button:visible');
  const count = await controls.count();
  expect(count, where).toBeGreaterThan(3);
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    const shown = await shownText(control);
    if (!shown) continue;
    const name = await accessibleName(control);
    expect(name.toLowerCase(), `${where}: "${name}" starts with "${shown}"`).toMatch(
      new RegExp(`^${shown.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
    );
  }
}

test("the header's controls are named by the text they show, and the waiting count is read once", async ({
  page,
}) => {
  // A registration waits for the registrar, so the Admin Panel link carries a count.
  const student = await prepare.student('Nur Aisyah binti Ahmad');
  const subject = await prepare.subject({
    code: `HDR${String(Date.now()).slice(-5)}`,
    name: 'Spoken Interfaces',
    year: 1,
    capacity: 20,
    lecturer: 'Dr. Tan Wei Ming',
    meeting: { day: 2, startTime: '10:00', endTime: '12:00', room: 'Makmal 1' },
  });
  await api(API.selectedSubjects, { token: student.token, body: { subjectId: subject.id } });
  await api(API.submit, { method: 'POST', token: student.token });
  const waiting = (await api<unknown[]>(API.reviewRegistrations, { token: await prepare.admin() }))
    .length;

  await signIn(page, { username: 'admin', password: 'admin123' });
  for (const [language, adminPanel, word] of [
    ['en', 'Admin Panel', 'waiting'],
    ['ms', 'Panel Pentadbir', 'menunggu'],
  ] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      LANGUAGE_STORAGE_KEY,
      language,
    ] as const);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${baseUrl()}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const link = page
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(`^${adminPanel}`) })
        .first();
      await expect(link).toHaveAccessibleName(`${adminPanel} ${waiting} ${word}`);
      await expect(
        page.getByRole('banner').getByRole('button', { name: /user menu|menu pengguna/ }),
      ).toBeVisible();
      await expectNamesStartWithShownText(page, `${language} at ${width}px`);
    }
  }
});
