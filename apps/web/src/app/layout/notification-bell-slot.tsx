import { useSession } from '@/features/auth/session-context';
import { NotificationCentre } from '@/features/notifications/components/notification-centre';

/**
 * The header's notification bell (spec section 2), in everyone's header: a student hears of their
 * own subjects (spec section 6), an advisor of their advisees' submissions (issue 21). Keyed by
 * user, so a new sign-in starts from that user's own notifications.
 */
export function NotificationBellSlot() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="flex items-center">
      <NotificationCentre key={user.id} userId={user.id} />
    </div>
  );
}
