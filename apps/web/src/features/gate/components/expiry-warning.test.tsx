import { ADMISSION_HEADER, API } from '@daftar/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { admissionStorageKey, keepAdmission } from '@/lib/admission';
import { studentUser } from '@/testing/fixtures';
import { admissionToken, waitingWith } from '@/testing/gate-fixtures';
import { callsTo } from '@/testing/mock-api';
import { catalogueSubject, renderStudentPage } from '@/testing/registration-fixtures';

// Issue 25, WCAG 2.2.1: a minute before an admitted student's 15 idle minutes run out, a warning
// with a countdown and Stay focused; Stay (one key) extends; a renewal from anywhere closes it;
// at the lapse the student is back in the queue, told why.

// The route loads both on demand: load them once up front, so no test races the transform.
beforeAll(() => Promise.all([import('./expiry-warning'), import('./waiting-room')]));
beforeEach(() => {
  // The clock moves as the test says, and with real time, so replies still arrive.
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const warning = () => screen.queryByRole('alertdialog', { name: 'Do You Need More Time?' });

function openAdmitted() {
  const admission = admissionToken(Date.now() + 15 * MINUTE);
  keepAdmission(admission);
  const extended: string[] = [];
  const view = renderStudentPage('/registration', {
    subjects: [catalogueSubject(1)],
    replies: {
      [`POST ${API.gateExtend}`]: () => {
        const expiresAtMs = Date.now() + 15 * MINUTE;
        extended.push(admissionToken(expiresAtMs));
        return {
          body: {
            admission: extended.at(-1),
            expiresAt: new Date(expiresAtMs).toISOString(),
          },
        };
      },
      [`POST ${API.gateJoin}`]: { body: waitingWith(40, { admittedThrough: 2 }) },
    },
  });
  return { ...view, admission, extended };
}

describe('the warning before an admission lapses', () => {
  it('shows a minute before the lapse, counting down, with Stay focused; Enter extends', async () => {
    const { fetchMock, admission, extended, user } = openAdmitted();
    expect(
      await screen.findByRole('heading', { name: 'Subject Registration' }),
    ).toBeInTheDocument();
    // Admitted already: the page did not join the queue.
    expect(callsTo(fetchMock, 'POST', API.gateJoin)).toHaveLength(0);

    await pass(13 * MINUTE + 58_000);
    expect(warning()).not.toBeInTheDocument();
    await pass(2000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Do You Need More Time?' });
    expect(dialog).toHaveAccessibleDescription(/no activity for 14 minutes/);
    const stay = within(dialog).getByRole('button', { name: 'Stay' });
    await waitFor(() => expect(stay).toHaveFocus());
    const timer = within(dialog).getByRole('timer');
    expect(timer).toHaveTextContent(/^Time left: 0[01]:\d\d$/);
    const shownFirst = timer.textContent;
    await pass(5000);
    expect(timer.textContent).not.toBe(shownFirst);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(warning()).not.toBeInTheDocument());
    const [call] = callsTo(fetchMock, 'POST', API.gateExtend);
    expect(new Headers(call![1]?.headers).get(ADMISSION_HEADER)).toBe(admission);
    expect(localStorage.getItem(admissionStorageKey(studentUser.id))).toBe(extended[0]);
    // A fresh 15 minutes from the Stay.
    await pass(13 * MINUTE);
    expect(warning()).not.toBeInTheDocument();
  });

  it('closes when any action renews the admission, here in another tab', async () => {
    openAdmitted();
    expect(
      await screen.findByRole('heading', { name: 'Subject Registration' }),
    ).toBeInTheDocument();
    await pass(14 * MINUTE + 5000);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();

    // The student adds a subject in another tab: the reply there renewed the admission.
    const key = admissionStorageKey(studentUser.id);
    const renewed = admissionToken(Date.now() + 15 * MINUTE);
    localStorage.setItem(key, renewed);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: renewed }));
    });
    await waitFor(() => expect(warning()).not.toBeInTheDocument());
  });

  it('at the lapse, takes the student to the end of the queue and says why', async () => {
    const { fetchMock } = openAdmitted();
    expect(
      await screen.findByRole('heading', { name: 'Subject Registration' }),
    ).toBeInTheDocument();
    await pass(14 * MINUTE + 30_000);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();

    await pass(32_000);
    expect(
      await screen.findByRole('heading', { name: 'Waiting for Your Turn', level: 1 }),
    ).toBeInTheDocument();
    expect(warning()).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Your turn ended after 15 minutes without activity, so you are back in the queue, at its end.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('You are number 38 in the queue')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', API.gateJoin)).toHaveLength(1);
    expect(localStorage.getItem(admissionStorageKey(studentUser.id))).toBeNull();
  });
});
