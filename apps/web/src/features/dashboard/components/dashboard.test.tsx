import {
  API,
  type RegistrationStatusReply,
  type SelectedSubject,
  type User,
} from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  academicCalendar,
  adminUser,
  announcements,
  lecturerUser,
  openPeriod,
  selectedSubject,
  studentUser,
} from '@/testing/fixtures';
import { callsTo, mockApi, never, type MockReply } from '@/testing/mock-api';
import { draftStatus, submittedStatus } from '@/testing/registration-fixtures';
import { chooseLanguage } from '@/lib/i18n';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./dashboard'));

function renderDashboard(user: User, replies: Parameters<typeof mockApi>[0] = {}) {
  storeTokenFor(user);
  const fetchMock = mockApi({
    ...sessionReplies(user),
    [`GET ${API.period}`]: { body: openPeriod },
    [`GET ${API.selectedSubjects}`]: { body: [] },
    [`GET ${API.status}`]: { body: draftStatus },
    [`GET ${API.calendarEvents}`]: { body: academicCalendar },
    [`GET ${API.announcements}`]: { body: announcements },
    ...replies,
  });
  return { ...renderApp('/'), fetchMock };
}

const card = (title: string) => {
  const heading = screen.getByRole('heading', { name: title, level: 2 });
  const element = heading.closest<HTMLElement>('[data-slot="card"]');
  if (!element) throw new Error(`no card titled ${title}`);
  return element;
};

describe('dashboard for a student, while it loads', () => {
  it('appears whole once its readings have arrived, not card by card', async () => {
    let sendPeriod: (reply: MockReply) => void = () => undefined;
    const { fetchMock } = renderDashboard(studentUser, {
      [`GET ${API.period}`]: () => new Promise<MockReply>((resolve) => (sendPeriod = resolve)),
    });
    // The session, status and selection have arrived; the period has not.
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', API.period)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Student Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Selected Subjects' })).not.toBeInTheDocument();

    sendPeriod({ body: openPeriod });
    expect(
      await screen.findByRole('progressbar', { name: 'Credits Selected' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Selected Subjects' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows what has arrived after 2 s when a reading hangs, that part still loading', async () => {
    renderDashboard(studentUser, { [`GET ${API.period}`]: never });
    expect(
      await screen.findByRole('heading', { name: 'Selected Subjects' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      within(card('Registration Status')).getByRole('status', { name: 'Loading' }),
    ).toBeVisible();
  });
});

describe('dashboard for a student', () => {
  const subjects = [
    selectedSubject(1, { status: 'approved' }),
    selectedSubject(2, { status: 'rejected', rejectionReason: 'Clashes with your major' }),
    selectedSubject(3),
    selectedSubject(4),
    selectedSubject(5),
  ];

  it('shows the title, name, student ID and academic year', async () => {
    renderDashboard(studentUser);
    expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(`Welcome, ${studentUser.name}`)).toBeInTheDocument();
    expect(screen.getByText('Student ID: 034561')).toBeInTheDocument();
    expect(screen.getByText('Academic Year 2024/2025')).toBeInTheDocument();
  });

  it('shows the period, semester and credits bar, and continues to /registration', async () => {
    renderDashboard(studentUser);
    const bar = await screen.findByRole('progressbar', { name: 'Credits Selected' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemax', '20');
    const status = card('Registration Status');
    expect(within(status).getByText('Open')).toBeInTheDocument();
    expect(within(status).getByText('Semester 6, 2024/2025')).toBeInTheDocument();
    expect(within(status).getByText('12 / 20')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Registration' })).toHaveAttribute(
      'href',
      '/registration',
    );
    expect(screen.queryByRole('link', { name: 'Manage Registrations' })).not.toBeInTheDocument();
  });

  it('lists the first 3 selected subjects and links to all of them', async () => {
    renderDashboard(studentUser, {
      [`GET ${API.selectedSubjects}`]: { body: subjects },
      [`GET ${API.status}`]: { body: submittedStatus },
    });
    const link = await screen.findByRole('link', { name: 'View all 5 subjects' });
    expect(link).toHaveAttribute('href', '/registration');
    const items = within(card('Selected Subjects')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('CSC3101');
    expect(items[0]).toHaveTextContent('Approved');
    expect(items[1]).toHaveTextContent('Rejected');
    expect(items[1]).toHaveTextContent('Clashes with your major');
    expect(items[2]).toHaveTextContent('Pending');
    expect(screen.queryByText('CSC3104')).not.toBeInTheDocument();
  });

  it('has no "View all" link with 3 subjects or fewer, and says when there are none', async () => {
    renderDashboard(studentUser);
    expect(await screen.findByText('No subjects selected yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it("lists the calendar's important dates in en-GB format, a range from its first to last day", async () => {
    renderDashboard(studentUser);
    const dates = await screen.findByRole('heading', { name: 'Important Dates' });
    const list = within(dates.closest<HTMLElement>('[data-slot="card"]')!);
    expect((await list.findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      'Registration Deadline11 Jun 2025',
      'Classes Begin1 Jul 2025',
      'Mid-term Break15 Oct 2025 – 23 Oct 2025',
      'Final Exams Begin19 Dec 2025',
    ]);
  });

  it('says when the registrar has set no dates yet', async () => {
    renderDashboard(studentUser, { [`GET ${API.calendarEvents}`]: { body: [] } });
    expect(
      await screen.findByText('No important dates have been set for this semester yet.'),
    ).toBeInTheDocument();
  });

  it('shows the published announcements, newest first', async () => {
    renderDashboard(studentUser);
    expect(
      await screen.findByRole('heading', { name: 'New Registration System Launched' }),
    ).toBeInTheDocument();
    const card = screen
      .getByRole('heading', { name: 'Announcements' })
      .closest('[data-slot="card"]')!;
    expect(
      within(card as HTMLElement)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Registration Period Extended', 'New Registration System Launched']);
  });

  it('shows the announcements in Malay, falling back to English where Malay is missing', async () => {
    await chooseLanguage('ms');
    renderDashboard({ ...studentUser, language: 'ms' });
    expect(
      await screen.findByRole('heading', { name: 'Tempoh Pendaftaran Dilanjutkan' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'New Registration System Launched' }),
    ).toBeInTheDocument();
  });

  it('says when there are no announcements', async () => {
    renderDashboard(studentUser, { [`GET ${API.announcements}`]: { body: [] } });
    expect(await screen.findByText('No announcements right now.')).toBeInTheDocument();
  });

  it('says when the period cannot be loaded, and retries', async () => {
    const { user, fetchMock } = renderDashboard(studentUser, {
      [`GET ${API.period}`]: { status: 500, body: { error: 'Down', code: 'INTERNAL_ERROR' } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the registration period');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(callsTo(fetchMock, 'GET', API.period)).toHaveLength(2);
  });
});

describe("the student's own registration on the dashboard", () => {
  const states: [string, RegistrationStatusReply, SelectedSubject[], string, string][] = [
    ['an empty draft', draftStatus, [], 'Draft', 'Add subjects, then submit them for approval.'],
    [
      'a draft',
      draftStatus,
      [selectedSubject(1), selectedSubject(2)],
      'Draft',
      '2 subjects not submitted yet.',
    ],
    [
      'a submitted registration',
      submittedStatus,
      [
        selectedSubject(1, { status: 'approved' }),
        selectedSubject(2),
        selectedSubject(3, { status: 'rejected', rejectionReason: 'Full' }),
      ],
      'Submitted',
      'Submitted on 2 Jun 2025 · 2 of 3 decided',
    ],
    [
      'an approved registration',
      { ...submittedStatus, status: 'approved' },
      [selectedSubject(1, { status: 'approved' })],
      'Approved',
      'Every subject is approved.',
    ],
    [
      'a partly approved registration',
      { ...submittedStatus, status: 'partially_approved' },
      [
        selectedSubject(1, { status: 'approved' }),
        selectedSubject(2, { status: 'approved' }),
        selectedSubject(3, { status: 'rejected', rejectionReason: 'Full' }),
      ],
      'Partially Approved',
      '2 approved, 1 rejected.',
    ],
    [
      'a rejected registration',
      { ...submittedStatus, status: 'rejected' },
      [selectedSubject(1, { status: 'rejected', rejectionReason: 'Full' })],
      'Rejected',
      'No subject was approved: see the reasons under Selected Subjects.',
    ],
  ];

  it.each(states)(
    'shows %s as its state and how far it has got',
    async (_, status, held, badge, summary) => {
      renderDashboard(studentUser, {
        [`GET ${API.status}`]: { body: status },
        [`GET ${API.selectedSubjects}`]: { body: held },
      });
      await screen.findByRole('heading', { name: 'Registration Status' });
      const statusCard = within(card('Registration Status'));
      expect(await statusCard.findByText(summary)).toBeInTheDocument();
      const term = statusCard.getByText('Your Registration');
      expect(term.nextElementSibling).toHaveTextContent(`${badge}${summary}`);
    },
  );

  it('says "Not submitted", not "Pending", for a subject the student has not submitted', async () => {
    renderDashboard(studentUser, {
      [`GET ${API.selectedSubjects}`]: {
        body: [selectedSubject(1, { status: 'approved' }), selectedSubject(2)],
      },
    });
    await screen.findByText('CSC3102');
    const items = within(card('Selected Subjects')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Approved');
    expect(await within(items[1]!).findByText('Not submitted')).toBeInTheDocument();
    expect(items[1]).not.toHaveTextContent('Pending');
  });

  it('links to the schedule and the history', async () => {
    renderDashboard(studentUser);
    expect(await screen.findByRole('link', { name: 'My Schedule' })).toHaveAttribute(
      'href',
      '/schedule',
    );
    expect(screen.getByRole('link', { name: 'Registration History' })).toHaveAttribute(
      'href',
      '/history',
    );
  });
});

describe('dashboard for reviewers', () => {
  it('shows an admin the Admin Dashboard without student parts, managing registrations', async () => {
    const { fetchMock } = renderDashboard(adminUser);
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(`Welcome, ${adminUser.name}`)).toBeInTheDocument();
    expect(await within(card('Registration Status')).findByText('Open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Registrations' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.queryByRole('link', { name: 'Continue Registration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Student ID/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Selected Subjects' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your Registration')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', API.selectedSubjects)).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', API.status)).toHaveLength(0);
  });

  it('tells an admin of a university with no semester yet where to start, not of an error', async () => {
    renderDashboard(adminUser, {
      [`GET ${API.period}`]: {
        status: 404,
        body: { error: 'There is no current registration period.', code: 'NOT_FOUND' },
      },
      [`GET ${API.calendarEvents}`]: { body: [] },
      [`GET ${API.announcements}`]: { body: [] },
    });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(
      await within(card('Registration Status')).findByText(
        'No semester is current yet. Start with the setup checklist in the Admin Panel.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(card('Important Dates')).getByText('No semester is current yet'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Academic Year/)).not.toBeInTheDocument();
  });

  it('lets a lecturer manage registrations too', async () => {
    renderDashboard(lecturerUser);
    expect(await screen.findByRole('heading', { name: 'Lecturer Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Registrations' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
