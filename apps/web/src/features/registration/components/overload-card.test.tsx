import { API, type OverloadRequest, type StudentOverloads } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import { catalogueSubject, renderStudentPage } from '@/testing/registration-fixtures';
import { findToast } from '@/testing/toasts';

// Issue 44: an add refused by the credit maximum is not a dead end either.

beforeAll(() => import('./registration-page'));

const request = (overrides: Partial<OverloadRequest> = {}): OverloadRequest => ({
  id: 9,
  periodId: 1,
  student: { id: 1, name: 'Nur Aisyah', studentId: '034561' },
  credits: 23,
  reason: 'Final semester: WIX1002 is my last core subject.',
  status: 'pending',
  createdAt: '2025-06-01T02:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  ...overrides,
});

describe('asking for more credits', () => {
  it('is offered once an add is refused by the credit maximum, and shows the request waiting', async () => {
    let overloads: StudentOverloads = { creditMax: 20, overloadCap: 24, requests: [] };
    const { user, fetchMock } = renderStudentPage('/registration', {
      subjects: [catalogueSubject(1), catalogueSubject(2)],
      replies: {
        [`GET ${API.overloadRequest}`]: () => ({ body: overloads }),
        [`POST ${API.selectedSubjects}`]: {
          status: 409,
          body: {
            code: 'CREDIT_LIMIT',
            error: 'Adding WIX1002 (3 credits) would take you to 23 credits; the maximum is 20.',
            params: { code: 'WIX1002', credits: 3, creditsAfter: 23, creditMax: 20 },
          },
        },
        [`POST ${API.overloadRequest}`]: () => {
          overloads = { ...overloads, requests: [request()] };
          return { status: 201, body: request() };
        },
      },
    });
    await screen.findByRole('button', { name: 'Add WIX1002' });
    expect(screen.queryByRole('region', { name: /Credit maximum/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add WIX1002' }));
    const card = await screen.findByRole('region', { name: /Credit maximum/ });
    expect(card).toHaveTextContent('You may ask your advisor for more, up to 24 credits.');
    await user.click(within(card).getByRole('button', { name: 'Ask for more credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for more credits' });
    const credits = within(dialog).getByLabelText('New maximum (credits)');
    await user.clear(credits);
    await user.type(credits, '23');
    await user.type(within(dialog).getByLabelText('Reason'), request().reason);
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await findToast()).toHaveTextContent('a maximum of 23 credits');
    const [, init] = callsTo(fetchMock, 'POST', API.overloadRequest)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ credits: 23, reason: request().reason });
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Your request for a maximum of 23 credits is waiting for your advisor.',
    );
    expect(within(card).getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
  });

  it("shows the server's refusal under the credits, and a rejection's reason", async () => {
    const { user } = renderStudentPage('/registration', {
      replies: {
        [`GET ${API.overloadRequest}`]: {
          body: {
            creditMax: 20,
            overloadCap: 24,
            requests: [request({ status: 'rejected', decisionReason: 'CGPA below 3.00.' })],
          },
        },
        [`POST ${API.overloadRequest}`]: {
          status: 409,
          body: {
            code: 'OVERLOAD_CREDITS',
            error: 'You may ask for at most 24 credits this period; you asked for 30.',
            params: { context: 'aboveCap', credits: 30, creditMax: 20, overloadCap: 24 },
          },
        },
      },
    });
    const card = await screen.findByRole('region', { name: /Credit maximum/ });
    expect(card).toHaveTextContent('Rejected');
    expect(card).toHaveTextContent('Reason: CGPA below 3.00.');
    await user.click(within(card).getByRole('button', { name: 'Ask again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for more credits' });
    await user.clear(within(dialog).getByLabelText('New maximum (credits)'));
    await user.type(within(dialog).getByLabelText('New maximum (credits)'), '30');
    await user.type(within(dialog).getByLabelText('Reason'), 'Please.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(
      await within(dialog).findByLabelText('New maximum (credits)'),
    ).toHaveAccessibleDescription(
      'You may ask for at most 24 credits this period; you asked for 30.',
    );
  });
});
