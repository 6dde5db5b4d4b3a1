import { NOTIFICATION_TOAST_DELAY_MS } from '@daftar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { queryKeys } from '@/lib/query-keys';
import { useLiveEvent } from '@/lib/use-live-event';
import { showBrowserNotification } from './browser-notification';
import { describeUpdate } from './describe-update';
import type { NotificationInput } from './notification';

/**
 * Turns the live `subjectStatusUpdated` events of the signed-in student into notifications, a
 * toast 300 ms later (destructive for a rejection), a browser notification, and fresh copies of
 * the student's selection, period, status and history. Updates for anyone else are ignored
 * (spec section 5).
 */
export function useSubjectStatusAnnouncements(
  userId: number,
  add: (input: NotificationInput, now: number) => void,
) {
  const { t } = useTranslation('notifications');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const toastTimers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = toastTimers.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  useLiveEvent('subjectStatusUpdated', (update) => {
    if (update.userId !== userId) return;
    const input = describeUpdate(update, t);
    add(input, Date.now());

    const timer = setTimeout(() => {
      toastTimers.current.delete(timer);
      toast({
        title: input.title,
        description: input.message,
        variant: input.status === 'rejected' ? 'destructive' : 'default',
      });
    }, NOTIFICATION_TOAST_DELAY_MS);
    toastTimers.current.add(timer);

    showBrowserNotification(
      input.title,
      input.message,
      `subject-${input.subjectId}-${input.status}`,
    );
    // The history lists the current registration too, so its statuses change with this update.
    const changed = [
      queryKeys.selectedSubjects,
      queryKeys.period,
      queryKeys.status,
      queryKeys.history,
    ];
    for (const queryKey of changed) void queryClient.invalidateQueries({ queryKey });
  });
}
