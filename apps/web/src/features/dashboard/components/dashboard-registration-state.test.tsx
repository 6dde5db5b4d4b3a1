import { API, type RegistrationStatusReply, type SelectedSubject } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectedSubject, studentUser } from '@/testing/fixtures';
import { draftStatus, submittedStatus } from '@/testing/registration-fixtures';
import { dashboardTestBed } from './dashboard.test-bed';

const { renderDashboard, card } = dashboardTestBed();

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
