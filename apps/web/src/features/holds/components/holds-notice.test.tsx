import { API, type Hold } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { createFakeLive } from '@/testing/fake-live';
import { openPeriod, studentUser } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { draftStatus } from '@/testing/registration-fixtures';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

// Issue 44: the student sees every active hold, why, how to clear it and whom to ask, in their
// language, on the dashboard and the registration page; a release reaches an open page live.

beforeAll(() => import('./holds-notice'));

const finance: Hold = {
  id: 5,
  studentId: studentUser.id,
  type: 'finance',
  reference: 'BUR-1',
  reasonEn: 'Tuition fees of RM 1,250 are unpaid.',
  reasonMs: 'Yuran pengajian RM 1,250 belum dijelaskan.',
  howToClearEn: 'Pay at the bursary counter.',
  howToClearMs: 'Bayar di kaunter bendahari.',
  contact: 'Bursary, bendahari@example.edu.my',
  blocks: ['register', 'slip'],
  placedAt: '2026-11-20T01:00:00.000Z',
  releasedAt: null,
};

const upcomingPeriod = {
  ...openPeriod,
  status: 'Upcoming' as const,
  opensAt: '2025-06-05T00:00:00.000Z',
};

function renderAt(path: string, holds: () => Hold[], period = openPeriod, user = studentUser) {
  storeTokenFor(user);
  const fetchMock = mockApi({
    ...sessionReplies(user),
    [`GET ${API.holds}`]: () => ({ body: { holds: holds() } }),
    [`GET ${API.period}`]: { body: period },
    [`GET ${API.selectedSubjects}`]: { body: [] },
    [`GET ${API.status}`]: { body: draftStatus },
    [`GET ${API.subjects}`]: { body: [] },
    [`GET ${API.waitlist}`]: { body: [] },
    [`GET ${API.faculties}`]: { body: [] },
    // No admission gate (issue 25): the registration page opens at once.
    [`POST ${API.gateJoin}`]: { body: { state: 'open' } },
  });
  const live = createFakeLive();
  return { ...renderApp(path, { liveConnection: live.connection }), fetchMock, live };
}

const notice = async (name: RegExp | string) =>
  (await screen.findByRole('heading', { name })).closest('section')!;

describe('the holds notice', () => {
  it('shows the hold on the dashboard with its reason, how to clear it and whom to contact', async () => {
    renderAt('/', () => [finance]);
    const section = await notice('A hold is on your record');
    expect(within(section).getByText('Finance')).toBeInTheDocument();
    expect(section).toHaveTextContent('Blocks: registration changes, the registration slip');
    expect(section).toHaveTextContent(finance.reasonEn);
    expect(section).toHaveTextContent(`How to clear it${finance.howToClearEn}`);
    expect(section).toHaveTextContent(`Contact${finance.contact}`);
  });

  it('shows it on the registration page before the window opens, in Malay for a Malay reader', async () => {
    await chooseLanguage('ms');
    renderAt('/registration', () => [finance], upcomingPeriod, { ...studentUser, language: 'ms' });
    const section = await notice('Sekatan pada rekod anda: 1');
    expect(within(section).getByText('Kewangan')).toBeInTheDocument();
    expect(section).toHaveTextContent(finance.reasonMs);
    expect(section).toHaveTextContent(`Cara menyelesaikannya${finance.howToClearMs}`);
  });

  it('says nothing without a hold', async () => {
    const { fetchMock } = renderAt('/', () => []);
    await screen.findByRole('heading', { name: 'Student Dashboard' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', API.holds)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: /hold/ })).not.toBeInTheDocument();
  });

  it('goes away live when the hold is released while the page is open', async () => {
    let holds = [finance];
    const { live } = renderAt('/registration', () => holds);
    await notice('A hold is on your record');
    holds = [];
    live.emit('holdsChanged', { studentId: studentUser.id });
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'A hold is on your record' }),
      ).not.toBeInTheDocument(),
    );
  });
});
