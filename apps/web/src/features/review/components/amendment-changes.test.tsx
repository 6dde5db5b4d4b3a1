import { API, type RegistrationChange, type RegistrationDetail } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lecturerUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';
import {
  registrationDetail,
  reviewContext,
  reviewQueueItem,
  reviewQueuePage,
  reviewSubject,
} from '@/testing/review-fixtures';

// Issue 47: an approved registration changed during add/drop comes back to the advisor as an
// amendment, marked in the queue, its detail naming what was added and dropped.

const change = (
  id: number,
  kind: RegistrationChange['change'],
  at: string,
  overrides: Partial<RegistrationChange> = {},
): RegistrationChange => ({
  subject: { id, code: `CSC${3100 + id}`, name: `Subject ${id}`, nameMs: `Subjek ${id}` },
  change: kind,
  stage: 'add_drop',
  credits: 3,
  at,
  ...overrides,
});

const amended = registrationDetail(7, {
  amendment: true,
  subjects: [
    reviewSubject(1, { status: 'approved' }),
    reviewSubject(3, { status: 'approved' }),
    reviewSubject(4),
  ],
  changes: [
    change(2, 'drop', '2025-06-10T02:00:00.000Z', { credits: 4 }),
    change(4, 'add', '2025-06-11T03:00:00.000Z'),
  ],
});

/** The desk as the lecturer sees it, in their language, at `path`. */
async function renderDesk(detail: RegistrationDetail, language: 'en' | 'ms', path: string) {
  const user = { ...lecturerUser, language };
  storeTokenFor(user);
  mockApi({
    ...sessionReplies(user),
    [`GET ${API.reviewQueue}`]: {
      body: reviewQueuePage([reviewQueueItem(7, { amendment: true }), reviewQueueItem(8)]),
    },
    [`GET ${API.reviewRegistration(7)}`]: { body: detail },
    [`GET ${API.reviewContext(7)}`]: { body: reviewContext(detail) },
    [`GET ${API.registrationNote(7)}`]: { body: { current: null, history: [] } },
    [`GET ${API.reasonTemplates}`]: { body: [] },
  });
  return renderApp(path);
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe("an amendment on the advisor's desk", () => {
  it('is marked in the queue', async () => {
    await renderDesk(amended, 'en', '/admin');
    await screen.findByText('Student 7');
    expect(within(rowOf('Student 7')).getByText('Amendment')).toBeInTheDocument();
    expect(within(rowOf('Student 8')).queryByText('Amendment')).toBeNull();
  });

  it('lists each change of the registration, oldest first, with its subject and date', async () => {
    await renderDesk(amended, 'en', '/admin?registration=7');
    const section = await screen.findByRole('region', { name: 'Amendment' });
    expect(section).toHaveTextContent(
      'Student 7 changed this registration after it was approved. The subjects approved before keep their seats while you decide the amendment.',
    );
    const [dropped, added] = within(section).getAllByRole('listitem');
    expect(dropped).toHaveTextContent(
      'DroppedCSC3102 – Subject 2 · 4 credits10 Jun 2025, during add/drop',
    );
    expect(added).toHaveTextContent(
      'AddedCSC3104 – Subject 4 · 3 credits11 Jun 2025, during add/drop',
    );
    expect(within(added!).getByText('11 Jun 2025')).toHaveAttribute(
      'datetime',
      '2025-06-11T03:00:00.000Z',
    );
  });

  it('shows a withdrawal among the changes, and nothing when there are none', async () => {
    const withdrawn = registrationDetail(7, {
      amendment: true,
      changes: [change(4, 'withdraw', '2025-07-01T02:00:00.000Z', { stage: 'withdrawal' })],
    });
    const { unmount } = await renderDesk(withdrawn, 'en', '/admin?registration=7');
    const section = await screen.findByRole('region', { name: 'Amendment' });
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      'WithdrawnCSC3104 – Subject 4 · 3 credits1 Jul 2025, by withdrawal',
    );
    unmount();
    await renderDesk(registrationDetail(7), 'en', '/admin?registration=7');
    await screen.findByRole('heading', { name: 'Student 7' });
    expect(screen.queryByRole('region', { name: 'Amendment' })).toBeNull();
  });

  it('speaks Malay', async () => {
    await renderDesk(amended, 'ms', '/admin?registration=7');
    const section = await screen.findByRole('region', { name: 'Pindaan' });
    expect(section).toHaveTextContent(
      'Student 7 mengubah pendaftaran ini selepas ia diluluskan. Subjek yang telah diluluskan kekal dengan tempatnya sementara penasihat memutuskan pindaan ini.',
    );
    const [dropped, added] = within(section).getAllByRole('listitem');
    expect(dropped).toHaveTextContent('DigugurkanCSC3102 – Subjek 2 · 4 kredit');
    expect(dropped).toHaveTextContent('semasa tambah/gugur');
    expect(added).toHaveTextContent('DitambahCSC3104 – Subjek 4 · 3 kredit');
  });

  it('marks the amendment in the queue in Malay', async () => {
    await renderDesk(amended, 'ms', '/admin');
    await screen.findByText('Student 7');
    expect(within(rowOf('Student 7')).getByText('Pindaan')).toBeInTheDocument();
  });
});
