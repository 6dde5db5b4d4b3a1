import {
  INBOX_PAGE_MAX,
  type InboxNotification,
  type InboxReply,
  type MarkNotificationsReadBody,
  type NotificationsChange,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import type { DomainEvents } from '../../lib/domain-events';
import type { Selectable } from 'kysely';
import type { Tables } from '../../db/schema';
import * as repo from './notifications.repository';

declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /** Notifications stored for people, each for the bell of every browser of its person. */
    notificationsAdded: { notifications: InboxNotification[] };
    /** A person read or cleared notifications: their other browsers follow. */
    notificationsChanged: { userId: number; change: NotificationsChange };
  }
}

/** A notification to store: whom it is for, what it tells, and when it happened. */
export type NewNotification = Omit<InboxNotification, 'id' | 'read'>;

type Row = Selectable<Tables['notifications']>;

function toNotification(row: Row): InboxNotification {
  const payload = JSON.parse(row.payload) as Partial<InboxNotification>;
  return {
    ...payload,
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    createdAt: row.created_at,
    read: row.read_at !== null,
  };
}

/**
 * Stores notifications inside the caller's transaction, so each is kept exactly when the change
 * it reports is: a decision rolled back leaves no notification behind. Returns them with their
 * ids, for the caller to record as `notificationsAdded` (their emails and live messages follow).
 */
export async function recordNotifications(
  trx: Db,
  notifications: NewNotification[],
): Promise<InboxNotification[]> {
  if (notifications.length === 0) return [];
  const rows = notifications.map(({ userId, kind, createdAt, ...payload }) => ({
    user_id: userId,
    kind,
    payload: JSON.stringify(payload),
    created_at: createdAt,
    read_at: null,
  }));
  const stored = await repo.insertNotifications(trx, rows);
  return notifications.map((notification, index) => ({
    ...notification,
    id: stored[index]!.id,
    read: false,
  }));
}

/**
 * The person's notifications after `after` (the newest 50, oldest first), which of those they
 * keep are unread, and up to which id they cleared: enough for a browser that was away to catch
 * up with what happened and with what their other browsers did.
 */
export async function inbox(db: Db, userId: number, after = 0): Promise<InboxReply> {
  const clearedThrough = (await repo.clearedThrough(db, userId))?.clearedThrough ?? 0;
  const from = Math.max(after, clearedThrough);
  const [rows, unreadIds] = await Promise.all([
    repo.newestAfter(db, userId, from, INBOX_PAGE_MAX),
    repo.unreadIds(db, userId, clearedThrough, INBOX_PAGE_MAX * 4),
  ]);
  return { notifications: rows.reverse().map(toNotification), unreadIds, clearedThrough };
}

/** Marks notifications read; the person's other browsers follow. */
export async function markRead(
  db: Db,
  events: DomainEvents,
  userId: number,
  body: MarkNotificationsReadBody,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  if (body.all) await repo.markRead(db, userId, 'all', at);
  const change: NotificationsChange = body.all
    ? { allRead: true }
    : { readIds: await repo.markRead(db, userId, body.ids ?? [], at) };
  await events.committed('notificationsChanged', { userId, change });
}

/** Clears every notification the person has, in every browser. */
export async function clearNotifications(
  database: Database,
  events: DomainEvents,
  userId: number,
): Promise<void> {
  const clearedThrough = await database.transaction((trx) => repo.clearAll(trx, userId));
  await events.committed('notificationsChanged', { userId, change: { clearedThrough } });
}
