import { API, type WaitlistPlace } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPeriod, selectedSubject } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { renderStudentPage } from '@/testing/registration-fixtures';

type StudentPageReplies = NonNullable<Parameters<typeof renderStudentPage>[1]>['replies'];

beforeAll(() => import('./registration-page'));

const place: WaitlistPlace = {
  subjectId: 9,
  code: 'WIA2003',
  name: 'Probability and Statistics',
  nameMs: null,
  position: 2,
  of: 5,
  sectionId: null,
  swapSubjectId: null,
  skippedBecause: null,
};

async function openReview(replies: StudentPageReplies) {
  const view = renderStudentPage('/registration', { replies });
  const submit = await screen.findByRole('button', { name: 'Submit Registration' });
  await waitFor(() => expect(submit).toBeEnabled());
  await view.user.click(submit);
  return { ...view, review: await screen.findByRole('dialog', { name: 'Review and Submit' }) };
}

describe('the review before submitting', () => {
  it('lists the subjects, the credits against the limits and the open waitlist places', async () => {
    const { review } = await openReview({
      [`GET ${API.selectedSubjects}`]: {
        body: [
          selectedSubject(1, { credits: 4, section: { ...selectedSubject(1).section, number: 3 } }),
          selectedSubject(2, { status: 'approved' }),
          selectedSubject(3, { status: 'rejected', rejectionReason: 'Full.' }),
        ],
      },
      [`GET ${API.period}`]: { body: { ...openPeriod, creditMin: 6 } },
      [`GET ${API.waitlist}`]: { body: [place] },
    });
    const subjects = within(within(review).getByRole('region', { name: 'Subjects to submit' }));
    const items = subjects.getAllByRole('listitem');
    // A rejected subject holds no seat and is not submitted.
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('CSC3101Subject 1Section 34 credits');
    expect(items[1]).toHaveTextContent('Section 1 · Already approved');
    const credits = within(review).getByRole('region', { name: 'Credits' });
    expect(credits).toHaveTextContent('Total: 7 credits');
    expect(credits).toHaveTextContent('Allowed: 6 to 20 credits');
    expect(credits).toHaveTextContent('Within the limits');
    const places = within(review).getByRole('region', { name: '1 waitlist place still open' });
    expect(places).toHaveTextContent('WIA2003Probability and StatisticsWaitlisted: 2 of 5');
    expect(places).toHaveTextContent('Submitting keeps these places.');
    expect(places).toHaveTextContent('The places close when the registration period ends.');
  });

  it('says so and does not submit below the credit minimum', async () => {
    const { review, fetchMock } = await openReview({
      [`GET ${API.selectedSubjects}`]: { body: [selectedSubject(1)] },
      [`GET ${API.period}`]: { body: { ...openPeriod, creditMin: 12 } },
    });
    expect(review).toHaveTextContent(
      'Below the minimum of 12 credits: add subjects before you submit.',
    );
    expect(within(review).getByRole('button', { name: 'Submit Registration' })).toBeDisabled();
    expect(within(review).queryByRole('region', { name: /waitlist/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', API.submit)).toHaveLength(0);
  });

  it('goes back to the selection without submitting', async () => {
    const { review, user, fetchMock } = await openReview({
      [`GET ${API.selectedSubjects}`]: { body: [selectedSubject(1)] },
    });
    await user.click(within(review).getByRole('button', { name: 'Back to Selection' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Submit Registration' })).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', API.submit)).toHaveLength(0);
  });
});
