import { API } from '@daftar/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, lecturerUser, openPeriod, studentUser } from '@/testing/fixtures';
import { mockApi, never } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

const loginHeading = () => screen.findByRole('heading', { name: 'Login to Your Account' });

function signedInAs(user: typeof studentUser) {
  storeTokenFor(user);
  mockApi({
    ...sessionReplies(user),
    [`GET ${API.period}`]: { body: openPeriod },
    [`GET ${API.selectedSubjects}`]: { body: [] },
    // No admission gate (issue 25).
    [`POST ${API.gateJoin}`]: { body: { state: 'open' } },
  });
}

describe('route guards', () => {
  it('shows a centred spinner while the session loads', async () => {
    storeTokenFor(studentUser);
    mockApi({ [`GET ${API.user}`]: never });
    renderApp('/');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Student Dashboard' })).not.toBeInTheDocument();
  });

  it.each(['/', '/registration', '/schedule', '/history', '/admin'])(
    'sends a signed-out visitor from %s to the login screen',
    async (path) => {
      mockApi({});
      const { router } = renderApp(path);
      expect(await loginHeading()).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth/login');
    },
  );

  it('redirects /auth to /auth/login', async () => {
    mockApi({});
    const { router } = renderApp('/auth');
    expect(await loginHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('lets a signed-out visitor open the register screen', async () => {
    mockApi({});
    renderApp('/auth/register');
    expect(
      await screen.findByRole('heading', { name: 'Create a New Account' }),
    ).toBeInTheDocument();
  });

  it.each(['/auth', '/auth/login', '/auth/register'])(
    'sends a signed-in user from %s to the dashboard',
    async (path) => {
      signedInAs(studentUser);
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('sends a student who opens /admin to the dashboard', async () => {
    signedInAs(studentUser);
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['an admin', adminUser],
    ['a lecturer', lecturerUser],
  ])('opens /admin to %s', async (_, user) => {
    signedInAs(user);
    const { router } = renderApp('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Registration Admin Dashboard' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it.each([
    ['/registration', 'Subject Registration'],
    ['/schedule', 'My Schedule'],
    ['/history', 'Registration History'],
  ])('shows a student %s with the student tab bar', async (path, title) => {
    signedInAs(studentUser);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Student pages' });
    expect(tabs).toHaveTextContent('Subject Registration');
    expect(tabs).toHaveTextContent('My Schedule');
    expect(tabs).toHaveTextContent('Registration History');
  });

  it('sends an admin who opens a student page to the dashboard', async () => {
    signedInAs(adminUser);
    const { router } = renderApp('/registration');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['signed out', null],
    ['signed in', studentUser],
  ])('shows the 404 card for an unknown path when %s', async (_, user) => {
    if (user) signedInAs(user);
    else mockApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('surfaces a failed session call other than 401, with a retry', async () => {
    storeTokenFor(studentUser);
    mockApi({
      [`GET ${API.user}`]: { status: 500, body: { error: 'Boom', code: 'INTERNAL_ERROR' } },
    });
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your session');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
