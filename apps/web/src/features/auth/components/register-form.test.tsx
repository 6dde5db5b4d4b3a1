import { API } from '@daftar/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, never } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Fills the form with valid values and presses Register. */
async function signUp() {
  const { user } = renderApp('/auth/register');
  await user.type(await screen.findByLabelText('Username'), 'aisyah');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Full Name'), 'Aisyah');
  await user.type(screen.getByLabelText('Student ID'), '034561');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('register form', () => {
  it("shows the spec's title, empty fields, placeholders, link and register copy", async () => {
    mockApi({});
    renderApp('/auth/register');
    expect(
      await screen.findByRole('heading', { name: 'Create a New Account' }),
    ).toBeInTheDocument();
    for (const label of ['Username', 'Password', 'Full Name', 'Student ID']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByLabelText('Username')).toHaveAttribute('placeholder', 'Choose a username');
    expect(screen.getByLabelText('Student ID')).toHaveAttribute('placeholder', 'e.g. 034561');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByText('Easy access to course registrations')).toBeInTheDocument();
    expect(screen.getByText('Secure and streamlined subject selection')).toBeInTheDocument();
  });

  it('starts with a skip link to the form', async () => {
    mockApi({});
    const { user } = renderApp('/auth/register');
    await screen.findByRole('heading', { name: 'Create a New Account' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('shows every validation message under its field, without calling the server', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/auth/register');
    await user.click(await screen.findByRole('button', { name: 'Register' }));

    const expectations = {
      Username: 'Username must be at least 3 characters',
      Password: 'Password must be at least 6 characters',
      'Full Name': 'Full name is required',
      'Student ID': 'Student ID is required',
    };
    for (const [label, message] of Object.entries(expectations)) {
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(callsTo(fetchMock, 'POST', API.register)).toHaveLength(0);
  });

  it('accepts a 3-character username and a 6-character password', async () => {
    mockApi({ [`POST ${API.register}`]: never });
    const { user } = renderApp('/auth/register');
    await user.type(await screen.findByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'c');
    await user.type(screen.getByLabelText('Password'), '6');
    await user.type(screen.getByLabelText('Full Name'), 'Aisyah');
    await user.type(screen.getByLabelText('Student ID'), '034561');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(screen.queryByText(/must be at least/)).not.toBeInTheDocument();
    for (const label of ['Username', 'Password', 'Full Name', 'Student ID']) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
  });

  it("puts the server's field messages under their fields", async () => {
    mockApi({
      [`POST ${API.register}`]: {
        status: 400,
        body: {
          error: 'Student ID must be at most 20 characters',
          code: 'VALIDATION_ERROR',
          fields: { studentId: 'Student ID must be at most 20 characters' },
        },
      },
    });
    const { user } = renderApp('/auth/register');
    await user.type(await screen.findByLabelText('Username'), 'aisyah');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Full Name'), 'Aisyah');
    await user.type(screen.getByLabelText('Student ID'), '0345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('button', { name: 'Register' });
    expect(await screen.findByLabelText('Student ID')).toHaveAccessibleDescription(
      'Student ID must be at most 20 characters',
    );
  });

  it('says under Username, as well as in the toast, that the username is taken, and goes there', async () => {
    mockApi({
      [`POST ${API.register}`]: {
        status: 409,
        body: { error: 'That username is already taken.', code: 'USERNAME_TAKEN' },
      },
    });
    await signUp();

    const username = screen.getByLabelText('Username');
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription('That username is already taken.'),
    );
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(username).toHaveFocus());
    expect(screen.getByLabelText('Student ID')).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('says under Student ID that the student ID is already registered', async () => {
    mockApi({
      [`POST ${API.register}`]: {
        status: 409,
        body: { error: 'That student ID is already registered.', code: 'STUDENT_ID_TAKEN' },
      },
    });
    await signUp();

    await waitFor(() =>
      expect(screen.getByLabelText('Student ID')).toHaveAccessibleDescription(
        'That student ID is already registered.',
      ),
    );
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  });
});
