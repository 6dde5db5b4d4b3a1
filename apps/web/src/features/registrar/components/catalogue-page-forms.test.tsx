import { API } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import { cataloguePageTestBed, row, section } from './catalogue-page.test-bed';

// The forms on the catalogue page: a faculty, a subject, a section's class times.

const { renderCatalogue } = cataloguePageTestBed();

describe("the registrar's catalogue", () => {
  it('adds a faculty, and shows a refused code under its field', async () => {
    const { user, fetchMock } = renderCatalogue({
      [`POST ${API.adminFaculties}`]: {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          error: 'The code must be 2 to 10 capital letters or digits, such as FSKTM',
          params: { context: 'field', field: 'code' },
          fields: { code: 'The code must be 2 to 10 capital letters or digits, such as FSKTM' },
        },
      },
    });
    await user.click(await screen.findByText('Faculties'));
    expect(await screen.findByText('3 subjects · 9 people')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), 'F');
    await user.type(screen.getByLabelText('Name'), 'Faculty of Data Science');
    await user.click(screen.getByRole('button', { name: 'Add Faculty' }));
    expect(await screen.findByLabelText('Code')).toHaveAccessibleDescription(
      'The code must be 2 to 10 capital letters or digits, such as FSKTM',
    );
    const [, init] = callsTo(fetchMock, 'POST', API.adminFaculties)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      code: 'F',
      name: 'Faculty of Data Science',
      nameMs: '',
    });
  });

  it('creates a subject in a form, with a code already taken shown under its field', async () => {
    const { user, fetchMock } = renderCatalogue({
      [`POST ${API.adminSubjects}`]: {
        status: 409,
        body: {
          code: 'CODE_TAKEN',
          error: 'A subject with the code WIA2005 already exists.',
          params: { context: 'subject', code: 'WIA2005' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New Subject' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Subject' });
    await user.type(within(dialog).getByLabelText('Subject code'), 'WIA2005');
    await user.type(within(dialog).getByLabelText('Subject name'), 'Data Ethics');
    await user.type(within(dialog).getByLabelText('Malay name'), 'Etika Data');
    await user.click(within(dialog).getByRole('combobox', { name: 'Faculty' }));
    await user.click(await screen.findByRole('option', { name: 'FSKTM · Computer Science' }));
    await user.type(within(dialog).getByLabelText('Prerequisites'), 'wix1001  WIX1002');
    await user.click(within(dialog).getByRole('button', { name: 'Save Subject' }));
    expect(await within(dialog).findByLabelText('Subject code')).toHaveAccessibleDescription(
      'A subject with the code WIA2005 already exists.',
    );
    const [, init] = callsTo(fetchMock, 'POST', API.adminSubjects)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      code: 'WIA2005',
      name: 'Data Ethics',
      nameMs: 'Etika Data',
      credits: 3,
      year: 1,
      facultyId: 1,
      description: '',
      descriptionMs: '',
      prerequisites: ['wix1001', 'WIX1002'],
    });
  });

  it("edits a section's class times, showing a refused time under its field", async () => {
    const saved = section({
      lecturer: 'Prof. Lim',
      meetings: [
        { day: 1, startTime: '08:00', endTime: '10:00', room: 'DK1' },
        { day: 6, startTime: '09:00', endTime: '11:00', room: 'DK1' },
      ],
    });
    let patches = 0;
    const { user, fetchMock } = renderCatalogue({
      // Refused once, then saved.
      [`PATCH ${API.adminSection(11)}`]: () =>
        (patches += 1) === 1
          ? {
              status: 400,
              body: {
                code: 'VALIDATION_ERROR',
                error: 'The end time must be after the start time',
                params: { context: 'field', field: 'meetings.1.endTime' },
                fields: { 'meetings.1.endTime': 'The end time must be after the start time' },
              },
            }
          : { body: saved },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit WIA2005 section 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit WIA2005 Section 1' });
    expect(dialog).toHaveTextContent('40 students hold seats');
    await user.clear(within(dialog).getByLabelText('Lecturer'));
    await user.type(within(dialog).getByLabelText('Lecturer'), 'Prof. Lim');
    await user.click(within(dialog).getByRole('button', { name: 'Add Class Time' }));
    const second = within(dialog).getByRole('listitem', { name: 'Class time 2' });
    await user.click(within(second).getByRole('combobox', { name: 'Day' }));
    await user.click(await screen.findByRole('option', { name: 'Saturday' }));
    await user.type(within(second).getByLabelText('Starts'), '11:00');
    await user.type(within(second).getByLabelText('Ends'), '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save Section' }));
    expect(await within(second).findByLabelText('Ends')).toHaveAccessibleDescription(
      'The end time must be after the start time',
    );
    await user.clear(within(second).getByLabelText('Starts'));
    await user.type(within(second).getByLabelText('Starts'), '09:00');
    await user.clear(within(second).getByLabelText('Ends'));
    await user.type(within(second).getByLabelText('Ends'), '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save Section' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await row('WIA2005')).toHaveTextContent('Sat 09:00-11:00 (DK1)');
    const [, init] = callsTo(fetchMock, 'PATCH', API.adminSection(11))[1]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      number: 1,
      lecturer: 'Prof. Lim',
      meetings: [
        { day: 1, startTime: '08:00', endTime: '10:00', room: 'DK1' },
        { day: 6, startTime: '09:00', endTime: '11:00', room: 'DK1' },
      ],
    });
  });
});
