import {
  NOTIFICATION_MERGE_WINDOW_MS,
  NOTIFICATIONS_MAX,
  type InboxReply,
  type InboxNotification,
} from '@daftar/contract';
import type { NotificationInput, StudentNotification } from './notification';

/**
 * Two notifications tell of the same thing: one subject's same news, one registration's, one
 * overload request's, or one withdrawal's (two students' of one subject are two).
 */
function sameTopic(item: StudentNotification, input: NotificationInput): boolean {
  return (
    item.status === input.status &&
    item.subjectId === input.subjectId &&
    item.registrationId === input.registrationId &&
    item.overloadId === input.overloadId &&
    item.withdrawalId === input.withdrawalId
  );
}

/** The notification is one already kept: by its inbox id, or by its decision's own time. */
function isKept(list: readonly StudentNotification[], input: NotificationInput): boolean {
  if (input.inboxId !== undefined) {
    return list.some((item) => item.inboxIds?.includes(input.inboxId!));
  }
  return (
    input.decidedAt !== undefined &&
    list.some((item) => item.decidedAt === input.decidedAt && sameTopic(item, input))
  );
}

/**
 * Adds a notification at the top (spec section 9): a repeat of the same subject and status
 * within 60 seconds of the last one merges into it, counting the updates and bringing it back
 * to the top unread; otherwise it is new, and only the newest 50 are kept. A notification already
 * kept (by another tab, or fetched from the inbox) changes nothing.
 */
export function addNotification(
  list: readonly StudentNotification[],
  input: NotificationInput,
  now: number,
): StudentNotification[] {
  if (isKept(list, input)) return list.slice();
  const { inboxId, ...fields } = input;
  const withInboxId = (kept: number[] = []) =>
    inboxId === undefined ? {} : { inboxIds: [...kept, inboxId] };
  const repeat = list.find(
    (item) => sameTopic(item, input) && now - item.timestamp <= NOTIFICATION_MERGE_WINDOW_MS,
  );
  if (repeat) {
    const merged = {
      ...repeat,
      ...fields,
      ...withInboxId(repeat.inboxIds),
      timestamp: now,
      unread: true,
      updates: repeat.updates + 1,
    };
    return [merged, ...list.filter((item) => item !== repeat)];
  }
  const topic =
    input.subjectId !== undefined
      ? input.subjectId
      : input.overloadId !== undefined
        ? `overload${input.overloadId}`
        : input.withdrawalId !== undefined
          ? `withdrawal${input.withdrawalId}`
          : `registration${input.registrationId}`;
  const created: StudentNotification = {
    ...fields,
    ...withInboxId(),
    id: `${topic}-${input.status}-${decidedTime(input) ?? now}`,
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

/** The newest inbox notification the list stands for: what to ask the inbox for after. */
export function inboxCursor(list: readonly StudentNotification[]): number {
  return Math.max(0, ...list.flatMap((item) => item.inboxIds ?? []));
}

/**
 * Brings the kept list up to date with the inbox (issue 21): what was cleared in another browser
 * goes, what was read there is read here, and what happened while this browser was away is
 * added by the spec's rules (merged, capped at 50), each at the time it happened. Returns the new
 * list and the notifications it added.
 */
export function applyInbox(
  list: readonly StudentNotification[],
  reply: InboxReply,
  describe: (notification: InboxNotification) => NotificationInput,
): { list: StudentNotification[]; added: InboxNotification[] } {
  let next = list.filter(
    (item) => !item.inboxIds?.length || Math.max(...item.inboxIds) > reply.clearedThrough,
  );
  const added: InboxNotification[] = [];
  for (const notification of reply.notifications) {
    const input = describe(notification);
    if (isKept(next, input)) continue;
    next = addNotification(next, input, Date.parse(notification.createdAt));
    added.push(notification);
  }
  const unread = new Set(reply.unreadIds);
  next = next
    .map((item) => {
      if (!item.inboxIds?.length) return item;
      const isUnread = item.inboxIds.some((id) => unread.has(id));
      return isUnread === item.unread ? item : { ...item, unread: isUnread };
    })
    .sort((a, b) => b.timestamp - a.timestamp);
  return { list: next, added };
}

/** The decision's own time, which every tab receiving it agrees on, when the update carries it. */
function decidedTime(input: NotificationInput): number | undefined {
  const time = input.decidedAt === undefined ? NaN : Date.parse(input.decidedAt);
  return Number.isNaN(time) ? undefined : time;
}
