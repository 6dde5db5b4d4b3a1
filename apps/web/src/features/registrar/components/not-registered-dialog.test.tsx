import { API, type NotRegisteredList } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import { current, renderSemesters } from './semesters.test-bed';

// A semester's lists after its window (issue 47): who is Not Registered, and the bursary's
// export, each file fetched with the session's token and saved under the server's name.

const marked: NotRegisteredList = {
  periodId: 7,
  notRegisteredDate: '2027-01-08',
  marked: true,
  students: [
    {
      student: { id: 31, name: 'Nur Aisyah binti Rahman', studentId: '22004512' },
      email: 'aisyah@siswa.example.edu.my',
      programme: 'SE',
      remindedAt: '2027-01-05T01:00:00.000Z',
      markedAt: '2027-01-08T00:01:00.000Z',
    },
    {
      student: { id: 32, name: 'Lim Wei Jie', studentId: '22004788' },
      email: null,
      programme: null,
      remindedAt: null,
      markedAt: '2027-01-08T00:01:00.000Z',
    },
  ],
};
const noneToday: NotRegisteredList = {
  periodId: 7,
  notRegisteredDate: '2027-01-08',
  marked: false,
  students: [],
};

const saved: { href: string; download: string }[] = [];
beforeEach(() => {
  // jsdom has no object URLs; a browser gives the blob one and the link saves it.
  URL.createObjectURL = () => 'blob:list';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  saved.length = 0;
  vi.restoreAllMocks();
});

async function openList(
  list: NotRegisteredList,
  {
    malay = false,
    replies = {},
  }: { malay?: boolean; replies?: Parameters<typeof renderSemesters>[0] } = {},
) {
  const view = renderSemesters(
    { [`GET ${API.notRegistered(7)}`]: { body: list }, ...replies },
    { malay },
  );
  const name = malay
    ? 'Tidak Berdaftar: Semester 6 Sesi 2024/2025'
    : 'Not Registered: Semester 6 2024/2025';
  await view.user.click(await screen.findByRole('button', { name }));
  return { ...view, dialog: await screen.findByRole('dialog', { name }) };
}

describe('the Not Registered list', () => {
  it('lists the students marked, with student ID, name, programme, reminded and marked', async () => {
    const { dialog } = await openList(marked);
    expect(
      await within(dialog).findByText('2 students were marked Not Registered on 8 Jan 2027.'),
    ).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Students marked Not Registered' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Student ID', 'Name', 'Programme', 'Reminded', 'Marked']);
    expect(rows.map((row) => row.textContent)).toEqual([
      [
        '22004512',
        'Nur Aisyah binti Rahman',
        'SE',
        '5 Jan 2027, 9:00 am',
        '8 Jan 2027, 8:01 am',
      ].join(''),
      ['22004788', 'Lim Wei Jie', 'None', 'Not yet', '8 Jan 2027, 8:01 am'].join(''),
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Nur Aisyah binti Rahman');
  });

  it('gives the focus back to its button when it closes', async () => {
    const { user, dialog } = await openList(marked);
    await within(dialog).findByRole('table');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('button', { name: 'Not Registered: Semester 6 2024/2025' }),
    ).toHaveFocus();
  });

  it('says so when no student would be marked today', async () => {
    const { dialog } = await openList(noneToday);
    expect(
      await within(dialog).findByText(
        'Every student has an approved subject: no one would be marked Not Registered today.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists, before the day, who would be marked, in Malay', async () => {
    const today = {
      ...marked,
      marked: false,
      students: [{ ...marked.students[1]!, markedAt: null }],
    };
    const { dialog } = await openList(today, { malay: true });
    expect(
      await within(dialog).findByText(
        '1 pelajar tiada subjek diluluskan setakat hari ini: jika tidak mendaftar, mereka akan ditanda Tidak Berdaftar pada 8 Jan 2027.',
      ),
    ).toBeInTheDocument();
    const table = within(dialog).getByRole('table', {
      name: 'Pelajar yang tiada subjek diluluskan',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No. Matrik', 'Nama', 'Program', 'Diingatkan', 'Ditanda']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      ['22004788', 'Lim Wei Jie', 'Tiada', 'Belum', 'Belum'].join(''),
    );
  });

  it('says so in Malay when no student was marked', async () => {
    const { dialog } = await openList({ ...noneToday, marked: true }, { malay: true });
    expect(
      await within(dialog).findByText('Tiada pelajar yang ditanda Tidak Berdaftar.'),
    ).toBeInTheDocument();
  });

  it('downloads the list as CSV with the session token', async () => {
    const csvUrl = `${API.notRegistered(7)}.csv`;
    const { user, dialog, fetchMock } = await openList(marked, {
      replies: {
        [`GET ${csvUrl}`]: {
          text: 'student_id,name\r\n',
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="not-registered-7.csv"',
          },
        },
      },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:list', download: 'not-registered-7.csv' }]),
    );
    const [call] = callsTo(fetchMock, 'GET', csvUrl);
    expect(new Headers(call?.[1]?.headers).get('authorization')).toMatch(/^Bearer /);
  });
});

describe('the bursary export', () => {
  it('downloads the changes as CSV and as JSON', async () => {
    const csvUrl = API.bursaryChanges(7, 'csv');
    const jsonUrl = API.bursaryChanges(7, 'json');
    const { user, fetchMock } = renderSemesters({
      [`GET ${csvUrl}`]: {
        text: 'student_id,name,kind\r\n',
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="bursary-changes-2024-2025-sem6.csv"',
        },
      },
      [`GET ${jsonUrl}`]: { body: [] },
    });
    const bursary = await screen.findByRole('group', { name: 'Bursary export' });
    await user.click(
      within(bursary).getByRole('button', { name: 'Bursary export of Semester 6 2024/2025: CSV' }),
    );
    await user.click(
      within(bursary).getByRole('button', { name: 'Bursary export of Semester 6 2024/2025: JSON' }),
    );
    await waitFor(() =>
      expect(saved).toEqual([
        { href: 'blob:list', download: 'bursary-changes-2024-2025-sem6.csv' },
        { href: 'blob:list', download: 'bursary-changes-7.json' },
      ]),
    );
    for (const url of [csvUrl, jsonUrl]) {
      const [call] = callsTo(fetchMock, 'GET', url);
      expect(new Headers(call?.[1]?.headers).get('authorization')).toMatch(/^Bearer /);
    }
  });

  it('says so when the export cannot be had', async () => {
    const { user } = renderSemesters({
      [`GET ${API.bursaryChanges(7, 'csv')}`]: {
        status: 404,
        body: { error: 'That semester was not found.', code: 'NOT_FOUND' },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Bursary export of Semester 6 2024/2025: CSV' }),
    );
    expect(await screen.findByText('Could Not Download the Bursary Export')).toBeVisible();
    expect(saved).toEqual([]);
  });

  it('is offered on each semester, named for it', async () => {
    renderSemesters({
      [`GET ${API.adminPeriods}`]: {
        body: [
          current,
          { ...current, id: 8, semester: 1, academicYear: '2025/2026', isCurrent: false },
        ],
      },
      [`GET ${API.calendarEvents}?periodId=8`]: { body: [] },
    });
    expect(
      await screen.findByRole('button', { name: 'Bursary export of Semester 1 2025/2026: JSON' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Not Registered: Semester 1 2025/2026' }),
    ).toBeInTheDocument();
  });
});
