import { API } from '@daftar/contract';
import type { RouteCase } from '../authorization-matrix.test-bed';

// The authorisation matrix's rows for the calendar feed, notifications, announcements and pages.

export const SITE_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/calendar/events',
    url: () => API.calendarEvents,
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/api/calendar/token',
    url: () => API.calendarToken,
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    method: 'POST',
    path: '/api/calendar/token',
    url: () => API.calendarToken,
    expected: [401, 201, 201, 403, 403, 403],
  },
  {
    method: 'GET',
    path: '/api/calendar/{token}.ics',
    url: () => API.calendarFeed('C'.repeat(32)),
    // Public: the token is the credential, and a token nobody has is 404 for everyone.
    expected: [404, 404, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    path: '/api/notifications',
    url: () => API.notifications,
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    path: '/api/notifications/read',
    url: () => API.notificationsRead,
    body: () => ({ all: true }),
    expected: [401, 204, 204, 204, 204, 204],
  },
  {
    method: 'DELETE',
    path: '/api/notifications',
    url: () => API.notifications,
    expected: [401, 204, 204, 204, 204, 204],
  },
  {
    method: 'GET',
    path: API.announcements,
    url: () => API.announcements,
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: API.adminAnnouncements,
    url: () => API.adminAnnouncements,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: API.adminAnnouncements,
    url: () => API.adminAnnouncements,
    body: () => ({
      title: { en: 'Closed on Friday', ms: 'Ditutup pada hari Jumaat' },
      body: { en: 'The registry is closed.', ms: 'Pejabat ditutup.' },
      publishFrom: '2026-01-01T00:00:00Z',
    }),
    expected: [401, 403, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    path: '/api/admin/announcements/{id}',
    url: (w) => API.adminAnnouncement(w.announcementId),
    body: () => ({ publishUntil: '2030-01-01T00:00:00Z' }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    path: '/api/admin/announcements/{id}',
    url: (w) => API.adminAnnouncement(w.announcementId),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    // Public: the privacy notice is read before anyone has an account.
    method: 'GET',
    path: '/api/pages/{slug}',
    url: () => API.sitePage('privacy'),
    expected: [200, 200, 200, 200, 200, 200],
  },
  {
    method: 'PUT',
    path: '/api/admin/pages/{slug}',
    url: () => API.adminSitePage('terms'),
    body: () => ({ body: { en: 'Be kind.', ms: 'Berbudi bahasa.' } }),
    expected: [401, 403, 403, 403, 403, 200],
  },
];
