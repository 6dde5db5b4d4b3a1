import { API, TOKEN_STORAGE_KEY } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPeriod, studentUser } from '@/testing/fixtures';
import { makeToken } from '@/testing/make-token';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

const token = makeToken({ role: 'student', sub: String(studentUser.id) });
const dashboardApi = {
  [`GET ${API.period}`]: { body: openPeriod },
  [`GET ${API.selectedSubjects}`]: { body: [] },
};

async function toastText() {
  return (await findToast()).textContent;
}

describe('login', () => {
  it('stores the token, welcomes the user and goes to the dashboard', async () => {
    const fetchMock = mockApi({
      [`POST ${API.login}`]: { body: { token, user: studentUser } },
      ...dashboardApi,
    });
    const { user, router } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Username'), '  student ');
    await user.type(screen.getByLabelText('Password'), 'student123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    // The welcome is told at once and lasts 5 s; the dashboard is a lazy route a cold import
    // may take longer to bring, so the toast is read first.
    expect(await toastText()).toContain('Login successful');
    expect(await toastText()).toContain(`Welcome back, ${studentUser.name}!`);
    expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    const [[, init]] = callsTo(fetchMock, 'POST', API.login) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ username: 'student', password: 'student123' });
    // The login reply already carries the user: no second call for it.
    expect(callsTo(fetchMock, 'GET', API.user)).toHaveLength(0);
  });

  it("shows the server's reason when login fails, worded from its code", async () => {
    mockApi({
      [`POST ${API.login}`]: {
        status: 401,
        body: { error: 'Wrong username or password.', code: 'INVALID_CREDENTIALS' },
      },
    });
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Username'), 'student');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const toast = await findToast();
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    // Worded from the reply's code in the person's language, not copied from its sentence.
    expect(within(toast).getByText('Invalid username or password.')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('falls back to the spec text when the failure has no reason', async () => {
    mockApi({ [`POST ${API.login}`]: { status: 502, text: '<html>Bad gateway</html>' } });
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Username'), 'student');
    await user.type(screen.getByLabelText('Password'), 'student123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await toastText()).toContain('Login failed. Please check your credentials.');
  });
});

describe('registration', () => {
  async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
    await user.type(await screen.findByLabelText('Username'), 'aisyah');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Full Name'), studentUser.name);
    await user.type(screen.getByLabelText('Student ID'), '034561');
    await user.click(screen.getByRole('button', { name: 'Register' }));
  }

  it('signs the new student in, welcomes them and goes to the dashboard', async () => {
    const fetchMock = mockApi({
      [`POST ${API.register}`]: { status: 201, body: { token, user: studentUser } },
      ...dashboardApi,
    });
    const { user, router } = renderApp('/auth/register');
    await fillAndSubmit(user);

    expect(await toastText()).toContain(`Welcome, ${studentUser.name}!`);
    expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const [[, init]] = callsTo(fetchMock, 'POST', API.register) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      username: 'aisyah',
      password: 'secret123',
      name: studentUser.name,
      studentId: '034561',
      // No language: none was chosen, the page only follows the browser (issue 42).
    });
  });

  it("shows the server's reason when registration fails, worded from its code", async () => {
    mockApi({
      [`POST ${API.register}`]: {
        status: 409,
        body: { error: 'That username is taken.', code: 'USERNAME_TAKEN' },
      },
    });
    const { user } = renderApp('/auth/register');
    await fillAndSubmit(user);
    const toast = await findToast();
    expect(within(toast).getByText('Registration failed')).toBeInTheDocument();
    expect(within(toast).getByText('That username is already taken.')).toBeInTheDocument();
  });

  it('falls back to the spec text when the failure has no reason', async () => {
    mockApi({ [`POST ${API.register}`]: { status: 500, text: '' } });
    const { user } = renderApp('/auth/register');
    await fillAndSubmit(user);
    expect(await toastText()).toContain('Registration failed. Please try again.');
  });
});
