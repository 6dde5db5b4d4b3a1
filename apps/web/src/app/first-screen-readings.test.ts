import { API, TOKEN_STORAGE_KEY, type Role } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { reviewQueueSearch } from '@/features/review/api/get-review-queue';
import { DEFAULT_QUEUE, queueQuery } from '@/features/review/queue-params';
import { makeToken } from '@/testing/make-token';
import { mockApi } from '@/testing/mock-api';
import { preloadFirstScreenReadings } from './first-screen-readings';
import { routes } from './routes';

function readingsStartedAt(address: string, role?: Role): string[] {
  if (role) localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ role }));
  const fetchMock = mockApi({});
  const { pathname, search } = new URL(address, 'http://localhost');
  preloadFirstScreenReadings(routes, pathname, search);
  return fetchMock.mock.calls.map(([input]) => String(input));
}

describe('the first screen’s readings', () => {
  it("start with the code of a student's dashboard: the session, period, status and selection", () => {
    expect(readingsStartedAt('/', 'student')).toEqual([
      API.user,
      API.period,
      API.status,
      API.selectedSubjects,
    ]);
  });

  it('include the catalogue, its faculties and the waitlist places on /registration', () => {
    expect(readingsStartedAt('/registration', 'student')).toEqual([
      API.user,
      API.period,
      API.status,
      API.selectedSubjects,
      API.subjects,
      API.faculties,
      API.waitlist,
    ]);
  });

  it('are only what a reviewer’s dashboard and header show, for a lecturer', () => {
    expect(readingsStartedAt('/', 'lecturer')).toEqual([
      API.user,
      API.reviewRegistrations,
      API.period,
    ]);
  });

  it("include the review queue of a reviewer's plain address, beside the header's count", () => {
    for (const role of ['lecturer', 'admin'] as const) {
      expect(readingsStartedAt('/admin', role)).toEqual([
        API.user,
        API.reviewRegistrations,
        API.reviewQueue + reviewQueueSearch(queueQuery(DEFAULT_QUEUE)),
      ]);
    }
    // Another queue is asked for as the page's code reads its address.
    expect(readingsStartedAt('/admin?status=all', 'lecturer')).toEqual([
      API.user,
      API.reviewRegistrations,
    ]);
  });

  it("include the semesters and the header's count on the registrar's console", () => {
    expect(readingsStartedAt('/admin/semesters', 'admin')).toEqual([
      API.user,
      API.reviewRegistrations,
      API.adminPeriods,
    ]);
  });

  it('are none for a visitor without a session, or on the sign-in screen', () => {
    expect(readingsStartedAt('/')).toEqual([]);
    expect(readingsStartedAt('/auth/login', 'student')).toEqual([]);
  });
});
