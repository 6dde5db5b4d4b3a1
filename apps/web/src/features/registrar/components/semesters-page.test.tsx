import { API } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { body, current, DEFAULT_STANDING_LIST, renderSemesters } from './semesters.test-bed';

describe('the semesters', () => {
  it("shows a semester's window, credits and final-year opening on the campus clock", async () => {
    renderSemesters();
    const card = (await screen.findByRole('heading', { name: /Semester 6 2024\/2025/ })).closest(
      'li',
    )!;
    expect(card).toHaveTextContent('Registration: 9 Nov 2026 – 14 Dec 2026');
    expect(card).toHaveTextContent('Credits: up to 20');
    expect(card).toHaveTextContent('Year 4 opens 7 Nov 2026, 9:00 am');
  });

  it('creates a semester, its opening sent in Malaysia time, and shows a refused field', async () => {
    const { user, fetchMock } = renderSemesters({
      [`POST ${API.adminPeriods}`]: {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          error: 'The end date must not be before the start date',
          params: { context: 'field', field: 'endDate' },
          fields: { endDate: 'The end date must not be before the start date' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New Semester' }));
    const form = await screen.findByRole('dialog', { name: 'New Semester' });
    await user.type(within(form).getByLabelText('Semester number'), '1');
    await user.type(within(form).getByLabelText('Academic year'), '2027/2028');
    await user.type(within(form).getByLabelText('Minimum credits'), '2');
    await user.type(within(form).getByLabelText('Overload cap (optional)'), '24');
    await user.click(within(form).getByRole('button', { name: 'Save Semester' }));
    expect(await within(form).findByLabelText('Registration closes')).toHaveAccessibleDescription(
      'The end date must not be before the start date',
    );
    expect(body(fetchMock, 'POST', API.adminPeriods)).toMatchObject({
      semester: 1,
      academicYear: '2027/2028',
      creditMin: 2,
      creditMax: 20,
      overloadCap: 24,
      yearOpenings: [],
    });
  });

  it('sets the probation maximum, an opening by credits earned, and publishes the results', async () => {
    const { user, fetchMock } = renderSemesters({
      [`PATCH ${API.adminPeriod(7)}`]: {
        body: {
          ...current,
          creditMaxProbation: 15,
          resultsPublished: true,
          creditsOpening: { minCredits: 76, opensAt: '2026-10-26T01:00:00.000Z' },
        },
      },
    });
    expect(
      await screen.findByText('Results not yet published: approvals count as passed'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit Semester 6 2024/2025' }));
    const form = await screen.findByRole('dialog');
    await user.type(
      within(form).getByLabelText('Maximum credits on probation (empty: as in good standing)'),
      '15',
    );
    await user.type(within(form).getByLabelText('Credits earned, at least'), '76');
    await user.type(within(form).getByLabelText('Opens at'), '2026-10-26T09:00');
    await user.click(
      within(form).getByRole('checkbox', { name: /Results of this semester are published/ }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save Semester' }));
    await waitFor(() =>
      expect(body(fetchMock, 'PATCH', API.adminPeriod(7))).toMatchObject({
        creditMaxProbation: 15,
        resultsPublished: true,
        creditsOpening: { minCredits: 76, opensAt: '2026-10-26T09:00:00+08:00' },
      }),
    );
  });

  it("sets the maximum of the registrar's own standing, named in the reader's language", async () => {
    const deans = { code: 'deans', nameEn: "Dean's list", nameMs: 'Senarai Dekan', minCgpa: 3.67 };
    const withDeans = { ...current, standingLimits: [{ standing: 'deans', creditMax: 24 }] };
    const { user, fetchMock } = renderSemesters({
      [`GET ${API.standings}`]: { body: { standings: [deans, ...DEFAULT_STANDING_LIST] } },
      [`PATCH ${API.adminPeriod(7)}`]: { body: withDeans },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Semester 6 2024/2025' }));
    const form = await screen.findByRole('dialog');
    await user.type(
      await within(form).findByLabelText(
        "Maximum credits for Dean's list (empty: as in good standing)",
      ),
      '24',
    );
    await user.click(within(form).getByRole('button', { name: 'Save Semester' }));
    await waitFor(() =>
      expect(body(fetchMock, 'PATCH', API.adminPeriod(7))).toMatchObject({
        standingLimits: [{ standing: 'deans', creditMax: 24 }],
      }),
    );
  });

  it("names the registrar's own standing's maximum on the semester's card", async () => {
    renderSemesters({
      [`GET ${API.adminPeriods}`]: {
        body: [{ ...current, standingLimits: [{ standing: 'deans', creditMax: 24 }] }],
      },
      [`GET ${API.standings}`]: {
        body: {
          standings: [
            { code: 'deans', nameEn: "Dean's list", nameMs: 'Senarai Dekan', minCgpa: 3.67 },
            ...DEFAULT_STANDING_LIST,
          ],
        },
      },
    });
    expect(await screen.findByText("Dean's list: up to 24 credits")).toBeInTheDocument();
  });

  it("shows a semester's probation maximum and opening by credits earned", async () => {
    renderSemesters({
      [`GET ${API.adminPeriods}`]: {
        body: [
          {
            ...current,
            creditMaxProbation: 15,
            resultsPublished: true,
            creditsOpening: { minCredits: 76, opensAt: '2026-10-26T01:00:00.000Z' },
          },
        ],
      },
    });
    expect(await screen.findByText('On probation: up to 15 credits')).toBeInTheDocument();
    expect(
      screen.getByText('76 credits earned or more: opens 26 Oct 2026, 9:00 am'),
    ).toBeInTheDocument();
    expect(screen.getByText('Results published')).toBeInTheDocument();
  });

  it('closes registration now, and keeps the semester current', async () => {
    const { user, fetchMock } = renderSemesters({
      [`PATCH ${API.adminPeriod(7)}`]: { body: { ...current, status: 'Closed' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Close Registration Now' }));
    await waitFor(() =>
      expect(body(fetchMock, 'PATCH', API.adminPeriod(7))).toEqual({ closed: true }),
    );
  });
});
