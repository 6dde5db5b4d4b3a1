import { API, type RegistrationDetail, type RegistrationStatus } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, never, type mockApi } from '@/testing/mock-api';
import { renderReviewDetail } from '@/testing/render-review-detail';
import { registrationDetail, reviewSubject } from '@/testing/review-fixtures';
import { findToast } from '@/testing/toasts';

type Replies = Parameters<typeof mockApi>[0];

const mixed = registrationDetail(7, {
  subjects: [
    reviewSubject(1),
    reviewSubject(2, { status: 'approved' }),
    reviewSubject(3, {
      status: 'rejected',
      rejectionReason: 'Prerequisite <b>CSC1100</b> missing',
    }),
  ],
});

const renderDetail = (shown: RegistrationDetail = mixed, replies: Replies = {}) =>
  renderReviewDetail(shown, replies);

const row = (code: string) => screen.getByRole('cell', { name: new RegExp(code) }).closest('tr')!;
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('registration detail', () => {
  it('shows the student, period, submitted time, totals and the capitalised status', async () => {
    await renderDetail(registrationDetail(7, { status: 'partially_approved', totalCredits: 9 }));
    const heading = await screen.findByRole('heading', { name: 'Student 7' });
    expect(heading.querySelector('bdi')).toHaveTextContent('Student 7');
    expect(screen.getByText('Student ID: 034567')).toBeInTheDocument();
    const facts = screen.getByText('Period').closest('dl')!;
    expect(facts).toHaveTextContent('PeriodSemester 6, 2024/2025');
    expect(facts).toHaveTextContent(/Submitted3 Jun 2025, \d\d:05/);
    expect(facts).toHaveTextContent('Total Credits9');
    expect(facts).toHaveTextContent('Subjects3');
    expect(facts).toHaveTextContent('StatusPartially Approved');
  });

  it('lists the subjects with their status, and a rejection reason as plain text', async () => {
    await renderDetail();
    await screen.findByRole('heading', { name: 'Student 7' });
    expect(row('CSC3101')).toHaveTextContent('Pending');
    expect(row('CSC3102')).toHaveTextContent('Approved');
    expect(row('CSC3103')).toHaveTextContent('Rejected');
    const reason = within(row('CSC3103')).getByText('Reason: Prerequisite <b>CSC1100</b> missing');
    // Isolated, so right-to-left text in a reason cannot reorder what is shown around it.
    expect(reason).toHaveAttribute('dir', 'auto');
    expect(row('CSC3103').querySelector('b')).toBeNull();
  });

  it('enables Approve except for approved subjects and Reject except for rejected ones', async () => {
    await renderDetail();
    await screen.findByRole('heading', { name: 'Student 7' });
    expect(button('Approve CSC3101 Subject 1')).toBeEnabled();
    expect(button('Reject CSC3101 Subject 1')).toBeEnabled();
    expect(button('Approve CSC3102 Subject 2')).toBeDisabled();
    expect(button('Reject CSC3102 Subject 2')).toBeEnabled();
    expect(button('Approve CSC3103 Subject 3')).toBeEnabled();
    expect(button('Reject CSC3103 Subject 3')).toBeDisabled();
    expect(button('Approve all')).toBeEnabled();
    expect(button('Reject registration')).toBeEnabled();
  });

  it.each<RegistrationStatus>(['approved', 'rejected', 'partially_approved', 'draft'])(
    'disables every decision while the registration is %s',
    async (status) => {
      await renderDetail({ ...mixed, status });
      await screen.findByRole('heading', { name: 'Student 7' });
      for (const name of [/^Approve CSC/, /^Reject CSC/])
        for (const each of screen.getAllByRole('button', { name })) expect(each).toBeDisabled();
      expect(button('Approve all')).toBeDisabled();
      expect(button('Reject registration')).toBeDisabled();
      expect(screen.getByText(/not under review/)).toBeInTheDocument();
    },
  );

  it('disables every decision while one is pending', async () => {
    const { user } = await renderDetail(mixed, {
      [`POST ${API.approveSubject(7, 1)}`]: never,
    });
    await user.click(await screen.findByRole('button', { name: 'Approve CSC3101 Subject 1' }));
    await waitFor(() => expect(button('Approve CSC3103 Subject 3')).toBeDisabled());
    for (const each of screen.getAllByRole('button', { name: /^(Approve|Reject) CSC/ }))
      expect(each).toBeDisabled();
    expect(button('Approve all')).toBeDisabled();
    expect(button('Reject registration')).toBeDisabled();
  });

  it('approves a subject: toast, then the detail and the list are fetched again', async () => {
    const approved = {
      ...mixed,
      subjects: mixed.subjects.map((s) => (s.id === 1 ? { ...s, status: 'approved' as const } : s)),
    };
    let detail = mixed;
    const { user, fetchMock } = await renderDetail(mixed, {
      [`GET ${API.reviewRegistration(7)}`]: () => ({ body: detail }),
      [`POST ${API.approveSubject(7, 1)}`]: () => {
        detail = approved;
        return { body: approved };
      },
    });
    // Start from the list, so it is cached when the decision is made.
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await user.click(await screen.findByRole('button', { name: /^View Details/ }));
    await user.click(await screen.findByRole('button', { name: 'Approve CSC3101 Subject 1' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Subject approved');
    expect(toast).toHaveTextContent('CSC3101 - Subject 1');
    await waitFor(() => expect(button('Approve CSC3101 Subject 1')).toBeDisabled());
    await waitFor(() => expect(callsTo(fetchMock, 'GET', API.reviewRegistrations)).toHaveLength(2));
    // Opened twice (the second time from the cache), then fetched again after the decision.
    expect(callsTo(fetchMock, 'GET', API.reviewRegistration(7))).toHaveLength(2);
    expect(callsTo(fetchMock, 'POST', API.approveSubject(7, 1))).toHaveLength(1);
  });

  it('shows the server reason in an "Error" toast, and refetches after a refusal', async () => {
    const { user, fetchMock } = await renderDetail(mixed, {
      [`POST ${API.approveSubject(7, 1)}`]: {
        status: 409,
        body: { error: 'The subject is full.', code: 'SUBJECT_FULL' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve CSC3101 Subject 1' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('The subject is full.');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', API.reviewRegistration(7))).toHaveLength(2),
    );
  });

  it('falls back to "Failed to approve subject" when the server gives no reason', async () => {
    const { user } = await renderDetail(mixed, {
      [`POST ${API.approveSubject(7, 1)}`]: { status: 502, text: '' },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve CSC3101 Subject 1' }));
    expect(await findToast()).toHaveTextContent('Failed to approve subject');
  });

  it('shows "Failed to load registration details" with Go Back, and says why in a toast', async () => {
    const { user, router } = await renderDetail(mixed, {
      [`GET ${API.reviewRegistration(7)}`]: {
        status: 404,
        body: {
          error: 'That registration was not found.',
          code: 'NOT_FOUND',
          params: { context: 'registration' },
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load registration details');
    const toast = await findToast();
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(
      'Failed to load registration details: That registration was not found.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Go Back' }));
    expect(
      await screen.findByRole('heading', { name: 'Pending Registrations' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says "Unknown error" in the toast when a failed load has no message', async () => {
    await renderDetail(mixed, {
      [`GET ${API.reviewRegistration(7)}`]: () => Promise.reject(new TypeError('')),
    });
    expect(await findToast()).toHaveTextContent(
      'Failed to load registration details: Unknown error',
    );
  });
});
