import { API } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lecturerUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';
import { reviewQueueItem, reviewQueuePage } from '@/testing/review-fixtures';

const counts = { waiting: 12, decided: 30, all: 42 };
const items = [
  reviewQueueItem(7, { student: { id: 3, name: 'Nur Aisyah binti Ahmad', studentId: '034561' } }),
  reviewQueueItem(8, {
    student: { id: 4, name: 'Tan Mei Ling', studentId: '034999' },
    status: 'partially_approved',
    decidedSubjects: 3,
  }),
];

/** The review page at `path`; every queue request answers `items` with 42 in all (3 pages). */
async function renderQueue(path = '/admin') {
  storeTokenFor(lecturerUser);
  const fetchMock = mockApi({
    ...sessionReplies(lecturerUser),
    [`GET ${API.reviewRegistrations}`]: { body: [] },
    [`GET ${API.reviewQueue}`]: (_init, url) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
      return { body: reviewQueuePage(items, { page, total: 42, counts }) };
    },
  });
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Registration Admin Dashboard' });
  await screen.findByText('Tan Mei Ling');
  return { ...view, fetchMock };
}

/** The query of the latest queue request. */
function lastQueueQuery(fetchMock: ReturnType<typeof mockApi>) {
  const urls = fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith(API.reviewQueue));
  return new URL(urls.at(-1)!, 'http://x').searchParams;
}

const statusButton = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name });

describe('review queue', () => {
  it('shows each status with its count, the waiting one pressed by default', async () => {
    const { fetchMock } = await renderQueue();
    expect(statusButton(/^Waiting/)).toHaveTextContent('Waiting (12)');
    expect(statusButton(/^Waiting/)).toHaveAttribute('aria-pressed', 'true');
    expect(statusButton(/^Decided/)).toHaveTextContent('Decided (30)');
    expect(statusButton(/^All/)).toHaveTextContent('All (42)');
    expect(screen.getByText('12 registrations waiting')).toBeInTheDocument();
    const query = lastQueueQuery(fetchMock);
    expect(query.get('status')).toBe('waiting');
    expect(query.get('sort')).toBe('submitted');
    expect(query.get('order')).toBe('asc');
    expect(query.get('page')).toBe('1');
  });

  it('reads the search, status, year, sort and page from the address', async () => {
    const { fetchMock } = await renderQueue(
      '/admin?q=tan&status=decided&year=3&sort=credits&order=desc&page=2',
    );
    const query = lastQueueQuery(fetchMock);
    expect(Object.fromEntries(query)).toMatchObject({
      q: 'tan',
      status: 'decided',
      year: '3',
      sort: 'credits',
      order: 'desc',
      page: '2',
    });
    expect(screen.getByRole('searchbox', { name: 'Search by name or student ID' })).toHaveValue(
      'tan',
    );
    expect(screen.getByRole('heading', { name: 'Decided Registrations' })).toBeInTheDocument();
    expect(statusButton(/^Decided/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Year of study' })).toHaveTextContent('Year 3');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
      'Credits, most first',
    );
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('ignores values the server would refuse', async () => {
    const { fetchMock } = await renderQueue('/admin?status=bogus&year=9&page=-1');
    const query = lastQueueQuery(fetchMock);
    expect(query.get('status')).toBe('waiting');
    expect(query.get('year')).toBeNull();
    expect(query.get('page')).toBe('1');
  });

  it('puts a status filter in the address, back to page 1, and Back undoes it', async () => {
    const { user, router, fetchMock } = await renderQueue('/admin?page=2');
    await user.click(statusButton(/^Decided/));
    await waitFor(() => expect(router.state.location.search).toBe('?status=decided'));
    await waitFor(() => expect(lastQueueQuery(fetchMock).get('status')).toBe('decided'));
    await waitFor(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(statusButton(/^Waiting/)).toHaveAttribute('aria-pressed', 'true'));
  });

  it('searches as the reviewer types, by name or student ID, without a history entry each key', async () => {
    const { user, router, fetchMock } = await renderQueue();
    const historyBefore = window.history.length;
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name or student ID' }),
      '0349',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?q=0349'));
    await waitFor(() => expect(lastQueueQuery(fetchMock).get('q')).toBe('0349'));
    expect(window.history.length).toBe(historyBefore);
  });

  it('pages through the queue with the pager and says which rows are shown', async () => {
    const { user, router, fetchMock } = await renderQueue();
    expect(screen.getByText('Showing 1-2 of 42 registrations')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of registrations' });
    expect(within(pager).getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(lastQueueQuery(fetchMock).get('page')).toBe('2'));
    expect(await screen.findByText('Showing 21-22 of 42 registrations')).toBeInTheDocument();
  });

  it('shows each registration status and how many subjects are decided', async () => {
    await renderQueue('/admin?status=all');
    const rows = screen.getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Partially Approved');
    expect(rows[2]).toHaveTextContent('3 of 3 subjects decided');
    expect(rows[1]).toHaveTextContent('Submitted');
    expect(rows[1]).toHaveTextContent('Year 2');
  });

  it('keeps the queue in the address while a registration is open, and returns to it', async () => {
    const { user, router } = await renderQueue('/admin?status=all&page=2');
    await user.click(
      screen.getByRole('button', { name: "View Details of Tan Mei Ling's registration" }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=all&page=2&registration=8'),
    );
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all&page=2'));
  });

  it('says when nothing matches, and clears the search and year', async () => {
    storeTokenFor(lecturerUser);
    mockApi({
      ...sessionReplies(lecturerUser),
      [`GET ${API.reviewQueue}`]: {
        body: reviewQueuePage([], { counts: { waiting: 0, decided: 0, all: 0 } }),
      },
    });
    const { user, router } = renderApp('/admin?q=zzz&year=4');
    expect(
      await screen.findByText(
        'No registrations match this search and these filters.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      await screen.findByText('No pending registrations found. All caught up!'),
    ).toBeInTheDocument();
  });
});

describe('review queue past its last page', () => {
  it('goes to the last page when the queue has shrunk under the page asked for', async () => {
    storeTokenFor(lecturerUser);
    mockApi({
      ...sessionReplies(lecturerUser),
      [`GET ${API.reviewQueue}`]: (_init, url) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
        return {
          body: reviewQueuePage(page > 2 ? [] : items, { page, total: 22, counts }),
        };
      },
    });
    const { router } = renderApp('/admin?page=5');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'), { timeout: 5000 });
    expect(await screen.findByText('Showing 21-22 of 22 registrations')).toBeInTheDocument();
  });
});
