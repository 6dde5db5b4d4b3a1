import '../i18n';
import { useNotifications } from '../use-notifications';
import { useLiveNotifications } from '../use-live-notifications';
import { NotificationBell } from './notification-bell';

/**
 * The person's notification centre: keeps their bell filled from their inbox, live and after
 * every absence, for as long as they are signed in. Mount it keyed by the user id.
 */
export function NotificationCentre({ userId }: { userId: number }) {
  const { notifications, add, sync, cursor, markRead, markAllRead, clearAll } =
    useNotifications(userId);
  useLiveNotifications(userId, { add, sync, cursor });
  return (
    <NotificationBell
      notifications={notifications}
      onRead={markRead}
      onReadAll={markAllRead}
      onClear={clearAll}
    />
  );
}
