import { API, type InboxReply, type User } from '@daftar/contract';
import { screen } from '@testing-library/react';
import { createFakeLive } from '@/testing/fake-live';
import { openPeriod, studentUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

export const emptyInbox: InboxReply = { notifications: [], unreadIds: [], clearedThrough: 0 };

/**
 * Test helper: the dashboard, signed in as `user`, with a fake live connection to play events;
 * `inbox` answers the bell's catch-ups by the id it asks after (an empty inbox otherwise).
 */
export async function renderStudentHome(
  user: User = studentUser,
  inbox: (after: number) => InboxReply = () => emptyInbox,
) {
  storeTokenFor(user);
  const fetchMock = mockApi({
    ...sessionReplies(user),
    [`GET ${API.notifications}`]: (_, url) => ({
      body: inbox(Number(new URL(url, 'http://localhost').searchParams.get('after'))),
    }),
    [`GET ${API.period}`]: { body: openPeriod },
    [`GET ${API.selectedSubjects}`]: { body: [] },
    [`GET ${API.reviewRegistrations}`]: { body: [] },
    [`POST ${API.notificationsRead}`]: { status: 204 },
    [`DELETE ${API.notifications}`]: { status: 204 },
  });
  const live = createFakeLive();
  const view = renderApp('/', { liveConnection: live.connection });
  await screen.findByRole('button', { name: /: user menu$/ });
  return { ...view, fetchMock, live };
}

/**
 * The bell, found whether or not something on the page (an open dialog, say) hides it from the
 * accessibility tree.
 */
export const bellButton = () =>
  screen.getByRole('button', { name: /^Notifications/, hidden: true });

/** What the student's browser keeps, under spec section 3's key. */
export const storedNotifications = () =>
  JSON.parse(
    localStorage.getItem(`subject_registration_notifications_${studentUser.id}`) ?? '[]',
  ) as unknown[];
