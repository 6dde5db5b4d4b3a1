import { useCallback, useEffect, useState } from 'react';
import type { NotificationInput } from './notification';
import { addNotification, markAllRead, markRead } from './notification-rules';
import { loadNotifications, saveNotifications } from './notification-storage';

/** One user's notifications, kept in their browser across visits (spec section 3). */
export function useNotifications(userId: number) {
  const [notifications, setNotifications] = useState(() => loadNotifications(userId));

  useEffect(() => {
    saveNotifications(userId, notifications);
  }, [userId, notifications]);

  const add = useCallback(
    (input: NotificationInput, now: number) =>
      setNotifications((list) => addNotification(list, input, now)),
    [],
  );

  return {
    notifications,
    add,
    markRead: (id: string) => setNotifications((list) => markRead(list, id)),
    markAllRead: () => setNotifications(markAllRead),
    clearAll: () => setNotifications([]),
  };
}
