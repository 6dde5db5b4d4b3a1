import { API, type Reservation } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { managedUser } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { cataloguePageTestBed, row, subject } from './catalogue-page.test-bed';

// A subject's reserved seats on the catalogue page (issue 46, decision 040), and its coordinator.

const { renderCatalogue } = cataloguePageTestBed();

const reservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  id: 5,
  subjectId: 1,
  subjectCode: 'WIA2005',
  sectionId: 11,
  sectionNumber: 1,
  sectionPart: null,
  seats: 10,
  taken: 3,
  programmeCode: null,
  yearOfStudy: 4,
  facultyId: null,
  studentIds: [],
  until: '2026-12-20T09:00:00.000Z',
  active: true,
  createdAt: '2026-12-01T09:00:00.000Z',
  ...overrides,
});

describe("a subject's reserved seats in the console", () => {
  it('lists those kept and lapsed with how many the group holds, and removes one', async () => {
    const { user, fetchMock } = renderCatalogue({
      [`GET ${API.adminReservations}`]: {
        body: {
          reservations: [
            reservation(),
            reservation({
              id: 6,
              sectionId: null,
              sectionNumber: null,
              seats: 1,
              taken: 0,
              yearOfStudy: null,
              programmeCode: 'SECJH',
              active: false,
            }),
            reservation({ id: 7, subjectId: 2, subjectCode: 'GIG1012' }),
          ],
        },
      },
      [`DELETE ${API.adminReservations}/5`]: { status: 204 },
    });
    await user.click(
      within(await row('WIA2005')).getByRole('button', { name: 'Reserved seats of WIA2005' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reserved seats of WIA2005' }));
    const kept = within(await dialog.findByRole('region', { name: 'Kept seats' }));
    const rows = kept.getAllByRole('listitem');
    // Only this subject's: GIG1012's is not listed.
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('In force10 seats for year 4 students');
    expect(rows[0]).toHaveTextContent('Section 1 · 3 of 10 held by the group · kept until');
    expect(rows[1]).toHaveTextContent('Lapsed1 seat for programme SECJH');
    expect(rows[1]).toHaveTextContent('Across the subject');
    await user.click(
      kept.getByRole('button', { name: 'Remove the reservation of 10 for year 4 students' }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', `${API.adminReservations}/5`)).toHaveLength(1),
    );
  });

  it('keeps seats of a section for a year of study until a campus time', async () => {
    const { user, fetchMock } = renderCatalogue({
      [`GET ${API.adminReservations}`]: { body: { reservations: [] } },
      [`POST ${API.adminReservations}`]: { status: 201, body: reservation() },
    });
    await user.click(
      within(await row('WIA2005')).getByRole('button', { name: 'Reserved seats of WIA2005' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reserved seats of WIA2005' }));
    expect(
      await dialog.findByText('No seats of this subject are kept for a group.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: 'Seats of' }));
    await user.click(await screen.findByRole('option', { name: 'Section 1' }));
    await user.type(dialog.getByLabelText('Seats'), '10');
    await user.click(dialog.getByRole('combobox', { name: 'Year of study' }));
    await user.click(await screen.findByRole('option', { name: 'Year 4' }));
    const until = dialog.getByLabelText('Kept until (Malaysia time)');
    await user.clear(until);
    await user.type(until, '2026-12-20T17:00');
    await user.click(dialog.getByRole('button', { name: 'Keep Seats' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', API.adminReservations)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', API.adminReservations)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      subjectId: 1,
      sectionId: 11,
      seats: 10,
      yearOfStudy: 4,
      until: '2026-12-20T17:00:00+08:00',
    });
  });
});

describe("a subject's coordinator", () => {
  it('is chosen among the lecturers when the subject is edited', async () => {
    const { user, fetchMock } = renderCatalogue({
      [`GET ${API.users}?role=lecturer`]: {
        body: [
          managedUser({
            id: 40,
            username: 'rosmah',
            name: 'Dr. Rosmah binti Idris',
            role: 'lecturer',
          }),
        ],
      },
      [`PATCH ${API.adminSubject(1)}`]: { body: subject() },
    });
    await user.click(
      within(await row('WIA2005')).getByRole('button', { name: 'Edit subject WIA2005' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('combobox', { name: 'Coordinator' }));
    await user.click(await screen.findByRole('option', { name: 'Dr. Rosmah binti Idris' }));
    await user.click(dialog.getByRole('button', { name: 'Save Subject' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', API.adminSubject(1))).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PATCH', API.adminSubject(1))[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ coordinatorId: 40 });
  });
});
