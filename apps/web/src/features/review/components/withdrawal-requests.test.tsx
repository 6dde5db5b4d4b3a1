import { API, type Withdrawal } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lecturerUser } from '@/testing/fixtures';
import { callsTo, mockApi, type MockReply } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';
import { reviewQueuePage } from '@/testing/review-fixtures';
import { findToast } from '@/testing/toasts';

// Issue 47: withdrawal requests wait on the advisor's desk beside the queue; approving one that
// leaves the student below the credit minimum is refused until the advisor confirms it.

const pending = (id: number, name: string, overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id,
  periodId: 1,
  student: { id: id + 100, name, studentId: `03456${id}` },
  subject: { id: 40 + id, code: `WIX300${id}`, name: 'Data Mining', nameMs: 'Perlombongan Data' },
  reason: 'Medical leave from week 8.',
  status: 'pending',
  createdAt: '2025-09-01T02:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  credits: 3,
  creditsAfter: 15,
  creditMin: 12,
  ...overrides,
});

const belowMinimumRefusal: MockReply = {
  status: 409,
  body: {
    error: 'Withdrawing leaves the student 9 credits, below the minimum of 12.',
    code: 'CREDIT_MINIMUM',
    params: { creditSelected: 9, creditMin: 12, context: 'withdrawal' },
  },
};

const bodyOf = (call: [unknown, RequestInit?] | undefined) =>
  JSON.parse(String(call?.[1]?.body)) as unknown;

async function renderDesk(requests: Withdrawal[], language: 'en' | 'ms' = 'en') {
  const user = { ...lecturerUser, language };
  storeTokenFor(user);
  let list = requests;
  const decided =
    (id: number, status: 'approved' | 'rejected') =>
    (init: RequestInit): MockReply => {
      const withdrawal = list.find((w) => w.id === id)!;
      // The below-minimum one is refused until the advisor confirms it.
      const body = JSON.parse(String(init.body ?? '{}')) as { confirmBelowMinimum?: boolean };
      if (status === 'approved' && withdrawal.creditsAfter < withdrawal.creditMin)
        if (!body.confirmBelowMinimum) return belowMinimumRefusal;
      list = list.filter((w) => w.id !== id);
      return { body: { ...withdrawal, status, decidedAt: '2025-09-02T03:00:00.000Z' } };
    };
  const fetchMock = mockApi({
    ...sessionReplies(user),
    [`GET ${API.reviewQueue}`]: { body: reviewQueuePage([]) },
    [`GET ${API.reasonTemplates}`]: { body: [] },
    [`GET ${API.adminWithdrawals}`]: () => ({ body: list }),
    ...Object.fromEntries(
      requests.flatMap((w) => [
        [`POST ${API.approveWithdrawal(w.id)}`, decided(w.id, 'approved')],
        [`POST ${API.rejectWithdrawal(w.id)}`, decided(w.id, 'rejected')],
      ]),
    ),
  });
  const view = renderApp('/admin');
  return { ...view, fetchMock };
}

describe("the advisor's withdrawal requests", () => {
  it('lists each request with what it withdraws and the credits it leaves, and approves one', async () => {
    const { user, fetchMock } = await renderDesk([
      pending(1, 'Nur Aisyah'),
      pending(2, 'Tan Mei Ling', { subject: null, credits: 12, creditsAfter: 0 }),
    ]);
    const card = await screen.findByRole('region', { name: 'Withdrawal requests' });
    expect(card).toHaveTextContent('2 students ask to withdraw.');
    const [first, second] = within(card).getAllByRole('listitem');
    expect(first).toHaveTextContent('Nur Aisyah (Student ID 034561)');
    expect(first).toHaveTextContent('WIX3001 – Data Mining');
    expect(first).toHaveTextContent('Withdraws 3 credits, leaving 15 (minimum 12).');
    expect(first).toHaveTextContent('Reason: Medical leave from week 8.');
    expect(within(first!).queryByText('Below the minimum')).toBeNull();
    expect(second).toHaveTextContent('Whole semester');
    expect(second).toHaveTextContent('Withdraws from every subject: 12 credits.');

    await user.click(
      within(card).getByRole('button', { name: "Approve Nur Aisyah's withdrawal from WIX3001" }),
    );
    expect(await findToast()).toHaveTextContent('Nur Aisyah: WIX3001 – Data Mining.');
    expect(bodyOf(callsTo(fetchMock, 'POST', API.approveWithdrawal(1))[0])).toEqual({});
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1));
    expect(card).toHaveTextContent('1 student asks to withdraw.');
  });

  it('rejects only with a reason, which is sent', async () => {
    const { user, fetchMock } = await renderDesk([pending(2, 'Tan Mei Ling', { subject: null })]);
    const card = await screen.findByRole('region', { name: 'Withdrawal requests' });
    await user.click(
      within(card).getByRole('button', {
        name: "Reject Tan Mei Ling's withdrawal from the whole semester",
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject Withdrawal' });
    expect(dialog).toHaveTextContent(
      "Tan Mei Ling's request to withdraw from the whole semester will be rejected.",
    );
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason for rejection'), 'Past week 10.');
    await user.click(confirm);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Withdrawal requests' })).toBeNull(),
    );
    const calls = callsTo(fetchMock, 'POST', API.rejectWithdrawal(2));
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0])).toEqual({ reason: 'Past week 10.' });
  });

  it("shows the server's refusal below the minimum and approves it once confirmed", async () => {
    const { user, fetchMock } = await renderDesk([
      pending(3, 'Ahmad Faiz', { creditsAfter: 9, creditMin: 12 }),
    ]);
    const card = await screen.findByRole('region', { name: 'Withdrawal requests' });
    expect(within(card).getByRole('listitem')).toHaveTextContent(
      'Withdraws 3 credits, leaving 9 (minimum 12).Below the minimum',
    );
    await user.click(
      within(card).getByRole('button', { name: "Approve Ahmad Faiz's withdrawal from WIX3003" }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve below the minimum?' });
    expect(dialog).toHaveTextContent(
      'Withdrawing leaves the student 9 credits, below the minimum of 12: confirm that you approve it below the minimum.',
    );
    // The refusal is the question, not a failure (the dialog hides the rest from roles).
    expect(screen.queryByText('Could not decide the withdrawal')).toBeNull();
    expect(within(card).getAllByRole('listitem', { hidden: true })).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Approve below the minimum' }));
    expect(await findToast()).toHaveTextContent('Withdrawal approved');
    const calls = callsTo(fetchMock, 'POST', API.approveWithdrawal(3));
    expect(calls.map(bodyOf)).toEqual([{}, { confirmBelowMinimum: true }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Withdrawal requests' })).toBeNull();
  });

  it('sends nothing more when the advisor cancels below the minimum', async () => {
    const { user, fetchMock } = await renderDesk([
      pending(3, 'Ahmad Faiz', { creditsAfter: 9, creditMin: 12 }),
    ]);
    const card = await screen.findByRole('region', { name: 'Withdrawal requests' });
    const approve = within(card).getByRole('button', {
      name: "Approve Ahmad Faiz's withdrawal from WIX3003",
    });
    await user.click(approve);
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve below the minimum?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(approve).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', API.approveWithdrawal(3))).toHaveLength(1);
  });

  it('speaks Malay, below the minimum too', async () => {
    const { user, fetchMock } = await renderDesk(
      [
        pending(3, 'Ahmad Faiz', { creditsAfter: 9, creditMin: 12 }),
        pending(4, 'Siti Hajar', { subject: null, credits: 12, creditsAfter: 0 }),
      ],
      'ms',
    );
    const card = await screen.findByRole('region', { name: 'Permohonan tarik diri' });
    expect(card).toHaveTextContent('2 pelajar memohon tarik diri.');
    const [first, second] = within(card).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ahmad Faiz (No. Matrik 034563)');
    expect(first).toHaveTextContent('WIX3003 – Perlombongan Data');
    expect(first).toHaveTextContent('Tarik diri 3 kredit, tinggal 9 (minimum 12).Di bawah minimum');
    expect(second).toHaveTextContent('Keseluruhan semester');
    expect(
      within(card).getByRole('button', {
        name: 'Tolak tarik diri Siti Hajar daripada keseluruhan semester',
      }),
    ).toBeInTheDocument();

    await user.click(
      within(card).getByRole('button', { name: 'Luluskan tarik diri Ahmad Faiz daripada WIX3003' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Luluskan di bawah minimum?' });
    expect(dialog).toHaveTextContent(
      'Tarik diri ini meninggalkan pelajar dengan 9 kredit, di bawah minimum 12: sahkan bahawa anda meluluskannya di bawah minimum.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Luluskan di bawah minimum' }));
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', API.approveWithdrawal(3)).map(bodyOf)).toEqual([
      {},
      { confirmBelowMinimum: true },
    ]);
  });
});
