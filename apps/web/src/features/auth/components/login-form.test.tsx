import { API } from '@daftar/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, never } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('login form', () => {
  it("shows the spec's title, description, fields, link and sign-in copy", async () => {
    mockApi({});
    renderApp('/auth/login');
    expect(
      await screen.findByRole('heading', { name: 'Login to Your Account' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter your credentials to access the Subject Registration System'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(screen.getByText('Browse and register for available courses')).toBeInTheDocument();
    expect(screen.getByText('Access your registration history and records')).toBeInTheDocument();
  });

  it('requires a username and a password, without calling the server', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(callsTo(fetchMock, 'POST', API.login)).toHaveLength(0);
  });

  it('treats a username of spaces as missing', async () => {
    mockApi({});
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Username'), '   ');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('reads "Logging in..." and disables the form while signing in', async () => {
    mockApi({ [`POST ${API.login}`]: never });
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Username'), 'student');
    await user.type(screen.getByLabelText('Password'), 'student123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(screen.getByLabelText('Username')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
  });
});
