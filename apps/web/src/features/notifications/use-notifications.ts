import type { InboxNotification, InboxReply } from '@daftar/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearInbox, markInboxRead } from './api/inbox';
import type { NotificationInput, StudentNotification } from './notification';
import {
  addNotification,
  applyInbox,
  inboxCursor,
  markAllRead,
  markRead,
} from './notification-rules';
import {
  loadNotifications,
  notificationsStorageKey,
  saveNotifications,
} from './notification-storage';

type Change = (list: readonly StudentNotification[]) => StudentNotification[];

// The server is told of reads and clears so the person's other browsers follow; when it cannot
// be reached the bell still changes here, and the next catch-up from the inbox settles it.
const ignoreFailure = () => undefined;

/**
 * One user's notifications, kept in their browser across visits (spec section 3) and shared by
 * their open tabs: each change starts from what is kept, which another tab may have changed, and
 * a change kept by another tab shows here at once. Reads and clears go to the server's inbox too.
 */
export function useNotifications(userId: number) {
  const [notifications, setNotifications] = useState(() => loadNotifications(userId));
  const shown = useRef(notifications);
  // Where storage refuses to keep anything (blocked, full), the list lives in this tab alone.
  const storageKeeps = useRef(true);

  const show = useCallback((list: StudentNotification[]) => {
    shown.current = list;
    setNotifications(list);
  }, []);

  useEffect(() => {
    const key = notificationsStorageKey(userId);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) show(loadNotifications(userId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId, show]);

  const current = useCallback(
    () => (storageKeeps.current ? loadNotifications(userId) : shown.current),
    [userId],
  );

  const update = useCallback(
    (change: Change) => {
      const next = change(current());
      storageKeeps.current = saveNotifications(userId, next);
      show(next);
    },
    [userId, show, current],
  );

  const add = useCallback(
    (input: NotificationInput, now: number) => update((list) => addNotification(list, input, now)),
    [update],
  );

  /** Catches up with the inbox; the notifications this browser had not kept. */
  const sync = useCallback(
    (reply: InboxReply, describe: (notification: InboxNotification) => NotificationInput) => {
      const { list, added } = applyInbox(current(), reply, describe);
      update(() => list);
      return added;
    },
    [current, update],
  );

  return {
    notifications,
    add,
    sync,
    cursor: () => inboxCursor(current()),
    markRead: (id: string) => {
      const inboxIds = current().find((item) => item.id === id && item.unread)?.inboxIds;
      update((list) => markRead(list, id));
      if (inboxIds?.length) markInboxRead({ ids: inboxIds }).catch(ignoreFailure);
    },
    markAllRead: () => {
      update(markAllRead);
      markInboxRead({ all: true }).catch(ignoreFailure);
    },
    clearAll: () => {
      update(() => []);
      clearInbox().catch(ignoreFailure);
    },
  };
}
