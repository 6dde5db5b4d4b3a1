import { API, type InboxNotification, type SubjectStatusUpdate } from '@daftar/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { adminUser, lecturerUser, studentUser } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { findToast, queryToasts } from '@/testing/toasts';
import {
  bellButton,
  emptyInbox,
  renderStudentHome,
  storedNotifications,
} from '@/testing/render-student-home';

const approvedUpdate: SubjectStatusUpdate = {
  userId: studentUser.id,
  subjectId: 11,
  subjectCode: 'CSC3101',
  subjectName: 'Data Structures',
  subjectNameMs: null,
  newStatus: 'approved',
  decidedAt: '2026-03-02T01:00:00.000Z',
};
const rejectedUpdate: SubjectStatusUpdate = {
  userId: studentUser.id,
  subjectId: 12,
  subjectCode: 'MAT2201',
  subjectName: 'Linear Algebra',
  subjectNameMs: null,
  newStatus: 'rejected',
  rejectionReason: 'Prerequisite not met',
  decidedAt: '2026-03-02T01:05:00.000Z',
};

/**
 * The inbox notification the server stores for a decision; the same decision always has the
 * same id, as it does when it reaches each open tab.
 */
function asInbox(update: SubjectStatusUpdate): InboxNotification {
  return {
    id: update.subjectId * 1000 + ((Date.parse(update.decidedAt) / 1000) % 1000),
    userId: update.userId,
    kind: 'decision',
    createdAt: update.decidedAt,
    read: false,
    subject: { id: update.subjectId, code: update.subjectCode, name: update.subjectName },
    decision: update.newStatus === 'approved' ? 'approved' : 'rejected',
    ...(update.rejectionReason !== undefined ? { reason: update.rejectionReason } : {}),
  };
}

afterEach(() => vi.useRealTimers());

describe('notification centre: live status updates', () => {
  it.each([
    ['a student', studentUser],
    ['a lecturer', lecturerUser],
    ['an admin', adminUser],
  ])('is there for %s', async (_, user) => {
    await renderStudentHome(user);
    expect(bellButton()).toHaveAccessibleName('Notifications');
  });

  it("ignores another student's update", async () => {
    const { live } = await renderStudentHome();
    live.emit('notificationAdded', asInbox({ ...approvedUpdate, userId: studentUser.id + 1 }));
    expect(bellButton()).toHaveAccessibleName('Notifications');
    expect(storedNotifications()).toEqual([]);
  });

  it('announces an approval with the spec wording, and keeps it under the user key', async () => {
    const { live } = await renderStudentHome();
    live.emit('notificationAdded', asInbox(approvedUpdate));
    expect(bellButton()).toHaveAccessibleName('Notifications (1 unread)');
    expect(bellButton()).toHaveTextContent('!');
    expect(storedNotifications()).toEqual([
      expect.objectContaining({
        title: 'Subject Approved!',
        message: 'Good news! Your registration for CSC3101 - Data Structures has been approved.',
        type: 'success',
        unread: true,
        id: `11-approved-${Date.parse(approvedUpdate.decidedAt)}`,
      }),
    ]);
  });

  it('words a kept notification again in the language chosen since, with its relative time', async () => {
    const { live, user } = await renderStudentHome();
    live.emit('notificationAdded', asInbox(rejectedUpdate));
    await user.click(bellButton());
    expect(await screen.findByText('Subject Rejected')).toBeInTheDocument();
    await act(() => chooseLanguage('ms'));
    try {
      expect(await screen.findByText('Subjek Ditolak')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Pendaftaran anda bagi MAT2201 - Linear Algebra telah ditolak. Alasan: Prerequisite not met',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Baru sahaja')).toBeInTheDocument();
    } finally {
      await act(() => chooseLanguage('en'));
    }
  });

  it('announces a rejection with its reason', async () => {
    const { live } = await renderStudentHome();
    live.emit('notificationAdded', asInbox(rejectedUpdate));
    live.emit(
      'notificationAdded',
      asInbox({ ...rejectedUpdate, subjectId: 13, rejectionReason: '' }),
    );
    expect(storedNotifications()).toEqual([
      expect.objectContaining({
        title: 'Subject Rejected',
        message: 'Your registration for MAT2201 - Linear Algebra has been rejected.',
        type: 'error',
      }),
      expect.objectContaining({
        title: 'Subject Rejected',
        message:
          'Your registration for MAT2201 - Linear Algebra has been rejected. Reason: Prerequisite not met',
        rejectionReason: 'Prerequisite not met',
      }),
    ]);
  });

  it('merges a repeat within the minute into "(2 updates)"', async () => {
    const { live, user } = await renderStudentHome();
    live.emit('notificationAdded', asInbox(approvedUpdate));
    live.emit(
      'notificationAdded',
      asInbox({ ...approvedUpdate, decidedAt: '2026-03-02T01:00:30.000Z' }),
    );
    expect(storedNotifications()).toHaveLength(1);
    await user.click(bellButton());
    expect(await screen.findByRole('menuitem', { name: /Subject Approved!/ })).toHaveTextContent(
      'has been approved. (2 updates)',
    );
  });

  it('counts a decision once when it arrives again, as it does in each open tab', async () => {
    const { live } = await renderStudentHome();
    live.emit('notificationAdded', asInbox(approvedUpdate));
    live.emit('notificationAdded', asInbox(approvedUpdate));
    expect(storedNotifications()).toEqual([expect.objectContaining({ updates: 1 })]);
    expect(bellButton()).toHaveAccessibleName('Notifications (1 unread)');
  });

  it('shows the toast 300 ms after the update, destructive for a rejection', async () => {
    const { live } = await renderStudentHome();
    vi.useFakeTimers();
    live.emit('notificationAdded', asInbox(rejectedUpdate));
    act(() => vi.advanceTimersByTime(299));
    expect(queryToasts()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    const [toast] = queryToasts();
    expect(toast).toHaveTextContent('Subject Rejected');
    expect(toast).toHaveTextContent('Reason: Prerequisite not met');
    expect(toast).toHaveClass('destructive');
  });

  it('shows an approval toast in the default style', async () => {
    const { live } = await renderStudentHome();
    live.emit('notificationAdded', asInbox(approvedUpdate));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Subject Approved!');
    expect(toast).not.toHaveClass('destructive');
  });

  it("refetches the student's selection, period, status and history", async () => {
    const { live, fetchMock, queryClient } = await renderStudentHome();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', API.period)).toHaveLength(1));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', API.selectedSubjects)).toHaveLength(1));
    // The student pages read these two; on the dashboard they are only cached, so marked stale.
    queryClient.setQueryData(queryKeys.status, { status: 'submitted', submittedAt: null });
    queryClient.setQueryData(queryKeys.history, []);
    live.emit('notificationAdded', asInbox(approvedUpdate));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', API.period)).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', API.selectedSubjects)).toHaveLength(2));
    expect(queryClient.getQueryState(queryKeys.status)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.history)?.isInvalidated).toBe(true);
  });
});

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
      decidedAt: '2026-03-02T01:10:00.000Z',
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
});
