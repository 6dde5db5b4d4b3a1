import { API, LIVE_UPDATE_QUEUE_DELAY_MS } from '@daftar/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import {
  catalogueSection,
  catalogueSubject,
  renderStudentPage,
} from '@/testing/registration-fixtures';

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./registration-page'));
afterEach(() => vi.useRealTimers());

const algorithms = catalogueSubject(1, {
  code: 'WIA2005',
  name: 'Algorithm Design',
  quota: { total: 80, registered: 40 },
  sections: [
    catalogueSection(11, { number: 1, capacity: 40, registered: 20 }),
    catalogueSection(12, { number: 2, capacity: 40, registered: 20 }),
  ],
});

describe('live seat counts', () => {
  it('updates the quota in the table and in the open details dialog', async () => {
    const { user, live } = renderStudentPage('/registration', {
      subjects: [algorithms, catalogueSubject(2)],
    });
    const row = (await screen.findByRole('button', { name: 'View details of WIA2005' })).closest(
      'tr',
    )!;
    expect(row).toHaveTextContent('40/80 available');

    await user.click(within(row).getByRole('button', { name: 'View details of WIA2005' }));
    const dialog = await screen.findByRole('dialog', { name: 'WIA2005 Algorithm Design' });
    expect(within(dialog).getByRole('radio', { name: 'Section 02' })).toHaveAccessibleDescription(
      /^20\/40 seats available/,
    );

    live.emit('quotaUpdated', [
      {
        subjectId: 1,
        newQuota: { total: 80, registered: 77 },
        waiting: 0,
        sections: [
          { id: 11, capacity: 40, registered: 37 },
          { id: 12, capacity: 40, registered: 40 },
        ],
      },
      // Another subject's update in the same batch, not on this page: ignored.
      { subjectId: 99, newQuota: { total: 10, registered: 10 }, waiting: 0, sections: [] },
    ]);

    // The cache tells React on its next tick.
    expect(await within(dialog).findByText('3/80 available')).toBeInTheDocument();
    const full = within(dialog).getByRole('radio', { name: 'Section 02' });
    expect(full).toHaveAccessibleDescription(/^0\/40 seats available/);
    expect(full).toBeDisabled();
    expect(row).toHaveTextContent('3/80 available');
    expect(row.querySelector('[data-slot="badge"]')).toHaveAttribute('data-level', 'warning');
  });

  it('marks a subject full when its last seat goes', async () => {
    const { live } = renderStudentPage('/registration', { subjects: [catalogueSubject(2)] });
    expect(await screen.findByRole('button', { name: 'Add WIX1002' })).toBeEnabled();
    live.emit('quotaUpdated', [
      {
        subjectId: 2,
        newQuota: { total: 40, registered: 40 },
        waiting: 0,
        sections: [{ id: 20, capacity: 40, registered: 40 }],
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Full WIX1002' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('skips counts that reached the browser before the list was fetched', async () => {
    // The queue's 500 ms are the test's to pass; time also runs on, so the page still loads.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { live } = renderStudentPage('/registration', { subjects: [algorithms] });
    // Sent while the page is still loading: queued, and handed over 500 ms after it listens,
    // by which time the fetched list is newer than this update.
    await waitFor(() =>
      live.emit('quotaUpdated', [
        { subjectId: 1, newQuota: { total: 80, registered: 5 }, waiting: 0, sections: [] },
      ]),
    );
    const row = (await screen.findByRole('button', { name: 'View details of WIA2005' })).closest(
      'tr',
    )!;
    // The queued update is handed over (LIVE_UPDATE_QUEUE_DELAY_MS) and React has drawn what it
    // did; a later one still counts.
    await act(() => vi.advanceTimersByTimeAsync(LIVE_UPDATE_QUEUE_DELAY_MS));
    expect(row).toHaveTextContent('40/80 available');
    live.emit('quotaUpdated', [
      { subjectId: 1, newQuota: { total: 80, registered: 6 }, waiting: 0, sections: [] },
    ]);
    await waitFor(() => expect(row).toHaveTextContent('74/80 available'));
  });

  it('refetches the subjects, the selection and the period after a reconnection', async () => {
    const { live, fetchMock } = renderStudentPage('/registration', {
      subjects: [catalogueSubject(2)],
    });
    await screen.findByRole('button', { name: 'Add WIX1002' });
    live.reconnect();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', API.subjects)).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET', API.selectedSubjects)).toHaveLength(2);
    expect(callsTo(fetchMock, 'GET', API.period)).toHaveLength(2);
  });
});
