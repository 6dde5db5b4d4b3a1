import { API, type RegistrationStatusReply } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectedSubject } from '@/testing/fixtures';
import { draftStatus, renderStudentPage, submittedStatus } from '@/testing/registration-fixtures';

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./schedule-page'));

// A pending subject on Monday 08:00-10:00 (the fixture's section).
const pending = selectedSubject(1, {
  section: {
    id: 10,
    number: 1,
    schedule: 'Mon 08:00-10:00 (BK1)',
    lecturer: 'Dr. Lim',
    meetings: [{ day: 1, startTime: '08:00', endTime: '10:00', room: 'BK1' }],
  },
});

function renderSchedule(status: RegistrationStatusReply) {
  return renderStudentPage('/schedule', {
    replies: {
      [`GET ${API.selectedSubjects}`]: { body: [pending] },
      [`GET ${API.status}`]: { body: status },
    },
  });
}

async function shownStatuses() {
  const grid = within(await screen.findByRole('group', { name: 'Weekly timetable' }));
  const cards = within(
    screen.getByRole('heading', { name: 'Registered Subjects' }).closest('section')!,
  );
  return {
    block: within(grid.getByRole('region', { name: 'Monday' })).getByRole('listitem'),
    card: cards.getByRole('listitem'),
  };
}

describe('a pending subject on the schedule', () => {
  it('reads "Not submitted" while the registration is a draft', async () => {
    renderSchedule(draftStatus);
    const { block, card } = await shownStatuses();
    expect(await within(block).findByText('Not submitted')).toBeInTheDocument();
    expect(within(card).getByText('Not submitted')).toBeInTheDocument();
    expect(block).not.toHaveTextContent('Pending');
  });

  it('reads "Pending" once it is with the advisor', async () => {
    renderSchedule(submittedStatus);
    const { block, card } = await shownStatuses();
    expect(await within(block).findByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
  });
});
