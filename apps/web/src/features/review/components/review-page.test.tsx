import { API } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeLive } from '@/testing/fake-live';
import { adminUser, lecturerUser } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';
import { registrationDetail, reviewQueueItem, reviewQueuePage } from '@/testing/review-fixtures';

type Replies = Parameters<typeof mockApi>[0];

/** The review queue's requests, whatever their query string. */
const queueCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(API.reviewQueue));

const pending = [
  reviewQueueItem(7, {
    student: { id: 3, name: 'Nur Aisyah binti Ahmad', studentId: '034561' },
    totalCredits: 12,
    totalSubjects: 4,
  }),
  reviewQueueItem(8, { student: { id: 4, name: 'Tan Mei Ling', studentId: '034999' } }),
];

async function renderReview(
  replies: Replies = {},
  { path = '/admin', live = createFakeLive() } = {},
) {
  storeTokenFor(lecturerUser);
  const fetchMock = mockApi({
    ...sessionReplies(lecturerUser),
    [`GET ${API.reviewQueue}`]: { body: reviewQueuePage(pending) },
    [`GET ${API.reviewRegistration(7)}`]: { body: registrationDetail(7) },
    ...replies,
  });
  const view = renderApp(path, { liveConnection: live.connection });
  // The review page is a lazy route: give its first load (a cold import in tests) time.
  await screen.findByRole('heading', { name: 'Registration Admin Dashboard' });
  return { ...view, fetchMock, live };
}

describe('review page: the pending list', () => {
  it('lists each registration with its student, period, submitted time and totals', async () => {
    await renderReview();
    expect(
      await screen.findByRole('heading', { name: 'Registration Admin Dashboard', level: 1 }),
    ).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    // The header row, then one row per registration, oldest first as the server sends them.
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText('Nur Aisyah binti Ahmad')).toBeInTheDocument();
    expect(first.getByText('ID 034561')).toBeInTheDocument();
    expect(first.getAllByText('Semester 6, 2024/2025').length).toBeGreaterThan(0);
    expect(first.getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(first.getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(/3 Jun 2025, \d\d:05/);
    expect(rows[2]).toHaveTextContent('Tan Mei Ling');
    expect(screen.getByText('2 registrations waiting')).toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    await renderReview({ [`GET ${API.reviewQueue}`]: { body: reviewQueuePage([]) } });
    expect(
      await screen.findByText('No pending registrations found. All caught up!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows "Failed to load registration data" with Try Again, which reloads the list', async () => {
    let fail = true;
    const { user, fetchMock } = await renderReview({
      [`GET ${API.reviewQueue}`]: () =>
        fail
          ? { status: 500, body: { error: 'Something broke.', code: 'INTERNAL_ERROR' } }
          : { body: reviewQueuePage(pending) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load registration data');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Tan Mei Ling')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(queueCalls(fetchMock)).toHaveLength(2);
  });

  it('opens a registration with View Details, links to it, and goes back to the list', async () => {
    const { user, router } = await renderReview();
    await user.click(
      await screen.findByRole('button', {
        name: "View Details of Nur Aisyah binti Ahmad's registration",
      }),
    );
    const heading = await screen.findByRole('heading', { name: 'Student 7', level: 2 });
    // Focus moves in an effect after the heading renders: on a busy machine, a moment later.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.search).toBe('?registration=7');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    const list = await screen.findByRole('heading', { name: 'Pending Registrations' });
    await waitFor(() => expect(list).toHaveFocus());
    expect(router.state.location.search).toBe('');
  });

  it('opens a linked registration straight away', async () => {
    await renderReview({}, { path: '/admin?registration=7' });
    expect(await screen.findByRole('heading', { name: 'Student 7' })).toBeInTheDocument();
  });

  it('shows the list for a link whose registration id is not an id', async () => {
    await renderReview({}, { path: '/admin?registration=abc' });
    expect(await screen.findByText('Tan Mei Ling')).toBeInTheDocument();
  });

  it('is open to admins too', async () => {
    storeTokenFor(adminUser);
    mockApi({
      ...sessionReplies(adminUser),
      [`GET ${API.reviewQueue}`]: { body: reviewQueuePage(pending) },
    });
    renderApp('/admin');
    expect(await screen.findByText('Nur Aisyah binti Ahmad')).toBeInTheDocument();
  });
});

describe('review page: live updates', () => {
  it('reloads the list when a registration is submitted or decided', async () => {
    const { fetchMock, live } = await renderReview();
    await screen.findByText('Tan Mei Ling');
    live.emit('reviewQueueChanged', { registrationId: 9 });
    await waitFor(() => expect(queueCalls(fetchMock)).toHaveLength(2));
  });

  it('reloads the open registration when it is the one that changed', async () => {
    const { fetchMock, live } = await renderReview({}, { path: '/admin?registration=7' });
    await screen.findByRole('heading', { name: 'Student 7' });
    live.emit('reviewQueueChanged', { registrationId: 8 });
    live.emit('reviewQueueChanged', { registrationId: 7 });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', API.reviewRegistration(7))).toHaveLength(2),
    );
  });

  it('reloads the open registration after the connection comes back', async () => {
    const { fetchMock, live } = await renderReview({}, { path: '/admin?registration=7' });
    await screen.findByRole('heading', { name: 'Student 7' });
    live.reconnect();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', API.reviewRegistration(7))).toHaveLength(2),
    );
  });

  it('reloads the list after the connection comes back', async () => {
    const { fetchMock, live } = await renderReview();
    await screen.findByText('Tan Mei Ling');
    live.reconnect();
    await waitFor(() => expect(queueCalls(fetchMock)).toHaveLength(2));
  });
});
