import { API, FIRST_SCREEN_COOKIE, TOKEN_STORAGE_KEY } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fullPageRedirect } from '@/lib/full-page-redirect';
import { chooseLanguage } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { adminUser, openPeriod, studentUser } from '@/testing/fixtures';
import { makeToken } from '@/testing/make-token';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';
import { findToast, queryToasts } from '@/testing/toasts';

vi.mock('@/lib/full-page-redirect', () => ({ fullPageRedirect: vi.fn() }));

const dashboardApi = {
  [`GET ${API.period}`]: { body: openPeriod },
  [`GET ${API.selectedSubjects}`]: { body: [] },
};

describe('session', () => {
  it('discards an expired token without asking the server', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ expiresInSeconds: -60 }));
    const fetchMock = mockApi(sessionReplies(studentUser));
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Login to Your Account' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(callsTo(fetchMock, 'GET', API.user)).toHaveLength(0);
  });

  it('discards a token it cannot decode', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
    const fetchMock = mockApi(sessionReplies(studentUser));
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Login to Your Account' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(callsTo(fetchMock, 'GET', API.user)).toHaveLength(0);
  });

  it('asks for the user only when a token exists, sending it as a bearer token', async () => {
    storeTokenFor(studentUser);
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    const fetchMock = mockApi({ ...sessionReplies(studentUser), ...dashboardApi });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'GET', API.user) as [[string, RequestInit]];
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('ends the session silently when the user call answers 401', async () => {
    storeTokenFor(studentUser);
    mockApi({
      [`GET ${API.user}`]: {
        status: 401,
        body: { error: 'Sign in first.', code: 'UNAUTHENTICATED' },
      },
    });
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Login to Your Account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(queryToasts()).toHaveLength(0);
  });

  it('ends the session when the token expires while the app is open', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ expiresInSeconds: 2 }));
    mockApi({ ...sessionReplies(studentUser), ...dashboardApi });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Login to Your Account' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['answers', { status: 204 }],
    ['fails', { status: 500, body: { error: 'Down', code: 'INTERNAL_ERROR' } }],
  ])(
    'logs out when the server %s: token and user gone, toast kept, full load of /auth',
    async (_, reply) => {
      storeTokenFor(studentUser);
      const fetchMock = mockApi({
        ...sessionReplies(studentUser),
        ...dashboardApi,
        [`POST ${API.logout}`]: reply,
      });
      const { user, queryClient } = renderApp('/');
      await user.click(await screen.findByRole('button', { name: /: user menu$/ }));
      await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

      await waitFor(() => expect(fullPageRedirect).toHaveBeenCalledWith('/auth'));
      expect(callsTo(fetchMock, 'POST', API.logout)).toHaveLength(1);
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(queryClient.getQueryData(queryKeys.user)).toBeUndefined();
      expect(JSON.parse(sessionStorage.getItem('daftar.flash-toast') ?? 'null')).toEqual({
        title: 'Logged out',
        description: 'You have been successfully logged out.',
      });
    },
  );

  it('shows the logout toast on the page the redirect loads', async () => {
    sessionStorage.setItem(
      'daftar.flash-toast',
      JSON.stringify({
        title: 'Logged out',
        description: 'You have been successfully logged out.',
      }),
    );
    mockApi({});
    renderApp('/auth/login');
    const toast = await findToast();
    expect(within(toast).getByText('Logged out')).toBeInTheDocument();
    expect(within(toast).getByText('You have been successfully logged out.')).toBeInTheDocument();
  });

  it('marks only a token with role admin as admin', async () => {
    storeTokenFor(adminUser);
    mockApi({ ...sessionReplies(adminUser), ...dashboardApi });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Admin Panel' }).length).toBeGreaterThan(0);
  });
});

describe('the first-screen hint (FIRST_SCREEN_COOKIE)', () => {
  const hint = () =>
    document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${FIRST_SCREEN_COOKIE}=`))
      ?.slice(FIRST_SCREEN_COOKIE.length + 1);

  it("holds the signed-in person's role and the interface's language", async () => {
    storeTokenFor(studentUser);
    mockApi({ ...sessionReplies(studentUser), ...dashboardApi });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Student Dashboard' });
    await waitFor(() => expect(hint()).toBe('student.en'));
    await chooseLanguage('ms');
    await waitFor(() => expect(hint()).toBe('student.ms'));
  });

  it('goes with the session', async () => {
    document.cookie = `${FIRST_SCREEN_COOKIE}=student.en; Path=/`;
    storeTokenFor(studentUser);
    mockApi({
      [`GET ${API.user}`]: {
        status: 401,
        body: { error: 'Sign in first.', code: 'UNAUTHENTICATED' },
      },
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Login to Your Account' });
    expect(hint()).toBeUndefined();
  });
});
