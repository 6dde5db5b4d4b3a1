import { API, type RegistrationStatusReply } from '@daftar/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectedSubject } from '@/testing/fixtures';
import { renderStudentPage, submittedStatus } from '@/testing/registration-fixtures';

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./registration-page'));

/** /registration on a registration under review, submitted at `status.submittedAt`. */
function visit(status: RegistrationStatusReply = submittedStatus) {
  return renderStudentPage('/registration', {
    replies: {
      [`GET ${API.selectedSubjects}`]: { body: [selectedSubject(1)] },
      [`GET ${API.status}`]: { body: status },
    },
  });
}

const submittedDialog = () => screen.queryByRole('dialog', { name: 'Registration Submitted' });

/** The page has loaded its status: the selection panel says the registration is under review. */
const underReview = () => screen.findByText('Under review', {}, { timeout: 5000 });

describe('the "Registration Submitted" dialog', () => {
  it('opens on the first visit after a submission, and not on the visits after it', async () => {
    const first = visit();
    expect(
      await screen.findByRole('dialog', { name: 'Registration Submitted' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await first.user.keyboard('{Escape}');
    await waitFor(() => expect(submittedDialog()).not.toBeInTheDocument());
    first.unmount();

    visit();
    await underReview();
    expect(submittedDialog()).not.toBeInTheDocument();
  });

  it('counts a visit that showed it, even when the student left without closing it', async () => {
    const first = visit();
    await screen.findByRole('dialog', { name: 'Registration Submitted' }, { timeout: 5000 });
    first.unmount();

    visit();
    await underReview();
    expect(submittedDialog()).not.toBeInTheDocument();
  });

  it('opens again for a new submission', async () => {
    const first = visit();
    await screen.findByRole('dialog', { name: 'Registration Submitted' }, { timeout: 5000 });
    first.unmount();

    visit({ status: 'submitted', submittedAt: '2025-06-09T02:00:00.000Z', lateAt: null });
    expect(
      await screen.findByRole('dialog', { name: 'Registration Submitted' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
