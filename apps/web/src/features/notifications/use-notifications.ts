import { useCallback, useEffect, useRef, useState } from 'react';
import type { NotificationInput, StudentNotification } from './notification';
import { addNotification, markAllRead, markRead } from './notification-rules';
import {
  loadNotifications,
  notificationsStorageKey,
  saveNotifications,
} from './notification-storage';

type Change = (list: readonly StudentNotification[]) => StudentNotification[];

/**
 * One user's notifications, kept in their browser across visits (spec section 3) and shared by
 * their open tabs: each change starts from what is kept, which another tab may have changed, and
 * a change kept by another tab shows here at once.
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

  const update = useCallback(
    (change: Change) => {
      const next = change(storageKeeps.current ? loadNotifications(userId) : shown.current);
      storageKeeps.current = saveNotifications(userId, next);
      show(next);
    },
    [userId, show],
  );

  const add = useCallback(
    (input: NotificationInput, now: number) => update((list) => addNotification(list, input, now)),
    [update],
  );

  return {
    notifications,
    add,
    markRead: (id: string) => update((list) => markRead(list, id)),
    markAllRead: () => update(markAllRead),
    clearAll: () => update(() => []),
  };
}
