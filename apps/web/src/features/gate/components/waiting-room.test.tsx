import { API, type GateStatus } from '@daftar/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { admissionStorageKey, heldAdmission } from '@/lib/admission';
import { chooseLanguage } from '@/lib/i18n';
import { studentUser } from '@/testing/fixtures';
import { admissionToken, admittedUntil, gateProgress, waitingWith } from '@/testing/gate-fixtures';
import { callsTo } from '@/testing/mock-api';
import { catalogueSubject, renderStudentPage } from '@/testing/registration-fixtures';

// Issue 25: the waiting page in front of /registration while the admission gate holds the
// student back: the place, live, the pre-queue, a pause, the polite announcements, and the
// registration page opening by itself when the turn comes.

// The route loads the waiting page on demand: load it once up front, so no test races the
// module transform.
beforeAll(() => import('./waiting-room'));
afterEach(() => vi.useRealTimers());

/** Answers the joins in turn, repeating the last. */
function joins(...answers: GateStatus[]) {
  let calls = 0;
  return () => ({ body: answers[Math.min(calls++, answers.length - 1)] });
}

const openWaitingPage = (...answers: GateStatus[]) =>
  renderStudentPage('/registration', {
    subjects: [catalogueSubject(1)],
    replies: { [`POST ${API.gateJoin}`]: joins(...answers) },
  });

/** The polite live region: what a screen reader is told without moving the focus. */
const announcer = () => document.querySelector<HTMLElement>('p[role="status"][aria-live="polite"]');
const figure = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).parentElement!.querySelector('dd')!;

describe('the waiting page', () => {
  it('shows the place, the students ahead, the wait and the rate, and follows the queue live', async () => {
    const { live, fetchMock } = openWaitingPage(waitingWith(37));
    expect(
      await screen.findByRole('heading', { name: 'Waiting for Your Turn', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are number 37 in the queue')).toBeInTheDocument();
    expect(figure('Ahead of you')).toHaveTextContent('36 students');
    // 37 places at 12 a minute: 185 s.
    expect(figure('Estimated wait')).toHaveTextContent('About 4 minutes');
    expect(figure('Let in each minute')).toHaveTextContent('About 12 students');
    expect(
      screen.getByRole('progressbar', { name: 'Your progress through the queue' }),
    ).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'What Happens Next' });
    expect(next).toHaveTextContent('this page opens the registration page by itself');
    expect(next).toHaveTextContent('You then have 15 minutes between actions');
    // One join, started with the page's code; nothing of the registration page is read.
    expect(callsTo(fetchMock, 'POST', API.gateJoin)).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', API.subjects)).toHaveLength(0);

    live.emit('gateProgress', gateProgress({ admittedThrough: 10 }));
    expect(await screen.findByText('You are number 27 in the queue')).toBeInTheDocument();
    expect(figure('Ahead of you')).toHaveTextContent('26 students');
    expect(figure('Estimated wait')).toHaveTextContent('About 3 minutes');
    // Another period's queue is not this one.
    live.emit('gateProgress', gateProgress({ periodId: 99, admittedThrough: 30 }));
    live.emit(
      'gateProgress',
      gateProgress({ admittedThrough: 36, ratePerMinute: 600, automatic: true }),
    );
    expect(await screen.findByText('You are number 1 in the queue')).toBeInTheDocument();
    expect(figure('Ahead of you')).toHaveTextContent('Nobody: you are next');
    expect(figure('Estimated wait')).toHaveTextContent('Less than a minute');
    expect(
      screen.getByText('Set by the system from how busy registration is.'),
    ).toBeInTheDocument();
  });

  it('opens the registration page by itself when the turn comes, with fresh readings', async () => {
    const { live, fetchMock } = openWaitingPage(
      waitingWith(3, { admittedThrough: 1 }),
      admittedUntil(Date.now() + 15 * 60_000),
    );
    expect(await screen.findByText('You are number 2 in the queue')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', API.subjects)).toHaveLength(0);
    live.emit('gateProgress', gateProgress({ admittedThrough: 3 }));
    // The page's answer came as a transition, whose effects (the page's listener) may still be
    // on their way: an event before the listener is delivered 500 ms after it, as in the app.
    expect(
      await screen.findByText('It is your turn. Opening the registration page…'),
    ).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('It is your turn. Opening the registration page.');
    // Joined again within a second and a half (the spread), and let in.
    expect(
      await screen.findByRole('heading', { name: 'Subject Registration' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'View details of WIX1001' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', API.gateJoin)).toHaveLength(2);
    expect(heldAdmission(studentUser.id)).not.toBeNull();
  });

  it("opens the registration page when another of the student's tabs is let in", async () => {
    const { fetchMock } = openWaitingPage(waitingWith(8));
    expect(await screen.findByText('You are number 8 in the queue')).toBeInTheDocument();
    const key = admissionStorageKey(studentUser.id);
    const admission = admissionToken(Date.now() + 15 * 60_000);
    localStorage.setItem(key, admission);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: admission }));
    });
    expect(
      await screen.findByRole('heading', { name: 'Subject Registration' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', API.gateJoin)).toHaveLength(1);
  });

  it('before the opening: the time in Malaysia time, who is gathering, and why arriving early does not help', async () => {
    const opensAt = '2031-12-01T01:00:00.000Z';
    const { live } = openWaitingPage(
      waitingWith(null, { opened: false, opensAt, prequeued: 120, issued: 0 }),
      waitingWith(57, { opensAt, issued: 120 }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Registration Opens Soon', level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Registration opens at 1 Dec 2031, 9:00 am (Malaysia time).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Opens in \d+ days \d\d:\d\d:\d\d$/);
    expect(
      screen.getByText('120 students are waiting for the opening, you included.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Everyone here before the opening gets a random place'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/arriving earlier or refreshing this page does not help/),
    ).toBeInTheDocument();

    live.emit('gateProgress', gateProgress({ opensAt, opened: true, issued: 120 }));
    expect(
      await screen.findByText('You are number 57 in the queue', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(announcer()).toHaveTextContent(
      'Registration has opened. You are number 57 in the queue.',
    );
  });

  it('says when admission is paused, keeping the place, and when it resumes', async () => {
    const { live } = openWaitingPage(waitingWith(5, { paused: true }));
    expect(await screen.findByText('Admission is paused')).toBeInTheDocument();
    expect(screen.getByText('You are number 5 in the queue')).toBeInTheDocument();
    expect(figure('Estimated wait')).toHaveTextContent('On hold while admission is paused');
    expect(announcer()).toHaveTextContent('');

    live.emit('gateProgress', gateProgress({ paused: false }));
    await waitFor(() => expect(screen.queryByText('Admission is paused')).not.toBeInTheDocument());
    expect(figure('Estimated wait')).toHaveTextContent('Less than a minute');
    expect(announcer()).toHaveTextContent('Admission has resumed.');
  });

  it('announces the place politely at round numbers, at most every 30 s, not on every change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2031-12-01T01:00:00.000Z');
    vi.setSystemTime(start);
    const { live } = openWaitingPage(waitingWith(37));
    expect(await screen.findByText('You are number 37 in the queue')).toBeInTheDocument();
    const region = announcer()!;
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toHaveTextContent('');

    vi.setSystemTime(start + 5000);
    live.emit('gateProgress', gateProgress({ admittedThrough: 1 }));
    expect(await screen.findByText('You are number 36 in the queue')).toBeInTheDocument();
    // Past 30, but only 10 s in: shown, not said.
    vi.setSystemTime(start + 10_000);
    live.emit('gateProgress', gateProgress({ admittedThrough: 8 }));
    expect(await screen.findByText('You are number 29 in the queue')).toBeInTheDocument();
    expect(region).toHaveTextContent('');

    vi.setSystemTime(start + 40_000);
    live.emit('gateProgress', gateProgress({ admittedThrough: 9 }));
    expect(await screen.findByText('You are number 28 in the queue')).toBeInTheDocument();
    expect(region).toHaveTextContent('You are now number 28 in the queue.');
    vi.setSystemTime(start + 80_000);
    live.emit('gateProgress', gateProgress({ admittedThrough: 10 }));
    expect(await screen.findByText('You are number 27 in the queue')).toBeInTheDocument();
    expect(region).toHaveTextContent('You are now number 28 in the queue.');
  });

  it('takes a student whose change is refused for want of an admission to the queue, saying why', async () => {
    let gateOn = false;
    const { user } = renderStudentPage('/registration', {
      subjects: [catalogueSubject(1)],
      replies: {
        [`POST ${API.gateJoin}`]: () => ({
          body: gateOn ? waitingWith(12) : ({ state: 'open' } satisfies GateStatus),
        }),
        [`POST ${API.selectedSubjects}`]: () => {
          // The registrar turned the gate on after the page opened.
          gateOn = true;
          return {
            status: 403,
            body: {
              error:
                'Registration is busy: please wait for your turn in the queue, then try again.',
              code: 'ADMISSION_REQUIRED',
              params: {},
            },
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add WIX1001' }));
    const heading = await screen.findByRole('heading', { name: 'Waiting for Your Turn' });
    expect(
      screen.getByText(
        'Registration is busy: please wait here for your turn before making changes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('You are number 12 in the queue')).toBeInTheDocument();
    // The Add pressed is gone: the focus is on the page that took its place.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('tells a student whose turn belonged to a queue the registrar replaced that a new queue began', async () => {
    localStorage.setItem(
      admissionStorageKey(studentUser.id),
      admissionToken(Date.now() + 15 * 60_000),
    );
    const { user } = renderStudentPage('/registration', {
      subjects: [catalogueSubject(1)],
      replies: {
        [`POST ${API.gateJoin}`]: { body: waitingWith(null, { opened: false, issued: 0 }) },
        [`POST ${API.selectedSubjects}`]: {
          status: 403,
          body: {
            error: 'Registration restarted with a new queue.',
            code: 'ADMISSION_REQUIRED',
            params: { context: 'superseded' },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add WIX1001' }));
    expect(
      await screen.findByText(
        'Registration restarted with a new queue, so your turn in the earlier one has ended. You have a place in the new queue.',
      ),
    ).toBeInTheDocument();
    expect(heldAdmission(studentUser.id)).toBeNull();
    // The waiting page says why; no toast beside it tells the student to join a queue they are in.
    expect(screen.queryByText('Could Not Add Subject')).not.toBeInTheDocument();
  });

  it('is in Bahasa Melayu for a student who chose it', async () => {
    await chooseLanguage('ms');
    renderStudentPage('/registration', {
      replies: {
        [`GET ${API.user}`]: { body: { ...studentUser, language: 'ms' } },
        [`POST ${API.gateJoin}`]: { body: waitingWith(37) },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Menunggu Giliran Anda' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Anda nombor 37 dalam barisan')).toBeInTheDocument();
    expect(figure('Di hadapan anda')).toHaveTextContent('36 pelajar');
    expect(figure('Anggaran masa menunggu')).toHaveTextContent('Kira-kira 4 minit');
    expect(
      within(screen.getByRole('region', { name: 'Apa Seterusnya' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });
});
