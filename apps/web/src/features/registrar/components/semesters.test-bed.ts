import { API, type AdminPeriod } from '@daftar/contract';
import { screen } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { adminPeriod, adminUser } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

// What the Semesters page tests (semesters-page*.test.tsx) share: the page loaded up front and
// rendered for an admin with the current semester, its card found by the semester's name.

beforeAll(() => import('./semesters-page'));

export const current: AdminPeriod = {
  ...adminPeriod,
  yearOpenings: [{ year: 4, opensAt: '2026-11-07T01:00:00.000Z' }],
};

export const DEFAULT_STANDING_LIST = [
  { code: 'good', nameEn: 'Good standing', nameMs: 'Kedudukan Baik', minCgpa: 2 },
  { code: 'probation', nameEn: 'Probation', nameMs: 'Percubaan', minCgpa: 0 },
];

/** The Semesters page for an admin (in Malay with `malay`), the routes' replies over the defaults. */
export function renderSemesters(
  replies: Parameters<typeof mockApi>[0] = {},
  { malay = false }: { malay?: boolean } = {},
) {
  const admin = malay ? { ...adminUser, language: 'ms' as const } : adminUser;
  storeTokenFor(admin);
  const fetchMock = mockApi({
    ...sessionReplies(admin),
    [`GET ${API.adminPeriods}`]: { body: [current] },
    [`GET ${API.calendarEvents}?periodId=7`]: { body: [] },
    ...replies,
  });
  return { ...renderApp('/admin/semesters'), fetchMock };
}

/** The JSON body of the first call to a route. */
export const body = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  JSON.parse(String(callsTo(fetchMock, method, url)[0]![1]?.body)) as unknown;

/** A semester's card, found by its heading. */
export async function findCard(name: RegExp | string) {
  return (await screen.findByRole('heading', { name, level: 2 })).closest('li')!;
}
