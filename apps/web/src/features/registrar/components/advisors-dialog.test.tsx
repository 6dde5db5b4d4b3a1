import { API, type ManagedUser } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, managedUser } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

beforeAll(() => import('./people-page'));

const bcs = { id: 1, code: 'BCS', name: 'Bachelor of Computer Science', nameMs: 'Sains Komputer' };
const bse = {
  id: 2,
  code: 'BSE',
  name: 'Bachelor of Software Engineering',
  nameMs: 'Kejuruteraan Perisian',
};
const fsktm = { id: 9, name: 'Computer Science and Information Technology' };
const person = (id: number, name: string, more: Partial<ManagedUser> = {}) =>
  managedUser({
    id,
    username: `u${id}`,
    name,
    studentId: `S${id}`,
    faculty: fsktm,
    yearOfStudy: 1,
    programme: bcs,
    studentStatus: 'active',
    ...more,
  });
const people = [
  person(1, 'Nur Aisyah binti Ahmad'),
  person(2, 'Tan Wei Ming'),
  person(3, 'Muthu a/l Raman', { yearOfStudy: 2 }),
  person(4, 'Siti Hajar', { programme: bse }),
  person(5, 'Dr. Lim', { role: 'lecturer', studentId: null, programme: null, studentStatus: null }),
];

describe('assigning advisors to many students', () => {
  it('narrows by programme and year, leaves out an unticked student, and assigns the rest', async () => {
    storeTokenFor(adminUser);
    const fetchMock = mockApi({
      ...sessionReplies(adminUser),
      [`GET ${API.users}`]: { body: people },
      [`POST ${API.advisorAssignments}`]: { body: { assigned: 1 } },
    });
    const { user } = renderApp('/admin/people');
    await user.click(await screen.findByRole('button', { name: 'Assign Advisors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Advisors' });
    await user.selectOptions(
      within(dialog).getByLabelText('Programme'),
      'BCS Bachelor of Computer Science',
    );
    await user.selectOptions(within(dialog).getByLabelText('Year of study'), 'Year 1');
    expect(
      within(dialog).getByRole('group', { name: '2 of 2 students selected' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Tan Wei Ming/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign to 1 student' }));
    expect(within(dialog).getByLabelText('Advisor')).toHaveAccessibleDescription(
      'Choose an advisor',
    );
    await user.selectOptions(within(dialog).getByLabelText('Advisor'), 'Dr. Lim');
    await user.click(within(dialog).getByRole('button', { name: 'Assign to 1 student' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', API.advisorAssignments)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', API.advisorAssignments)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ studentIds: [1], advisorId: 5 });
    expect(await screen.findByText('Advisor assigned to 1 student')).toBeInTheDocument();
  });
});
