import { API } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, managedUser as person } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

beforeAll(() => import('./people-page'));

const tan = person({
  id: 2,
  username: 'drtan',
  name: 'Dr. Tan Wei Ming',
  role: 'lecturer',
  adviseeCount: 2,
});
const lee = person({ id: 4, username: 'drlee', name: 'Dr. Lee Chee Keong', role: 'lecturer' });
const aisyah = person({
  id: 3,
  username: 'student',
  name: 'Nur Aisyah binti Ahmad',
  studentId: '034561',
  advisor: { id: 2, name: 'Dr. Tan Wei Ming' },
});

function renderPeople(replies: Parameters<typeof mockApi>[0] = {}) {
  storeTokenFor(adminUser);
  const fetchMock = mockApi({
    ...sessionReplies(adminUser),
    [`GET ${API.users}`]: { body: [aisyah, tan, lee] },
    ...replies,
  });
  return { ...renderApp('/admin/people'), fetchMock };
}

const sent = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  JSON.parse(String(callsTo(fetchMock, method, url)[0]![1]?.body));

describe('the people', () => {
  it('finds a student by student ID, with their year and advisor', async () => {
    const { user } = renderPeople();
    await user.type(await screen.findByRole('searchbox', { name: 'Search people' }), '0345');
    await waitFor(() => expect(screen.queryByText('Dr. Lee Chee Keong')).not.toBeInTheDocument());
    const row = screen.getByText('Nur Aisyah binti Ahmad').closest('li')!;
    expect(row).toHaveTextContent('student · 034561 · Year not set · Advisor: Dr. Tan Wei Ming');
  });

  it('marks a student the roll has withdrawn (issue 43)', async () => {
    storeTokenFor(adminUser);
    mockApi({
      ...sessionReplies(adminUser),
      [`GET ${API.users}`]: { body: [{ ...aisyah, studentStatus: 'withdrawn' }, tan] },
    });
    renderApp('/admin/people');
    const row = (await screen.findByText('Nur Aisyah binti Ahmad')).closest('li')!;
    expect(within(row).getByText('Withdrawn')).toBeInTheDocument();
    const lecturer = screen.getByText('Dr. Tan Wei Ming').closest('li')!;
    expect(within(lecturer).queryByText('Withdrawn')).not.toBeInTheDocument();
  });

  it("sets a student's year of study", async () => {
    const { user, fetchMock } = renderPeople({
      [`PATCH ${API.adminUser(3)}`]: { body: { ...aisyah, yearOfStudy: 4 } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Nur Aisyah binti Ahmad' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Set Year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Year of Study' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Year of study' }));
    await user.click(await screen.findByRole('option', { name: 'Year 4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'PATCH', API.adminUser(3))).toEqual({ yearOfStudy: 4 }),
    );
  });

  it("moves a lecturer's advisees to another lecturer", async () => {
    const { user, fetchMock } = renderPeople({
      [`POST ${API.moveAdvisees(2)}`]: { body: { moved: 2 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Dr. Tan Wei Ming' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move Advisees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move All Advisees' });
    expect(dialog).toHaveTextContent('Every student Dr. Tan Wei Ming advises (2)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', API.moveAdvisees(2))).toEqual({ toAdvisorId: 4 }),
    );
  });
});
