import { API, type Period } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPeriod, studentUser } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { sessionReplies } from '@/testing/render-app';
import { renderStudentPage } from '@/testing/registration-fixtures';

beforeAll(() => import('./registration-page'));

// Far from this machine's clock on purpose: the countdown runs on the server's.
const serverTime = '2031-03-01T01:00:00.000Z';
const upcoming = (opensInMs: number): Period => ({
  ...openPeriod,
  status: 'Upcoming',
  serverTime,
  opensAt: new Date(Date.parse(serverTime) + opensInMs).toISOString(),
});

const banner = async () =>
  within(await screen.findByRole('region', { name: 'Registration period' }));

describe('the period banner', () => {
  it("counts down to the student's own opening on the server's clock", async () => {
    renderStudentPage('/registration', {
      replies: { [`GET ${API.period}`]: { body: upcoming((26 * 3600 + 5) * 1000) } },
    });
    const region = await banner();
    expect(
      await region.findByText(
        'Registration opens for you on 2 Mar 2031, 11:00 am (Malaysia time).',
      ),
    ).toBeInTheDocument();
    expect(region.getByRole('timer')).toHaveTextContent(/^Opens in 1 day 02:00:0[0-5]$/);
  });

  it('reads the period again when the countdown ends, which opens it', async () => {
    let reads = 0;
    const { fetchMock } = renderStudentPage('/registration', {
      replies: {
        [`GET ${API.period}`]: () => {
          reads += 1;
          return { body: reads === 1 ? upcoming(1500) : openPeriod };
        },
      },
    });
    expect((await banner()).getByRole('timer')).toHaveTextContent(/^Opens in 00:00:0[12]$/);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', API.period)).toHaveLength(2), {
      timeout: 4000,
    });
    expect(await (await banner()).findByText('Open')).toBeInTheDocument();
    expect((await banner()).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows the end of add/drop and the credit minimum when the registrar set them', async () => {
    renderStudentPage('/registration', {
      replies: {
        [`GET ${API.period}`]: {
          body: { ...openPeriod, addDropEndDate: '2025-06-04', creditMin: 12 },
        },
      },
    });
    const region = await banner();
    expect(await region.findByText(/Add\/drop ends/)).toHaveTextContent(
      'Add/drop ends: 4 Jun 2025',
    );
    expect(region.getByText('Submit at least 12 credits')).toBeInTheDocument();
  });

  it('says a student on probation why their maximum is lower', async () => {
    renderStudentPage('/registration', {
      replies: {
        [`GET ${API.period}`]: {
          body: {
            ...openPeriod,
            standing: 'probation',
            standingName: { en: 'Probation', ms: 'Percubaan' },
            creditMax: 12,
          },
        },
      },
    });
    expect(
      await (
        await banner()
      ).findByText(
        'Your academic standing is Probation: your credit maximum this semester is 12 credits.',
      ),
    ).toBeInTheDocument();
  });

  it("names the registrar's own standing in the reader's language", async () => {
    renderStudentPage('/registration', {
      replies: {
        ...sessionReplies({ ...studentUser, language: 'ms' }),
        [`GET ${API.period}`]: {
          body: {
            ...openPeriod,
            standing: 'deans',
            standingName: { en: "Dean's list", ms: 'Senarai Dekan' },
            creditMax: 24,
          },
        },
      },
    });
    const region = within(await screen.findByRole('region', { name: 'Tempoh pendaftaran' }));
    expect(
      await region.findByText(
        'Kedudukan akademik anda ialah Senarai Dekan: maksimum kredit anda semester ini ialah 24 kredit.',
      ),
    ).toBeInTheDocument();
  });
});
