import { API, type SelectedSubject, type StudentProgress } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectedSubject } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { progressReply } from '@/testing/progress-fixtures';
import { catalogueSubject, renderStudentPage } from '@/testing/registration-fixtures';

// The registration page follows the student's programme structure (issue 45): each subject
// marked with where it counts, a filter to the subjects still needed, and this semester's
// recommended subjects, addable where they are listed.

beforeAll(() => import('./registration-page'));

const subjects = [1, 2, 3, 4, 5].map((id) => catalogueSubject(id));
const catalogue = () => screen.findByRole('table');
const rowOf = (code: string) =>
  within(screen.getByRole('table'))
    .getByRole('button', { name: `View details of ${code}` })
    .closest('tr')!;
const codesShown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('button', { name: /View details/ })
    .map((button) => button.textContent);
const recommended = () => screen.getByRole('region', { name: 'Recommended this semester' });

function renderWithProgress(progress: () => StudentProgress | null, extra = {}) {
  return renderStudentPage('/registration', {
    subjects,
    replies: {
      [`GET ${API.progress}`]: () => {
        const reply = progress();
        return reply
          ? { body: reply }
          : { status: 404, body: { error: 'No structure.', code: 'NOT_FOUND' } };
      },
      ...extra,
    },
  });
}

describe('the registration page and the programme structure', () => {
  it('marks each subject with the group it counts toward, or warns that it counts toward none', async () => {
    renderWithProgress(() => progressReply());
    await catalogue();
    expect(rowOf('WIX1002')).toHaveTextContent('Counts toward Programme core: Core, year 2');
    expect(rowOf('WIX1001')).toHaveTextContent('Core, year 1 · already met');
    expect(rowOf('WIX1004')).toHaveTextContent('Counts toward nothing in your programme structure');
    // A group that lists no year for it: its kind alone.
    expect(rowOf('WIX1005')).toHaveTextContent('Counts toward Programme electives: Elective');
    // The spec's columns stay as they are.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Code',
      'Subject',
      'Credits',
      'Quota',
      'Action',
    ]);
  });

  it('filters to the subjects counting toward a group still short, and clears back', async () => {
    const { user } = renderWithProgress(() => progressReply());
    await catalogue();
    expect(codesShown()).toHaveLength(5);
    const filter = screen.getByRole('checkbox', { name: 'Counts toward my programme' });
    await user.click(filter);
    expect(filter).toBeChecked();
    expect(codesShown()).toEqual(['WIX1002', 'WIX1003', 'WIX1005']);

    // Searching within the filter for a subject outside it finds nothing, and says why.
    await user.type(screen.getByRole('searchbox', { name: 'Search subjects' }), 'WIX1004');
    expect(
      screen.getByText('No subjects match “WIX1004” in “Counts toward my programme”'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(filter).not.toBeChecked();
    expect(codesShown()).toHaveLength(5);
  });

  it("lists this semester's recommended subjects and adds one from there, refetching progress", async () => {
    let selection: SelectedSubject[] = [];
    let progress = progressReply();
    const added = selectedSubject(2, { code: 'WIX1002', name: 'Course B' });
    const { user, fetchMock } = renderWithProgress(() => progress, {
      [`GET ${API.selectedSubjects}`]: () => ({ body: selection }),
      [`POST ${API.selectedSubjects}`]: () => {
        selection = [added];
        const [first, second] = progress.plan.now;
        progress = {
          ...progress,
          inProgress: 3,
          plan: { now: [{ ...first!, state: 'inProgress' }, second!], overdue: [] },
        };
        return { status: 201, body: added };
      },
    });
    await catalogue();
    const region = recommended();
    expect(
      within(region).getByText(
        'From your programme structure: 2 subjects not yet in your selection.',
      ),
    ).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('WIX1002Course BCore, year 2 · 3 credits'),
      expect.stringContaining('WIX1003Course CCore, year 2 · 3 credits'),
    ]);

    await user.click(within(region).getByRole('button', { name: 'Add WIX1002' }));
    expect(await within(region).findByRole('button', { name: 'Added WIX1002' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const [, init] = callsTo(fetchMock, 'POST', API.selectedSubjects)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ subjectId: 2 });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', API.progress)).toHaveLength(2));
    expect(
      await within(region).findByText(
        'From your programme structure: 1 subject not yet in your selection.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Add WIX1003' })).toBeEnabled();
  });

  it('says when a recommended subject is not offered this semester', async () => {
    const progress = progressReply();
    progress.plan.now.push({
      code: 'WIX9001',
      group: 'CORE',
      year: 2,
      semester: 1,
      state: 'needed',
    });
    renderWithProgress(() => progress);
    await catalogue();
    const item = within(recommended()).getByText('WIX9001').closest('li')!;
    expect(item).toHaveTextContent('Not offered this semester');
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('shows no filter, no marks and no recommendations to a student without a structure', async () => {
    renderWithProgress(() => null);
    await catalogue();
    expect(screen.queryByRole('checkbox', { name: 'Counts toward my programme' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recommended this semester' })).toBeNull();
    expect(screen.queryByText(/Counts toward/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(codesShown()).toHaveLength(5);
  });
});
