import { API, type SubjectStatusUpdate } from '@daftar/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { adminUser, lecturerUser, studentUser } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { findToast, queryToasts } from '@/testing/toasts';
import { bellButton, renderStudentHome, storedNotifications } from './render-student-home';

const approvedUpdate: SubjectStatusUpdate = {
  userId: studentUser.id,
  subjectId: 11,
  subjectCode: 'CSC3101',
  subjectName: 'Data Structures',
  newStatus: 'approved',
  decidedAt: '2026-03-02T01:00:00.000Z',
};
const rejectedUpdate: SubjectStatusUpdate = {
  userId: studentUser.id,
  subjectId: 12,
  subjectCode: 'MAT2201',
  subjectName: 'Linear Algebra',
  newStatus: 'rejected',
  rejectionReason: 'Prerequisite not met',
  decidedAt: '2026-03-02T01:05:00.000Z',
};

afterEach(() => vi.useRealTimers());

describe('notification centre: live status updates', () => {
  it('is there for students only', async () => {
    await renderStudentHome(studentUser);
    expect(bellButton()).toHaveAccessibleName('Notifications');
  });

  it.each([
    ['a lecturer', lecturerUser],
    ['an admin', adminUser],
  ])('is not there for %s', async (_, user) => {
    await renderStudentHome(user);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it("ignores another student's update", async () => {
    const { live } = await renderStudentHome();
    live.emit('subjectStatusUpdated', { ...approvedUpdate, userId: studentUser.id + 1 });
    expect(bellButton()).toHaveAccessibleName('Notifications');
    expect(storedNotifications()).toEqual([]);
  });

  it('announces an approval with the spec wording, and keeps it under the user key', async () => {
    const { live } = await renderStudentHome();
    live.emit('subjectStatusUpdated', approvedUpdate);
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
    live.emit('subjectStatusUpdated', rejectedUpdate);
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
    live.emit('subjectStatusUpdated', rejectedUpdate);
    live.emit('subjectStatusUpdated', { ...rejectedUpdate, subjectId: 13, rejectionReason: '' });
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
    live.emit('subjectStatusUpdated', approvedUpdate);
    live.emit('subjectStatusUpdated', { ...approvedUpdate, decidedAt: '2026-03-02T01:00:30.000Z' });
    expect(storedNotifications()).toHaveLength(1);
    await user.click(bellButton());
    expect(await screen.findByRole('menuitem', { name: /Subject Approved!/ })).toHaveTextContent(
      'has been approved. (2 updates)',
    );
  });

  it('counts a decision once when it arrives again, as it does in each open tab', async () => {
    const { live } = await renderStudentHome();
    live.emit('subjectStatusUpdated', approvedUpdate);
    live.emit('subjectStatusUpdated', approvedUpdate);
    expect(storedNotifications()).toEqual([expect.objectContaining({ updates: 1 })]);
    expect(bellButton()).toHaveAccessibleName('Notifications (1 unread)');
  });

  it('shows the toast 300 ms after the update, destructive for a rejection', async () => {
    const { live } = await renderStudentHome();
    vi.useFakeTimers();
    live.emit('subjectStatusUpdated', rejectedUpdate);
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
    live.emit('subjectStatusUpdated', approvedUpdate);
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
    live.emit('subjectStatusUpdated', approvedUpdate);
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
    live.emit('subjectStatusUpdated', approvedUpdate);
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
    live.emit('subjectStatusUpdated', rejectedUpdate);
    expect(requestPermission).toHaveBeenCalledOnce();
    await waitFor(() => expect(shown.map((each) => each.title)).toEqual(['Subject Rejected']));
  });

  it('neither asks nor shows when permission was denied', async () => {
    const { shown, requestPermission } = stubNotification('denied');
    const { live } = await renderStudentHome();
    live.emit('subjectStatusUpdated', approvedUpdate);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });
});
