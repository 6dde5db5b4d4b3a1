import { API, type Standings } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

beforeAll(() => import('./import-page'));

const defaults: Standings = {
  standings: [
    { code: 'good', nameEn: 'Good standing', nameMs: 'Kedudukan Baik', minCgpa: 2 },
    { code: 'probation', nameEn: 'Probation', nameMs: 'Percubaan', minCgpa: 0 },
  ],
};

function renderResults(replies: Parameters<typeof mockApi>[0]) {
  storeTokenFor(adminUser);
  const fetchMock = mockApi({
    ...sessionReplies(adminUser),
    [`GET ${API.adminPeriods}`]: { body: [] },
    [`GET ${API.gradeScale}`]: { body: { grades: [{ grade: 'A', points: 4, passes: true }] } },
    [`GET ${API.standings}`]: { body: defaults },
    ...replies,
  });
  return { ...renderApp('/admin/import'), fetchMock };
}

const sent = (fetchMock: ReturnType<typeof mockApi>) =>
  JSON.parse(String(callsTo(fetchMock, 'PUT', API.standings)[0]![1]?.body));

describe("the registrar's standings", () => {
  it("adds a Dean's list in both languages, keeping good standing and probation", async () => {
    const deans = { code: 'deans', nameEn: "Dean's list", nameMs: 'Senarai Dekan', minCgpa: 3.67 };
    const { user, fetchMock } = renderResults({
      [`PUT ${API.standings}`]: { body: { standings: [...defaults.standings, deans] } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Results' }));
    const list = await screen.findByRole('list', { name: 'Standings' });
    const good = within(list).getByRole('group', { name: 'Good standing' });
    expect(within(good).getByLabelText('Code')).toHaveAttribute('readonly');
    expect(within(good).getByText('Always kept')).toBeInTheDocument();
    expect(within(good).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add a Standing' }));
    const added = within(list).getByRole('group', { name: 'New standing' });
    await user.type(within(added).getByLabelText('Code'), 'deans');
    await user.type(within(added).getByLabelText('Name in English'), "Dean's list");
    await user.type(within(added).getByLabelText('Name in Malay'), 'Senarai Dekan');
    await user.type(within(added).getByLabelText('From CGPA'), '3.67');
    await user.click(screen.getByRole('button', { name: 'Save Standings' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', API.standings)).toHaveLength(1));
    expect(sent(fetchMock)).toEqual({ standings: [...defaults.standings, deans] });
    expect(await screen.findByText('Standings Saved')).toBeInTheDocument();
    // Saved, its code is fixed (the roll writes it) and it may be removed.
    const saved = within(list).getByRole('group', { name: "Dean's list" });
    expect(within(saved).getByLabelText('Code')).toHaveAttribute('readonly');
    await user.click(within(saved).getByRole('button', { name: "Remove Dean's list" }));
    expect(within(list).queryByRole('group', { name: "Dean's list" })).toBeNull();
  });

  it("shows the server's refusal of the list in the reader's words", async () => {
    const { user } = renderResults({
      [`PUT ${API.standings}`]: {
        status: 400,
        body: {
          error: 'Each standing needs a CGPA of its own',
          code: 'VALIDATION_ERROR',
          fields: { standings: 'standingThresholdTwice' },
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Results' }));
    await user.click(await screen.findByRole('button', { name: 'Save Standings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Each standing needs a CGPA of its own',
    );
  });
});
