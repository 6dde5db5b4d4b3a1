import { API } from '@daftar/contract';
import { api, expect, expectToast, prepare, signIn, test } from '../support/fixtures';
import { openRegistration, searchBox, subjectRow } from '../support/registration-page';

// Issue 42 (3): every waitlist notification arrives live by the one path, says what really
// happened, and its time moves on by itself.

const meeting = { day: 6, startTime: '14:00', endTime: '16:00', room: 'Makmal 3' };

test('a seat that passes a waiting student by is told live, with the clash named', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-5);
  const wanted = await prepare.subject({
    code: `WSK${stamp}`,
    name: 'Robotics Studio',
    year: 2,
    capacity: 1,
    lecturer: 'Dr. Hema a/p Subramaniam',
    meeting,
  });
  const clashing = await prepare.subject({
    code: `WSC${stamp}`,
    name: 'Embedded Systems',
    year: 2,
    capacity: 30,
    lecturer: 'Dr. Lim Chee Keong',
    meeting,
  });
  const holder = await prepare.student('Tan Wei Jie');
  await api(API.selectedSubjects, { token: holder.token, body: { subjectId: wanted.id } });

  const student = await prepare.student('Nur Aisyah binti Rahman');
  await api(API.waitlist, { token: student.token, body: { subjectId: wanted.id } });
  await api(API.selectedSubjects, { token: student.token, body: { subjectId: clashing.id } });
  await signIn(page, student);
  await openRegistration(page);
  await searchBox(page).fill(wanted.code);
  await expect(subjectRow(page, wanted.code)).toContainText('Waitlisted: 1 of 1');

  await api(API.selectedSubject(wanted.id), { method: 'DELETE', token: holder.token });
  await expectToast(page, 'A seat came free');
  const bell = page.getByRole('button', { name: /Notifications \(1 unread\)/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = page.getByRole('region', { name: 'Notifications' }).or(page.getByRole('dialog'));
  // Nobody else waited: the seat is still free, and the student keeps their place.
  await expect(
    item.getByText(
      new RegExp(
        `A seat in ${wanted.code} - Robotics Studio came free, but you could not take it\\. .*${clashing.code}.* You keep your place in line\\.`,
      ),
    ),
  ).toBeVisible();
  await expect(item.getByText(/went to the next student/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Waitlists' })).toContainText(
    'A seat came free, but you could not take it',
  );
});
