import {
  API,
  LIVE_FIGURES_MINUTES,
  SEAT_CHANGE_OUTCOMES,
  type LiveFigures,
} from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '@/testing/fixtures';
import { createFakeLive } from '@/testing/fake-live';
import { mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

beforeAll(() => import('./live-figures-page'));

const minutes = (last: number) => [...Array<number>(LIVE_FIGURES_MINUTES - 1).fill(0), last];

function figures(overrides: Partial<LiveFigures> = {}): LiveFigures {
  return {
    at: '2026-11-23T01:30:00.000Z',
    process: 'daftar-1',
    submissionsPerMinute: minutes(4),
    seatChanges: SEAT_CHANGE_OUTCOMES.map((outcome) => {
      const perMinute = minutes(outcome === 'taken' ? 12 : outcome === 'full' ? 3 : 0);
      return { outcome, perMinute, lastMinutes: perMinute.at(-1)! };
    }),
    fullestSubjects: [
      {
        subjectId: 1,
        code: 'WIX1001',
        name: 'Computing Mathematics I',
        nameMs: null,
        registered: 40,
        capacity: 40,
        waiting: 6,
      },
    ],
    reviewBacklog: [
      { advisorId: 3, advisorName: 'Dr. Tan Wei Ming', waiting: 5, oldestSeconds: 7200 },
    ],
    connectedBrowsers: 87,
    replyTimeP95Seconds: 0.042,
    ...overrides,
  };
}

function renderLive(reply: LiveFigures) {
  storeTokenFor(adminUser);
  const live = createFakeLive();
  mockApi({ ...sessionReplies(adminUser), [`GET ${API.liveFigures}`]: { body: reply } });
  return { ...renderApp('/admin/live', { liveConnection: live.connection }), live };
}

const headline = (label: string) => screen.getByText(label).parentElement!;

describe('the live registrar dashboard', () => {
  it('shows the figures, the fullest subjects and the review backlog', async () => {
    renderLive(figures());
    expect(
      await screen.findByRole('heading', { name: 'Registration Day, Live', level: 1 }),
    ).toBeInTheDocument();
    await screen.findByText('Submitted this minute');
    expect(within(headline('Submitted this minute')).getByText('4')).toBeInTheDocument();
    expect(within(headline('Seats taken in 30 minutes')).getByText('12')).toBeInTheDocument();
    expect(within(headline('Connected browsers')).getByText('87')).toBeInTheDocument();
    expect(within(headline('95 % of replies within')).getByText('0.042 s')).toBeInTheDocument();
    const subject = screen.getByRole('row', { name: /WIX1001/ });
    expect(within(subject).getByText('40/40')).toBeInTheDocument();
    expect(within(subject).getByText('6')).toBeInTheDocument();
    const advisor = screen.getByRole('row', { name: /Dr. Tan Wei Ming/ });
    expect(within(advisor).getByText('2 hours')).toBeInTheDocument();
  });

  it('gives screen readers the per-minute figures as a table', async () => {
    renderLive(figures());
    const table = await screen.findByRole('table', { name: 'Per minute, the last 30 minutes' });
    expect(within(table).getAllByRole('row')).toHaveLength(LIVE_FIGURES_MINUTES + 1);
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(expect.arrayContaining(['Submitted', 'Seat taken', 'Refused: full']));
    const lastMinute = within(table).getAllByRole('row').at(-1)!;
    expect(
      within(lastMinute)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '12', '0', '3', '0', '0', '0', '0', '0']);
  });

  it('follows the figures the admins’ socket room sends', async () => {
    const { live } = renderLive(figures());
    await screen.findByText('87');
    live.emit('liveFiguresUpdated', figures({ connectedBrowsers: 120, replyTimeP95Seconds: null }));
    expect(await within(headline('Connected browsers')).findByText('120')).toBeInTheDocument();
    expect(
      within(headline('95 % of replies within')).getByText('No replies yet'),
    ).toBeInTheDocument();
  });

  it('says when nobody waits for review and no subject has sections', async () => {
    renderLive(figures({ fullestSubjects: [], reviewBacklog: [] }));
    expect(await screen.findByText('No registration is waiting for review.')).toBeInTheDocument();
    expect(screen.getByText('The current semester has no sections yet.')).toBeInTheDocument();
  });
});
