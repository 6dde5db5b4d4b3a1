import { API, type AdminGate, type AdminPeriod, type GateStatus } from '@daftar/contract';
import type { Page } from '@playwright/test';
import { api, baseUrl, expect, prepare, signIn, test } from '../support/fixtures';
import { animationsDone, checkScreen } from '../support/registration-page';

// Issue 42, item 2: the registrar's gate dialog filled "Opens at" with the period's start, long
// passed; saved, the queue opened at once and nobody waited. Now the dialog proposes a time
// ahead, says what saving will do, refuses a passed time in the server's words (and the server
// refuses it too), and the registrar can rehearse the queue without the real one noticing.
// Item 11 (part): the dialog's radios are named by their text (axe).

const registrar = { username: 'admin', password: 'admin123' };
const placeShown = /^You are number \d+ in the queue$/;

let periodId: number;

test.beforeAll(async () => {
  const periods = await api<AdminPeriod[]>(API.adminPeriods, { token: await prepare.admin() });
  periodId = periods.find((period) => period.isCurrent)!.id;
});

test.afterAll(async () => {
  const token = await prepare.admin();
  await api(API.adminPeriodGate(periodId), { method: 'PUT', token, body: { enabled: false } });
  await api(API.adminGateRehearsal, { method: 'DELETE', token });
});

const readGate = async () =>
  api<AdminGate>(API.adminPeriodGate(periodId), { token: await prepare.admin() });

async function openGateSettings(page: Page) {
  await signIn(page, registrar);
  await page.goto(`${baseUrl()}/admin/live`);
  const card = page.getByRole('region', { name: /Admission Gate/ });
  await card.getByRole('button', { name: 'Change Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admission Gate Settings' });
  await expect(dialog).toBeVisible();
  await animationsDone(page);
  return { card, dialog };
}

test('the gate dialog proposes an opening ahead and says what saving will do, accessibly', async ({
  page,
}) => {
  const { dialog } = await openGateSettings(page);
  const proposed = await dialog.getByLabel('Opens at (Malaysia time)').inputValue();
  expect(Date.parse(`${proposed}:00+08:00`)).toBeGreaterThan(Date.now() + 14 * 60_000);
  await expect(dialog.getByText('What happens when you save')).toBeVisible();
  await expect(dialog.getByText(/^The gate is off: registration is open/)).toBeVisible();
  await dialog.getByLabel('Put registration behind the admission gate').check();
  await expect(
    dialog.getByText(
      /^The queue opens automatically at .+ \(Malaysia time\)\. Students who arrive/,
    ),
  ).toBeVisible();
  await dialog.getByRole('radio', { name: 'Now, when I save' }).check();
  await expect(dialog.getByText(/^The queue opens now: /)).toBeVisible();
  // Every control has a name: the radios are their own text, with no unnamed twin inputs
  // (today's main drew each radio as a button beside a hidden, unlabelled input).
  for (const input of await dialog.locator('input').all()) {
    await expect(input).toHaveAccessibleName(/\S/);
  }
  await dialog.getByRole('radio', { name: 'A fixed number each minute' }).check();
  await expect(dialog.getByRole('radio', { name: /^Automatic: / })).not.toBeChecked();
  await checkScreen(page, 'gate-settings-dialog');
});

test('an opening already passed is refused in the dialog and by the server, and nothing opens', async ({
  page,
}) => {
  const before = await readGate();
  const { card, dialog } = await openGateSettings(page);
  await dialog.getByLabel('Put registration behind the admission gate').check();
  await dialog.getByLabel('Opens at (Malaysia time)').fill('2026-11-13T00:00');
  await expect(dialog.getByText(/^The time chosen has already passed\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  const refusal =
    'The opening time, 13 Nov 2026, 12:00 am, has already passed, so the queue would open at once and nobody would wait. Choose a time ahead, or choose to open the queue now.';
  await expect(dialog.getByLabel('Opens at (Malaysia time)')).toHaveAccessibleDescription(refusal);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card.getByRole('status')).toHaveText(/^Off: registration is open to everyone/);

  // The server refuses it the same way, whoever sends it.
  const sent = await fetch(`${baseUrl()}${API.adminPeriodGate(periodId)}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${await prepare.admin()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ enabled: true, opensAt: '2026-11-13T00:00:00+08:00' }),
  });
  expect(sent.status).toBe(400);
  expect(await sent.json()).toMatchObject({ code: 'GATE_OPENS_IN_PAST', error: refusal });
  const after = await readGate();
  expect(after.settings).toEqual(before.settings);
  expect(after.progress).toBeNull();
  const student = await prepare.student('Nur Farah binti Hassan');
  expect(await api<GateStatus>(API.gateJoin, { method: 'POST', token: student.token })).toEqual({
    state: 'open',
  });
});

test('the registrar rehearses the queue as a student, and the real gate and its students do not notice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The real gate: on, opening in two hours, a student already in its pre-queue.
  const token = await prepare.admin();
  await api(API.adminPeriodGate(periodId), {
    method: 'PUT',
    token,
    body: {
      enabled: true,
      opensAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      ratePerMinute: 60,
      paused: false,
    },
  });
  const student = await prepare.student('Muhammad Irfan bin Zulkifli');
  const waiting = { state: 'waiting', ticket: null, progress: { opened: false } };
  expect(
    await api<GateStatus>(API.gateJoin, { method: 'POST', token: student.token }),
  ).toMatchObject(waiting);
  const realBefore = await readGate();
  expect(realBefore.progress).toMatchObject({ opened: false, prequeued: 1, issued: 0 });

  await signIn(page, registrar);
  await page.goto(`${baseUrl()}/admin/live`);
  await page
    .getByRole('region', { name: /Admission Gate/ })
    .getByRole('link', { name: 'Rehearse the Queue' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Rehearse the Admission Gate', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Places ahead of you').selectOption({ label: '10 stand-in places' });
  await page.getByLabel('The opening').selectOption({ label: 'In 15 seconds' });
  await checkScreen(page, 'gate-rehearsal-start');
  await page.getByRole('button', { name: 'Start Rehearsal' }).click();

  // The student's pre-queue, for the registrar alone.
  await expect(page.getByText(/^Rehearsal: this queue is yours alone/)).toBeVisible();
  await expect(page.getByText(/^Registration opens at .+ \(Malaysia time\)\.$/)).toBeVisible();
  await expect(page.getByText('1 student is waiting for the opening, you included.')).toBeVisible();
  await checkScreen(page, 'gate-rehearsal-prequeue');

  // The opening puts the registrar somewhere among the stand-ins; the place falls to the turn.
  const turn = page.getByRole('heading', { name: 'Your turn came', level: 2 });
  await expect(page.getByText(placeShown).or(turn)).toBeVisible({ timeout: 30_000 });
  await expect(turn).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, 'gate-rehearsal-turn');

  // The real gate is where it was, its student still waits for it, and nobody was let in.
  const realAfter = await readGate();
  expect(realAfter.settings).toEqual(realBefore.settings);
  expect(realAfter.progress).toEqual(realBefore.progress);
  expect(realAfter.activeAdmissions).toBe(0);
  expect(
    await api<GateStatus>(API.gateJoin, { method: 'POST', token: student.token }),
  ).toMatchObject(waiting);

  await page.getByRole('button', { name: 'End Rehearsal' }).click();
  await expect(page.getByRole('button', { name: 'Start Rehearsal' })).toBeVisible();
});
