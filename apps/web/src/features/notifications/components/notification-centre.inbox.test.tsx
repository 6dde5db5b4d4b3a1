import { API } from '@daftar/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lecturerUser, studentUser } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import {
  approvedUpdate,
  asInbox,
  rejectedUpdate,
  secondsAgo,
} from '@/testing/notification-fixtures';
import {
  bellButton,
  emptyInbox,
  renderStudentHome,
  storedNotifications,
} from '@/testing/render-student-home';
import { findToast } from '@/testing/toasts';

// Browser notifications, and the inbox the bell catches up with (issue 21).

afterEach(() => vi.useRealTimers());

describe('notification centre: browser notifications', () => {
  function stubNotification(permission: NotificationPermission, answer = permission) {
    const shown: { title: string; options?: NotificationOptions }[] = [];
    const requestPermission = vi.fn(async () => answer);
    class FakeNotification {
      static permission = permission;
      static requestPermission = requestPermission;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, options });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    return { shown, requestPermission };
  }

  it('shows one when permission is granted', async () => {
    const { shown, requestPermission } = stubNotification('granted');
    const { live } = await renderStudentHome();
    live.emit('notificationAdded', asInbox(approvedUpdate));
    expect(shown).toEqual([
      {
        title: 'Subject Approved!',
        options: expect.objectContaining({
          body: 'Good news! Your registration for CSC3101 - Data Structures has been approved.',
        }),
      },
    ]);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('asks for permission while undecided, and shows it once allowed', async () => {
    const { shown, requestPermission } = stubNotification('default', 'granted');
    const { live } = await renderStudentHome();
    live.emit('notificationAdded', asInbox(rejectedUpdate));
    expect(requestPermission).toHaveBeenCalledOnce();
    await waitFor(() => expect(shown.map((each) => each.title)).toEqual(['Subject Rejected']));
  });

  it('neither asks nor shows when permission was denied', async () => {
    const { shown, requestPermission } = stubNotification('denied');
    const { live } = await renderStudentHome();
    live.emit('notificationAdded', asInbox(approvedUpdate));
    expect(requestPermission).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });
});

describe('notification centre: the inbox', () => {
  const whileAway = [
    asInbox(approvedUpdate),
    asInbox(rejectedUpdate),
    asInbox({
      ...approvedUpdate,
      subjectId: 14,
      subjectCode: 'CSC3102',
      subjectName: 'Networks',
      subjectNameMs: null,
      decidedAt: secondsAgo(10),
    }),
  ];

  it('finds the decisions made while the student was away, once each, with one toast', async () => {
    const ids = whileAway.map((n) => n.id);
    const inbox = (after: number) => ({
      notifications: whileAway.filter((n) => n.id > after),
      unreadIds: ids,
      clearedThrough: 0,
    });
    const { live, fetchMock } = await renderStudentHome(studentUser, inbox);
    await waitFor(() => expect(storedNotifications()).toHaveLength(3));
    expect(bellButton()).toHaveAccessibleName('Notifications (3 unread)');
    expect(storedNotifications()).toEqual([
      expect.objectContaining({ subjectCode: 'CSC3102', status: 'approved' }),
      expect.objectContaining({ subjectCode: 'MAT2201', rejectionReason: 'Prerequisite not met' }),
      expect.objectContaining({ subjectCode: 'CSC3101', status: 'approved' }),
    ]);
    const toast = await findToast();
    expect(toast).toHaveTextContent('While you were away');
    expect(toast).toHaveTextContent('3 decisions');

    // A reconnection asks only for what came after, and the live copy of one adds nothing.
    live.reconnect();
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', `${API.notifications}?after=${Math.max(...ids)}`),
      ).toHaveLength(1),
    );
    live.emit('notificationAdded', whileAway[0]!);
    expect(storedNotifications()).toHaveLength(3);
  });

  it('follows what the student read and cleared in another browser', async () => {
    let reply = {
      notifications: whileAway,
      unreadIds: whileAway.map((n) => n.id),
      clearedThrough: 0,
    };
    const { live } = await renderStudentHome(studentUser, () => reply);
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications (3 unread)'));

    reply = { notifications: [], unreadIds: [whileAway[2]!.id], clearedThrough: 0 };
    live.emit('notificationsChanged', { readIds: [whileAway[0]!.id, whileAway[1]!.id] });
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications (1 unread)'));

    reply = { ...emptyInbox, clearedThrough: Math.max(...whileAway.map((n) => n.id)) };
    live.emit('notificationsChanged', { clearedThrough: reply.clearedThrough });
    await waitFor(() => expect(storedNotifications()).toEqual([]));
  });

  it('tells the server when the student reads, so their other browsers follow', async () => {
    const { live, user, fetchMock } = await renderStudentHome();
    live.emit('notificationAdded', asInbox(approvedUpdate));
    await user.click(bellButton());
    await user.click(await screen.findByRole('menuitem', { name: /Subject Approved!/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', API.notificationsRead)).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', API.notificationsRead)[0]![1]?.body).toBe(
      JSON.stringify({ ids: [asInbox(approvedUpdate).id] }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Clear all' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', API.notifications)).toHaveLength(1));
  });

  it("tells an advisor of an advisee's submission", async () => {
    const { live, user, router } = await renderStudentHome(lecturerUser);
    live.emit('notificationAdded', {
      id: 7,
      userId: lecturerUser.id,
      kind: 'submission',
      createdAt: new Date().toISOString(),
      read: false,
      registration: { id: 3, studentName: 'Tan Mei Ling', studentNumber: '034561', subjects: 4 },
    });
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications (1 unread)'));
    await user.click(bellButton());
    await user.click(
      await screen.findByRole('menuitem', { name: /Tan Mei Ling submitted 4 subjects for review/ }),
    );
    // Choosing it opens that registration for review.
    await waitFor(() => expect(router.state.location.search).toBe('?registration=3'));
    expect(router.state.location.pathname).toBe('/admin');
  });

  it("tells an advisor of an advisee's request for more credits, and leads to it", async () => {
    const { live, user, router } = await renderStudentHome(lecturerUser);
    live.emit('notificationAdded', {
      id: 8,
      userId: lecturerUser.id,
      kind: 'overloadRequested',
      createdAt: new Date().toISOString(),
      read: false,
      overload: { id: 4, credits: 23, studentName: 'Tan Mei Ling', studentNumber: '034561' },
      reason: 'Final semester.',
    });
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications (1 unread)'));
    await user.click(bellButton());
    await user.click(
      await screen.findByRole('menuitem', {
        name: /Tan Mei Ling asks for a credit maximum of 23\. Reason: Final semester\./,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
