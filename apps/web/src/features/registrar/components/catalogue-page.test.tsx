import { API, type AdminCatalogueSection, type AdminSubject } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeLive } from '@/testing/fake-live';
import { adminUser } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

beforeAll(() => import('./catalogue-page'));

const section = (overrides: Partial<AdminCatalogueSection> = {}): AdminCatalogueSection => ({
  id: 11,
  subjectId: 1,
  periodId: 1,
  number: 1,
  capacity: 40,
  registered: 40,
  lecturer: 'Dr. Tan Wei Ming',
  closed: false,
  subject: { code: 'WIA2005', name: 'Algorithm Design', nameMs: null },
  meetings: [{ day: 1, startTime: '08:00', endTime: '10:00', room: 'DK1' }],
  ...overrides,
});

const subject = (overrides: Partial<AdminSubject> = {}): AdminSubject => ({
  id: 1,
  code: 'WIA2005',
  name: 'Algorithm Design',
  nameMs: null,
  credits: 4,
  year: 2,
  faculty: { id: 1, code: 'FSKTM', name: 'Computer Science', nameMs: null },
  description: 'Designing algorithms.',
  descriptionMs: null,
  prerequisites: ['WIX1002'],
  ...overrides,
});

function renderCatalogue(replies: Parameters<typeof mockApi>[0] = {}) {
  storeTokenFor(adminUser);
  const live = createFakeLive();
  const fetchMock = mockApi({
    ...sessionReplies(adminUser),
    [`GET ${API.adminSubjects}`]: {
      body: [
        subject(),
        subject({
          id: 2,
          code: 'GIG1012',
          name: 'Ethnic Relations',
          credits: 2,
          prerequisites: [],
        }),
      ],
    },
    [`GET ${API.adminFaculties}`]: {
      body: [
        {
          id: 1,
          code: 'FSKTM',
          name: 'Computer Science',
          nameMs: null,
          subjectCount: 3,
          peopleCount: 9,
        },
      ],
    },
    [`GET ${API.adminSections}`]: {
      body: [
        section(),
        section({
          id: 12,
          subjectId: 2,
          subject: { code: 'GIG1012', name: 'Ethnic Relations', nameMs: null },
          registered: 3,
        }),
      ],
    },
    ...replies,
  });
  return { ...renderApp('/admin/catalogue', { liveConnection: live.connection }), fetchMock, live };
}

const row = async (code: string) => (await screen.findByText(code)).closest<HTMLElement>('li')!;

describe("the registrar's catalogue", () => {
  it('lists the subjects with their sections and seats, and narrows them by a search', async () => {
    const { user } = renderCatalogue();
    expect(await screen.findByRole('heading', { name: 'Catalogue', level: 1 })).toBeInTheDocument();
    expect(await row('WIA2005')).toHaveTextContent('4 credits · Year 2 · FSKTM · Requires WIX1002');
    expect(await row('WIA2005')).toHaveTextContent('40/40 taken');
    expect(within(await row('WIA2005')).getByText('Full')).toBeInTheDocument();
    expect(await row('WIA2005')).toHaveTextContent('Mon 08:00-10:00 (DK1)');
    await user.type(screen.getByRole('searchbox', { name: 'Search subjects' }), 'ethnic');
    await waitFor(() => expect(screen.queryByText('WIA2005')).not.toBeInTheDocument());
    expect(screen.getByText('1 subject · 1 section this semester')).toBeInTheDocument();
  });

  it('raises a capacity, with a reason for the trail', async () => {
    const { user, fetchMock } = renderCatalogue({
      [`PATCH ${API.adminSection(11)}`]: { body: { ...section(), capacity: 45 } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Change capacity of WIA2005 section 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Capacity' });
    const capacity = within(dialog).getByLabelText('Capacity');
    await user.clear(capacity);
    await user.type(capacity, '45');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Second lab opened');
    await user.click(within(dialog).getByRole('button', { name: 'Save Capacity' }));
    expect(await findToast()).toHaveTextContent('WIA2005 section 1 now has 45 seats.');
    const [, init] = callsTo(fetchMock, 'PATCH', API.adminSection(11))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ capacity: 45, reason: 'Second lab opened' });
    expect(await row('WIA2005')).toHaveTextContent('40/45 taken');
  });

  it('says why a lower capacity is refused, and offers closing instead', async () => {
    const { user, fetchMock } = renderCatalogue({
      [`PATCH ${API.adminSection(11)}`]: (init) =>
        JSON.parse(String(init.body)).closed
          ? { body: { ...section(), closed: true } }
          : {
              status: 409,
              body: {
                code: 'CAPACITY_BELOW_TAKEN',
                error: '40 students hold seats in this section.',
                params: { count: 40 },
              },
            },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Change capacity of WIA2005 section 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Capacity' });
    await user.clear(within(dialog).getByLabelText('Capacity'));
    await user.type(within(dialog).getByLabelText('Capacity'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save Capacity' }));
    // The dialog stays open (and hides the toast region from the accessibility tree).
    expect(
      await screen.findByText(
        '40 students hold seats in this section: its capacity cannot go below 40. Close the section to new adds instead.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close to New Adds Instead' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', API.adminSection(11))).toHaveLength(2));
    expect(await row('WIA2005')).toHaveTextContent('Closed to new adds');
  });

  it('refuses a capacity that is not a whole number before sending it', async () => {
    const { user, fetchMock } = renderCatalogue();
    await user.click(
      await screen.findByRole('button', { name: 'Change capacity of WIA2005 section 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Capacity' });
    await user.clear(within(dialog).getByLabelText('Capacity'));
    await user.type(within(dialog).getByLabelText('Capacity'), '4.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Capacity' }));
    expect(within(dialog).getByLabelText('Capacity')).toHaveAccessibleDescription(
      'Capacity must be a whole number from 0 to 10000',
    );
    expect(callsTo(fetchMock, 'PATCH', API.adminSection(11))).toHaveLength(0);
  });

  it('deletes a section after asking, or says why it cannot', async () => {
    const { user } = renderCatalogue({
      [`DELETE ${API.adminSection(12)}`]: { status: 204 },
      [`DELETE ${API.adminSection(11)}`]: {
        status: 409,
        body: {
          code: 'IN_USE',
          error: '40 registrations hold this section.',
          params: { context: 'section', count: 40 },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete GIG1012 section 1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Section' }));
    expect(await findToast()).toHaveTextContent('Section Deleted');
    expect(await row('GIG1012')).toHaveTextContent('No sections this semester.');
    await user.click(screen.getByRole('button', { name: 'Delete WIA2005 section 1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Section' }));
    expect(await findToast()).toHaveTextContent(
      '40 registrations hold this section: it cannot be deleted. Close it to new adds instead.',
    );
    expect(await row('WIA2005')).toHaveTextContent('40/40 taken');
  });

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

  it('follows the seats taken live', async () => {
    const { live } = renderCatalogue();
    expect(await row('GIG1012')).toHaveTextContent('3/40 taken');
    act(() =>
      live.emit('quotaUpdated', [
        {
          subjectId: 2,
          newQuota: { total: 40, registered: 4 },
          waiting: 0,
          sections: [{ id: 12, capacity: 40, registered: 4 }],
        },
      ]),
    );
    expect(await row('GIG1012')).toHaveTextContent('4/40 taken');
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
