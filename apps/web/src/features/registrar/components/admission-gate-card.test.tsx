import {
  API,
  LIVE_FIGURES_MINUTES,
  SEAT_CHANGE_OUTCOMES,
  type AdminGate,
  type AdminPeriod,
  type GateProgress,
  type LiveFigures,
  type UpdateGateSettingsBody,
} from '@daftar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { adminUser } from '@/testing/fixtures';
import { createFakeLive } from '@/testing/fake-live';
import { callsTo, mockApi, type MockReply } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

beforeAll(() => import('./live-figures-page'));

const GATE = API.adminPeriodGate(7);

const period: AdminPeriod = {
  id: 7,
  semester: 6,
  academicYear: '2024/2025',
  startDate: '2026-11-09',
  endDate: '2026-12-14',
  addDropEndDate: null,
  creditMin: 0,
  creditMax: 20,
  isCurrent: true,
  closedAt: null,
  status: 'Open',
  yearOpenings: [],
  creditMaxProbation: null,
  resultsPublished: false,
  creditsOpening: null,
};

const quiet: LiveFigures = {
  at: '2026-11-23T01:30:00.000Z',
  process: 'daftar-1',
  submissionsPerMinute: Array<number>(LIVE_FIGURES_MINUTES).fill(0),
  seatChanges: SEAT_CHANGE_OUTCOMES.map((outcome) => ({
    outcome,
    perMinute: Array<number>(LIVE_FIGURES_MINUTES).fill(0),
    lastMinutes: 0,
  })),
  fullestSubjects: [],
  reviewBacklog: [],
  connectedBrowsers: 3,
  replyTimeP95Seconds: null,
};

// 9:00 am on 23 Nov 2026 in Malaysia: passed, for a queue that has opened.
const OPENS_AT = '2026-11-23T01:00:00.000Z';
// 9:00 am on 23 Nov 2030: ahead, for a gate still to open.
const AHEAD = '2030-11-23T01:00:00.000Z';

function progress(overrides: Partial<GateProgress> = {}): GateProgress {
  return {
    periodId: 7,
    opensAt: OPENS_AT,
    opened: true,
    prequeued: 0,
    issued: 500,
    admittedThrough: 100,
    ratePerMinute: 120,
    automatic: false,
    paused: false,
    ...overrides,
  };
}

function gate(
  settings: Partial<AdminGate['settings']> = {},
  rest: Partial<Omit<AdminGate, 'settings'>> = {},
): AdminGate {
  const all = { periodId: 7, enabled: true, opensAt: OPENS_AT, ratePerMinute: 120, paused: false };
  const merged = { ...all, ...settings };
  return {
    available: true,
    settings: merged,
    progress: merged.enabled ? progress({ paused: merged.paused }) : null,
    activeAdmissions: 42,
    ...rest,
  };
}

/** A PUT that answers with the gate as the body left it, as the server does. */
function putReplying(before: AdminGate, extra: Partial<GateProgress> = {}) {
  return (init: RequestInit): MockReply => {
    const body = JSON.parse(String(init.body)) as UpdateGateSettingsBody;
    const opensAt = body.opensAt ? new Date(body.opensAt).toISOString() : before.settings.opensAt;
    const settings = { ...before.settings, ...body, opensAt };
    return {
      body: gate(settings, {
        progress: settings.enabled
          ? progress({
              paused: settings.paused,
              opensAt,
              automatic: settings.ratePerMinute === null,
              ratePerMinute: settings.ratePerMinute ?? 600,
              ...extra,
            })
          : null,
      }),
    };
  };
}

function renderGate(reply: AdminGate, replies: Parameters<typeof mockApi>[0] = {}) {
  storeTokenFor(adminUser);
  const live = createFakeLive();
  const fetchMock = mockApi({
    ...sessionReplies(adminUser),
    [`GET ${API.liveFigures}`]: { body: quiet },
    [`GET ${API.adminPeriods}`]: { body: [period] },
    [`GET ${GATE}`]: { body: reply },
    ...replies,
  });
  return { ...renderApp('/admin/live', { liveConnection: live.connection }), live, fetchMock };
}

const card = async () => screen.findByRole('region', { name: /Admission Gate/ });
const figure = (label: string) => screen.getByText(label).closest('div')!;
const putBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'PUT', GATE).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the admission gate on the live page', () => {
  it('says in plain words that the server must be started with GATE=on', async () => {
    // Turned on in the settings, on a server started without it.
    renderGate(gate({}, { available: false, progress: null, activeAdmissions: 0 }));
    const region = await card();
    expect(await within(region).findByText('Not available on this server')).toBeInTheDocument();
    expect(region).toHaveTextContent('works only when the server is started with GATE=on');
    expect(within(region).getByText('Off')).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Turned on in the settings, but not in effect: nothing is gated on this server.',
    );
    expect(within(region).queryByText('The Queue Now')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Pause Admission' })).toBeNull();
    // The settings may still be prepared for when it is started that way.
    expect(within(region).getByRole('button', { name: 'Change Settings' })).toBeEnabled();
    expect(region).toHaveTextContent('23 Nov 2026, 9:00 am (Malaysia time)');
  });

  it('turns the gate on with an opening time in Malaysia time and a rate, checked first', async () => {
    const before = gate({ enabled: false, ratePerMinute: null, opensAt: AHEAD });
    const { user, fetchMock } = renderGate(before, { [`PUT ${GATE}`]: putReplying(before) });
    const region = await card();
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Off: registration is open to everyone, with no queue.',
    );
    await user.click(within(region).getByRole('button', { name: 'Change Settings' }));
    const form = await screen.findByRole('dialog', { name: 'Admission Gate Settings' });
    expect(within(form).getByLabelText('Opens at (Malaysia time)')).toHaveValue('2030-11-23T09:00');
    await user.click(within(form).getByLabelText('Put registration behind the admission gate'));
    fireEvent.change(within(form).getByLabelText('Opens at (Malaysia time)'), {
      target: { value: '2030-11-24T08:30' },
    });
    await user.click(within(form).getByRole('radio', { name: 'A fixed number each minute' }));
    const rate = within(form).getByLabelText('Students let in each minute');
    await user.type(rate, '0');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(rate).toHaveAccessibleDescription(/^Students a minute must be a whole number from 1/);
    expect(putBodies(fetchMock)).toEqual([]);

    await user.clear(rate);
    await user.type(rate, '120');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(putBodies(fetchMock)).toEqual([
      { enabled: true, opensAt: '2030-11-24T08:30:00+08:00', ratePerMinute: 120 },
    ]);
    // What the card shows now is the server's reply.
    expect(region).toHaveTextContent('24 Nov 2030, 8:30 am (Malaysia time)');
    expect(region).toHaveTextContent('120 students a minute');
    expect(within(region).getByText('On')).toBeInTheDocument();
    expect(await screen.findByText('Admission Gate Settings Saved')).toBeInTheDocument();
  });

  it('shows a field the server refused under that field', async () => {
    const { user } = renderGate(gate({ enabled: false, opensAt: AHEAD }), {
      [`PUT ${GATE}`]: {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          error: 'Must be a date and time, such as 2026-11-23T09:00:00+08:00',
          params: { context: 'field', field: 'opensAt' },
          fields: { opensAt: 'dateTime' },
        },
      },
    });
    await user.click(await within(await card()).findByRole('button', { name: 'Change Settings' }));
    const form = await screen.findByRole('dialog', { name: 'Admission Gate Settings' });
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(
      await within(form).findByLabelText('Opens at (Malaysia time)'),
    ).toHaveAccessibleDescription(/^Must be a date and time/);
  });

  it('switches to the automatic rate and shows the rate the server chose', async () => {
    const before = gate({ ratePerMinute: 120 });
    const { user, fetchMock } = renderGate(before, {
      [`PUT ${GATE}`]: putReplying(before, { ratePerMinute: 840 }),
    });
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Change Settings' }));
    const form = await screen.findByRole('dialog', { name: 'Admission Gate Settings' });
    expect(within(form).getByLabelText('Students let in each minute')).toHaveValue('120');
    await user.click(within(form).getByRole('radio', { name: /^Automatic/ }));
    expect(within(form).queryByLabelText('Students let in each minute')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The queue has opened: its opening is not sent, since it can no longer move.
    expect(putBodies(fetchMock)).toEqual([{ enabled: true, ratePerMinute: null }]);
    expect(region).toHaveTextContent('Automatic: 840 a minute now');
    expect(within(figure('Let in each minute')).getByText('840 (automatic)')).toBeInTheDocument();
  });

  it('pauses and resumes with one button, saying which state it is in', async () => {
    const before = gate();
    const { user, fetchMock } = renderGate(before, {
      [`PUT ${GATE}`]: (init) => putReplying(before)(init),
    });
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Pause Admission' }));
    const resume = await within(region).findByRole('button', { name: 'Resume Admission' });
    expect(within(region).getByText('Paused')).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent('Admission is paused');
    expect(
      within(figure('Time to clear the queue')).getByText('On hold while paused'),
    ).toBeVisible();
    await user.click(resume);
    expect(await within(region).findByRole('button', { name: 'Pause Admission' })).toBeEnabled();
    expect(within(region).getByRole('status')).toHaveTextContent('students are let in');
    expect(putBodies(fetchMock)).toEqual([{ paused: true }, { paused: false }]);
  });

  it('follows the queue from gateProgress without reading the gate again', async () => {
    const { live, fetchMock } = renderGate(gate());
    const region = await card();
    await within(region).findByText('The Queue Now');
    expect(within(figure('Waiting in the queue')).getByText('400')).toBeInTheDocument();
    expect(within(figure('Let in so far')).getByText('100')).toBeInTheDocument();
    expect(within(figure('Active admissions')).getByText('42')).toBeInTheDocument();
    // 400 at 120 a minute: 3 min 20 s.
    expect(within(figure('Time to clear the queue')).getByText('About 4 minutes')).toBeVisible();

    live.emit('gateProgress', progress({ admittedThrough: 340, issued: 520 }));
    live.emit('gateProgress', progress({ periodId: 8, admittedThrough: 1 }));
    expect(await within(figure('Let in so far')).findByText('340')).toBeInTheDocument();
    expect(within(figure('Waiting in the queue')).getByText('180')).toBeInTheDocument();
    expect(within(figure('Time to clear the queue')).getByText('About 2 minutes')).toBeVisible();
    expect(callsTo(fetchMock, 'GET', GATE)).toHaveLength(1);
    // Figures that change every second are never announced.
    expect(figure('Let in so far').closest('[aria-live], [role="status"]')).toBeNull();
  });

  it('counts the students waiting for the opening before it', async () => {
    const { live } = renderGate(gate());
    await within(await card()).findByText('The Queue Now');
    live.emit(
      'gateProgress',
      progress({ opened: false, prequeued: 1500, issued: 0, admittedThrough: 0 }),
    );
    await screen.findByText('Waiting for the opening');
    expect(await within(figure('Waiting for the opening')).findByText('1,500')).toBeInTheDocument();
    expect(
      within(figure('Time to clear the queue')).getByText('About 13 minutes after the opening'),
    ).toBeVisible();
  });

  it('proposes an opening ahead when the saved one has passed, and says what saving will do', async () => {
    // A period's gate never turned on opens at the period's start, passed here.
    const before = gate({ enabled: false, ratePerMinute: null });
    const { user } = renderGate(before);
    await user.click(await within(await card()).findByRole('button', { name: 'Change Settings' }));
    const form = await screen.findByRole('dialog', { name: 'Admission Gate Settings' });
    const proposed = within(form).getByLabelText('Opens at (Malaysia time)');
    const proposedAt = Date.parse(`${(proposed as HTMLInputElement).value}:00+08:00`);
    expect(proposedAt).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(form).toHaveTextContent('The gate is off: registration is open to everyone at once');
    await user.click(within(form).getByLabelText('Put registration behind the admission gate'));
    expect(form).toHaveTextContent(/The queue opens automatically at .* \(Malaysia time\)/);
    expect(within(form).getByRole('button', { name: 'Save Settings' })).toHaveAccessibleDescription(
      /^What happens when you save The queue opens automatically/,
    );
  });

  it('refuses an opening already passed in the server’s words, and opens now only when asked', async () => {
    const before = gate({ enabled: false, ratePerMinute: 60, opensAt: AHEAD });
    const { user, fetchMock } = renderGate(before, { [`PUT ${GATE}`]: putReplying(before) });
    await user.click(await within(await card()).findByRole('button', { name: 'Change Settings' }));
    const form = await screen.findByRole('dialog', { name: 'Admission Gate Settings' });
    await user.click(within(form).getByLabelText('Put registration behind the admission gate'));
    const opensAt = within(form).getByLabelText('Opens at (Malaysia time)');
    fireEvent.change(opensAt, { target: { value: '2026-11-13T00:00' } });
    expect(form).toHaveTextContent('The time chosen has already passed.');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(opensAt).toHaveAccessibleDescription(
      'The opening time, 13 Nov 2026, 12:00 am, has already passed, so the queue would open at once and nobody would wait. Choose a time ahead, or choose to open the queue now.',
    );
    expect(putBodies(fetchMock)).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: 'Now, when I save' }));
    expect(form).toHaveTextContent(
      'The queue opens now: students are let in from the queue in the order they arrive, and nobody waits for an opening; 60 students are let in each minute.',
    );
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(putBodies(fetchMock)).toEqual([{ enabled: true, openNow: true, ratePerMinute: 60 }]);
  });

  it('keeps an opened queue’s opening, saying it can no longer move', async () => {
    const { user } = renderGate(gate());
    await user.click(await within(await card()).findByRole('button', { name: 'Change Settings' }));
    const form = await screen.findByRole('dialog', { name: 'Admission Gate Settings' });
    expect(form).toHaveTextContent('The queue opened at 23 Nov 2026, 9:00 am (Malaysia time)');
    expect(within(form).queryByLabelText('Opens at (Malaysia time)')).toBeNull();
    expect(within(form).queryByRole('radio', { name: 'Now, when I save' })).toBeNull();
  });

  it('reads in Malay', async () => {
    await chooseLanguage('ms');
    renderGate(gate({ paused: true }), {
      [`GET ${API.user}`]: { body: { ...adminUser, language: 'ms' } },
    });
    const region = await screen.findByRole('region', { name: /Kawalan Kemasukan/ });
    expect(
      await within(region).findByRole('button', { name: 'Sambung Semula Kemasukan' }),
    ).toBeVisible();
    expect(region).toHaveTextContent('(waktu Malaysia)');
    expect(within(region).getByText('Dibenarkan masuk setakat ini')).toBeInTheDocument();
  });
});
