import { API, type HistoryEntry } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { studentUser } from '@/testing/fixtures';
import { historyEntry, renderStudentPage } from '@/testing/registration-fixtures';
import { sessionReplies } from '@/testing/render-app';

// Issue 47: a subject withdrawn from after approval stays in its registration's history as W,
// Withdrawn (Tarik diri), with no credits and outside the total.

beforeAll(() => import('./history-page'));

const faculty = 'Faculty of Computer Science and Information Technology';
const subject = (code: string, name: string, extra: Partial<HistoryEntry['subjects'][0]> = {}) => ({
  id: Number(code.slice(-4)),
  code,
  name,
  nameMs: null,
  credits: 3,
  facultyName: faculty,
  facultyNameMs: null,
  status: 'approved' as const,
  ...extra,
});

const withdrawnAt = '2026-12-04T02:00:00.000Z';
const entry = historyEntry(2, {
  status: 'approved',
  totalCredits: 3,
  subjects: [
    subject('WIA2001', 'Data Structures'),
    subject('WIA2002', 'Software Modelling', { credits: 0, withdrawnAt }),
  ],
});

function renderHistory(language: 'en' | 'ms', entries: HistoryEntry[] = [entry]) {
  return renderStudentPage('/history', {
    replies: {
      ...sessionReplies({ ...studentUser, language }),
      [`GET ${API.history}`]: { body: entries },
    },
  });
}

/** The open tab's subject rows, and its total credits. */
async function panel() {
  const tab = within(await screen.findByRole('tabpanel'));
  return { tab, rows: tab.getAllByRole('row').slice(1) };
}

describe('a withdrawn subject in the history', () => {
  it('shows W and "Withdrawn" with no credits, outside the total', async () => {
    renderHistory('en');
    const { tab, rows } = await panel();
    expect(rows).toHaveLength(2);
    const withdrawn = within(rows[1]!);
    expect(withdrawn.getByText('W')).toBeInTheDocument();
    expect(withdrawn.getByText('Withdrawn')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Withdrawn on 4 Dec 2026');
    expect(rows[1]).toHaveTextContent('Credits: 0');
    expect(rows[1]).not.toHaveTextContent('Approved');
    expect(rows[0]).toHaveTextContent('Approved');
    expect(within(rows[0]!).queryByText('W')).not.toBeInTheDocument();
    expect(tab.getByText('Total Credits', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '3',
    );
  });

  it('reads "Tarik diri" in Malay', async () => {
    renderHistory('ms');
    // The interface turns to the student's language once their session is read.
    expect(await screen.findByText('Tarik diri')).toBeInTheDocument();
    const { tab, rows } = await panel();
    expect(within(rows[1]!).getByText('W')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Tarik diri pada 4 Dis 2026');
    expect(rows[1]).toHaveTextContent('Kredit: 0');
    expect(rows[1]).not.toHaveTextContent('Diluluskan');
    expect(tab.getByText('Jumlah Kredit', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '3',
    );
  });

  it('offers no slip once every subject was withdrawn from', async () => {
    renderHistory('en', [
      historyEntry(2, {
        totalCredits: 0,
        subjects: [subject('WIA2002', 'Software Modelling', { credits: 0, withdrawnAt })],
      }),
    ]);
    await panel();
    expect(screen.queryByRole('button', { name: /slip/i })).not.toBeInTheDocument();
  });
});
