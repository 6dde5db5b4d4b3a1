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
import { screen } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { adminPeriod, adminUser } from '@/testing/fixtures';
import { createFakeLive } from '@/testing/fake-live';
import { callsTo, mockApi, type MockReply } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

// What the admission gate card's tests (admission-gate-*.test.tsx) share: the live page loaded
// up front and rendered for an admin with a quiet period 7, gates and their progress made from
// defaults, a PUT that answers as the server does, and finders for the card's parts.

export const GATE = API.adminPeriodGate(7);

const period: AdminPeriod = adminPeriod;

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
export const OPENS_AT = '2026-11-23T01:00:00.000Z';
// 9:00 am on 23 Nov 2030: ahead, for a gate still to open.
export const AHEAD = '2030-11-23T01:00:00.000Z';

export function progress(overrides: Partial<GateProgress> = {}): GateProgress {
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

export function gate(
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
export function putReplying(before: AdminGate, extra: Partial<GateProgress> = {}) {
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

/** Registers the hooks of an admission gate test file and returns its bed. */
export function admissionGateTestBed() {
  beforeAll(() => import('./live-figures-page'));
  return { renderGate };
}

/** The live page for an admin, the gate read as `reply`; `replies` replace the defaults. */
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

export const card = async () => screen.findByRole('region', { name: /Admission Gate/ });
export const figure = (label: string) => screen.getByText(label).closest('div')!;
export const putBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'PUT', GATE).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
