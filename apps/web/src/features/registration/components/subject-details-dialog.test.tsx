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

  describe('of a lecture with tutorials', () => {
    // L1 with T2 and T3 linked to it (T3 full), L4 with T5 linked to it.
    const lab = catalogueSubject(7, {
      code: 'WIA2002',
      name: 'Software Lab',
      quota: { total: 60, registered: 10 },
      sections: [
        catalogueSection(71, { number: 1, part: 'L', capacity: 40 }),
        catalogueSection(72, { number: 2, part: 'T', linkedTo: 71, capacity: 20 }),
        catalogueSection(73, { number: 3, part: 'T', linkedTo: 71, capacity: 20, registered: 20 }),
        catalogueSection(74, { number: 4, part: 'L', capacity: 20 }),
        catalogueSection(75, { number: 5, part: 'T', linkedTo: 74, capacity: 20 }),
      ],
    });
    const held = selectedSubject(7, {
      code: 'WIA2002',
      section: { ...selectedSubject(7).section, id: 71, number: 1, part: 'L' },
      parts: [
        { ...selectedSubject(7).section, id: 71, number: 1, part: 'L' },
        { ...selectedSubject(7).section, id: 72, number: 2, part: 'T' },
      ],
    });
    const open = async (replies = {}) => {
      const view = renderStudentPage('/registration', { subjects: [lab], replies });
      await view.user.click(await screen.findByRole('button', { name: 'View details of WIA2002' }));
      return { ...view, dialog: within(await screen.findByRole('dialog')) };
    };

    it('offers each part apart, a tutorial with its own lecture only, and adds both', async () => {
      const { user, dialog, fetchMock } = await open({
        [`POST ${API.selectedSubjects}`]: { status: 201, body: held },
      });
      const lectures = dialog.getByRole('radiogroup', { name: 'Lecture' });
      const tutorials = dialog.getByRole('radiogroup', { name: 'Tutorial' });
      expect(within(tutorials).getByRole('radio', { name: 'T2' })).toBeEnabled();
      expect(within(tutorials).getByRole('radio', { name: 'T3' })).toBeDisabled();
      expect(within(tutorials).getAllByText('Goes with L1')).toHaveLength(2);
      await user.click(within(lectures).getByRole('radio', { name: 'L1' }));
      // With L1 chosen, L4's tutorial is not offered.
      expect(within(tutorials).getByRole('radio', { name: 'T5' })).toBeDisabled();
      await user.click(within(lectures).getByRole('radio', { name: 'Any with a free seat' }));
      // Choosing T5 chooses the lecture it goes with.
      await user.click(within(tutorials).getByRole('radio', { name: 'T5' }));
      expect(within(lectures).getByRole('radio', { name: 'L4' })).toBeChecked();
      expect(within(tutorials).getByRole('radio', { name: 'T2' })).toBeDisabled();
      await user.click(dialog.getByRole('button', { name: 'Add Subject' }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST', API.selectedSubjects)).toHaveLength(1));
      const [, init] = callsTo(fetchMock, 'POST', API.selectedSubjects)[0]!;
      expect(JSON.parse(String(init?.body))).toEqual({ subjectId: 7, sectionIds: [74, 75] });
    });

    it('changes the tutorial of a held place and keeps its lecture', async () => {
      const { user, dialog, fetchMock } = await open({
        [`GET ${API.selectedSubjects}`]: { body: [held] },
        [`PATCH ${API.selectedSubject(7)}`]: { body: held },
      });
      const tutorials = dialog.getByRole('radiogroup', { name: 'Tutorial' });
      expect(within(tutorials).getByRole('radio', { name: 'T2' })).toBeChecked();
      const changeButton = dialog.getByRole('button', { name: 'Change Section' });
      expect(changeButton).toHaveAttribute('aria-disabled', 'true');
      await user.click(
        within(dialog.getByRole('radiogroup', { name: 'Lecture' })).getByRole('radio', {
          name: 'L4',
        }),
      );
      // The lecture's tutorial that no longer goes with it is let go of.
      expect(within(tutorials).getByRole('radio', { name: 'T2' })).not.toBeChecked();
      await user.click(within(tutorials).getByRole('radio', { name: 'T5' }));
      await user.click(changeButton);
      await waitFor(() =>
        expect(callsTo(fetchMock, 'PATCH', API.selectedSubject(7))).toHaveLength(1),
      );
      const [, init] = callsTo(fetchMock, 'PATCH', API.selectedSubject(7))[0]!;
      expect(JSON.parse(String(init?.body))).toEqual({ sectionIds: [74, 75] });
    });
  });
});
