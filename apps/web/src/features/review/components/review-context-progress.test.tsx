import { API } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderReviewDetail } from '@/testing/render-review-detail';
import { registrationDetail, reviewContext } from '@/testing/review-fixtures';

// The advisor's panel against the student's programme structure (issue 45).

const detail = registrationDetail(7, { totalCredits: 9 });
const base = reviewContext(detail);
const core = { en: 'Core subjects', ms: 'Subjek teras' };
const electives = { en: 'Electives', ms: 'Elektif' };

async function renderContext(context: Partial<typeof base>) {
  await renderReviewDetail(detail, {
    [`GET ${API.reviewContext(7)}`]: { body: { ...base, ...context } },
  });
  await screen.findByRole('meter');
}

const [first, second, third] = base.subjects;

describe("the advisor's panel against the programme structure", () => {
  it('says what each subject counts toward, a full group, and a subject that counts toward nothing', async () => {
    await renderContext({
      subjects: [
        {
          ...first!,
          countsToward: { group: 'CORE', name: core, kind: 'core', year: 2, adds: true },
        },
        {
          ...second!,
          countsToward: {
            group: 'ELEC',
            name: electives,
            kind: 'elective',
            year: null,
            adds: false,
          },
        },
        { ...third!, countsToward: null },
      ],
      progress: {
        programme: { code: 'BCS', name: { en: 'Computer Science', ms: 'Sains Komputer' } },
        intake: '2024/2025',
        totalCredits: 120,
        done: 40,
        inProgress: 9,
        needed: 71,
        short: [
          {
            code: 'CORE',
            name: core,
            kind: 'core',
            creditsNeeded: 12,
            subjects: [
              { code: 'CSC2001', failedGrade: 'F' },
              { code: 'CSC2002', failedGrade: null },
            ],
          },
        ],
      },
    });
    expect(screen.getByText('Counts toward Core subjects, year 2')).toBeInTheDocument();
    expect(
      screen.getByText('Counts toward Electives, already met: adds no credits'),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Counts toward nothing in the student's programme structure"),
    ).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', {
      name: '40 credits done, 9 in progress, 71 still needed, of 120',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '49');
    const short = within(screen.getByRole('list', { name: 'Requirement groups still short' }));
    expect(short.getByRole('listitem')).toHaveTextContent(
      'Core subjects: 12 credits short. Still needs CSC2001 (failed, F), CSC2002.',
    );
  });

  it('says so when the student has no structure, and marks no subject', async () => {
    await renderContext({ progress: null });
    expect(
      screen.getByText(/No programme structure for this student's intake/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Counts toward/)).not.toBeInTheDocument();
  });
});
