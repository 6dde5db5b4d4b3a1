import { ADMISSION_HEADER, API, type GateStatus, type Period } from '@daftar/contract';
import type { Page } from '@playwright/test';
import {
  api,
  baseUrl,
  expect,
  expectNoSidewaysScroll,
  prepare,
  signIn,
  test,
} from '../support/fixtures';
import {
  checkScreen,
  confirmSubmission,
  searchBox,
  selectedList,
  subjectRow,
} from '../support/registration-page';

// Issue 25: with the registrar's admission gate on, a student opening /registration waits in
// the queue, watches their place fall without reloading, is let in by the page itself, and
// registers. The gate is on for this journey only: it is turned off again at the end.

const RATE_PER_MINUTE = 12;
const placeShown = /You are number (\d+) in the queue/;

/** The place the waiting page shows now. */
async function placeOn(page: Page): Promise<number> {
  const text = await page.getByText(placeShown).textContent();
  return Number(placeShown.exec(text ?? '')?.[1]);
}

let periodId: number | null = null;

test.afterAll(async () => {
  if (periodId === null) return;
  await api(API.adminPeriodGate(periodId), {
    method: 'PUT',
    token: await prepare.admin(),
    body: { enabled: false },
  });
});

test('a student waits at the admission gate, sees their place fall, is let in and registers', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // A subject of its own, so no other journey's seats matter.
  const code = `GTE${String(Date.now()).slice(-5)}`;
  await prepare.subject({
    code,
    name: 'Queueing Theory Studio',
    year: 3,
    capacity: 10,
    lecturer: 'Dr. Ong Mei Ling',
    meeting: { day: 6, startTime: '10:00', endTime: '12:00', room: 'Bilik Seminar 2' },
  });
  const student = await prepare.student('Siti Hajar binti Yusof');
  const period = await api<Period>(API.period, { token: student.token });

  // The registrar turns the gate on, opening it now, a student let in every 5 s.
  const admin = await prepare.admin();
  await api(API.adminPeriodGate(period.id), {
    method: 'PUT',
    token: admin,
    body: {
      enabled: true,
      openNow: true,
      ratePerMinute: RATE_PER_MINUTE,
      paused: false,
    },
  });
  periodId = period.id;

  // Five students are in the queue first.
  const early = await Promise.all(
    Array.from({ length: 5 }, (_, i) => prepare.student(`Early Student ${i + 1}`)),
  );
  for (const other of early) {
    const status = await api<GateStatus>(API.gateJoin, { method: 'POST', token: other.token });
    expect(status.state).not.toBe('open');
  }
  // Their changes need an admission now.
  const refused = await fetch(`${baseUrl()}${API.submit}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${early[4]!.token}` },
  });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('ADMISSION_REQUIRED');

  // The student opens the registration page and finds the waiting page instead.
  await signIn(page, student);
  await page.goto(`${baseUrl()}/registration`);
  await expect(
    page.getByRole('heading', { name: 'Waiting for Your Turn', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(placeShown)).toBeVisible();
  const first = await placeOn(page);
  expect(first).toBeGreaterThan(1);
  await expect(page.getByRole('region', { name: 'What Happens Next' })).toBeVisible();
  await expect(page.getByText(`About ${RATE_PER_MINUTE} students`)).toBeVisible();

  // A refresh keeps the place: it belongs to the account.
  await page.reload();
  await expect(page.getByText(placeShown)).toBeVisible();
  expect(await placeOn(page)).toBeLessThanOrEqual(first);

  // The place falls while the student watches, without a reload.
  await expect.poll(() => placeOn(page), { timeout: 15_000 }).toBeLessThan(first);
  await expectNoSidewaysScroll(page, 'the waiting page at 1280px');
  await checkScreen(page, 'admission-gate-waiting');
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page, `the waiting page at ${width}px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Their turn comes: the page opens the registration page by itself.
  await expect(page.getByRole('heading', { name: 'Subject Registration', level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('heading', { name: 'Waiting for Your Turn' })).toHaveCount(0);

  // And they register: each change carries the admission.
  await searchBox(page).fill(code);
  const added = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === API.selectedSubjects,
  );
  await subjectRow(page, code)
    .getByRole('button', { name: `Add ${code}` })
    .click();
  expect((await added).headers()[ADMISSION_HEADER]).toMatch(/^\d+\.\d+\.\d+\.[\w-]+\.[\w-]+$/);
  await expect(selectedList(page).getByText(code)).toBeVisible();
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await confirmSubmission(page);
  await expect(page.getByRole('dialog', { name: 'Registration Submitted' })).toBeVisible();
});
