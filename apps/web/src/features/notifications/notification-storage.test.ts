import { describe, expect, it } from 'vitest';
import type { StudentNotification } from './notification';
import {
  loadNotifications,
  notificationsStorageKey,
  saveNotifications,
} from './notification-storage';

const notification: StudentNotification = {
  id: '4-approved-1',
  title: 'Subject Approved!',
  message: 'Good news!',
  unread: true,
  type: 'success',
  timestamp: 1,
  subjectId: 4,
  status: 'approved',
  updates: 1,
};

describe('notification storage', () => {
  it('keeps each user under the fixed prefix and their id', () => {
    expect(notificationsStorageKey(3)).toBe('subject_registration_notifications_3');
    saveNotifications(3, [notification]);
    expect(JSON.parse(localStorage.getItem('subject_registration_notifications_3')!)).toEqual([
      notification,
    ]);
    expect(loadNotifications(3)).toEqual([notification]);
    expect(loadNotifications(4)).toEqual([]);
  });

  it('drops what is not a notification instead of failing', () => {
    localStorage.setItem(notificationsStorageKey(3), '{not json');
    expect(loadNotifications(3)).toEqual([]);
    localStorage.setItem(notificationsStorageKey(3), '{"a":1}');
    expect(loadNotifications(3)).toEqual([]);
    localStorage.setItem(
      notificationsStorageKey(3),
      JSON.stringify([notification, { id: 'x' }, null]),
    );
    expect(loadNotifications(3)).toEqual([notification]);
  });
});
