import { API, type User } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import {
  academicCalendar,
  adminUser,
  lecturerUser,
  openPeriod,
  studentUser,
} from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

async function renderAs(user: User, userMenu = /: user menu$/) {
  storeTokenFor(user);
  mockApi({
    ...sessionReplies(user),
    [`GET ${API.period}`]: { body: openPeriod },
    [`GET ${API.selectedSubjects}`]: { body: [] },
    [`GET ${API.calendarEvents}`]: { body: academicCalendar },
  });
  const view = renderApp('/');
  await screen.findByRole('button', { name: userMenu });
  return view;
}

// The header renders its navigation twice (a row of its own on phones); the first is enough.
const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;

describe('header', () => {
  it('carries the product name and the words for student subject registration', async () => {
    await renderAs(studentUser);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Daftar')).toBeInTheDocument();
    expect(within(banner).getByText('Student Subject Registration')).toBeInTheDocument();
  });

  it('gives a student the Dashboard link only', async () => {
    await renderAs(studentUser);
    const links = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Dashboard']);
  });

  it('gives an admin the Admin Panel link', async () => {
    await renderAs(adminUser);
    expect(within(mainNav()).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(
      within(mainNav()).queryByRole('link', { name: 'Review Registrations' }),
    ).not.toBeInTheDocument();
  });

  it('gives a lecturer the Review Registrations link', async () => {
    await renderAs(lecturerUser);
    expect(within(mainNav()).getByRole('link', { name: 'Review Registrations' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(mainNav()).queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it("shows a student's initials, name and student ID in the user menu", async () => {
    const { user } = await renderAs(studentUser);
    // Its name starts with what it shows: the initials, then the name (WCAG 2.5.3).
    const trigger = screen.getByRole('button', { name: `NA ${studentUser.name}: user menu` });
    expect(trigger).toHaveTextContent('NA');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(studentUser.name)).toBeInTheDocument();
    expect(within(menu).getByText('Student ID: 034561')).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('gives an admin an Admin Panel entry and no student ID in the user menu', async () => {
    const { user } = await renderAs(adminUser);
    await user.click(screen.getByRole('button', { name: /: user menu$/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(menu).queryByText(/Student ID/)).not.toBeInTheDocument();
  });

  it('opens the user menu from the keyboard', async () => {
    const { user } = await renderAs(studentUser);
    screen.getByRole('button', { name: /: user menu$/ }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('lists the four important dates in the Academic Calendar dialog', async () => {
    const { user } = await renderAs(studentUser);
    await user.click(screen.getByRole('button', { name: 'Academic Calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Academic Calendar 2024/2025' });
    for (const [label, date] of [
      ['Registration Deadline', '11 Jun 2025'],
      ['Classes Begin', '1 Jul 2025'],
      ['Mid-term Break', '15 Oct 2025 – 23 Oct 2025'],
      ['Final Exams Begin', '19 Dec 2025'],
    ]) {
      expect(within(dialog).getByText(label!).closest('li')).toHaveTextContent(date!);
    }
    expect(await within(dialog).findByRole('grid', { name: 'June 2025' })).toBeInTheDocument();
  });

  it('draws the calendar month, weekdays and buttons in Malay when Malay is chosen', async () => {
    await chooseLanguage('ms');
    const { user } = await renderAs({ ...studentUser, language: 'ms' }, /: menu pengguna$/);
    await user.click(screen.getByRole('button', { name: 'Kalendar Akademik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kalendar Akademik 2024/2025' });
    const grid = await within(dialog).findByRole('grid', { name: 'Jun 2025' });
    // The weekday row is hidden from the accessibility tree (each day's button names its date).
    expect(
      Array.from(grid.querySelectorAll('th'), (day) => day.getAttribute('aria-label')),
    ).toEqual(['Isnin', 'Selasa', 'Rabu', 'Khamis', 'Jumaat', 'Sabtu', 'Ahad']);
    expect(within(grid).getAllByRole('gridcell', { name: /Jun 2025$/ })[0]).toHaveAccessibleName(
      'Ahad, 1 Jun 2025',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Pergi ke bulan sebelumnya' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Peperiksaan Akhir Bermula').closest('li')).toHaveTextContent(
      '19 Dis 2025',
    );
  });

  it('shows the guide, contacts and office hours in the Help dialog', async () => {
    const { user } = await renderAs(studentUser);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help & Support' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog).getByRole('heading', { name: 'Technical Support' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Faculty Advisor' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Mon-Fri 9:00 AM - 4:00 PM/)).toBeInTheDocument();
  });

  it('starts with a skip link, which takes the keyboard to the main content', async () => {
    const { user } = await renderAs(studentUser);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("shows the year, the current period's semester and the public pages in the footer", async () => {
    await renderAs(studentUser);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
    expect(await within(footer).findByText(/Semester 6, 2024\/2025/)).toBeInTheDocument();
    for (const [name, href] of [
      ['Help Center', '/help'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Contact Us', '/contact'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('says no semester is current, in the footer and the calendar, rather than inventing one', async () => {
    storeTokenFor(adminUser);
    mockApi({
      ...sessionReplies(adminUser),
      [`GET ${API.period}`]: {
        status: 404,
        body: { error: 'There is no current registration period.', code: 'NOT_FOUND' },
      },
      [`GET ${API.announcements}`]: { body: [] },
      [`GET ${API.calendarEvents}`]: { body: [] },
    });
    const { user } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(/No semester is current yet/)).toBeInTheDocument();
    expect(footer).not.toHaveTextContent('Semester 6');
    await user.click(screen.getByRole('button', { name: 'Academic Calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Academic Calendar' });
    expect(dialog).toHaveTextContent('No semester is current yet');
  });
});
