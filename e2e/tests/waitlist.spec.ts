import { API } from '@daftar/contract';
import { api, baseUrl, expect, expectToast, prepare, signIn, test } from '../support/fixtures';
import {
  checkScreen,
  openRegistration,
  searchBox,
  selectedList,
  subjectRow,
} from '../support/registration-page';

// Issue 20: a student joins the waitlist of a full subject; another student drops it; the first
// sees "Seat secured" at once and the subject in their selection, without reloading.

test('a student waiting for a full subject gets the seat another student drops, live', async ({
  page,
  browser,
}) => {
  // A subject of its own with one seat, so no other journey's seats matter.
  const code = `WTL${String(Date.now()).slice(-5)}`;
  const subject = await prepare.subject({
    code,
    name: 'Machine Learning Studio',
    year: 2,
    capacity: 1,
    lecturer: 'Dr. Hema a/p Subramaniam',
    meeting: { day: 6, startTime: '14:00', endTime: '16:00', room: 'Makmal 3' },
  });
  const holder = await prepare.student('Tan Wei Jie');
  await api(API.selectedSubjects, { token: holder.token, body: { subjectId: subject.id } });

  // The waiting student finds it full and joins its waitlist.
  const student = await prepare.student('Nur Aisyah binti Rahman');
  await signIn(page, student);
  await openRegistration(page);
  await searchBox(page).fill(code);
  const row = subjectRow(page, code);
  await expect(row.getByRole('button', { name: `Full ${code}` })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await row.getByRole('button', { name: `Join waitlist for ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Join the Waitlist for ${code}` });
  await expect(dialog).toContainText('Machine Learning Studio is full.');
  await checkScreen(page, 'waitlist-join-dialog');
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
  await expectToast(page, `You are number 1 of 1 for ${code}.`);
  await expect(row).toContainText('Waitlisted: 1 of 1');
  const places = page.getByRole('region', { name: 'Waitlists' });
  await expect(places).toContainText('Waitlisted: 1 of 1');
  await checkScreen(page, 'waitlist-place');

  // Another student, elsewhere, drops it: the seat is this student's at once.
  await api(API.selectedSubject(subject.id), { method: 'DELETE', token: holder.token });
  await expectToast(page, `${code} - Machine Learning Studio from the waitlist`);
  await expect(selectedList(page).getByText(code)).toBeVisible();
  await expect(places).toBeHidden();
  await expect(page.getByRole('button', { name: /Notifications \(\d+ unread\)/ })).toBeVisible();

  // A third student now finds it full, with one place in line for them if they want it.
  const late = await (await browser.newContext()).newPage();
  await signIn(late, await prepare.student('Lee Jia Hui'));
  await late.goto(`${baseUrl()}/registration`);
  await searchBox(late).fill(code);
  await expect(
    subjectRow(late, code).getByRole('button', { name: `Join waitlist for ${code}` }),
  ).toBeVisible();
  await late.context().close();
});
