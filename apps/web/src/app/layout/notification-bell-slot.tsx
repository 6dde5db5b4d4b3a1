import { useSession } from '@/features/auth/session-context';
import { NotificationCentre } from '@/features/notifications/components/notification-centre';

/**
 * The header's notification bell (spec section 2), for students only: notifications are about a
 * student's own subject registrations (spec section 6). Keyed by user, so a new sign-in starts
 * from that user's own notifications.
 */
export function NotificationBellSlot() {
  const { user } = useSession();
  if (user?.role !== 'student') return null;
  return (
    <div className="flex items-center">
      <NotificationCentre key={user.id} userId={user.id} />
    </div>
  );
}
