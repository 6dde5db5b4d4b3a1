import { API, type User } from '@daftar/contract';
import { screen } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { academicCalendar, announcements, openPeriod } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { draftStatus } from '@/testing/registration-fixtures';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

// What the dashboard's tests (dashboard*.test.tsx) share: the page loaded up front, the app
// rendered at / for a user with an open period, a draft and the calendar and announcements, and
// a card found by its title.

/** Registers the hooks of a dashboard test file and returns its bed. */
export function dashboardTestBed() {
  // The route loads its page on demand: load it once up front, so no test's first query races
  // the module transform.
  beforeAll(() => import('./dashboard'));

  return {
    /** The app at / for `user`; `replies` replace the defaults. */
    renderDashboard(user: User, replies: Parameters<typeof mockApi>[0] = {}) {
      storeTokenFor(user);
      const fetchMock = mockApi({
        ...sessionReplies(user),
        [`GET ${API.period}`]: { body: openPeriod },
        [`GET ${API.selectedSubjects}`]: { body: [] },
        [`GET ${API.status}`]: { body: draftStatus },
        [`GET ${API.calendarEvents}`]: { body: academicCalendar },
        [`GET ${API.announcements}`]: { body: announcements },
        ...replies,
      });
      return { ...renderApp('/'), fetchMock };
    },
    /** The card titled `title`. */
    card(title: string) {
      const heading = screen.getByRole('heading', { name: title, level: 2 });
      const element = heading.closest<HTMLElement>('[data-slot="card"]');
      if (!element) throw new Error(`no card titled ${title}`);
      return element;
    },
  };
}
