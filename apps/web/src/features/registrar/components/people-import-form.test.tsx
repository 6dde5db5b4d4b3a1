import { API, type PeopleImportReport } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

beforeAll(() => import('./import-page'));

const summary = { created: 2, updated: 1, unchanged: 40, deactivated: 3 };
const withErrors: PeopleImportReport = {
  ok: false,
  errors: [
    {
      row: 4,
      column: 'advisor_staff_id',
      code: 'unknownAdvisor',
      message: 'No lecturer has the staff ID "L999".',
    },
  ],
  errorCount: 1,
  summary,
};
const ready: PeopleImportReport = { ok: true, errors: [], errorCount: 0, summary };

function renderRoll(reports: PeopleImportReport[]) {
  storeTokenFor(adminUser);
  const sent: string[] = [];
  const fetchMock = mockApi({
    ...sessionReplies(adminUser),
    [`GET ${API.adminPeriods}`]: { body: [] },
    [`POST ${API.rollImport}?dryRun=true&mode=full`]: () => {
      sent.push('check full');
      return { body: reports.shift() };
    },
    [`POST ${API.rollImport}?dryRun=true&mode=upsert`]: () => {
      sent.push('check');
      return { body: reports.shift() };
    },
    [`POST ${API.rollImport}?dryRun=false&mode=full`]: () => {
      sent.push('import full');
      return { body: ready };
    },
  });
  return { ...renderApp('/admin/import'), fetchMock, sent };
}

const csv = (text: string) => new File([text], 'roll.csv', { type: 'text/csv' });

describe('the student roll tab', () => {
  it('lists a roll’s problems by row and column and offers no import', async () => {
    const { user, sent } = renderRoll([withErrors]);
    await user.click(await screen.findByRole('tab', { name: 'Student Roll' }));
    expect(screen.getByRole('heading', { name: 'Import Student Roll' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('CSV file'), csv('bad'));
    await user.click(screen.getByRole('button', { name: 'Check File' }));
    const row = await screen.findByRole('row', { name: /L999/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', 'advisor_staff_id', 'No lecturer has the staff ID "L999".']);
    expect(screen.queryByRole('button', { name: 'Import Roll' })).not.toBeInTheDocument();
    expect(sent).toEqual(['check']);
  });

  it('checks a full roll, says how many it withdraws, then imports it', async () => {
    const { user, sent } = renderRoll([ready]);
    await user.click(await screen.findByRole('tab', { name: 'Student Roll' }));
    await user.upload(screen.getByLabelText('CSV file'), csv('good'));
    await user.click(screen.getByRole('checkbox', { name: 'This file is the whole roll' }));
    await user.click(screen.getByRole('button', { name: 'Check File' }));
    expect(await screen.findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
    const said = 'Students: 2 new, 1 updated, 40 unchanged, 3 withdrawn.';
    expect(screen.getByText(said)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Roll' }));
    expect(await screen.findByText('Student Roll Imported')).toBeInTheDocument();
    expect(sent).toEqual(['check full', 'import full']);
  });
});

describe('the results tab', () => {
  it('checks a results file, then imports it and says what changed', async () => {
    storeTokenFor(adminUser);
    const sent: string[] = [];
    mockApi({
      ...sessionReplies(adminUser),
      [`GET ${API.adminPeriods}`]: { body: [] },
      [`GET ${API.gradeScale}`]: {
        body: { grades: [{ grade: 'A', points: 4, passes: true }] },
      },
      [`POST ${API.resultsImport}?dryRun=true`]: () => {
        sent.push('check');
        return { body: ready };
      },
      [`POST ${API.resultsImport}?dryRun=false`]: () => {
        sent.push('import');
        return { body: ready };
      },
    });
    const { user } = renderApp('/admin/import');
    await user.click(await screen.findByRole('tab', { name: 'Results' }));
    expect(screen.getByRole('heading', { name: 'Import Results' })).toBeInTheDocument();
    expect(
      screen.getByText(/Columns: student_id, subject_code, session, semester, grade\./),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('CSV file'), csv('results'));
    await user.click(screen.getByRole('button', { name: 'Check File' }));
    await user.click(await screen.findByRole('button', { name: 'Import Results' }));
    expect(
      (await screen.findAllByText('Results: 2 new, 1 changed, 40 unchanged.')).length,
    ).toBeGreaterThan(0);
    expect(sent).toEqual(['check', 'import']);
  });
});
