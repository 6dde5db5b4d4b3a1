import { API } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentUser } from '@/testing/fixtures';
import { chooseLanguage } from '@/lib/i18n';
import { progressReply } from '@/testing/progress-fixtures';
import { dashboardTestBed } from './dashboard.test-bed';

// The dashboard's programme progress at a glance (issue 45).

const { renderDashboard, card } = dashboardTestBed();

const withProgress = (body = progressReply()) => ({ [`GET ${API.progress}`]: { body } });

describe("the dashboard's programme progress", () => {
  it('shows credits done, in progress and still needed against the total, and the groups still short', async () => {
    renderDashboard(studentUser, withProgress(progressReply({ inProgress: 6, needed: 45 })));
    await screen.findByRole('heading', { name: 'Programme Progress' });
    const progress = card('Programme Progress');
    expect(progress).toHaveTextContent(
      'Bachelor of Computer Science (Artificial Intelligence) · 2024/2025 intake',
    );
    expect(within(progress).getByText('9 of 60 credits done')).toBeInTheDocument();
    const figures = within(progress)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual([
      'Done: 9 credits',
      'In progress: 6 credits',
      'Still needed: 45 credits',
    ]);
    const short = within(progress).getByRole('heading', { name: 'Groups still short', level: 3 });
    const items = within(short.parentElement!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Programme core6 credits to go, 2 subjects to go',
      'Programme electives45 credits to go',
    ]);
  });

  it('shows every group on request, and hides them again', async () => {
    const { user } = renderDashboard(studentUser, withProgress());
    const toggle = await screen.findByRole('button', { name: 'Show every group' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the groups');
    const table = screen.getByRole('table', {
      name: 'Every requirement group of your programme structure',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Programme coreCore · 9 credits required', '3', '0', '6 credits to go, 2 subjects to go'],
      ['University courses (MPU)University (MPU) · 6 credits required', '6', '0', 'Complete'],
      ['Programme electivesElective · 45 credits required', '0', '0', '45 credits to go'],
    ]);
    await user.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when every group is complete', async () => {
    const complete = progressReply();
    complete.groups = complete.groups.map((group) => ({ ...group, complete: true }));
    renderDashboard(studentUser, withProgress(complete));
    expect(await screen.findByText('Every requirement group is complete.')).toBeInTheDocument();
  });

  it('speaks Malay', async () => {
    await chooseLanguage('ms');
    renderDashboard({ ...studentUser, language: 'ms' }, withProgress());
    await screen.findByRole('heading', { name: 'Kemajuan Program' });
    const progress = card('Kemajuan Program');
    expect(progress).toHaveTextContent(
      'Ijazah Sarjana Muda Sains Komputer (Kecerdasan Buatan) · pengambilan 2024/2025',
    );
    expect(within(progress).getByText('9 daripada 60 kredit selesai')).toBeInTheDocument();
    expect(within(progress).getByText('Teras program')).toBeInTheDocument();
    expect(within(progress).getByText('6 kredit lagi, 2 subjek lagi')).toBeInTheDocument();
  });

  it('is not shown to a student without a structure, nor to a reviewer', async () => {
    renderDashboard(studentUser);
    await screen.findByRole('heading', { name: 'Selected Subjects' });
    expect(screen.queryByRole('heading', { name: 'Programme Progress' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
