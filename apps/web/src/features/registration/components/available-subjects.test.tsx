import { API } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import { catalogueSubject, renderStudentPage } from '@/testing/registration-fixtures';

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./registration-page'));

const twelve = Array.from({ length: 12 }, (_, index) => catalogueSubject(index + 1));

const table = () => screen.findByRole('table');
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const codesShown = () =>
  bodyRows().map((row) => within(row).getByRole('button', { name: /View details/ }).textContent);

describe('available subjects', () => {
  it('lists code, subject and faculty, credits, quota and Add under the spec headers', async () => {
    renderStudentPage('/registration', { subjects: [catalogueSubject(1)] });
    await table();
    expect(screen.getByRole('heading', { name: 'Available Subjects' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Code', 'Subject', 'Credits', 'Quota', 'Action']);
    const [row] = bodyRows();
    expect(within(row!).getByRole('button', { name: 'View details of WIX1001' })).toHaveTextContent(
      'WIX1001',
    );
    expect(row).toHaveTextContent('Course A');
    expect(row).toHaveTextContent('Faculty of Computer Science and Information Technology');
    expect(row).toHaveTextContent('Credits: 3');
    expect(row).toHaveTextContent('30/40 available');
    expect(within(row!).getByRole('button', { name: 'Add WIX1001' })).toBeEnabled();
  });

  it('shows 5 subjects a page, with at most 3 page buttons plus Prev and Next', async () => {
    const { user } = renderStudentPage('/registration', { subjects: twelve });
    await table();
    expect(codesShown()).toEqual(['WIX1001', 'WIX1002', 'WIX1003', 'WIX1004', 'WIX1005']);
    const pager = screen.getByRole('navigation', { name: 'Subject pages' });
    expect(within(pager).getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Showing 1–5 of 12')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(codesShown()).toEqual(['WIX1011', 'WIX1012']);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Showing 11–12 of 12')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(codesShown()[0]).toBe('WIX1006');
  });

  it('has no pager when one page holds every subject', async () => {
    renderStudentPage('/registration', { subjects: twelve.slice(0, 5) });
    await table();
    expect(screen.queryByRole('navigation', { name: 'Subject pages' })).not.toBeInTheDocument();
  });

  it('searches code or name, ignoring case, and goes back to page 1', async () => {
    const subjects = [
      ...twelve,
      catalogueSubject(13, { code: 'KIX2001', name: 'Engineering Mathematics' }),
      catalogueSubject(14, { code: 'WIX2002', name: 'Data Structures' }),
    ];
    const { user } = renderStudentPage('/registration', { subjects });
    await table();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    const search = screen.getByRole('searchbox', { name: 'Search subjects' });
    expect(search).toHaveAttribute('placeholder', 'Search subjects by code or name');

    await user.type(search, 'kix2');
    expect(codesShown()).toEqual(['KIX2001']);
    await user.clear(search);
    await user.type(search, 'MATHEMATICS');
    expect(codesShown()).toEqual(['KIX2001']);
    await user.clear(search);
    await user.type(search, 'wix200');
    expect(codesShown()).toEqual(['WIX2002']);
    await user.clear(search);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('says "No subjects available" when the catalogue is empty', async () => {
    renderStudentPage('/registration', { subjects: [] });
    expect(await screen.findByText('No subjects available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('says which search found nothing, and clears it back to the whole catalogue', async () => {
    const { user } = renderStudentPage('/registration', { subjects: twelve });
    await table();
    const search = screen.getByRole('searchbox', { name: 'Search subjects' });
    await user.type(search, 'astrophysics');
    expect(screen.getByText('No subjects match “astrophysics”')).toBeInTheDocument();
    expect(screen.queryByText('No subjects available')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await table();
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(codesShown()).toHaveLength(5);
  });

  it("shows a long faculty whole as the select's title, which it may shorten on screen", async () => {
    const long = 'Faculty of Computer Science and Information Technology';
    const { user } = renderStudentPage('/registration', {
      subjects: twelve,
      replies: { [`GET ${API.subjects}?facultyId=1`]: { body: twelve } },
    });
    await table();
    const faculty = screen.getByRole('combobox', { name: 'Faculty' });
    expect(faculty).toHaveAttribute('title', 'All Faculties');
    await within(faculty).findByRole('option', { name: long });
    await user.selectOptions(faculty, long);
    await waitFor(() => expect(faculty).toHaveDisplayValue(long));
    expect(faculty).toHaveAttribute('title', long);
  });

  it('sends the faculty and year filters to the server and returns to page 1', async () => {
    const engineering = [catalogueSubject(20, { code: 'KIX1001', name: 'Statics' })];
    const { user, fetchMock } = renderStudentPage('/registration', {
      subjects: twelve,
      replies: {
        [`GET ${API.subjects}?facultyId=2`]: { body: engineering },
        [`GET ${API.subjects}?facultyId=2&year=2`]: { body: [] },
      },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    const faculty = screen.getByRole('combobox', { name: 'Faculty' });
    expect(faculty).toHaveDisplayValue('All Faculties');
    expect(
      within(faculty)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All Faculties',
      'Faculty of Computer Science and Information Technology',
      'Faculty of Engineering',
    ]);
    await user.selectOptions(faculty, 'Faculty of Engineering');
    await waitFor(() => expect(codesShown()).toEqual(['KIX1001']));

    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(year).toHaveDisplayValue('All Years');
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Years', 'Year 1', 'Year 2', 'Year 3', 'Year 4']);
    await user.selectOptions(year, 'Year 2');
    expect(
      await screen.findByText('No subjects match Faculty of Engineering, Year 2'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', `${API.subjects}?facultyId=2&year=2`)).toHaveLength(1);

    await user.selectOptions(faculty, 'All Faculties');
    await user.selectOptions(year, 'All Years');
    await waitFor(() => expect(codesShown()[0]).toBe('WIX1001'));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('colours each quota by the seats left: warning at 5 or fewer, info under 30%', async () => {
    renderStudentPage('/registration', {
      subjects: [
        catalogueSubject(1, { quota: { total: 100, registered: 95 } }),
        catalogueSubject(2, { quota: { total: 100, registered: 94 } }),
        catalogueSubject(3, { quota: { total: 100, registered: 71 } }),
        catalogueSubject(4, { quota: { total: 100, registered: 70 } }),
        catalogueSubject(5, { quota: { total: 4, registered: 0 } }),
      ],
    });
    await table();
    const badge = (text: string) => screen.getByText(text).closest('[data-slot="badge"]');
    expect(badge('5/100 available')).toHaveAttribute('data-level', 'warning');
    expect(badge('6/100 available')).toHaveAttribute('data-level', 'info');
    expect(badge('29/100 available')).toHaveAttribute('data-level', 'info');
    expect(badge('30/100 available')).toHaveAttribute('data-level', 'success');
    expect(badge('4/4 available')).toHaveAttribute('data-level', 'warning');
    expect(badge('30/100 available')).toHaveClass('bg-success');
    expect(badge('6/100 available')).toHaveClass('bg-info');
    expect(badge('5/100 available')).toHaveClass('bg-warning');
  });

  it('shows a full subject as a red "Full", its seats still said to a screen reader', async () => {
    renderStudentPage('/registration', {
      subjects: [catalogueSubject(1, { quota: { total: 100, registered: 100 } })],
    });
    await table();
    const [row] = bodyRows();
    const badge = row!.querySelector<HTMLElement>('[data-slot="badge"]')!;
    expect(badge).toHaveClass('bg-destructive');
    expect(badge).not.toHaveClass('bg-warning');
    // Seen: "Full"; heard: "Full, 0/100 available".
    expect(within(badge).getByText('Full')).not.toHaveClass('sr-only');
    expect(within(badge).getByText('Full, 0/100 available')).toHaveClass('sr-only');
    expect(within(row!).getByRole('button', { name: 'Full WIX1001' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says when the subjects cannot be loaded, and tries again', async () => {
    const { user, fetchMock } = renderStudentPage('/registration', {
      replies: {
        [`GET ${API.subjects}`]: {
          status: 500,
          body: {
            error: 'Something went wrong on our side. Please try again.',
            code: 'INTERNAL_ERROR',
          },
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the subjects');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(callsTo(fetchMock, 'GET', API.subjects)).toHaveLength(2);
  });
});
