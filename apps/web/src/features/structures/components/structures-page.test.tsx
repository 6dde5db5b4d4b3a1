import { API, type AdminStructures, type ProgrammeStructure } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

beforeAll(() => import('./structures-page'));

const programmes: AdminStructures['programmes'] = [
  {
    code: 'BCS',
    name: {
      en: 'Bachelor of Computer Science',
      ms: 'Ijazah Sarjana Muda Sains Komputer',
    },
    facultyCode: 'FSKTM',
    intakes: [
      { intake: '2024/2025', totalCredits: 60, groups: 2 },
      { intake: '2023/2024', totalCredits: 57, groups: 1 },
    ],
  },
];

const structure = (intake: string): ProgrammeStructure => ({
  id: intake === '2024/2025' ? 2 : 1,
  programmeCode: 'BCS',
  intake,
  totalCredits: 60,
  updatedAt: '2026-11-20T02:00:00.000Z',
  groups: [
    {
      id: 11,
      code: 'CORE',
      name: { en: 'Programme core', ms: 'Teras program' },
      kind: 'core',
      creditsRequired: 7,
      rule: null,
      subjects: [
        {
          code: 'WIX1001',
          name: { en: 'Computing Mathematics I', ms: 'Matematik Pengkomputeran I' },
          credits: 3,
          recommendedYear: 1,
          recommendedSemester: 1,
        },
        {
          code: 'WIX1002',
          name: { en: 'Fundamentals of Programming', ms: 'Asas Pengaturcaraan' },
          credits: 4,
          recommendedYear: null,
          recommendedSemester: null,
        },
      ],
    },
    {
      id: 12,
      code: 'ELEC',
      name: { en: 'Programme electives', ms: 'Elektif program' },
      kind: 'elective',
      creditsRequired: intake === '2024/2025' ? 12 : 9,
      rule: 'level:3000,4000;faculty:FSKTM',
      subjects: [],
    },
  ],
});

const url = (intake: string) =>
  `GET ${API.structures}?${new URLSearchParams({ programme: 'BCS', intake })}`;

function renderStructures(
  language: 'en' | 'ms' = 'en',
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const user = { ...adminUser, language };
  storeTokenFor(user);
  const fetchMock = mockApi({
    ...sessionReplies(user),
    [`GET ${API.structures}`]: { body: { programmes, structure: null } },
    [url('2024/2025')]: { body: { programmes, structure: structure('2024/2025') } },
    [url('2023/2024')]: { body: { programmes, structure: structure('2023/2024') } },
    [`PUT ${API.structureGroup(11)}`]: (init) => ({
      body: { ...structure('2024/2025'), groups: [JSON.parse(String(init.body))] },
    }),
    ...handlers,
  });
  return { ...renderApp('/admin/structures'), fetchMock };
}

describe("the registrar's programme structures", () => {
  it("shows the newest intake's groups, their kinds, credits, rules and subjects' terms", async () => {
    renderStructures();
    const core = await screen.findByRole('list', { name: 'Subjects of Programme core' });
    expect(within(core).getByText('Computing Mathematics I')).toBeInTheDocument();
    expect(within(core).getByText('Year 1, semester 1')).toBeInTheDocument();
    expect(within(core).getByText('Any time')).toBeInTheDocument();
    expect(screen.getByText('level:3000,4000;faculty:FSKTM')).toBeInTheDocument();
    expect(screen.getByText(/12 credits required/)).toBeInTheDocument();
    expect(screen.getByLabelText('Intake')).toHaveValue('2024/2025');
    expect(screen.getByText(/60 credits in total · 2 groups/)).toBeInTheDocument();
  });

  it('shows another intake when chosen', async () => {
    const { user } = renderStructures();
    await screen.findByText(/12 credits required/);
    await user.selectOptions(screen.getByLabelText('Intake'), '2023/2024');
    expect(await screen.findByText(/9 credits required/)).toBeInTheDocument();
  });

  it("edits a group's names, credits and subjects, one subject a line", async () => {
    const { user, fetchMock } = renderStructures();
    await user.click(await screen.findByRole('button', { name: 'Edit the group Programme core' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Name (Malay)'));
    await user.type(within(dialog).getByLabelText('Name (Malay)'), 'Teras');
    await user.clear(within(dialog).getByLabelText('Credits required'));
    await user.type(within(dialog).getByLabelText('Credits required'), '10');
    const subjects = within(dialog).getByLabelText('Subjects');
    expect(subjects).toHaveValue('WIX1001 1 1\nWIX1002');
    await user.type(subjects, '\nwia3001 3 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', API.structureGroup(11))).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT', API.structureGroup(11))[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      name: { en: 'Programme core', ms: 'Teras' },
      kind: 'core',
      creditsRequired: 10,
      rule: null,
      subjects: [
        { code: 'WIX1001', recommendedYear: 1, recommendedSemester: 1 },
        { code: 'WIX1002', recommendedYear: null, recommendedSemester: null },
        { code: 'WIA3001', recommendedYear: 3, recommendedSemester: 2 },
      ],
    });
  });

  it('says which subject line it cannot read, and sends nothing', async () => {
    const { user, fetchMock } = renderStructures();
    await user.click(await screen.findByRole('button', { name: 'Edit the group Programme core' }));
    const subjects = within(await screen.findByRole('dialog')).getByLabelText('Subjects');
    await user.type(subjects, '\nWIA3001 three');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Line 3 is not a code with an optional year and semester.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', API.structureGroup(11))).toHaveLength(0);
  });

  it('checks a structures file, lists its problems by row and column, then imports it', async () => {
    const report = (errors: object[]) => ({
      body: {
        ok: errors.length === 0,
        errors,
        errorCount: errors.length,
        summary: { created: 1, updated: 0, unchanged: 0 },
      },
    });
    let dryRuns = 0;
    const { user, fetchMock } = renderStructures('en', {
      [`POST ${API.structuresImport}?dryRun=true`]: () =>
        report(
          (dryRuns += 1) === 1
            ? [{ row: 3, column: 'kind', code: 'kind', message: 'Unknown kind "major".' }]
            : [],
        ),
      [`POST ${API.structuresImport}?dryRun=false`]: () => report([]),
    });
    const file = new File(['programme_code\n'], 'structures.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Check File' }));
    expect(await screen.findByText('1 problem to fix: nothing was changed.')).toBeInTheDocument();
    expect(screen.getByText('Row 3, kind:')).toBeInTheDocument();
    expect(screen.getByText('Unknown kind "major".')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check File' }));
    expect(
      await screen.findByText('Ready to import: 1 new, 0 replaced, 0 unchanged.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Structures' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${API.structuresImport}?dryRun=false`)).toHaveLength(1),
    );
  });

  it('is in Malay for a registrar who reads Malay', async () => {
    renderStructures('ms');
    expect(await screen.findByRole('list', { name: 'Subjek Teras program' })).toBeInTheDocument();
    expect(screen.getByText('Tahun 1, semester 1')).toBeInTheDocument();
    expect(screen.getByText('Matematik Pengkomputeran I')).toBeInTheDocument();
  });
});
