import { API, type AdminPeriod, type CatalogueImportReport } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPeriod, adminUser } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

beforeAll(() => import('./import-page'));

const period: AdminPeriod = {
  ...adminPeriod,
  semester: 1,
  academicYear: '2026/2027',
  startDate: '2027-02-01',
  endDate: '2027-02-21',
  status: 'Upcoming',
};
const summary = {
  subjectsCreated: 1,
  subjectsUpdated: 0,
  sectionsCreated: 2,
  sectionsUpdated: 0,
  unchanged: 0,
};
const withErrors: CatalogueImportReport = {
  ok: false,
  errors: [{ row: 3, column: 'faculty_code', message: 'Unknown faculty code "FSKX".' }],
  errorCount: 1,
  warnings: [],
  summary,
};
const ready: CatalogueImportReport = {
  ok: true,
  errors: [],
  errorCount: 0,
  warnings: [
    {
      row: null,
      column: null,
      message: 'WIA1005 section 1 is not in the file; it is kept as it is.',
    },
  ],
  summary,
};

function renderImport(reports: CatalogueImportReport[]) {
  storeTokenFor(adminUser);
  const sent: string[] = [];
  const fetchMock = mockApi({
    ...sessionReplies(adminUser),
    [`GET ${API.adminPeriods}`]: { body: [period] },
    [`POST ${API.catalogueImport}?periodId=7&dryRun=true`]: () => {
      sent.push('check');
      return { body: reports.shift() };
    },
    [`POST ${API.catalogueImport}?periodId=7&dryRun=false`]: () => {
      sent.push('import');
      return { body: { ...ready, warnings: [] } };
    },
  });
  return { ...renderApp('/admin/import'), fetchMock, sent };
}

const csv = (text: string) =>
  new File([text], 'catalogue.csv', { type: 'application/vnd.ms-excel' });

describe('the catalogue import', () => {
  it('checks a file, lists its problems by row and column, and offers no import', async () => {
    const { user, fetchMock } = renderImport([withErrors]);
    await user.upload(await screen.findByLabelText('CSV file'), csv('bad'));
    await user.click(screen.getByRole('button', { name: 'Check File' }));
    expect(await screen.findByRole('heading', { name: '1 problem to fix' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /FSKX/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'faculty_code', 'Unknown faculty code "FSKX".']);
    expect(screen.queryByRole('button', { name: 'Import Catalogue' })).not.toBeInTheDocument();
    // Sent as text/csv, whatever type the browser gave the file.
    const [, init] = callsTo(
      fetchMock,
      'POST',
      `${API.catalogueImport}?periodId=7&dryRun=true`,
    )[0]!;
    expect((init?.body as Blob).type).toBe('text/csv');
  });

  it('says how many problems there are when the reply lists only the first 200', async () => {
    const errors = Array.from({ length: 200 }, (_, i) => ({
      row: i + 2,
      column: 'day',
      message: 'Unknown day "Someday": write Mon, Tue, Wed, Thu, Fri, Sat or Sun.',
    }));
    const { user } = renderImport([{ ...withErrors, errors, errorCount: 3001 }]);
    await user.upload(await screen.findByLabelText('CSV file'), csv('bad'));
    await user.click(screen.getByRole('button', { name: 'Check File' }));
    expect(
      await screen.findByRole('heading', { name: '3001 problems to fix' }),
    ).toBeInTheDocument();
    // Above the list, and again where it ends.
    expect(
      screen.getAllByText(
        'Showing the first 200 of 3001 problems. Correct these and check the file again to see the rest.',
      ),
    ).toHaveLength(2);
    expect(screen.getAllByRole('row')).toHaveLength(201);
  });

  it('imports a file once its check is clean, and says what it did', async () => {
    const { user, sent } = renderImport([ready]);
    await user.upload(await screen.findByLabelText('CSV file'), csv('good'));
    await user.click(screen.getByRole('button', { name: 'Check File' }));
    expect(await screen.findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
    expect(screen.getByText('Notes (1)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Catalogue' }));
    expect(
      await screen.findAllByText(
        'Subjects: 1 new, 0 updated. Sections: 2 new, 0 updated. Unchanged: 0.',
      ),
    ).not.toHaveLength(0);
    expect(sent).toEqual(['check', 'import']);
  });

  it('asks for a file before checking', async () => {
    const { user, sent } = renderImport([]);
    await user.click(await screen.findByRole('button', { name: 'Check File' }));
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(
      'Choose a CSV file first.',
    );
    expect(sent).toEqual([]);
  });
});
