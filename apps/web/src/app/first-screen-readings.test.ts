import { API, TOKEN_STORAGE_KEY, type Role } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/make-token';
import { mockApi } from '@/testing/mock-api';
import { preloadFirstScreenReadings } from './first-screen-readings';
import { routes } from './routes';

function readingsStartedAt(path: string, role?: Role): string[] {
  if (role) localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ role }));
  const fetchMock = mockApi({});
  preloadFirstScreenReadings(routes, path);
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

  it('are only what a reviewer’s dashboard shows, for a lecturer', () => {
    expect(readingsStartedAt('/', 'lecturer')).toEqual([API.user, API.period]);
  });

  it('are none for a visitor without a session, or on the sign-in screen', () => {
    expect(readingsStartedAt('/')).toEqual([]);
    expect(readingsStartedAt('/auth/login', 'student')).toEqual([]);
  });
});
