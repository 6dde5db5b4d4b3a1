import { API } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, lecturerUser } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { dashboardTestBed } from './dashboard.test-bed';

const { renderDashboard, card } = dashboardTestBed();

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
