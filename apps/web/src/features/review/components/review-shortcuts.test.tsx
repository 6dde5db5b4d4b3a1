import { API, type RegistrationDetail } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import { renderReviewDetail } from '@/testing/render-review-detail';
import {
  registrationDetail,
  reviewQueueItem,
  reviewQueuePage,
  reviewSubject,
} from '@/testing/review-fixtures';

const detail = registrationDetail(7);
const row = (code: string) => screen.getByRole('cell', { name: new RegExp(code) }).closest('tr')!;

async function renderShortcuts(replies = {}, shown: RegistrationDetail = detail) {
  const view = await renderReviewDetail(shown, {
    [`POST ${API.approveSubject(7, 1)}`]: { body: detail },
    [`POST ${API.approveSubject(7, 2)}`]: { body: detail },
    ...replies,
  });
  await screen.findByRole('heading', { name: 'Student 7' });
  return view;
}

describe('keyboard shortcuts on the detail', () => {
  it('J and K move between subjects; A approves the current one', async () => {
    const { user, fetchMock } = await renderShortcuts();
    expect(row('CSC3101')).toHaveAttribute('aria-current', 'true');
    await user.keyboard('j');
    expect(row('CSC3102')).toHaveFocus();
    expect(row('CSC3102')).toHaveAttribute('aria-current', 'true');
    await user.keyboard('jjk');
    expect(row('CSC3102')).toHaveFocus();
    await user.keyboard('a');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', API.approveSubject(7, 2))).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST', API.approveSubject(7, 1))).toHaveLength(0);
  });

  it('R opens the reject dialog for the current subject', async () => {
    const { user } = await renderShortcuts();
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Subject' });
    expect(dialog).toHaveTextContent('CSC3101 - Subject 1');
    expect(within(dialog).getByRole('textbox', { name: 'Reason for rejection' })).toHaveFocus();
  });

  it('never fires while typing in a field or while a dialog is open', async () => {
    const { user, fetchMock } = await renderShortcuts();
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, 'ajkr?n');
    expect(note).toHaveValue('ajkr?n');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row('CSC3101')).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Reject CSC3102 Subject 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Subject' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for rejection' });
    await user.type(reason, 'a');
    expect(reason).toHaveValue('a');
    // Focus on the dialog itself, not a field: still nothing.
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('a');
    expect(callsTo(fetchMock, 'POST', API.approveSubject(7, 1))).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', API.approveSubject(7, 2))).toHaveLength(0);
  });

  it('ignores the keys with Ctrl or Meta held', async () => {
    const { user, fetchMock } = await renderShortcuts();
    await user.keyboard('{Control>}a{/Control}{Meta>}a{/Meta}');
    expect(callsTo(fetchMock, 'POST', API.approveSubject(7, 1))).toHaveLength(0);
  });

  it('? opens the list of shortcuts', async () => {
    const { user } = await renderShortcuts();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help).toHaveTextContent('Approve the current subject');
    expect(help).toHaveTextContent('Next waiting registration');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('N opens the next waiting registration in the queue', async () => {
    const { user, router } = await renderShortcuts({
      [`GET ${API.reviewQueue}`]: {
        body: reviewQueuePage([reviewQueueItem(7), reviewQueueItem(9)]),
      },
      [`GET ${API.reviewRegistration(9)}`]: { body: registrationDetail(9) },
    });
    await user.keyboard('n');
    await waitFor(() => expect(router.state.location.search).toBe('?registration=9'));
    expect(await screen.findByRole('heading', { name: 'Student 9' })).toBeInTheDocument();
  });

  it('does nothing to a registration no longer under review', async () => {
    const { user, fetchMock } = await renderShortcuts(
      {},
      registrationDetail(7, {
        status: 'approved',
        subjects: [reviewSubject(1, { status: 'approved' })],
      }),
    );
    await user.keyboard('r');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', API.approveSubject(7, 1))).toHaveLength(0);
  });
});

describe('the offer of the next registration', () => {
  it('after the last undecided subject is decided, offers the next one with the focus on it', async () => {
    const approved = registrationDetail(7, {
      status: 'approved',
      subjects: [reviewSubject(1, { status: 'approved' })],
    });
    let shown = registrationDetail(7, { subjects: [reviewSubject(1)] });
    const { user, router } = await renderShortcuts(
      {
        [`GET ${API.reviewRegistration(7)}`]: () => ({ body: shown }),
        [`POST ${API.approveSubject(7, 1)}`]: () => {
          shown = approved;
          return { body: approved };
        },
        [`GET ${API.reviewQueue}`]: {
          body: reviewQueuePage([
            reviewQueueItem(9, { student: { id: 5, name: 'Tan Mei Ling', studentId: '1' } }),
          ]),
        },
        [`GET ${API.reviewRegistration(9)}`]: { body: registrationDetail(9) },
      },
      shown,
    );
    await user.click(screen.getByRole('button', { name: 'Approve CSC3101 Subject 1' }));
    const offer = await screen.findByRole('button', {
      name: 'Open the next waiting registration: Tan Mei Ling',
    });
    await waitFor(() => expect(offer).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?registration=9'));
  });

  it('is not offered for a registration that was already decided when opened', async () => {
    await renderShortcuts(
      {
        [`GET ${API.reviewQueue}`]: { body: reviewQueuePage([reviewQueueItem(9)]) },
      },
      registrationDetail(7, {
        status: 'approved',
        subjects: [reviewSubject(1, { status: 'approved' })],
      }),
    );
    expect(screen.queryByRole('button', { name: /^Open the next/ })).not.toBeInTheDocument();
  });
});
