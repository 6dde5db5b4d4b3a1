import { API, type Permit } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import { catalogueSubject, renderStudentPage } from '@/testing/registration-fixtures';
import { findToast } from '@/testing/toasts';

// Issue 46: a refusal a permit may let pass is not a dead end.

beforeAll(() => import('./registration-page'));

const REASON = 'I need WIX1002 to graduate this semester.';

const permit = (overrides: Partial<Permit> = {}): Permit => ({
  id: 5,
  periodId: 1,
  student: { id: 1, name: 'Nur Aisyah', studentId: '034561' },
  subject: { id: 2, code: 'WIX1002', name: 'Fundamentals of Programming', nameMs: null },
  section: null,
  rule: 'SUBJECT_FULL',
  reason: REASON,
  status: 'pending',
  decider: { id: 7, name: 'Dr. Rosmah binti Idris' },
  createdAt: '2025-06-01T02:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  decisionReason: null,
  usedAt: null,
  ...overrides,
});

describe('asking for a permit', () => {
  it('is offered once an add is refused by a full subject, and shows the permit waiting', async () => {
    let permits: Permit[] = [];
    const { user, fetchMock } = renderStudentPage('/registration', {
      subjects: [catalogueSubject(1), catalogueSubject(2)],
      replies: {
        [`GET ${API.permits}`]: () => ({ body: { permits } }),
        [`POST ${API.selectedSubjects}`]: {
          status: 409,
          body: { code: 'SUBJECT_FULL', error: 'WIX1002 is full.', params: {} },
        },
        [`POST ${API.permits}`]: () => {
          permits = [permit()];
          return { status: 201, body: permit() };
        },
      },
    });
    await screen.findByRole('button', { name: 'Add WIX1002' });
    expect(screen.queryByRole('region', { name: 'Permits' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add WIX1002' }));
    const card = await screen.findByRole('region', { name: 'Permits' });
    expect(card).toHaveTextContent('WIX1002 is full. You may ask to be let past this once.');
    await user.click(within(card).getByRole('button', { name: 'Ask for a permit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a permit' });
    expect(dialog).toHaveTextContent('past a full subject');
    await user.type(within(dialog).getByLabelText('Reason'), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await findToast()).toHaveTextContent('the permit for WIX1002 is decided');
    const [, init] = callsTo(fetchMock, 'POST', API.permits)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      subjectId: 2,
      rule: 'SUBJECT_FULL',
      reason: REASON,
    });
    expect(
      await within(card).findByText('Past a full subject: waiting for Dr. Rosmah binti Idris.'),
    ).toBeInTheDocument();
    // One is open for that refusal: it is not offered again.
    expect(
      within(card).queryByRole('button', { name: 'Ask for a permit' }),
    ).not.toBeInTheDocument();
  });

  it("shows a rejection's reason, and what an approved permit means", async () => {
    renderStudentPage('/registration', {
      replies: {
        [`GET ${API.permits}`]: {
          body: {
            permits: [
              permit({ id: 6, status: 'rejected', decisionReason: 'The room holds no more.' }),
              permit({ id: 7, rule: 'TIME_CLASH', status: 'approved' }),
            ],
          },
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Permits' });
    expect(card).toHaveTextContent('Reason: The room holds no more.');
    expect(card).toHaveTextContent(
      'Past a time clash: approved by Dr. Rosmah binti Idris. Add the subject to use it.',
    );
  });
});
