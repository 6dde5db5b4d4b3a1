import { API, type RegistrationDetail } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, type mockApi } from '@/testing/mock-api';
import { renderReviewDetail } from '@/testing/render-review-detail';
import { registrationDetail } from '@/testing/review-fixtures';
import { findToast } from '@/testing/toasts';

type Replies = Parameters<typeof mockApi>[0];

const detail = registrationDetail(7);
const decided = (status: RegistrationDetail['status']) => ({ body: { ...detail, status } });

const renderDetail = (replies: Replies = {}) => renderReviewDetail(detail, replies);

/** A toast shown while a modal dialog hides the rest of the page from assistive technology. */
async function findToastBehindDialog() {
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: true });
  return within(region).findByRole('listitem', { hidden: true });
}

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;

describe('the registration reject dialog', () => {
  it('keeps Reject Registration disabled until the reason has more than spaces', async () => {
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Reject registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Registration' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject Registration' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for rejection' });
    expect(confirm).toBeDisabled();
    await user.type(reason, '   ');
    expect(confirm).toBeDisabled();
    await user.type(reason, 'x');
    expect(confirm).toBeEnabled();
  });

  it('sends the trimmed reason, returns to the list, and starts the next reject empty', async () => {
    const { user, fetchMock, router } = await renderDetail({
      [`POST ${API.rejectRegistration(7)}`]: decided('rejected'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject registration' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '  Over the credit limit  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Registration' }));

    expect(await findToast()).toHaveTextContent('Registration rejected');
    expect(
      await screen.findByRole('heading', { name: 'Pending Registrations' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    const posts = callsTo(fetchMock, 'POST', API.rejectRegistration(7));
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0])).toEqual({ reason: 'Over the credit limit' });

    await user.click(await screen.findByRole('button', { name: /^View Details/ }));
    await user.click(await screen.findByRole('button', { name: 'Reject registration' }));
    expect(await screen.findByRole('textbox', { name: 'Reason for rejection' })).toHaveValue('');
  });

  it('stays open with the reason after a refusal, and says why', async () => {
    const { user } = await renderDetail({
      [`POST ${API.rejectRegistration(7)}`]: {
        status: 409,
        body: { error: 'This registration has already been decided.', code: 'ALREADY_DECIDED' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject registration' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Registration' }));
    const toast = await findToastBehindDialog();
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('This registration has already been decided.');
    expect(within(dialog).getByRole('textbox')).toHaveValue('Late');
  });

  it('clears the reason when cancelled', async () => {
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Reject registration' }));
    await user.type(await screen.findByRole('textbox'), 'Draft reason');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reject registration' }));
    expect(await screen.findByRole('textbox')).toHaveValue('');
  });
});

describe('the subject reject dialog', () => {
  it('asks for a reason for that subject, and sends it trimmed', async () => {
    const { user, fetchMock } = await renderDetail({
      [`POST ${API.rejectSubject(7, 2)}`]: { body: detail },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject CSC3102 Subject 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Subject' });
    expect(dialog).toHaveTextContent('CSC3102 - Subject 2 will be rejected for Student 7.');
    const confirm = within(dialog).getByRole('button', { name: 'Reject Subject' });
    await user.type(within(dialog).getByRole('textbox'), ' \n ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'Clashes with CSC3101 ');
    await user.click(confirm);

    expect(await findToast()).toHaveTextContent('Subject rejected');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Student 7' })).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST', API.rejectSubject(7, 2));
    expect(bodyOf(posts[0])).toEqual({ reason: 'Clashes with CSC3101' });
    expect(callsTo(fetchMock, 'GET', API.reviewRegistration(7))).toHaveLength(2);
  });

  it('falls back to "Failed to reject subject" when the server gives no reason', async () => {
    const { user } = await renderDetail({ [`POST ${API.rejectSubject(7, 1)}`]: { status: 500 } });
    await user.click(await screen.findByRole('button', { name: 'Reject CSC3101 Subject 1' }));
    await user.type(await screen.findByRole('textbox'), 'No');
    await user.click(screen.getByRole('button', { name: 'Reject Subject' }));
    expect(await findToastBehindDialog()).toHaveTextContent('Failed to reject subject');
  });
});

describe('Approve all', () => {
  it('asks first, and does nothing when cancelled', async () => {
    const { user, fetchMock } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Approve all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve all subjects?' });
    expect(dialog).toHaveTextContent("approves the 3 subjects of Student 7's registration");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', API.approveRegistration(7))).toHaveLength(0);
  });

  it('approves the registration once confirmed, then refetches it', async () => {
    const { user, fetchMock } = await renderDetail({
      [`POST ${API.approveRegistration(7)}`]: decided('approved'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve all' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve all' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Registration approved');
    expect(toast).toHaveTextContent('Student 7');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', API.approveRegistration(7))).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', API.reviewRegistration(7))).toHaveLength(2);
  });

  it('falls back to "Failed to approve registration" when the server gives no reason', async () => {
    const { user } = await renderDetail({
      [`POST ${API.approveRegistration(7)}`]: { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve all' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve all' }),
    );
    expect(await findToastBehindDialog()).toHaveTextContent('Failed to approve registration');
  });

  it('falls back to "Failed to reject registration" when the server gives no reason', async () => {
    const { user } = await renderDetail({ [`POST ${API.rejectRegistration(7)}`]: { status: 500 } });
    await user.click(await screen.findByRole('button', { name: 'Reject registration' }));
    await user.type(await screen.findByRole('textbox'), 'No');
    await user.click(screen.getByRole('button', { name: 'Reject Registration' }));
    expect(await findToastBehindDialog()).toHaveTextContent('Failed to reject registration');
  });
});
