import { API, type EmailOutboxReply } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

beforeAll(() => import('./audit-page'));

const outbox: EmailOutboxReply = {
  enabled: true,
  pending: 7,
  due: 3,
  retrying: 2,
  failed: 1,
  oldestDueSeconds: 300,
  recentFailures: [
    {
      id: 12,
      userId: 5,
      userName: 'Nur Aisyah binti Ahmad',
      kind: 'decisions',
      attempts: 1,
      error: '550 5.1.1 <aisyah@siswa.um.edu.my>: No such user',
      failedAt: '2026-11-20T02:00:00.000Z',
    },
  ],
};

function renderOutbox(reply: EmailOutboxReply) {
  storeTokenFor(adminUser);
  mockApi({
    ...sessionReplies(adminUser),
    [`GET ${API.users}`]: { body: [] },
    [`GET ${API.audit}?page=1`]: { body: { page: 1, pageSize: 20, total: 0, items: [] } },
    [`GET ${API.emailOutbox}`]: { body: reply },
  });
  return renderApp('/admin/audit');
}

describe('the email outbox panel', () => {
  it('shows how much email waits, how late the oldest is, and what the mail server refused', async () => {
    const { user } = renderOutbox(outbox);
    await user.click(await screen.findByRole('tab', { name: 'Email' }));
    const counts = await screen.findByText('Not sent yet');
    expect(within(counts.parentElement!).getByText('7')).toBeInTheDocument();
    expect(within(screen.getByText('Failed').parentElement!).getByText('1')).toBeInTheDocument();
    expect(screen.getByText('The oldest email due has waited 5 minutes.')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Nur Aisyah binti Ahmad/ });
    expect(within(row).getByText('Decisions')).toBeInTheDocument();
    expect(
      within(row).getByText('550 5.1.1 <aisyah@siswa.um.edu.my>: No such user'),
    ).toBeInTheDocument();
  });

  it('says so when email is off', async () => {
    const { user } = renderOutbox({
      ...outbox,
      enabled: false,
      pending: 0,
      due: 0,
      retrying: 0,
      failed: 0,
      oldestDueSeconds: null,
      recentFailures: [],
    });
    await user.click(await screen.findByRole('tab', { name: 'Email' }));
    expect(await screen.findByText(/Email is off/)).toBeInTheDocument();
  });
});
