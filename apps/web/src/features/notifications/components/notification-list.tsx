import {
  CircleAlertIcon,
  CircleCheckIcon,
  CircleXIcon,
  InfoIcon,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { wordNotification } from '../describe-update';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { NotificationType, StudentNotification } from '../notification';
import { relativeTime } from '../relative-time';
import { useNow } from '../use-now';

const ICONS: Record<NotificationType, { icon: LucideIcon; className: string }> = {
  success: { icon: CircleCheckIcon, className: 'text-success' },
  error: { icon: CircleXIcon, className: 'text-destructive' },
  warning: { icon: CircleAlertIcon, className: 'text-warning-foreground' },
  info: { icon: InfoIcon, className: 'text-info' },
};

// Often enough for "N minutes ago" to stay right while the menu is open.
const CLOCK_TICK_MS = 30_000;

interface NotificationListProps {
  notifications: StudentNotification[];
  onRead: (id: string) => void;
}

/**
 * The kept notifications, newest first, scrolling past 20rem; choosing one marks it read, and
 * choosing a submission opens that registration for review.
 */
export function NotificationList({ notifications, onRead }: NotificationListProps) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const now = useNow(CLOCK_TICK_MS);
  return (
    <div className="max-h-80 overflow-y-auto p-1">
      {notifications.map((notification) => {
        const { id, type, unread, updates, timestamp } = notification;
        const { title, message } = wordNotification(notification, t, currentLanguage());
        const { icon: Icon, className } = ICONS[type];
        return (
          <DropdownMenuItem
            key={id}
            className={cn('items-start gap-3 px-2 py-2.5', unread && 'bg-accent/40')}
            onSelect={(event) => {
              onRead(id);
              if (notification.status === 'submitted' && notification.registrationId) {
                void navigate(paths.reviewRegistration(notification.registrationId));
                return;
              }
              // A request for more credits waits on the review page; its decision, on the student's.
              if (notification.status === 'overloadRequested') {
                void navigate(paths.admin);
                return;
              }
              // A permit or a withdrawal asked waits in the decider's queue; its decision, and a
              // warning of Not Registered, on the student's page.
              if (
                notification.status === 'permitRequested' ||
                notification.status === 'withdrawalRequested'
              ) {
                void navigate(paths.admin);
                return;
              }
              if (
                notification.status.startsWith('overload') ||
                notification.status.startsWith('permit') ||
                notification.status.startsWith('withdrawal') ||
                notification.status === 'notRegistered'
              ) {
                void navigate(paths.registration);
                return;
              }
              event.preventDefault();
            }}
          >
            <Icon className={cn('mt-0.5 size-4', className)} aria-hidden />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="flex items-center justify-between gap-2">
                <span className={cn('text-sm', unread ? 'font-semibold' : 'font-medium')}>
                  {title}
                </span>
                {unread && (
                  <span className="size-2 shrink-0 rounded-full bg-primary">
                    <span className="sr-only">{t('bell.unread')}</span>
                  </span>
                )}
              </p>
              <p className="text-xs break-words text-muted-foreground">
                <bdi>{message}</bdi>
                {updates > 1 && ` ${t('updates', { count: updates })}`}
              </p>
              <time
                dateTime={new Date(timestamp).toISOString()}
                className="text-[11px] text-muted-foreground"
              >
                {relativeTime(timestamp, now, t)}
              </time>
            </div>
          </DropdownMenuItem>
        );
      })}
    </div>
  );
}
