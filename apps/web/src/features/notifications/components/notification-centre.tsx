import { useNotifications } from '../use-notifications';
import { useSubjectStatusAnnouncements } from '../use-subject-status-announcements';
import { NotificationBell } from './notification-bell';

/**
 * The student's notification centre: listens for decisions on their subjects for as long as they
 * are signed in, and shows what it kept in the header's bell. Mount it keyed by the user id.
 */
export function NotificationCentre({ userId }: { userId: number }) {
  const { notifications, add, markRead, markAllRead, clearAll } = useNotifications(userId);
  useSubjectStatusAnnouncements(userId, add);
  return (
    <NotificationBell
      notifications={notifications}
      onRead={markRead}
      onReadAll={markAllRead}
      onClear={clearAll}
    />
  );
}
