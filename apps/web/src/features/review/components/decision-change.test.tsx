import { API } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import { renderReviewDetail } from '@/testing/render-review-detail';
import { registrationDetail, reviewSubject } from '@/testing/review-fixtures';

// Issue 42: the student was told of a decision, so neither a button nor a key changes it without
// a confirmation that says so and a reason.

const detail = registrationDetail(7, {
  subjects: [
    reviewSubject(1, { status: 'rejected', rejectionReason: 'Prerequisite missing.' }),
    reviewSubject(2, { status: 'approved' }),
    reviewSubject(3),
  ],
});
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;

async function renderDetail() {
  const view = await renderReviewDetail(detail, {
    [`POST ${API.approveSubject(7, 1)}`]: { body: detail },
    [`POST ${API.rejectSubject(7, 2)}`]: { body: detail },
  });
  await screen.findByRole('heading', { name: 'Student 7' });
  return view;
}

describe('changing a decided subject', () => {
  it('A on a rejected subject asks to confirm the change with a reason, then sends it', async () => {
    const { user, fetchMock } = await renderDetail();
    screen
      .getByRole('cell', { name: /CSC3101/ })
      .closest('tr')!
      .focus();
    await user.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Approve a Rejected Subject' });
    expect(dialog).toHaveTextContent(
      'Student 7 was already told that CSC3101 - Subject 1 was rejected.',
    );
    expect(callsTo(fetchMock, 'POST', API.approveSubject(7, 1))).toHaveLength(0);
    const confirm = within(dialog).getByRole('button', { name: 'Approve Subject' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for the change' }),
      'Prerequisite confirmed by the faculty.',
    );
    await user.click(confirm);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', API.approveSubject(7, 1))).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST', API.approveSubject(7, 1))[0])).toEqual({
      reason: 'Prerequisite confirmed by the faculty.',
    });
  });

  it('the Approve button of a rejected subject asks the same', async () => {
    const { user } = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Approve CSC3101 Subject 1' }));
    expect(
      await screen.findByRole('dialog', { name: 'Approve a Rejected Subject' }),
    ).toBeInTheDocument();
  });

  it('R or Reject on an approved subject says the student was told of the approval', async () => {
    const { user, fetchMock } = await renderDetail();
    screen
      .getByRole('cell', { name: /CSC3102/ })
      .closest('tr')!
      .focus();
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject an Approved Subject' });
    expect(dialog).toHaveTextContent(
      'Student 7 was already told that CSC3102 - Subject 2 was approved.',
    );
    await user.type(within(dialog).getByRole('textbox'), 'Over the credit limit.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Subject' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', API.rejectSubject(7, 2))).toHaveLength(1),
    );
  });

  it('rejecting the registration warns of the approvals it overturns', async () => {
    const { user } = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Reject registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Registration' });
    expect(dialog).toHaveTextContent(
      '1 subject is already approved and the student was told: it will be rejected too.',
    );
  });
});
