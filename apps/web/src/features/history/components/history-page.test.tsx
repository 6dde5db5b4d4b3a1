import { API } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import { historyEntry, renderStudentPage } from '@/testing/registration-fixtures';

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./history-page'));

const entries = [
  historyEntry(2, {
    semester: 5,
    academicYear: '2024/2025',
    dateSubmitted: '2024-10-14T08:00:00.000Z',
    status: 'partially_approved',
    totalCredits: 3,
    subjects: [
      {
        id: 7,
        code: 'WIA2001',
        name: 'Data Structures',
        nameMs: null,
        credits: 3,
        facultyName: 'Faculty of Computer Science and Information Technology',
        facultyNameMs: null,
        status: 'approved',
      },
      {
        id: 8,
        code: 'KIX1001',
        name: 'Statics',
        nameMs: null,
        credits: 3,
        facultyName: 'Faculty of Engineering',
        facultyNameMs: null,
        status: 'rejected',
        rejectionReason: 'Not open to this programme',
      },
    ],
  }),
  historyEntry(1, {
    semester: 4,
    academicYear: '2023/2024',
    dateSubmitted: '2024-03-04T01:00:00.000Z',
    status: 'approved',
  }),
];

function renderHistory(replies = {}) {
  return renderStudentPage('/history', {
    replies: { [`GET ${API.history}`]: { body: entries }, ...replies },
  });
}

describe('history page', () => {
  it('has one tab per registration, labelled with semester and academic year', async () => {
    renderHistory();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Semester 5, 2024/2025',
      'Semester 4, 2023/2024',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the submitted date, status, credits and the subjects of the open tab', async () => {
    renderHistory();
    const panel = within(await screen.findByRole('tabpanel'));
    expect(panel.getByText('14 Oct 2024')).toBeInTheDocument();
    expect(panel.getByText('Partially Approved')).toBeInTheDocument();
    expect(
      panel.getByText('Total Credits', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('3');
    expect(panel.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Code',
      'Name',
      'Credits',
      'Faculty',
      'Status',
    ]);
    const rows = panel.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('WIA2001');
    expect(rows[0]).toHaveTextContent('Data Structures');
    expect(rows[0]).toHaveTextContent('Faculty of Computer Science and Information Technology');
    expect(rows[0]).toHaveTextContent('Approved');
    expect(rows[1]).toHaveTextContent('Rejected');
    expect(rows[1]).toHaveTextContent('Reason: Not open to this programme');
  });

  it('switches to another registration by its tab, with the keyboard too', async () => {
    const { user } = renderHistory();
    const tabs = await screen.findAllByRole('tab');
    await user.click(tabs[1]!);
    let panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByText('4 Mar 2024')).toBeInTheDocument();
    expect(panel.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Approved',
    );
    expect(panel.getByText('Computing Mathematics I')).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByText('Statics')).toBeInTheDocument();
  });

  it.each([
    ['submitted', 'Submitted'],
    ['approved', 'Approved'],
    ['rejected', 'Rejected'],
    ['partially_approved', 'Partially Approved'],
  ] as const)('labels a %s registration "%s"', async (status, label) => {
    renderHistory({ [`GET ${API.history}`]: { body: [historyEntry(1, { status })] } });
    const summary = (await screen.findByText('Status', { selector: 'dt' })).nextElementSibling;
    expect(summary).toHaveTextContent(label);
  });

  it('says "No registration history found" without any', async () => {
    renderHistory({ [`GET ${API.history}`]: { body: [] } });
    expect(await screen.findByText('No registration history found')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and tries again', async () => {
    const { user, fetchMock } = renderHistory({
      [`GET ${API.history}`]: {
        status: 500,
        body: {
          error: 'Something went wrong on our side. Please try again.',
          code: 'INTERNAL_ERROR',
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your registration history');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(callsTo(fetchMock, 'GET', API.history)).toHaveLength(2);
  });
});
