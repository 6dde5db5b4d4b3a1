import { API, TOKEN_STORAGE_KEY, type AuthMethods } from '@daftar/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fullPageRedirect } from '@/lib/full-page-redirect';
import { chooseLanguage } from '@/lib/i18n';
import { openPeriod, studentUser } from '@/testing/fixtures';
import { makeToken } from '@/testing/make-token';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/full-page-redirect', () => ({ fullPageRedirect: vi.fn() }));

const university: AuthMethods = {
  password: 'all',
  signUp: 'open',
  passwordReset: true,
  university: {
    label: { en: 'Sign in with UNIMAS account', ms: 'Log masuk dengan akaun UNIMAS' },
    endsProviderSession: true,
  },
};
const methods = (overrides: Partial<AuthMethods> = {}) => ({
  [`GET ${API.authMethods}`]: { body: { ...university, ...overrides } },
});
const token = makeToken({ role: 'student', sub: String(studentUser.id) });

describe('the sign-in screen with the university sign-in', () => {
  it("offers the university's button, in the person's language, above the password form", async () => {
    mockApi(methods());
    renderApp('/auth/login');
    const button = await screen.findByRole('link', { name: 'Sign in with UNIMAS account' });
    expect(button).toHaveAttribute('href', API.universitySignInStart);
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    await chooseLanguage('ms');
    expect(
      await screen.findByRole('link', { name: 'Log masuk dengan akaun UNIMAS' }),
    ).toBeInTheDocument();
    await chooseLanguage('en');
  });

  it('shows no password form when passwords are off, nor a register link when sign-up is', async () => {
    mockApi(methods({ password: 'off', signUp: 'off' }));
    renderApp('/auth/login');
    expect(
      await screen.findByRole('link', { name: 'Sign in with UNIMAS account' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('is the spec’s screen, unchanged, when no university sign-in is set up', async () => {
    mockApi(methods({ university: null, passwordReset: false }));
    renderApp('/auth/login');
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /university|UNIMAS/ })).not.toBeInTheDocument();
    // No email to send a link by: no "Forgot password?" that could only fail.
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });
});

describe('the page the university sign-in comes back to', () => {
  it('exchanges the one-time code for the session and goes to the dashboard', async () => {
    const fetchMock = mockApi({
      ...methods(),
      [`POST ${API.universitySignInExchange}`]: { body: { token, user: studentUser } },
      [`GET ${API.period}`]: { body: openPeriod },
      [`GET ${API.selectedSubjects}`]: { body: [] },
    });
    const { router } = renderApp('/auth/university#code=one-time-code');
    expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    const calls = callsTo(fetchMock, 'POST', API.universitySignInExchange) as [
      string,
      RequestInit,
    ][];
    expect(calls.map(([, init]) => JSON.parse(String(init.body)))).toEqual([
      { code: 'one-time-code' },
    ]);
  });

  it('then signs out through the university, which ends its own session too', async () => {
    mockApi({
      ...methods(),
      [`POST ${API.universitySignInExchange}`]: { body: { token, user: studentUser } },
      [`GET ${API.period}`]: { body: openPeriod },
      [`GET ${API.selectedSubjects}`]: { body: [] },
      [`POST ${API.logout}`]: { status: 204 },
    });
    const { user } = renderApp('/auth/university#code=one-time-code');
    await screen.findByRole('heading', { name: 'Student Dashboard' });
    await user.click(screen.getByRole('button', { name: /: user menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await vi.waitFor(() => expect(fullPageRedirect).toHaveBeenCalledWith(API.universitySignOut));
  });

  it('tells a person not on the roll to see the registrar, in both languages', async () => {
    const fetchMock = mockApi(methods());
    renderApp('/auth/university#refused=notOnRoll');
    expect(
      await screen.findByText(
        "Your university account is not on this semester's roll: contact the registrar's office.",
      ),
    ).toBeInTheDocument();
    await chooseLanguage('ms');
    expect(
      await screen.findByText(
        'Akaun universiti anda tiada dalam senarai pelajar semester ini: hubungi pejabat pendaftar.',
      ),
    ).toBeInTheDocument();
    await chooseLanguage('en');
    expect(callsTo(fetchMock, 'POST', API.universitySignInExchange)).toHaveLength(0);
  });

  it('says the sign-in did not finish when the code is refused', async () => {
    mockApi({
      ...methods(),
      [`POST ${API.universitySignInExchange}`]: {
        status: 401,
        body: { error: 'Expired.', code: 'SIGN_IN_CODE_INVALID' },
      },
    });
    renderApp('/auth/university#code=used-already');
    expect(
      await screen.findByRole('heading', { name: 'Sign-in did not finish' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});

describe('the register screen when accounts come from the university', () => {
  it('says so and points to sign-in instead of offering a form', async () => {
    mockApi(methods({ signUp: 'off' }));
    renderApp('/auth/register');
    expect(
      await screen.findByRole('heading', { name: 'Accounts come from the university' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Student ID')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});

describe('sign-up from the roll', () => {
  it('asks for the code emailed to the roll’s address, then signs the new account in', async () => {
    const fetchMock = mockApi({
      ...methods({ signUp: 'roll' }),
      [`POST ${API.register}`]: {
        status: 202,
        body: { verification: 'email', sentTo: 's*******@siswa.unimas.my' },
      },
      [`POST ${API.registerVerify}`]: (init) =>
        JSON.parse(String(init.body)).code === '246810'
          ? { status: 201, body: { token, user: studentUser } }
          : {
              status: 400,
              body: { error: 'Wrong code.', code: 'SIGN_UP_CODE_INVALID' },
            },
      [`GET ${API.period}`]: { body: openPeriod },
      [`GET ${API.selectedSubjects}`]: { body: [] },
    });
    const { user } = renderApp('/auth/register');
    await user.type(await screen.findByLabelText('Username'), 'siti.nur');
    await user.type(screen.getByLabelText('Password'), 'rahsia123');
    await user.type(screen.getByLabelText('Full Name'), 'Siti Nur');
    await user.type(screen.getByLabelText('Student ID'), 'A21CS0001');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/s\*{7}@siswa\.unimas\.my/)).toBeInTheDocument();
    const field = screen.getByLabelText('Code from the email');
    expect(field).toHaveFocus();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    await user.type(field, '135791');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('That code is wrong or has expired. Ask for a new one.'),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '246810');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    const [, second] = callsTo(fetchMock, 'POST', API.registerVerify) as [string, RequestInit][];
    expect(JSON.parse(String(second![1].body))).toEqual({ studentId: 'A21CS0001', code: '246810' });
  });
});

describe('a forgotten password', () => {
  it('asks for a link from the sign-in page, and says the same whatever the account', async () => {
    const fetchMock = mockApi({
      ...methods({ university: null }),
      [`POST ${API.forgotPassword}`]: { status: 204 },
    });
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await user.type(await screen.findByLabelText('Username or email'), ' siti.nur ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText(
        'If an account matches, a link is on its way to its email address. It works once, for 30 minutes.',
      ),
    ).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', API.forgotPassword) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ account: 'siti.nur' });
  });

  it('sets the new password from the link and signs in', async () => {
    const fetchMock = mockApi({
      ...methods(),
      [`POST ${API.resetPassword}`]: { body: { token, user: studentUser } },
      [`GET ${API.period}`]: { body: openPeriod },
      [`GET ${API.selectedSubjects}`]: { body: [] },
    });
    const { user } = renderApp('/auth/reset-password#token=link-token');
    await user.type(await screen.findByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'defgh');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    const [[, init]] = callsTo(fetchMock, 'POST', API.resetPassword) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ token: 'link-token', newPassword: 'abcdefgh' });
  });

  it('says when the link is used or expired, and offers a new one', async () => {
    mockApi({
      ...methods(),
      [`POST ${API.resetPassword}`]: {
        status: 400,
        body: { error: 'Expired.', code: 'RESET_LINK_INVALID' },
      },
    });
    const { user } = renderApp('/auth/reset-password#token=old');
    await user.type(await screen.findByLabelText('New password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(
      await screen.findByText('That link has expired or was already used. Ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });
});
