import { API, TOKEN_STORAGE_KEY, type Profile } from '@daftar/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { lecturerUser, studentUser } from '@/testing/fixtures';
import { makeToken } from '@/testing/make-token';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

beforeAll(() => import('./profile-page'));

const newToken = makeToken({ sub: String(studentUser.id), expiresInSeconds: 7200 });

const studentProfile: Profile = {
  name: studentUser.name,
  username: studentUser.username,
  role: 'student',
  studentId: '034561',
  faculty: 'Faculty of Computer Science and Information Technology',
  email: null,
  derivedEmail: '034561@siswa.example.edu.my',
  emailEnabled: true,
  submissionEmail: 'each',
  language: null,
};

function renderProfile(profile: Profile, user = studentUser) {
  storeTokenFor(user);
  const fetchMock = mockApi({
    ...sessionReplies(user),
    [`GET ${API.profile}`]: { body: profile },
    [`PATCH ${API.profile}`]: (init) => ({
      body: { ...profile, ...JSON.parse(String(init.body)) },
    }),
    [`POST ${API.password}`]: (init) =>
      JSON.parse(String(init.body)).currentPassword === 'right-one'
        ? { body: { token: newToken, user } }
        : {
            status: 400,
            body: {
              error: 'Invalid input',
              code: 'VALIDATION_ERROR',
              params: { context: 'field', field: 'currentPassword' },
              fields: { currentPassword: 'This is not your current password' },
            },
          },
  });
  return { fetchMock, ...renderApp('/profile') };
}

describe('the profile page', () => {
  it("shows the student's details and where their email goes", async () => {
    renderProfile(studentProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByText('034561')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue(studentUser.name);
    expect(
      screen.getByText('Without an address here, email goes to 034561@siswa.example.edu.my.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Email me when something happens' })).toBeChecked();
    // A student has no submissions to hear of.
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('saves an address and the choice to get no email', async () => {
    const { fetchMock, user } = renderProfile(studentProfile);
    await user.type(await screen.findByLabelText('Email address'), 'mei.ling@example.edu.my');
    await user.click(screen.getByRole('checkbox', { name: 'Email me when something happens' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast()).toHaveTextContent('Profile saved');
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', API.profile)[0]![1]!.body))).toEqual({
      name: studentUser.name,
      email: 'mei.ling@example.edu.my',
      emailEnabled: false,
      submissionEmail: 'each',
    });
  });

  it('lets an advisor choose a daily digest of submissions', async () => {
    const { fetchMock, user } = renderProfile(
      { ...studentProfile, role: 'lecturer', studentId: null, derivedEmail: null },
      lecturerUser,
    );
    expect(await screen.findByText('Without an address here, you get no email.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'A daily digest' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', API.profile)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', API.profile)[0]![1]!.body))).toMatchObject(
      { submissionEmail: 'daily' },
    );
  });

  it('shows a wrong current password under its field, and keeps the new token', async () => {
    const { user, fetchMock } = renderProfile(studentProfile);
    await user.type(await screen.findByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'a-new-pass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-pass2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('The two new passwords are not the same')).toBeVisible();
    expect(callsTo(fetchMock, 'POST', API.password)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-pass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('This is not your current password')).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'right-one');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await findToast()).toHaveTextContent('Your other browsers have been signed out.');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(newToken);
  });
});
