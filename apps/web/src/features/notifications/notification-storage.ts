import { NOTIFICATIONS_STORAGE_PREFIX } from '@daftar/contract';
import { studentNotificationSchema, type StudentNotification } from './notification';

/** Spec section 3: the fixed prefix and the user id, so each user of a computer has their own. */
export function notificationsStorageKey(userId: number): string {
  return `${NOTIFICATIONS_STORAGE_PREFIX}_${userId}`;
}

/** The user's kept notifications, dropping any entry that is not one (edited by hand, say). */
export function loadNotifications(userId: number): StudentNotification[] {
  try {
    const stored: unknown = JSON.parse(
      localStorage.getItem(notificationsStorageKey(userId)) ?? '[]',
    );
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((item) => {
      const parsed = studentNotificationSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/** Keeps the user's notifications; false when storage refused them. */
export function saveNotifications(
  userId: number,
  notifications: readonly StudentNotification[],
): boolean {
  try {
    localStorage.setItem(notificationsStorageKey(userId), JSON.stringify(notifications));
    return true;
  } catch {
    // Storage full or blocked (private browsing): the bell still works for this visit.
    return false;
  }
}
