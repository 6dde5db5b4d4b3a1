import { API } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectedSubject } from '@/testing/fixtures';
import { callsTo, never } from '@/testing/mock-api';
import { renderStudentPage } from '@/testing/registration-fixtures';

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./registration-page'));

const panel = async () => {
  const heading = await screen.findByRole('heading', { name: 'My Selected Subjects' });
  return within(heading.closest<HTMLElement>('[data-slot="card"]')!);
};

describe('period banner', () => {
  it('shows the window in en-GB, the period status and the credits against the maximum', async () => {
    renderStudentPage('/registration');
    const banner = within(await screen.findByRole('region', { name: 'Registration period' }));
    expect(await banner.findByText('Credits Selected: 12/20')).toBeInTheDocument();
    expect(banner.getByText('Semester 6, 2024/2025')).toBeInTheDocument();
    expect(banner.getByText('26 May 2025')).toBeInTheDocument();
    expect(banner.getByText('11 Jun 2025')).toBeInTheDocument();
    expect(banner.getByText('Open')).toBeInTheDocument();
    expect(banner.getByRole('progressbar', { name: 'Credits Selected: 12/20' })).toHaveAttribute(
      'aria-valuenow',
      '12',
    );
  });
});

describe('my selected subjects', () => {
  it('lists each subject with its credits and status, rejected ones in red with the reason', async () => {
    renderStudentPage('/registration', {
      replies: {
        [`GET ${API.selectedSubjects}`]: {
          body: [
            selectedSubject(1, { status: 'approved', credits: 4 }),
            selectedSubject(2, { status: 'rejected', rejectionReason: 'Section is for majors' }),
            selectedSubject(3),
          ],
        },
      },
    });
    const card = await panel();
    const items = await card.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('CSC3101');
    expect(items[0]).toHaveTextContent('4 credits');
    expect(items[0]).toHaveTextContent('Approved');
    expect(items[1]).toHaveTextContent('Rejected');
    expect(items[1]).toHaveTextContent('Reason: Section is for majors');
    expect(items[1]).toHaveClass('text-destructive');
    // The registration is a draft: its pending subject has not been sent to the advisor yet.
    expect(items[2]).toHaveTextContent('Not submitted');
    // Rejected subjects hold no seat and do not count.
    expect(card.getByText('Total Credits: 7')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Remove CSC3102' })).toBeEnabled();
  });

  it('says "No subjects selected yet" and keeps Submit disabled when empty', async () => {
    renderStudentPage('/registration');
    const card = await panel();
    expect(await card.findByText('No subjects selected yet')).toBeInTheDocument();
    expect(card.getByText('Total Credits: 0')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Submit Registration' })).toBeDisabled();
  });

  it('shows the error state with the message, and tries again', async () => {
    const { user, fetchMock } = renderStudentPage('/registration', {
      replies: {
        [`GET ${API.selectedSubjects}`]: {
          status: 500,
          body: {
            error: 'Something went wrong on our side. Please try again.',
            code: 'INTERNAL_ERROR',
          },
        },
      },
    });
    const card = await panel();
    // The selection query retries twice, 1 s apart, before giving up (spec section 7).
    const alert = await card.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Error loading selected subjects');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    const calls = callsTo(fetchMock, 'GET', API.selectedSubjects).length;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(callsTo(fetchMock, 'GET', API.selectedSubjects).length).toBe(calls + 1);
  });

  it('falls back to "An unknown error occurred" when the failure has no message', async () => {
    renderStudentPage('/registration', {
      replies: { [`GET ${API.selectedSubjects}`]: () => Promise.reject(new Error('')) },
    });
    const alert = await (await panel()).findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('An unknown error occurred');
  });

  it('keeps the period loading without blocking the panel', async () => {
    renderStudentPage('/registration', { replies: { [`GET ${API.period}`]: never } });
    const card = await panel();
    expect(await card.findByText('No subjects selected yet')).toBeInTheDocument();
  });
}, 15_000);

describe('selection summary bar', () => {
  it('sums up the selection and opens the review before a submission', async () => {
    const { user } = renderStudentPage('/registration', {
      replies: {
        [`GET ${API.selectedSubjects}`]: {
          body: [
            selectedSubject(1, { credits: 4 }),
            selectedSubject(2, { status: 'rejected' }),
            selectedSubject(3),
          ],
        },
      },
    });
    const bar = within(await screen.findByRole('region', { name: 'Selection summary' }));
    // Rejected subjects count for nothing, as in the panel.
    expect(await bar.findByText('Total: 7 credits')).toBeInTheDocument();
    expect(bar.getByText('3 subjects selected')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Review and Submit' }));
    const review = await screen.findByRole('dialog', { name: 'Review and Submit' });
    expect(within(review).getByText('Total: 7 credits')).toBeInTheDocument();
  });

  it('says "View Selection" when there is nothing to submit, and takes the student to the panel', async () => {
    const { user } = renderStudentPage('/registration');
    const bar = within(await screen.findByRole('region', { name: 'Selection summary' }));
    expect(await bar.findByText('0 subjects selected')).toBeInTheDocument();
    expect(bar.getByText('Total: 0 credits')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'View Selection' }));
    expect(screen.getByRole('heading', { name: 'My Selected Subjects' })).toHaveFocus();
  });
});
