import { API, type AdminPeriod } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { body, current, findCard, renderSemesters } from './semesters.test-bed';

// A semester's later stages (issue 47): set in the form's "Later stages", shown on its card.

const staged: AdminPeriod = {
  ...current,
  addDropStartDate: '2026-11-16',
  addDropEndDate: '2026-12-28',
  lateRegistrationEndDate: '2027-01-04',
  withdrawalStartDate: '2027-01-11',
  withdrawalEndDate: '2027-02-19',
  notRegisteredReminderDate: '2027-01-05',
  notRegisteredDate: '2027-01-08',
  semesterEndDate: '2027-03-05',
  lateNote: 'A late fee of RM50 is charged by the bursary.',
  lateNoteMs: 'Yuran lewat RM50 dikenakan oleh Pejabat Bendahari.',
};

const refusal = 'Students are marked Not Registered only after add/drop ends';

describe("a semester's later stages", () => {
  it('sends the stage days and the late note in both languages, and shows a refused day on its field', async () => {
    const { user, fetchMock } = renderSemesters({
      [`PATCH ${API.adminPeriod(7)}`]: {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          error: refusal,
          params: { context: 'field', field: 'notRegisteredDate' },
          fields: { notRegisteredDate: refusal },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Semester 6 2024/2025' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Semester' });
    const stages = within(form).getByRole('group', { name: 'Later stages (optional)' });
    const day = (label: string, date: string) =>
      user.type(within(stages).getByLabelText(label), date);
    await day('Add/drop starts', '2026-11-16');
    await day('Add/drop ends', '2026-12-28');
    await day('Late registration ends', '2027-01-04');
    await day('Withdrawal from', '2027-01-11');
    await day('Withdrawal to', '2027-02-19');
    await day('Not Registered reminder sent on', '2027-01-05');
    await day('Not Registered on', '2026-12-01');
    await day('Semester ends', '2027-03-05');
    await user.type(
      within(stages).getByLabelText('Note to late registrants (English)'),
      staged.lateNote!,
    );
    await user.type(
      within(stages).getByLabelText('Note to late registrants (Bahasa Melayu)'),
      staged.lateNoteMs!,
    );
    await user.click(within(form).getByRole('button', { name: 'Save Semester' }));

    expect(await within(form).findByLabelText('Not Registered on')).toHaveAccessibleDescription(
      refusal,
    );
    expect(within(form).getByLabelText('Semester ends')).not.toHaveAccessibleDescription(refusal);
    expect(body(fetchMock, 'PATCH', API.adminPeriod(7))).toMatchObject({
      addDropStartDate: '2026-11-16',
      addDropEndDate: '2026-12-28',
      lateRegistrationEndDate: '2027-01-04',
      withdrawalStartDate: '2027-01-11',
      withdrawalEndDate: '2027-02-19',
      notRegisteredReminderDate: '2027-01-05',
      notRegisteredDate: '2026-12-01',
      semesterEndDate: '2027-03-05',
      lateNote: staged.lateNote,
      lateNoteMs: staged.lateNoteMs,
    });
  });

  it('sends the stages left empty as none', async () => {
    const { user, fetchMock } = renderSemesters({
      [`PATCH ${API.adminPeriod(7)}`]: { body: current },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Semester 6 2024/2025' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Semester' });
    await user.click(within(form).getByRole('button', { name: 'Save Semester' }));
    await waitFor(() =>
      expect(body(fetchMock, 'PATCH', API.adminPeriod(7))).toMatchObject({
        addDropStartDate: null,
        addDropEndDate: null,
        lateRegistrationEndDate: null,
        withdrawalStartDate: null,
        withdrawalEndDate: null,
        notRegisteredReminderDate: null,
        notRegisteredDate: null,
        semesterEndDate: null,
        lateNote: null,
        lateNoteMs: null,
      }),
    );
  });

  it('edits the stages a semester has, shown in the form as they are', async () => {
    const { user } = renderSemesters({ [`GET ${API.adminPeriods}`]: { body: [staged] } });
    await user.click(await screen.findByRole('button', { name: 'Edit Semester 6 2024/2025' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Semester' });
    expect(within(form).getByLabelText('Withdrawal to')).toHaveValue('2027-02-19');
    expect(within(form).getByLabelText('Note to late registrants (Bahasa Melayu)')).toHaveValue(
      staged.lateNoteMs,
    );
  });

  it("shows the stages that are set on the semester's card", async () => {
    renderSemesters({ [`GET ${API.adminPeriods}`]: { body: [staged] } });
    const card = await findCard(/Semester 6 2024\/2025/);
    for (const line of [
      'Add/drop starts: 16 Nov 2026',
      'Add/drop ends: 28 Dec 2026',
      'Late registration ends: 4 Jan 2027',
      'Withdrawal: 11 Jan 2027 – 19 Feb 2027',
      'Not Registered reminder: 5 Jan 2027',
      'Not Registered on: 8 Jan 2027',
      'Semester ends: 5 Mar 2027',
      `Note to late registrants: ${staged.lateNote}`,
    ])
      expect(within(card).getByText(line)).toBeInTheDocument();
  });

  it('shows none of them when none is set', async () => {
    renderSemesters();
    const card = await findCard(/Semester 6 2024\/2025/);
    for (const line of [
      /^Add\/drop (starts|ends):/,
      /^Late registration ends:/,
      /^Withdrawal:/,
      /^Not Registered (reminder|on):/,
      /^Semester ends:/,
      /^Note to late registrants:/,
    ])
      expect(within(card).queryByText(line)).not.toBeInTheDocument();
  });

  it('words the stages and their fields in Malay', async () => {
    const { user } = renderSemesters(
      { [`GET ${API.adminPeriods}`]: { body: [staged] } },
      { malay: true },
    );
    const card = await findCard(/Semester 6 Sesi 2024\/2025/);
    expect(within(card).getByText('Tidak Berdaftar pada: 8 Jan 2027')).toBeInTheDocument();
    expect(within(card).getByText('Tarik diri: 11 Jan 2027 – 19 Feb 2027')).toBeInTheDocument();
    expect(
      within(card).getByText(`Nota kepada pendaftar lewat: ${staged.lateNoteMs}`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ubah Semester 6 Sesi 2024/2025' }));
    const form = await screen.findByRole('dialog', { name: 'Ubah Semester' });
    const stages = within(form).getByRole('group', { name: 'Peringkat seterusnya (pilihan)' });
    expect(within(stages).getByLabelText('Pendaftaran lewat tamat')).toHaveValue('2027-01-04');
    expect(
      within(stages).getByLabelText('Nota kepada pendaftar lewat (Bahasa Melayu)'),
    ).toHaveValue(staged.lateNoteMs);
  });
});
