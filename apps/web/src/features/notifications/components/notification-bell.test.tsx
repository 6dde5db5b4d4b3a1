import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentUser } from '@/testing/fixtures';
import { bellButton, renderStudentHome, storedNotifications } from '@/testing/render-student-home';

describe('notification bell', () => {
  const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;
  function keep(...items: object[]) {
    localStorage.setItem(
      `subject_registration_notifications_${studentUser.id}`,
      JSON.stringify(items),
    );
  }
  const kept = (id: string, minutes: number, unread: boolean) => ({
    id,
    title: `Title ${id}`,
    message: `Message ${id}`,
    unread,
    type: 'success',
    timestamp: minutesAgo(minutes),
    subjectId: Number(id),
    status: 'approved',
    updates: 1,
  });

  it('says "No notifications" when there are none', async () => {
    const { user } = await renderStudentHome();
    await user.click(bellButton());
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Mark all read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('lists kept notifications newest first, with their relative time', async () => {
    keep(kept('1', 0, true), kept('2', 5, false), kept('3', 120, false));
    const { user } = await renderStudentHome();
    expect(bellButton()).toHaveAccessibleName('Notifications (1 unread)');
    await user.click(bellButton());
    const items = await screen.findAllByRole('menuitem', { name: /^Title/ });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Title 1.*Message 1.*Just now/),
      expect.stringMatching(/Title 2.*Message 2.*5 minutes ago/),
      expect.stringMatching(/Title 3.*Message 3.*2 hours ago/),
    ]);
  });

  it('marks a notification read when clicked, and keeps the menu open', async () => {
    keep(kept('1', 0, true), kept('2', 1, true));
    const { user } = await renderStudentHome();
    expect(bellButton()).toHaveAccessibleName('Notifications (2 unread)');
    await user.click(bellButton());
    const first = await screen.findByRole('menuitem', { name: /Title 1/ });
    expect(first).toHaveTextContent('Unread');
    await user.click(first);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(first).not.toHaveTextContent('Unread');
    expect(bellButton()).toHaveAccessibleName('Notifications (1 unread)');
    expect(storedNotifications()).toEqual([
      expect.objectContaining({ id: '1', unread: false }),
      expect.objectContaining({ id: '2', unread: true }),
    ]);
  });

  it('marks all read, which takes the "!" badge away', async () => {
    keep(kept('1', 0, true), kept('2', 1, true));
    const { user } = await renderStudentHome();
    expect(bellButton()).toHaveTextContent('!');
    await user.click(bellButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all read' }));
    expect(bellButton()).toHaveAccessibleName('Notifications');
    expect(bellButton()).not.toHaveTextContent('!');
    expect(storedNotifications()).toEqual([
      expect.objectContaining({ unread: false }),
      expect.objectContaining({ unread: false }),
    ]);
  });

  it('clears all', async () => {
    keep(kept('1', 0, true), kept('2', 1, false));
    const { user } = await renderStudentHome();
    await user.click(bellButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Clear all' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('No notifications')).toBeInTheDocument();
    expect(storedNotifications()).toEqual([]);
  });
});
