import {
  NOTIFICATION_TOAST_DELAY_MS,
  type InboxNotification,
  type InboxReply,
} from '@daftar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { currentLanguage } from '@/lib/i18n';
import { serverNow } from '@/lib/server-clock';
import { queryKeys } from '@/lib/query-keys';
import { useLiveEvent, useOnReconnect } from '@/lib/use-live-event';
import { getInbox } from './api/inbox';
import { showBrowserNotification } from './browser-notification';
import { describeInboxNotification } from './describe-update';
import type { NotificationInput } from './notification';

interface Bell {
  add: (input: NotificationInput, now: number) => void;
  sync: (
    reply: InboxReply,
    describe: (notification: InboxNotification) => NotificationInput,
  ) => InboxNotification[];
  cursor: () => number;
}

// Everything a notification may change on the person's screens: their selection, period,
// status, history, waitlist and programme progress (a rejected subject leaves it), or an advisor's
// queue.
const CHANGED = [
  queryKeys.selectedSubjects,
  queryKeys.progress,
  queryKeys.period,
  queryKeys.status,
  queryKeys.history,
  queryKeys.waitlist,
  queryKeys.reviewRegistrations,
  queryKeys.overload,
  queryKeys.overloadRequests,
  queryKeys.permits,
  queryKeys.permitQueue,
  queryKeys.withdrawals,
  queryKeys.withdrawalQueue,
];

/**
 * Fills the bell from the person's inbox (issue 21). Live, each `notificationAdded` of their own
 * (spec section 5: anyone else's is ignored) is kept, toasted 300 ms later (destructive for a
 * rejection) and shown as a browser notification. At sign-in, on every reconnection and when
 * another browser reads or clears, the bell catches up with what it missed, and news that came
 * while the person was away is told in one toast.
 */
export function useLiveNotifications(userId: number, bell: Bell) {
  const { t } = useTranslation('notifications');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const toastTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const latestBell = useRef(bell);
  useEffect(() => {
    latestBell.current = bell;
  });

  useEffect(() => {
    const timers = toastTimers.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  const describe = useCallback(
    (notification: InboxNotification) =>
      describeInboxNotification(notification, t, currentLanguage()),
    [t],
  );

  const refresh = useCallback(() => {
    for (const queryKey of CHANGED) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);

  const catchUp = useCallback(async () => {
    const reply = await getInbox(latestBell.current.cursor());
    const added = latestBell.current.sync(reply, describe);
    const unread = added.filter((notification) => !notification.read);
    if (added.length > 0) refresh();
    if (unread.length === 0) return;
    const kinds = new Set(unread.map((notification) => notification.kind));
    const only = kinds.size === 1 ? [...kinds][0] : undefined;
    toast({
      title: t('away.title'),
      description: t(
        only === 'decision'
          ? 'away.decisions'
          : only === 'submission'
            ? 'away.submissions'
            : 'away.updates',
        { count: unread.length },
      ),
    });
  }, [describe, refresh, t, toast]);

  // Failures are left for the next reconnection: the bell shows what it has meanwhile.
  const tryCatchUp = useCallback(() => void catchUp().catch(() => undefined), [catchUp]);
  useEffect(tryCatchUp, [tryCatchUp]);
  useOnReconnect(tryCatchUp);
  useLiveEvent('notificationsChanged', tryCatchUp);

  useLiveEvent('notificationAdded', (notification) => {
    if (notification.userId !== userId) return;
    const input = describe(notification);
    // Stamped by the server, as the inbox's are: one clock for every notification's time.
    const at = Date.parse(notification.createdAt);
    latestBell.current.add(input, Number.isNaN(at) ? serverNow() : at);

    const timer = setTimeout(() => {
      toastTimers.current.delete(timer);
      toast({
        title: input.title,
        description: input.message,
        variant: input.type === 'error' ? 'destructive' : 'default',
      });
    }, NOTIFICATION_TOAST_DELAY_MS);
    toastTimers.current.add(timer);

    showBrowserNotification(input.title, input.message, `notification-${notification.id}`);
    refresh();
  });
}
