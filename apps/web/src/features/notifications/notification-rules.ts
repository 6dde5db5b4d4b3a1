import { NOTIFICATION_MERGE_WINDOW_MS, NOTIFICATIONS_MAX } from '@daftar/contract';
import type { NotificationInput, StudentNotification } from './notification';

/**
 * Adds a notification at the top (spec section 9): a repeat of the same subject and status
 * within 60 seconds of the last one merges into it, counting the updates and bringing it back
 * to the top unread; otherwise it is new, and only the newest 50 are kept. A decision already
 * kept (by another tab of the same student) changes nothing.
 */
export function addNotification(
  list: readonly StudentNotification[],
  input: NotificationInput,
  now: number,
): StudentNotification[] {
  const kept =
    input.decidedAt !== undefined &&
    list.some(
      (item) =>
        item.decidedAt === input.decidedAt &&
        item.subjectId === input.subjectId &&
        item.status === input.status,
    );
  if (kept) return list.slice();
  const repeat = list.find(
    (item) =>
      item.subjectId === input.subjectId &&
      item.status === input.status &&
      now - item.timestamp <= NOTIFICATION_MERGE_WINDOW_MS,
  );
  if (repeat) {
    const merged = {
      ...repeat,
      ...input,
      timestamp: now,
      unread: true,
      updates: repeat.updates + 1,
    };
    return [merged, ...list.filter((item) => item !== repeat)];
  }
  const created: StudentNotification = {
    ...input,
    id: `${input.subjectId}-${input.status}-${decidedTime(input) ?? now}`,
    timestamp: now,
    unread: true,
    updates: 1,
  };
  return [created, ...list].slice(0, NOTIFICATIONS_MAX);
}

export function markRead(list: readonly StudentNotification[], id: string): StudentNotification[] {
  return list.map((item) => (item.id === id && item.unread ? { ...item, unread: false } : item));
}

export function markAllRead(list: readonly StudentNotification[]): StudentNotification[] {
  return list.map((item) => (item.unread ? { ...item, unread: false } : item));
}

/** The decision's own time, which every tab receiving it agrees on, when the update carries it. */
function decidedTime(input: NotificationInput): number | undefined {
  const time = input.decidedAt === undefined ? NaN : Date.parse(input.decidedAt);
  return Number.isNaN(time) ? undefined : time;
}
