import { API, type PendingOverload } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lecturerUser } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';
import { reviewQueuePage } from '@/testing/review-fixtures';
import { findToast } from '@/testing/toasts';

// Issue 44: requests for more credits wait on the advisor's desk beside the queue.

const waiting = (id: number, name: string): PendingOverload => ({
  id,
  periodId: 1,
  student: { id: id + 100, name, studentId: `03456${id}` },
  credits: 23,
  reason: 'Final semester: I need WIX3001 to graduate.',
  status: 'pending',
  createdAt: '2025-06-01T02:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  creditMax: 20,
  creditsHeld: 19,
});

async function renderDesk(requests: PendingOverload[]) {
  storeTokenFor(lecturerUser);
  let list = requests;
  const decided = (id: number, status: 'approved' | 'rejected') => () => {
    const request = list.find((r) => r.id === id)!;
    list = list.filter((r) => r.id !== id);
    return { body: { ...request, status, decidedAt: '2025-06-01T03:00:00.000Z' } };
  };
  const fetchMock = mockApi({
    ...sessionReplies(lecturerUser),
    [`GET ${API.reviewQueue}`]: { body: reviewQueuePage([]) },
    [`GET ${API.reasonTemplates}`]: { body: [] },
    [`GET ${API.overloadRequests}`]: () => ({ body: list }),
    [`POST ${API.approveOverload(1)}`]: decided(1, 'approved'),
    [`POST ${API.rejectOverload(2)}`]: decided(2, 'rejected'),
  });
  const view = renderApp('/admin');
  await screen.findByRole('heading', { name: 'Registration Admin Dashboard' });
  return { ...view, fetchMock };
}

describe("the advisor's overload requests", () => {
  it('lists each waiting request and approves one', async () => {
    const { user, fetchMock } = await renderDesk([
      waiting(1, 'Nur Aisyah'),
      waiting(2, 'Tan Mei Ling'),
    ]);
    const card = await screen.findByRole('region', { name: 'Requests for more credits' });
    expect(card).toHaveTextContent('2 students ask for a higher credit maximum this semester.');
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nur Aisyah (Student ID 034561)');
    expect(items[0]).toHaveTextContent('Asks for a maximum of 23 credits (now 20, holding 19).');
    expect(items[0]).toHaveTextContent('Reason: Final semester: I need WIX3001 to graduate.');
    await user.click(within(card).getByRole('button', { name: "Approve Nur Aisyah's request" }));
    expect(await findToast()).toHaveTextContent('Nur Aisyah: a maximum of 23 credits.');
    expect(callsTo(fetchMock, 'POST', API.approveOverload(1))).toHaveLength(1);
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1));
    expect(card).toHaveTextContent('1 student asks');
  });

  it('rejects only with a reason, which is sent', async () => {
    const { user, fetchMock } = await renderDesk([waiting(2, 'Tan Mei Ling')]);
    const card = await screen.findByRole('region', { name: 'Requests for more credits' });
    await user.click(within(card).getByRole('button', { name: "Reject Tan Mei Ling's request" }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Request for More Credits' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason for rejection'), 'CGPA below 3.00.');
    await user.click(confirm);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Requests for more credits' })).toBeNull(),
    );
    const [, init] = callsTo(fetchMock, 'POST', API.rejectOverload(2))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'CGPA below 3.00.' });
  });
});
