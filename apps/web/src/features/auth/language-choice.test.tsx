import { API, LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startLanguage } from '@/lib/i18n';
import { openPeriod, studentUser } from '@/testing/fixtures';
import { makeToken } from '@/testing/make-token';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const token = makeToken({ role: 'student', sub: String(studentUser.id) });
const dashboardApi = {
  [`GET ${API.period}`]: { body: openPeriod },
  [`GET ${API.selectedSubjects}`]: { body: [] },
};

describe('choosing the language (issue 18)', () => {
  it('switches the sign-in page to Malay without a reload, and keeps the choice', async () => {
    mockApi({});
    const { user } = renderApp('/auth/login');
    const choice = await screen.findByRole('group', { name: 'Language' });
    expect(within(choice).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(choice).getByRole('button', { name: 'Bahasa Melayu' }));

    expect(
      await screen.findByRole('heading', { name: 'Log Masuk ke Akaun Anda' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nama Pengguna')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ms');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ms');
    await waitFor(() => expect(document.title).toBe('Log Masuk · Daftar'));
    expect(
      within(screen.getByRole('group', { name: 'Bahasa' })).getByRole('button', {
        name: 'Bahasa Melayu',
      }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Its own validation messages follow too.
    await user.click(screen.getByRole('button', { name: 'Log Masuk' }));
    expect(await screen.findByText('Nama pengguna diperlukan')).toBeInTheDocument();
  });

  it("follows the browser's language on a first visit, and a kept choice after that", async () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
    Object.defineProperty(navigator, 'languages', { value: ['ms-MY', 'en'], configurable: true });
    try {
      await startLanguage();
      expect(document.documentElement.lang).toBe('ms');
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
      await startLanguage();
      expect(document.documentElement.lang).toBe('en');
    } finally {
      Object.defineProperty(navigator, 'languages', languages);
    }
  });

  it('signs in to the language the account chose elsewhere, welcome included', async () => {
    mockApi({
      [`POST ${API.login}`]: { body: { token, user: { ...studentUser, language: 'ms' } } },
      ...dashboardApi,
    });
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Username'), 'student');
    await user.type(screen.getByLabelText('Password'), 'student123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The welcome is a toast, gone after a few seconds: looked for first, as a slow machine may
    // take longer than that to draw the dashboard.
    expect(await screen.findByText(`Selamat kembali, ${studentUser.name}!`)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Papan Pemuka Pelajar' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ms');
  });

  it('saves a choice on the account, and takes the account language at sign-in', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const fetchMock = mockApi({
      [`GET ${API.user}`]: { body: { ...studentUser, language: 'ms' } },
      [`PATCH ${API.user}`]: { body: { ...studentUser, language: 'en' } },
      ...dashboardApi,
    });
    const { user } = renderApp('/');
    // The account said Malay: this device follows, and has nothing to save.
    expect(
      await screen.findByRole('heading', { name: 'Papan Pemuka Pelajar' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', API.user)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'BM: bahasa, Bahasa Melayu' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', API.user)).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, 'PATCH', API.user) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ language: 'en' });
  });

  it('saves nothing on an account that never chose: each browser keeps its own (issue 42)', async () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
    Object.defineProperty(navigator, 'languages', { value: ['ms-MY'], configurable: true });
    try {
      await startLanguage();
      localStorage.setItem(TOKEN_STORAGE_KEY, token);
      const fetchMock = mockApi({
        [`GET ${API.user}`]: { body: { ...studentUser, language: null } },
        [`PATCH ${API.user}`]: { body: { ...studentUser, language: 'ms' } },
        ...dashboardApi,
      });
      renderApp('/');
      expect(
        await screen.findByRole('heading', { name: 'Papan Pemuka Pelajar' }),
      ).toBeInTheDocument();
      // Long enough for the session's effects to have run and any save to have been sent.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(callsTo(fetchMock, 'PATCH', API.user)).toHaveLength(0);
      // Not kept as this browser's choice either: the next visit asks the browser again.
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    } finally {
      Object.defineProperty(navigator, 'languages', languages);
    }
  });
});
