import { API } from '@daftar/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { adminUser, lecturerUser, studentUser } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import {
  approvedUpdate,
  asInbox,
  rejectedUpdate,
  secondsAgo,
} from '@/testing/notification-fixtures';
import { bellButton, renderStudentHome, storedNotifications } from '@/testing/render-student-home';
import { findToast, queryToasts } from '@/testing/toasts';

// The bell and its toasts as decisions arrive live (spec sections 8 and 9).

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
    live.emit('notificationAdded', asInbox({ ...approvedUpdate, decidedAt: secondsAgo(5) }));
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
