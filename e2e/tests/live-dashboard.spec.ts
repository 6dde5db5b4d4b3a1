import { API } from '@daftar/contract';
import type { Page } from '@playwright/test';
import { api, baseUrl, expect, prepare, signIn, test } from '../support/fixtures';
import { checkScreen } from '../support/registration-page';

// Issue 23: the registrar watches the live dashboard while students rush a three-seat subject,
// then submit; every figure follows over the admins' socket, without a reload or a refetch.

const headline = (page: Page, label: string) =>
  page.locator('dl > div').filter({ hasText: label }).locator('dd');
const outcomeCount = (page: Page, outcome: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: outcome })
    .getByText(/in 30 minutes$/);
const countIn = async (value: ReturnType<typeof headline>) =>
  Number.parseInt((await value.textContent()) ?? '', 10);

test('the live dashboard follows a registration rush as it happens', async ({ page }) => {
  // A subject of its own with three seats, named to sort first among full subjects.
  const code = `A0LIVE${String(Date.now()).slice(-6)}`;
  const subject = await prepare.subject({
    code,
    name: 'Registration Day Studio',
    year: 1,
    capacity: 3,
    lecturer: 'Dr. Farah binti Aziz',
    meeting: { day: 6, startTime: '08:00', endTime: '10:00', room: 'Dewan Kuliah 2' },
  });
  const advisor = await prepare.lecturer('Dr. Rush Hour');
  const students = await Promise.all(
    Array.from({ length: 6 }, (_, i) => prepare.student(`Rush Student ${i + 1}`, advisor)),
  );

  await signIn(page, { username: 'admin', password: 'admin123' });
  await page.goto(`${baseUrl()}/admin/live`);
  await expect(
    page.getByRole('heading', { name: 'Registration Day, Live', level: 1 }),
  ).toBeVisible();
  const taken = headline(page, 'Seats taken in 30 minutes');
  const submitted = headline(page, 'Submitted in 30 minutes');
  await expect(taken).toHaveText(/^\d+$/);
  const before = {
    taken: await countIn(taken),
    submitted: await countIn(submitted),
    full: Number.parseInt((await outcomeCount(page, 'Refused: full').textContent()) ?? '', 10),
  };
  // Seat changes are drawn, with submissions, on three charts.
  await expect(page.locator('.uplot canvas')).toHaveCount(3);

  // From here on the page must not fetch the figures again: they come over the socket.
  const refetches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === API.liveFigures) refetches.push(request.url());
  });

  // The rush: six students race for three seats; two of those refused join the waitlist.
  const adds = await Promise.all(
    students.map((student) =>
      fetch(`${baseUrl()}${API.selectedSubjects}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ subjectId: subject.id }),
      }),
    ),
  );
  expect(adds.map((reply) => reply.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
  const seated = students.filter((_, i) => adds[i]!.status === 201);
  const refused = students.filter((_, i) => adds[i]!.status === 409);
  for (const student of refused.slice(0, 2)) {
    await api(API.waitlist, { token: student.token, body: { subjectId: subject.id } });
  }

  await expect(taken).toHaveText(String(before.taken + 3));
  await expect(outcomeCount(page, 'Refused: full')).toHaveText(`${before.full + 3} in 30 minutes`);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('3/3');
  await expect(row.getByRole('cell').last()).toHaveText('2');

  // Then the three with a seat submit for review.
  for (const student of seated) {
    await api(API.submit, { method: 'POST', token: student.token });
  }
  await expect(submitted).toHaveText(String(before.submitted + 3));
  expect(refetches).toEqual([]);

  await checkScreen(page, 'live-dashboard');
});
