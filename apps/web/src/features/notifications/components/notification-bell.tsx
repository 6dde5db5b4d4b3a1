import { BellIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { StudentNotification } from '../notification';
import { NotificationList } from './notification-list';

interface NotificationBellProps {
  notifications: StudentNotification[];
  onRead: (id: string) => void;
  onReadAll: () => void;
  onClear: () => void;
}

const headerAction = 'h-7 px-2 text-xs font-medium text-primary';

/**
 * Spec section 2's bell: a 320px dropdown with "Mark all read" and "Clear all", and a pulsing red
 * "!" while anything is unread. The actions are menu items so the keyboard reaches them, and
 * they keep the menu open so the student sees the result.
 */
export function NotificationBell({
  notifications,
  onRead,
  onReadAll,
  onClear,
}: NotificationBellProps) {
  const { t } = useTranslation('notifications');
  const unread = notifications.filter((notification) => notification.unread).length;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        >
          <BellIcon aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute top-1 right-1 flex size-4 items-center justify-center rounded-full bg-destructive text-[10px] leading-none font-bold text-destructive-foreground motion-safe:animate-[pulse_2s_cubic-bezier(0.4,0,0.6,1)_3]"
            >
              !
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-80 p-0">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-1.5">
          <DropdownMenuLabel className="px-0">{t('bell.title')}</DropdownMenuLabel>
          <div className="flex items-center">
            <DropdownMenuItem
              className={headerAction}
              disabled={unread === 0}
              onSelect={(event) => {
                event.preventDefault();
                onReadAll();
              }}
            >
              {t('bell.markAllRead')}
            </DropdownMenuItem>
            <DropdownMenuItem
              className={headerAction}
              disabled={notifications.length === 0}
              onSelect={(event) => {
                event.preventDefault();
                onClear();
              }}
            >
              {t('bell.clearAll')}
            </DropdownMenuItem>
          </div>
        </div>
        {notifications.length === 0 ? (
          <p className="px-3 py-8 text-center text-sm text-muted-foreground">{t('bell.empty')}</p>
        ) : (
          <NotificationList notifications={notifications} onRead={onRead} />
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
