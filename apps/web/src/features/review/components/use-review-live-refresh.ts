import { API } from '@daftar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useLiveEvent, useOnReconnect } from '@/lib/use-live-event';

/**
 * Keeps the review page current while it is open: the server announces every submission and
 * decision the reviewer may see (`reviewQueueChanged`), and after a reconnection anything may
 * have been missed. Cached details that are not on screen are marked stale, so they are fetched
 * again when opened.
 */
export function useReviewLiveRefresh() {
  const queryClient = useQueryClient();
  useLiveEvent('reviewQueueChanged', ({ registrationId }) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.reviewRegistrations });
    void queryClient.invalidateQueries({ queryKey: queryKeys.reviewRegistration(registrationId) });
  });
  useOnReconnect(() => {
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => String(queryKey[0]).startsWith(API.reviewRegistrations),
    });
  });
}
