import { API } from '@daftar/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import { historyEntry, renderStudentPage } from '@/testing/registration-fixtures';

// The slip is fetched with the session's bearer token (a plain link could not carry it) and
// handed to the browser as a file named by the server.

beforeAll(() => import('./history-page'));

const saved: { href: string; download: string }[] = [];
beforeEach(() => {
  // jsdom has no object URLs; a browser gives the blob one and the link saves it.
  URL.createObjectURL = () => 'blob:slip';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  saved.length = 0;
  vi.restoreAllMocks();
});

const entries = [
  historyEntry(2, { semester: 5, academicYear: '2024/2025' }),
  historyEntry(1, { semester: 4, academicYear: '2023/2024', subjects: [] }),
];
const slipUrl = `${API.registrationSlip}?registrationId=2`;

describe('download registration slip', () => {
  it("downloads a history tab's own slip with the token, saved under the server's name", async () => {
    const { user, fetchMock } = renderStudentPage('/history', {
      replies: {
        [`GET ${API.history}`]: { body: entries },
        [`GET ${slipUrl}`]: {
          text: '%PDF-1.7',
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="slip-034561-2024-2025-sem5.pdf"',
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download registration slip' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:slip', download: 'slip-034561-2024-2025-sem5.pdf' }]),
    );
    const [call] = callsTo(fetchMock, 'GET', slipUrl);
    expect(new Headers(call?.[1]?.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it('saves it under the exact name the server gives in UTF-8 (RFC 6266 filename*)', async () => {
    const { user } = renderStudentPage('/history', {
      replies: {
        [`GET ${API.history}`]: { body: entries },
        [`GET ${slipUrl}`]: {
          text: '%PDF-1.7',
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="slip-_9001-2024-2025-sem5.pdf"; filename*=UTF-8''slip-%E5%AD%A6%E7%94%9F9001-2024-2025-sem5.pdf`,
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download registration slip' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:slip', download: 'slip-学生9001-2024-2025-sem5.pdf' }]),
    );
  });

  it('is offered only for a registration with subjects', async () => {
    const { user } = renderStudentPage('/history', {
      replies: { [`GET ${API.history}`]: { body: entries } },
    });
    expect(await screen.findByRole('button', { name: 'Download registration slip' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Semester 4, 2023/2024' }));
    expect(
      screen.queryByRole('button', { name: 'Download registration slip' }),
    ).not.toBeInTheDocument();
  });

  it('says so when the slip cannot be made', async () => {
    const { user } = renderStudentPage('/history', {
      replies: {
        [`GET ${API.history}`]: { body: entries },
        [`GET ${slipUrl}`]: {
          status: 404,
          body: { error: 'That registration was not found.', code: 'NOT_FOUND' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download registration slip' }));
    expect(await screen.findByText('The registration slip could not be downloaded.')).toBeVisible();
    expect(saved).toEqual([]);
  });
});
