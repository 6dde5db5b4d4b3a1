import { API } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPeriod, selectedSubject, studentUser } from '@/testing/fixtures';
import { callsTo, never, type MockReply } from '@/testing/mock-api';
import { submittedStatus } from '@/testing/registration-fixtures';
import { chooseLanguage } from '@/lib/i18n';
import { dashboardTestBed } from './dashboard.test-bed';

const { renderDashboard, card } = dashboardTestBed();

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
    expect(await screen.findByRole('heading', { name: 'Selected Subjects' })).toBeInTheDocument();
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
