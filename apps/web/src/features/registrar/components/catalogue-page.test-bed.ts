import { API, type AdminCatalogueSection, type AdminSubject } from '@daftar/contract';
import { screen } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { createFakeLive } from '@/testing/fake-live';
import { adminUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

// What the registrar's catalogue page tests (catalogue-page*.test.tsx) share: the page loaded up
// front and rendered for an admin with WIA2005 (full) and GIG1012, and a subject's row found by
// its code.

export const section = (overrides: Partial<AdminCatalogueSection> = {}): AdminCatalogueSection => ({
  id: 11,
  subjectId: 1,
  periodId: 1,
  number: 1,
  capacity: 40,
  registered: 40,
  permitSeats: 0,
  lecturer: 'Dr. Tan Wei Ming',
  closed: false,
  subject: { code: 'WIA2005', name: 'Algorithm Design', nameMs: null },
  meetings: [{ day: 1, startTime: '08:00', endTime: '10:00', room: 'DK1' }],
  ...overrides,
});

export const subject = (overrides: Partial<AdminSubject> = {}): AdminSubject => ({
  id: 1,
  code: 'WIA2005',
  name: 'Algorithm Design',
  nameMs: null,
  credits: 4,
  year: 2,
  faculty: { id: 1, code: 'FSKTM', name: 'Computer Science', nameMs: null },
  description: 'Designing algorithms.',
  descriptionMs: null,
  prerequisites: ['WIX1002'],
  coordinator: null,
  crossListedWith: null,
  ...overrides,
});

/** Registers the hooks of a catalogue page test file and returns its bed. */
export function cataloguePageTestBed() {
  beforeAll(() => import('./catalogue-page'));
  return { renderCatalogue };
}

/** The catalogue page for an admin: two subjects, one full; `replies` replace the defaults. */
function renderCatalogue(replies: Parameters<typeof mockApi>[0] = {}) {
  storeTokenFor(adminUser);
  const live = createFakeLive();
  const fetchMock = mockApi({
    ...sessionReplies(adminUser),
    [`GET ${API.adminSubjects}`]: {
      body: [
        subject(),
        subject({
          id: 2,
          code: 'GIG1012',
          name: 'Ethnic Relations',
          credits: 2,
          prerequisites: [],
        }),
      ],
    },
    [`GET ${API.adminFaculties}`]: {
      body: [
        {
          id: 1,
          code: 'FSKTM',
          name: 'Computer Science',
          nameMs: null,
          subjectCount: 3,
          peopleCount: 9,
        },
      ],
    },
    [`GET ${API.adminSections}`]: {
      body: [
        section(),
        section({
          id: 12,
          subjectId: 2,
          subject: { code: 'GIG1012', name: 'Ethnic Relations', nameMs: null },
          registered: 3,
        }),
      ],
    },
    ...replies,
  });
  return { ...renderApp('/admin/catalogue', { liveConnection: live.connection }), fetchMock, live };
}

export const row = async (code: string) =>
  (await screen.findByText(code)).closest<HTMLElement>('li')!;
