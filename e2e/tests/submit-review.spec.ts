import { API } from '@daftar/contract';
import type { Page } from '@playwright/test';
import {
  api,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  prepare,
  signIn,
  test,
  type PreparedUser,
} from '../support/fixtures';
import { animationsDone, openRegistration } from '../support/registration-page';
import { addSubject, closeSubmittedDialog } from '../support/review-steps';

// Issue 42, item 8: Submit was one click with no review, even with waitlist places open, and on
// the phone "Review and Submit" only scrolled. Now both open a review of the subjects, the
// credits against the limits and the open waitlist places with what becomes of them, and submit
// from there.

/** A student waiting for a full subject of the test's own, with two subjects to submit. */
async function waitingStudent(name: string): Promise<{ student: PreparedUser; code: string }> {
  const code = `SRV${String(Date.now()).slice(-5)}`;
  const subject = await prepare.subject({
    code,
    name: 'Data Visualisation Studio',
    year: 2,
    capacity: 1,
    lecturer: 'Dr. Hema a/p Subramaniam',
    meeting: { day: 6, startTime: '08:00', endTime: '10:00', room: 'Makmal 2' },
  });
  const holder = await prepare.student('Lee Chong Wei');
  await api(API.selectedSubjects, { token: holder.token, body: { subjectId: subject.id } });
  const student = await prepare.student(name);
  await api(API.waitlist, { token: student.token, body: { subjectId: subject.id } });
  return { student, code };
}

async function expectReview(page: Page, code: string) {
  const review = page.getByRole('dialog', { name: 'Review and Submit' });
  await expect(review).toBeVisible();
  const subjects = review.getByRole('region', { name: 'Subjects to submit' });
  await expect(subjects.getByRole('listitem')).toHaveCount(2);
  await expect(subjects.getByRole('listitem').first()).toContainText('BBA1001');
  await expect(subjects.getByRole('listitem').first()).toContainText('Principles of Management');
  await expect(subjects.getByRole('listitem').first()).toContainText(/Section \d+/);
  await expect(subjects.getByRole('listitem').first()).toContainText('3 credits');
  const credits = review.getByRole('region', { name: 'Credits' });
  await expect(credits).toContainText('Total: 6 credits');
  await expect(credits).toContainText('Allowed: at most 20 credits');
  await expect(credits).toContainText('Within the limits');
  const places = review.getByRole('region', { name: '1 waitlist place still open' });
  await expect(places).toContainText(`${code}Data Visualisation Studio`);
  await expect(places).toContainText('Waitlisted: 1 of 1');
  await expect(places).toContainText(
    'Submitting keeps these places. If a seat comes while your advisor reviews your registration, the subject joins it as pending for your advisor to decide',
  );
  return review;
}

test('Submit opens a review of subjects, credits and waitlist places, and submits from it', async ({
  page,
}) => {
  const { student, code } = await waitingStudent('Farah binti Aziz');
  await signIn(page, student);
  await openRegistration(page);
  for (const subject of ['BBA1001', 'BEA1001'] as const) await addSubject(page, subject);

  await page.getByRole('button', { name: 'Submit Registration' }).click();
  const review = await expectReview(page, code);
  await animationsDone(page);
  await expectAccessible(page, 'the review before submitting');
  await page.screenshot({ path: 'test-results/screens/submit-review-1280.png' });

  // Back: nothing was sent.
  await review.getByRole('button', { name: 'Back to Selection' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByText('Under review', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await review.getByRole('button', { name: 'Submit Registration' }).click();
  await closeSubmittedDialog(page);
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  // What the review said: the place is kept.
  await expect(page.getByRole('region', { name: 'Waitlists' })).toContainText('Waitlisted: 1 of 1');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Review and Submit opens the review full-width, and submits from it', async ({ page }) => {
    const { student, code } = await waitingStudent('Arjun a/l Muthu');
    await signIn(page, student);
    await openRegistration(page);
    for (const subject of ['BBA1001', 'BEA1001'] as const) await addSubject(page, subject);

    await page
      .getByRole('region', { name: 'Selection summary' })
      .getByRole('button', { name: 'Review and Submit' })
      .click();
    const review = await expectReview(page, code);
    await animationsDone(page);
    const box = await review.boundingBox();
    expect(box?.width, 'the review fills the phone').toBe(390);
    await expectNoSidewaysScroll(page, 'the review at 390px');
    await expectAccessible(page, 'the review at 390px');
    await page.screenshot({ path: 'test-results/screens/submit-review-390.png' });

    await review.getByRole('button', { name: 'Submit Registration' }).click();
    await closeSubmittedDialog(page);
    await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  });
});
