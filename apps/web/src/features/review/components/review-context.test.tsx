import { API } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import { renderReviewDetail } from '@/testing/render-review-detail';
import { registrationDetail, reviewContext } from '@/testing/review-fixtures';

const detail = registrationDetail(7, { totalCredits: 17 });
const base = reviewContext(detail);

/** The detail of registration 7 with its context overridden. */
async function renderContext(context: Partial<typeof base> = {}, replies = {}) {
  const view = await renderReviewDetail(detail, {
    [`GET ${API.reviewContext(7)}`]: { body: { ...base, ...context } },
    ...replies,
  });
  await screen.findByRole('meter');
  return view;
}

const panel = () => screen.getByRole('complementary', { name: 'About this registration' });

describe('the context beside the decision', () => {
  it("shows the student's year and faculty, and credits within the limits", async () => {
    await renderContext({ credits: { total: 17, min: 12, max: 20 } });
    const aside = within(await waitFor(panel));
    expect(await aside.findByText('Year 2')).toBeInTheDocument();
    expect(aside.getByText('Faculty of Computer Science')).toBeInTheDocument();
    const meter = aside.getByRole('meter', { name: '17 of 12-20 credits' });
    expect(meter).toHaveAttribute('aria-valuenow', '17');
    expect(aside.getByText('Within the limits')).toBeInTheDocument();
  });

  it("shows the student's CGPA, credits earned and standing, probation in words", async () => {
    await renderContext({
      student: {
        ...base.student,
        record: {
          cgpa: 1.5,
          creditsEarned: 12,
          standing: 'probation',
          standingName: { en: 'On probation', ms: 'Dalam percubaan' },
        },
      },
      credits: { total: 9, min: 0, max: 12 },
    });
    const aside = within(await waitFor(panel));
    expect(await aside.findByText('1.50')).toBeInTheDocument();
    expect(aside.getByText('12', { selector: 'dd' })).toBeInTheDocument();
    expect(aside.getByText('On probation')).toBeInTheDocument();
    expect(aside.getByRole('meter', { name: '9 of at most 12 credits' })).toBeInTheDocument();
  });

  it("shows the student's holds, with what each blocks and why, or that there are none", async () => {
    await renderContext();
    expect(await within(await waitFor(panel)).findByText('No holds')).toBeInTheDocument();
  });

  it('lists an active hold with its type, what it blocks and its reason', async () => {
    const hold = {
      id: 3,
      studentId: base.student.id,
      type: 'finance' as const,
      reference: 'BUR-1',
      reasonEn: 'Tuition fees are unpaid.',
      reasonMs: 'Yuran belum dijelaskan.',
      howToClearEn: 'Pay at the bursary.',
      howToClearMs: 'Bayar di pejabat bendahari.',
      contact: 'Bursary',
      blocks: ['register' as const, 'slip' as const],
      placedAt: '2026-11-01T00:00:00.000Z',
      releasedAt: null,
    };
    await renderContext({ student: { ...base.student, holds: [hold] } });
    const aside = within(await waitFor(panel));
    expect(await aside.findByText('Finance')).toBeInTheDocument();
    expect(
      aside.getByText('Blocks: registration changes, the registration slip'),
    ).toBeInTheDocument();
    expect(aside.getByText('Tuition fees are unpaid.')).toBeInTheDocument();
  });

  it('says in words when the credits are below the minimum or above the maximum', async () => {
    await renderContext({ credits: { total: 9, min: 12, max: 20 } });
    expect(await screen.findByText('Below the minimum')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: '9 of 12-20 credits' })).toBeInTheDocument();
  });

  it('says above the maximum', async () => {
    await renderContext({ credits: { total: 23, min: 12, max: 20 } });
    expect(await screen.findByText('Above the maximum')).toBeInTheDocument();
  });

  it('marks each prerequisite met or not met in words, and shows seats and who waits', async () => {
    await renderContext({
      subjects: [
        {
          ...base.subjects[0]!,
          prerequisites: [
            {
              id: 50,
              code: 'CSC1100',
              name: 'Programming I',
              nameMs: null,
              met: true,
              grade: 'A-',
            },
            { id: 51, code: 'CSC2100', name: 'Algorithms', nameMs: null, met: false, grade: 'D' },
            { id: 52, code: 'CSC2200', name: 'Databases', nameMs: null, met: false, grade: null },
          ],
          seats: { capacity: 40, registered: 39, waiting: 4 },
        },
        ...base.subjects.slice(1),
      ],
    });
    const list = screen.getByRole('list', { name: 'Prerequisites of CSC3101' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Met: CSC1100 Programming I, grade A-');
    expect(items[1]).toHaveTextContent('Not met: CSC2100 Algorithms, grade D');
    expect(items[2]).toHaveTextContent(/^Not met: CSC2200 Databases$/);
    expect(screen.getByText('1 of 40 seat left · 4 waiting')).toBeInTheDocument();
    expect(screen.getAllByText('No prerequisites')).toHaveLength(2);
  });

  it('marks a clash in the timetable, with text, at the meetings that overlap', async () => {
    const [first, second, third] = base.subjects;
    await renderContext({
      subjects: [
        {
          ...first!,
          meetings: [{ day: 1, startTime: '08:00', endTime: '10:00', room: 'BK1' }],
          clashesWith: ['CSC3102'],
        },
        {
          ...second!,
          meetings: [
            { day: 1, startTime: '09:00', endTime: '11:00', room: 'BK2' },
            { day: 3, startTime: '09:00', endTime: '11:00', room: 'BK2' },
          ],
          clashesWith: ['CSC3101'],
        },
        third!,
      ],
    });
    expect(screen.getByText('Time clash with CSC3102')).toBeInTheDocument();
    expect(screen.getByText('Clash with CSC3102')).toBeInTheDocument();
    expect(screen.getByText('Clash with CSC3101')).toBeInTheDocument();
    // Wednesday's meeting of CSC3102 overlaps nothing: only the two Monday meetings are marked.
    expect(screen.getAllByText(/^Clash with/)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Monday' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wednesday' })).toBeInTheDocument();
  });

  it("folds the student's past registrations away until asked for", async () => {
    const { user } = await renderContext({
      history: [
        {
          id: 3,
          semester: 1,
          academicYear: '2023/2024',
          dateSubmitted: '2023-09-01T02:00:00.000Z',
          status: 'approved',
          totalCredits: 18,
          subjects: [
            {
              id: 9,
              code: 'CSC1100',
              name: 'Programming I',
              nameMs: null,
              credits: 3,
              facultyName: 'Faculty of Computer Science',
              facultyNameMs: null,
              status: 'approved',
            },
          ],
        },
      ],
    });
    const summary = screen.getByText('Show 1 earlier registration');
    expect(screen.getByText('Programming I')).not.toBeVisible();
    await user.click(summary);
    expect(screen.getByText('Programming I')).toBeVisible();
  });
});

describe('the private note', () => {
  const note = (text: string, at: string) => ({
    text,
    author: { id: 2, name: 'Dr. Hidayah' },
    at,
  });

  it('says who sees it, shows the note with its author, and its earlier versions', async () => {
    await renderContext(
      {},
      {
        [`GET ${API.registrationNote(7)}`]: {
          body: {
            current: note('Spoke to the student about CSC2100.', '2025-06-04T02:00:00.000Z'),
            history: [note('First note', '2025-06-03T02:00:00.000Z')],
          },
        },
      },
    );
    expect(await screen.findByText('Spoke to the student about CSC2100.')).toBeInTheDocument();
    expect(screen.getByText('Only advisors and admins see this note')).toBeInTheDocument();
    expect(screen.getAllByText(/^Dr\. Hidayah, 4 Jun 2025/)).toHaveLength(1);
    expect(screen.getByText('1 earlier version')).toBeInTheDocument();
  });

  it('saves an edited note and shows it', async () => {
    let saved: unknown;
    const { user, fetchMock } = await renderContext(
      {},
      {
        [`PUT ${API.registrationNote(7)}`]: (init: RequestInit) => {
          saved = JSON.parse(String(init.body));
          return {
            body: { current: note('Check CSC2100', '2025-06-04T02:00:00.000Z'), history: [] },
          };
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    const box = screen.getByRole('textbox', { name: 'Note' });
    expect(box).toHaveFocus();
    await user.type(box, '  Check CSC2100 ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Check CSC2100')).toBeInTheDocument();
    expect(saved).toEqual({ text: 'Check CSC2100' });
    expect(callsTo(fetchMock, 'PUT', API.registrationNote(7))).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit note' })).toHaveFocus());
  });
});
