import { API, type Period, type Withdrawal } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPeriod, selectedSubject, studentUser } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { renderStudentPage } from '@/testing/registration-fixtures';
import { sessionReplies } from '@/testing/render-app';
import { findToast } from '@/testing/toasts';

// Issue 47: the semester after the window on the registration page: its stages, withdrawal, and
// the late note read before a late submission.

beforeAll(() => import('./registration-page'));

const withdrawalPeriod: Period = {
  ...openPeriod,
  status: 'Closed',
  stages: {
    ...openPeriod.stages,
    addDropEndDate: '2025-06-20',
    withdrawalStartDate: '2025-07-01',
    withdrawalEndDate: '2025-08-10',
    semesterEndDate: '2025-10-10',
    current: ['withdrawal'],
  },
};

const request = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 4,
  periodId: 1,
  student: { id: 1, name: 'Nur Aisyah', studentId: '034561' },
  subject: { id: 2, code: 'CSC3102', name: 'Subject 2', nameMs: null },
  reason: 'Medical leave from week 6.',
  status: 'pending',
  createdAt: '2025-07-02T02:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  credits: 3,
  creditsAfter: 3,
  creditMin: 0,
  ...overrides,
});

describe('withdrawal on the registration page', () => {
  it('asks to withdraw from an approved subject with a reason, then shows it waiting', async () => {
    let requests: Withdrawal[] = [];
    const { user, fetchMock } = renderStudentPage('/registration', {
      replies: {
        [`GET ${API.period}`]: { body: withdrawalPeriod },
        [`GET ${API.selectedSubjects}`]: {
          body: [
            selectedSubject(1, { status: 'approved' }),
            selectedSubject(2, { status: 'approved' }),
          ],
        },
        [`GET ${API.withdrawals}`]: () => ({ body: requests }),
        [`POST ${API.withdrawals}`]: () => {
          requests = [request()];
          return { status: 201, body: request() };
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Withdrawal' });
    expect(card).toHaveTextContent('until 10 Aug 2025');
    const banner = await screen.findByRole('region', { name: 'Registration period' });
    expect(banner).toHaveTextContent('Withdrawal');
    expect(within(banner).getByText('Open now')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Withdraw from a subject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw from a subject' });
    expect(dialog).toHaveTextContent('W (withdrawn)');
    await user.selectOptions(within(dialog).getByLabelText('Subject'), '2');
    await user.type(within(dialog).getByLabelText('Reason'), 'Medical leave from week 6.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to Withdraw' }));
    expect(await findToast()).toHaveTextContent('Withdrawal request sent to your advisor');
    const [, init] = callsTo(fetchMock, 'POST', API.withdrawals)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      subjectId: 2,
      reason: 'Medical leave from week 6.',
    });
    expect(await within(card).findByText('Waiting for your advisor: 3 credits.')).toBeVisible();
  });

  it("shows an approved withdrawal as W and a rejection's reason, in Malay", async () => {
    renderStudentPage('/registration', {
      replies: {
        ...sessionReplies({ ...studentUser, language: 'ms' }),
        [`GET ${API.period}`]: { body: withdrawalPeriod },
        [`GET ${API.withdrawals}`]: {
          body: [
            request({ status: 'approved', decidedAt: '2025-07-03T02:00:00.000Z' }),
            request({
              id: 5,
              subject: null,
              credits: 6,
              status: 'rejected',
              decisionReason: 'Jumpa saya dahulu.',
            }),
          ],
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Tarik diri' });
    expect(await within(card).findByText('Tarik diri (W)')).toBeVisible();
    expect(card).toHaveTextContent('Tarik diri: W dalam rekod anda, 3 kredit dilepaskan.');
    expect(card).toHaveTextContent('Seluruh semester');
    expect(card).toHaveTextContent('Jumpa saya dahulu.');
  });

  it('reads the late note before a late submission', async () => {
    const { user } = renderStudentPage('/registration', {
      replies: {
        [`GET ${API.period}`]: {
          body: {
            ...openPeriod,
            status: 'Closed',
            stages: {
              ...openPeriod.stages,
              lateRegistrationEndDate: '2025-06-18',
              lateNote: { en: 'The bursary charges RM50 per subject.', ms: null },
              current: ['lateRegistration'],
            },
          } satisfies Period,
        },
        [`GET ${API.selectedSubjects}`]: { body: [selectedSubject(1)] },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Submit Registration/ }));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByRole('note', { name: 'Late registration' });
    expect(note).toHaveTextContent('this registration is marked late');
    expect(note).toHaveTextContent('The bursary charges RM50 per subject.');
  });
});
