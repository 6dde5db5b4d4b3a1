import { API, type Hold } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, managedUser } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

// Issue 44: the registrar places and releases a student's holds from People.

beforeAll(() => import('./people-page'));

const aisyah = managedUser({
  id: 3,
  username: 'student',
  name: 'Nur Aisyah binti Ahmad',
  studentId: '034561',
  yearOfStudy: 2,
  studentStatus: 'active',
});
const finance: Hold = {
  id: 9,
  studentId: 3,
  type: 'finance',
  reference: 'BUR-1',
  reasonEn: 'Tuition fees are unpaid.',
  reasonMs: 'Yuran belum dijelaskan.',
  howToClearEn: 'Pay at the bursary.',
  howToClearMs: 'Bayar di bendahari.',
  contact: 'Bursary',
  blocks: ['register'],
  placedAt: '2026-11-20T01:00:00.000Z',
  releasedAt: null,
};

const listUrl = `${API.adminHolds}?studentId=3&released=true`;

async function openHolds(holds: Hold[], replies: Parameters<typeof mockApi>[0] = {}) {
  storeTokenFor(adminUser);
  const fetchMock = mockApi({
    ...sessionReplies(adminUser),
    [`GET ${API.users}`]: { body: [aisyah] },
    [`GET ${listUrl}`]: { body: { holds } },
    ...replies,
  });
  const { user } = renderApp('/admin/people');
  await user.click(
    await screen.findByRole('button', { name: 'Actions for Nur Aisyah binti Ahmad' }),
  );
  await user.click(await screen.findByRole('menuitem', { name: 'Holds' }));
  const dialog = await screen.findByRole('dialog', { name: 'Holds on Nur Aisyah binti Ahmad' });
  return { user, fetchMock, dialog };
}

const sent = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  JSON.parse(String(callsTo(fetchMock, method, url)[0]![1]?.body ?? 'null'));

describe("a student's holds in People", () => {
  it('lists the active hold and releases it', async () => {
    const { user, fetchMock, dialog } = await openHolds([finance], {
      [`POST ${API.adminHoldRelease(9)}`]: {
        body: { ...finance, releasedAt: '2026-11-28T01:00:00.000Z' },
      },
    });
    const active = await within(dialog).findByRole('region', { name: 'Active holds' });
    expect(active).toHaveTextContent('Tuition fees are unpaid.');
    expect(active).toHaveTextContent('Reference BUR-1');
    await user.click(within(active).getByRole('button', { name: 'Release the Finance hold' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', API.adminHoldRelease(9))).toHaveLength(1),
    );
    expect(await screen.findByText('Hold Released')).toBeInTheDocument();
  });

  it('places a hold with its words in both languages', async () => {
    const { user, fetchMock, dialog } = await openHolds([], {
      [`POST ${API.adminHolds}`]: { status: 201, body: finance },
    });
    expect(await within(dialog).findByText('No active holds.')).toBeInTheDocument();
    const form = within(dialog).getByRole('form', { name: 'Place a hold' });
    await user.click(within(form).getByRole('checkbox', { name: 'Submitting' }));
    await user.type(within(form).getByLabelText('Reason (English)'), 'Fees unpaid.');
    await user.type(within(form).getByLabelText('Reason (Malay)'), 'Yuran belum dibayar.');
    await user.type(within(form).getByLabelText('How to clear it (English)'), 'Pay them.');
    await user.type(within(form).getByLabelText('How to clear it (Malay)'), 'Bayarnya.');
    await user.type(within(form).getByLabelText('Whom to contact'), 'Bursary');
    await user.click(within(form).getByRole('button', { name: 'Place Hold' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', API.adminHolds)).toEqual({
        studentId: 3,
        type: 'finance',
        blocks: ['register', 'submit'],
        reasonEn: 'Fees unpaid.',
        reasonMs: 'Yuran belum dibayar.',
        howToClearEn: 'Pay them.',
        howToClearMs: 'Bayarnya.',
        contact: 'Bursary',
      }),
    );
    expect(await screen.findByText('Hold Placed')).toBeInTheDocument();
  });
});
