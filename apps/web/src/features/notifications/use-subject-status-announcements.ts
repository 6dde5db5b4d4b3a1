import { NOTIFICATION_TOAST_DELAY_MS } from '@daftar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { queryKeys } from '@/lib/query-keys';
import { useLiveEvent } from '@/lib/use-live-event';
import { showBrowserNotification } from './browser-notification';
import { describeUpdate, describeWaitlistUpdate } from './describe-update';
import type { NotificationInput } from './notification';

/**
 * Turns the live `subjectStatusUpdated` events of the signed-in student, and the seats they
 * secure from a waitlist (`waitlistUpdated`, promoted or closed), into notifications, a toast
 * 300 ms later (destructive for a rejection), a browser notification, and fresh copies of the
 * student's selection, period, status, history and waitlist. Decisions for anyone else are
 * ignored (spec section 5); waitlist updates only ever reach their own student.
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

  const announce = (input: NotificationInput) => {
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
      queryKeys.waitlist,
    ];
    for (const queryKey of changed) void queryClient.invalidateQueries({ queryKey });
  };

  useLiveEvent('subjectStatusUpdated', (update) => {
    if (update.userId !== userId) return;
    announce(describeUpdate(update, t));
  });

  useLiveEvent('waitlistUpdated', (update) => {
    const input = describeWaitlistUpdate(update, t);
    if (input) announce(input);
  });
}
