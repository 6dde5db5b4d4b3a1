import { API, type RegistrationStatusReply } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectedSubject } from '@/testing/fixtures';
import { callsTo, never } from '@/testing/mock-api';
import { draftStatus, renderStudentPage, submittedStatus } from '@/testing/registration-fixtures';
import { findToast } from '@/testing/toasts';

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./registration-page'));

const selection = { [`GET ${API.selectedSubjects}`]: { body: [selectedSubject(1)] } };

/** The panel's Submit opens the review (issue 42); the review's own Submit sends. */
async function submitFromReview(user: ReturnType<typeof renderStudentPage>['user']) {
  const submit = await screen.findByRole('button', { name: 'Submit Registration' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
  const review = await screen.findByRole('dialog', { name: 'Review and Submit' });
  await user.click(within(review).getByRole('button', { name: 'Submit Registration' }));
}

describe('submitting the registration', () => {
  it('submits, says so, opens the dialog and refetches the selection and the period', async () => {
    let status: RegistrationStatusReply = draftStatus;
    const { user, fetchMock, router } = renderStudentPage('/registration', {
      replies: {
        ...selection,
        [`GET ${API.status}`]: () => ({ body: status }),
        [`POST ${API.submit}`]: () => {
          status = submittedStatus;
          return { body: submittedStatus };
        },
      },
    });
    await submitFromReview(user);

    const dialog = await screen.findByRole('dialog', { name: 'Registration Submitted' });
    // The modal dialog hides the rest of the page from the accessibility tree, the toast too.
    const toast = (
      await screen.findByText('Your subject registration has been submitted successfully.')
    ).closest('li');
    expect(toast).toHaveTextContent('Registration Submitted');
    expect(callsTo(fetchMock, 'POST', API.submit)).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', API.selectedSubjects)).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET', API.period)).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('disables Submit while the submit is in flight', async () => {
    const { user } = renderStudentPage('/registration', {
      replies: { ...selection, [`POST ${API.submit}`]: never },
    });
    await submitFromReview(user);
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });

  it("shows a failure as a destructive toast with the server's message", async () => {
    const { user } = renderStudentPage('/registration', {
      replies: {
        ...selection,
        [`POST ${API.submit}`]: {
          status: 409,
          body: {
            error: 'Registration is closed. It closed on 30 Jun 2025.',
            code: 'PERIOD_NOT_OPEN',
            params: { context: 'closed', date: '2025-06-30' },
          },
        },
      },
    });
    await submitFromReview(user);
    const toast = await findToast();
    expect(toast).toHaveTextContent('Submission Failed');
    expect(toast).toHaveTextContent('Registration is closed. It closed on 30 Jun 2025.');
    expect(toast).toHaveClass('destructive');
    expect(
      screen.queryByRole('dialog', { name: 'Registration Submitted' }),
    ).not.toBeInTheDocument();
  });

  it('falls back to "Unknown error occurred" when the server gives no reason', async () => {
    const { user } = renderStudentPage('/registration', {
      replies: { ...selection, [`POST ${API.submit}`]: { status: 502, text: 'Bad Gateway' } },
    });
    await submitFromReview(user);
    expect(await findToast()).toHaveTextContent('Unknown error occurred');
  });

  it('opens the dialog when the page opens on a submitted registration, and lets the student stay', async () => {
    const { user, router } = renderStudentPage('/registration', {
      replies: { ...selection, [`GET ${API.status}`]: { body: submittedStatus } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Registration Submitted' });
    expect(within(dialog).getByRole('button', { name: 'Back to Dashboard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/registration');
    expect(screen.getByRole('button', { name: 'Submit Registration' })).toBeDisabled();
    expect(screen.getByText('Under review')).toBeInTheDocument();
  });
});

describe('when there is something to submit', () => {
  const decided = [
    selectedSubject(1, { status: 'approved' }),
    selectedSubject(2, { status: 'rejected', rejectionReason: 'Section is for majors' }),
  ];
  const partiallyApproved: RegistrationStatusReply = {
    status: 'partially_approved',
    submittedAt: submittedStatus.submittedAt,
    lateAt: null,
  };

  it('disables Submit and says why once every subject has been decided', async () => {
    const { fetchMock } = renderStudentPage('/registration', {
      replies: {
        [`GET ${API.selectedSubjects}`]: { body: decided },
        [`GET ${API.status}`]: { body: partiallyApproved },
      },
    });
    await screen.findByText('CSC3102');
    const submit = screen.getByRole('button', { name: 'Submit Registration' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAccessibleDescription(
      'Every subject has been decided. Add a subject to submit again.',
    );
    expect(callsTo(fetchMock, 'POST', API.submit)).toHaveLength(0);
  });

  it('enables Submit again once a pending subject joins the decided ones', async () => {
    renderStudentPage('/registration', {
      replies: {
        [`GET ${API.selectedSubjects}`]: { body: [...decided, selectedSubject(3)] },
        [`GET ${API.status}`]: { body: partiallyApproved },
      },
    });
    await screen.findByText('CSC3103');
    const submit = screen.getByRole('button', { name: 'Submit Registration' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(submit).not.toHaveAttribute('aria-describedby');
  });

  it('says why Submit is disabled with nothing selected', async () => {
    renderStudentPage('/registration');
    await screen.findByText('No subjects selected yet');
    const submit = screen.getByRole('button', { name: 'Submit Registration' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Add a subject to submit your registration.');
  });

  it('says why Submit is disabled while the registration is under review', async () => {
    const { user } = renderStudentPage('/registration', {
      replies: { ...selection, [`GET ${API.status}`]: { body: submittedStatus } },
    });
    await screen.findByRole('dialog', { name: 'Registration Submitted' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const submit = screen.getByRole('button', { name: 'Submit Registration' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Your registration is under review: there is nothing to submit until your advisor has decided it.',
    );
  });
});
