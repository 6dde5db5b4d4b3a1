import { API, type User } from '@daftar/contract';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lecturerUser, openPeriod, studentUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';
import { draftStatus, faculties } from '@/testing/registration-fixtures';

function signedInAs(user: User) {
  storeTokenFor(user);
  mockApi({
    ...sessionReplies(user),
    [`GET ${API.period}`]: { body: openPeriod },
    [`GET ${API.selectedSubjects}`]: { body: [] },
    [`GET ${API.status}`]: { body: draftStatus },
    [`GET ${API.faculties}`]: { body: faculties },
    [`GET ${API.subjects}`]: { body: [] },
    // No admission gate (issue 25).
    [`POST ${API.gateJoin}`]: { body: { state: 'open' } },
    [`GET ${API.history}`]: { body: [] },
    [`GET ${API.reviewRegistrations}`]: { body: [] },
  });
}

describe('document titles', () => {
  it.each([
    ['/auth/login', 'Login · Daftar'],
    ['/auth/register', 'Create Account · Daftar'],
    ['/nowhere', 'Page Not Found · Daftar'],
  ])('names %s "%s" for a signed-out visitor', async (path, title) => {
    mockApi({});
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['/', 'Dashboard · Daftar'],
    ['/registration', 'Subject Registration · Daftar'],
    ['/schedule', 'My Schedule · Daftar'],
    ['/history', 'Registration History · Daftar'],
  ])('names %s "%s" for a student', async (path, title) => {
    signedInAs(studentUser);
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names the review page "Review Registrations · Daftar"', async () => {
    signedInAs(lecturerUser);
    renderApp('/admin');
    await waitFor(() => expect(document.title).toBe('Review Registrations · Daftar'));
  });

  it('changes the title as the student moves between pages', async () => {
    signedInAs(studentUser);
    const { router } = renderApp('/');
    await waitFor(() => expect(document.title).toBe('Dashboard · Daftar'));
    await router.navigate('/schedule');
    await waitFor(() => expect(document.title).toBe('My Schedule · Daftar'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });
});
