import { API, type AdminPeriod, type PlanCheckReply, type SelectedSubject } from '@daftar/contract';
import type { Page } from '@playwright/test';
import { api, baseUrl, expect, prepare, signIn, test } from '../support/fixtures';
import { checkScreen } from '../support/registration-page';
import { malayDarkPerson, signInMalay } from '../support/malay';

// Issue 48: a student plans before the opening: builds a plan with preferences, pins a tutorial,
// checks it (a prerequisite not passed is reported), fixes it, waits behind the admission gate
// for the opening, and registers the whole plan in one step, seeing what it took subject by
// subject. The gate is on for this journey only: it is turned off again at the end.

let periodId: number | null = null;

test.afterAll(async () => {
  if (periodId === null) return;
  await api(API.adminPeriodGate(periodId), {
    method: 'PUT',
    token: await prepare.admin(),
    body: { enabled: false },
  });
});

/** Finds a subject by code in the plan's search and adds it to the plan. */
async function addToPlan(page: Page, code: string) {
  await page.getByRole('searchbox', { name: 'Search subjects by code or name' }).fill(code);
  await page.getByRole('button', { name: `Add to plan: ${code}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${code}` })).toBeVisible();
}

test('a student plans, pins a tutorial, checks and fixes the plan, waits for the opening and registers it in one step', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Lecture L1 (Tuesday) with tutorials T2 (Thursday) and T3 (Friday) linked to it.
  const lab = { code: `PLN${String(Date.now()).slice(-5)}`, name: 'Planning Studio' };
  await prepare.partsSubject({
    ...lab,
    lecturer: 'Dr. Ong Mei Ling',
    sections: [
      ['L', 1, 40, '', 'Tue', '14:00', '16:00'],
      ['T', 2, 20, 'L1', 'Thu', '16:00', '17:00'],
      ['T', 3, 20, 'L1', 'Fri', '16:00', '17:00'],
    ],
  });
  const student = await prepare.student('Nurul Ain binti Hashim');
  await signIn(page, student);

  // From Subject Registration to the plan.
  await page.goto(`${baseUrl()}/registration`);
  const card = page.getByRole('region', { name: 'Plan your timetable' });
  await card.getByRole('link', { name: 'Start a plan' }).click();
  await expect(page.getByRole('heading', { name: 'Plan your timetable', level: 1 })).toBeVisible();

  // The plan: the studio, and WIX2001, whose prerequisite WIX1002 this student has not passed.
  await addToPlan(page, lab.code);
  await addToPlan(page, 'WIX2001');
  // Fridays free: the builder's best timetable takes the Thursday tutorial.
  await page.getByRole('combobox', { name: 'Keep a day free' }).selectOption({ label: 'Friday' });
  const shown = page.getByRole('region', { name: /^Option \d+ on the week/ });
  await expect(shown.getByRole('button', { name: `Pin ${lab.code} T2` })).toBeVisible();
  // The student wants the Friday tutorial all the same: pinned, it is in every timetable.
  await page
    .getByRole('combobox', { name: 'Keep a day free' })
    .selectOption({ label: 'No free day' });
  await expect(shown.getByRole('button', { name: `Pin ${lab.code} T2` })).toBeVisible();
  // Pinning T3 needs it shown: a later option has it.
  await page
    .locator('label')
    .filter({ hasText: `${lab.code} L1 + T3` })
    .first()
    .click();
  await shown.getByRole('button', { name: `Pin ${lab.code} T3` }).click();
  await expect(shown.getByRole('button', { name: `Unpin ${lab.code} T3` })).toBeVisible();
  // Every timetable has it now, the best first.
  await expect(page.getByRole('radio', { name: 'Option 1' })).toHaveAccessibleDescription(
    new RegExp(`${lab.code} L1 \\+ T3`),
  );
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText(/^Saved /)).toBeVisible();

  // The check finds the prerequisite, in the server's words, and takes nothing.
  await page.getByRole('button', { name: 'Check plan' }).click();
  const check = page.getByRole('region', { name: 'Save, check and register' });
  await expect(check.getByRole('heading', { name: 'Check of your plan' })).toBeVisible();
  await expect(check.getByText(/Not every subject of your plan can be registered/)).toBeVisible();
  await expect(check.getByText(/WIX1002/).first()).toBeVisible();
  await checkScreen(page, 'plan-checked');
  expect(await api<SelectedSubject[]>(API.selectedSubjects, { token: student.token })).toEqual([]);

  // Fixed: WIX2001 out, WIX1001 (no prerequisite) in; the check is clean.
  await page.getByRole('button', { name: 'Remove WIX2001' }).click();
  await addToPlan(page, 'WIX1001');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await page.getByRole('button', { name: 'Check plan' }).click();
  await expect(check.getByText('Every subject of your plan can be registered.')).toBeVisible();
  const checked = await api<PlanCheckReply>(API.planCheck, {
    method: 'POST',
    token: student.token,
  });
  expect(checked.ok).toBe(true);

  // The registrar puts registration behind the gate, opening in a few seconds.
  const admin = await prepare.admin();
  const periods = await api<AdminPeriod[]>(API.adminPeriods, { token: admin });
  periodId = periods.find((p) => p.isCurrent)!.id;
  await api(API.adminPeriodGate(periodId), {
    method: 'PUT',
    token: admin,
    body: {
      enabled: true,
      opensAt: new Date(Date.now() + 15_000).toISOString(),
      ratePerMinute: 600,
      paused: false,
    },
  });

  // The student waits for the opening, is let in, and is offered the plan first.
  await page.goto(`${baseUrl()}/registration`);
  await expect(
    page.getByRole('heading', { name: 'Registration Opens Soon', level: 1 }),
  ).toBeVisible();
  const register = page.getByRole('button', { name: 'Register my plan (2 subjects)' });
  await expect(register).toBeVisible({ timeout: 60_000 });
  const first = page.locator('main').getByRole('button').first();
  await expect(first).toHaveAccessibleName('Register my plan (2 subjects)');
  await register.click();

  // One request took the whole plan: the studio with its pinned tutorial, and WIX1001.
  await expect(page.getByText('2 subjects registered.')).toBeVisible();
  const outcome = page.getByRole('region', { name: 'Plan your timetable' });
  await expect(outcome.getByRole('heading', { name: 'What your plan registered' })).toBeVisible();
  await expect(outcome.getByText(lab.code)).toBeVisible();
  await expect(outcome.getByText('WIX1001')).toBeVisible();
  await checkScreen(page, 'plan-registered');
  const selection = await api<SelectedSubject[]>(API.selectedSubjects, { token: student.token });
  const studio = selection.find((s) => s.code === lab.code)!;
  expect(studio.parts?.map((p) => `${p.part}${p.number}`)).toEqual(['L1', 'T3']);
  expect(selection.map((s) => s.code).sort()).toEqual([lab.code, 'WIX1001'].sort());
});

test('the plan in Malay and the dark theme, on a phone', async ({ browser }) => {
  const student = await prepare.student('Ahmad Faris bin Zainal');
  await api(API.plan, {
    method: 'PUT',
    token: student.token,
    body: { subjects: [], preferences: { notBefore: '09:00', freeDay: 5 } },
  });
  const page = await malayDarkPerson(browser);
  await signInMalay(page, student);
  await page.goto(`${baseUrl()}/registration/plan`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('searchbox').first().fill('WIX1001');
  await page
    .getByRole('button', { name: /WIX1001/ })
    .first()
    .click();
  await expect(page.getByRole('radio', { name: /1/ }).first()).toBeVisible();
  await checkScreen(page, 'plan-malay-dark');
  await page.context().close();
});
