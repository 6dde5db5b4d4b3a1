import { API } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectedSubject } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import {
  catalogueSection,
  catalogueSubject,
  renderStudentPage,
} from '@/testing/registration-fixtures';

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./registration-page'));

const dataStructures = catalogueSubject(5, {
  code: 'WIA2001',
  name: 'Data Structures',
  credits: 4,
  year: 2,
  description: 'Lists, stacks, queues, trees and graphs, and the algorithms over them.',
  prerequisites: ['WIX1002'],
  quota: { total: 80, registered: 76 },
  sections: [
    catalogueSection(51, {
      number: 1,
      capacity: 40,
      registered: 40,
      schedule: 'Mon 10:00-12:00 (DK2)',
      meetings: [{ day: 1, startTime: '10:00', endTime: '12:00', room: 'DK2' }],
      lecturer: 'Dr. Siti Hajar',
    }),
    catalogueSection(52, {
      number: 2,
      capacity: 40,
      registered: 36,
      schedule: 'Tue 14:00-16:00 (DK3), Thu 14:00-15:00 (BT2)',
      meetings: [
        { day: 2, startTime: '14:00', endTime: '16:00', room: 'DK3' },
        { day: 4, startTime: '14:00', endTime: '15:00', room: 'BT2' },
      ],
      lecturer: 'Prof. Lee Kah Wai',
    }),
  ],
});

async function openDetails(replies = {}) {
  const view = renderStudentPage('/registration', {
    subjects: [catalogueSubject(1), dataStructures],
    replies,
  });
  await view.user.click(await screen.findByRole('button', { name: 'View details of WIA2001' }));
  return {
    ...view,
    dialog: await screen.findByRole('dialog', { name: 'WIA2001 Data Structures' }),
  };
}

describe('subject details dialog', () => {
  it('shows code, name, faculty, credits, description, prerequisites and quota', async () => {
    const { dialog } = await openDetails();
    const details = within(dialog);
    expect(
      details.getByText('Faculty of Computer Science and Information Technology'),
    ).toBeInTheDocument();
    expect(details.getByText('4')).toBeInTheDocument();
    expect(details.getByText('Year 2')).toBeInTheDocument();
    expect(details.getByText(/Lists, stacks, queues/)).toBeInTheDocument();
    expect(details.getByRole('heading', { name: 'Prerequisites' })).toBeInTheDocument();
    expect(details.getByText('WIX1002')).toBeInTheDocument();
    expect(details.getByText('4/80 available')).toBeInTheDocument();
  });

  it('lists the sections with padded numbers, seats, schedule and lecturer; a full one cannot be picked', async () => {
    const { dialog } = await openDetails();
    const group = within(dialog).getByRole('radiogroup', { name: 'Available Sections' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    const first = within(group).getByRole('radio', { name: 'Section 01' });
    expect(first).toBeDisabled();
    expect(first).toHaveAccessibleDescription(
      '0/40 seats available Mon 10:00-12:00 (DK2) Lecturer: Dr. Siti Hajar',
    );
    const second = within(group).getByRole('radio', { name: 'Section 02' });
    expect(second).toBeEnabled();
    expect(second).toHaveAccessibleDescription(
      '4/40 seats available Tue 14:00-16:00 (DK3), Thu 14:00-15:00 (BT2) Lecturer: Prof. Lee Kah Wai',
    );
  });

  it('says how many seats are open to the student while some are kept for another group', async () => {
    const kept = catalogueSubject(5, {
      ...dataStructures,
      sections: [
        { ...dataStructures.sections[0]!, registered: 30, openToYou: 0 },
        { ...dataStructures.sections[1]!, openToYou: 3 },
      ],
    });
    const view = renderStudentPage('/registration', { subjects: [kept] });
    await view.user.click(await screen.findByRole('button', { name: 'View details of WIA2001' }));
    const dialog = await screen.findByRole('dialog', { name: 'WIA2001 Data Structures' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Available Sections' });
    const first = within(group).getByRole('radio', { name: 'Section 01' });
    // Ten seats are free in section 01, but every one is kept for others.
    expect(first).toBeDisabled();
    expect(first).toHaveAccessibleDescription(expect.stringMatching(/^0 of 40 open to you /));
    expect(within(group).getByRole('radio', { name: 'Section 02' })).toHaveAccessibleDescription(
      expect.stringMatching(/^3 of 40 open to you /),
    );
  });

  it('adds the subject in the section picked, then closes', async () => {
    const { user, dialog, fetchMock } = await openDetails({
      [`POST ${API.selectedSubjects}`]: {
        status: 201,
        body: selectedSubject(5, { code: 'WIA2001', name: 'Data Structures' }),
      },
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Section 02' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Subject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] = callsTo(fetchMock, 'POST', API.selectedSubjects)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ subjectId: 5, sectionId: 52 });
  });

  it('lets the server pick the section when none is chosen', async () => {
    const { user, dialog, fetchMock } = await openDetails({
      [`POST ${API.selectedSubjects}`]: {
        status: 201,
        body: selectedSubject(5, { code: 'WIA2001', name: 'Data Structures' }),
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add Subject' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', API.selectedSubjects)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', API.selectedSubjects)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ subjectId: 5 });
  });

  it('closes with Close and gives focus back to the code', async () => {
    const { user, dialog } = await openDetails();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View details of WIA2001' })).toHaveFocus();
  });

  it('says a subject is already selected, offers a change of section, and has no prerequisites section without any', async () => {
    const { user } = renderStudentPage('/registration', {
      subjects: [catalogueSubject(1)],
      replies: {
        [`GET ${API.selectedSubjects}`]: { body: [selectedSubject(1, { code: 'WIX1001' })] },
      },
    });
    await screen.findByRole('button', { name: 'Added WIX1001' });
    await user.click(screen.getByRole('button', { name: 'View details of WIX1001' }));
    const dialog = within(await screen.findByRole('dialog'));
    // Another section must be chosen first.
    expect(dialog.getByRole('button', { name: 'Change Section' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(dialog.queryByRole('button', { name: 'Add Subject' })).not.toBeInTheDocument();
    expect(dialog.getByText('This subject is already in your selection.')).toBeInTheDocument();
    expect(dialog.queryByRole('heading', { name: 'Prerequisites' })).not.toBeInTheDocument();
  });
});
