import { API } from '@daftar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useLiveEvent, useOnReconnect } from '@/lib/use-live-event';

// The header's waiting count and the review page both listen: the second to hear of a change
// joins the reload the first started instead of starting it again.
const once = { cancelRefetch: false };

/**
 * Keeps the review page, and the waiting count beside its link, current: the server announces
 * every submission and decision the reviewer may see (`reviewQueueChanged`), and after a
 * reconnection anything may have been missed. Cached details that are not on screen are marked
 * stale, so they are fetched again when opened.
 */
export function useReviewLiveRefresh() {
  const queryClient = useQueryClient();
  useLiveEvent('reviewQueueChanged', ({ registrationId }) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.reviewRegistrations }, once);
    void queryClient.invalidateQueries({ queryKey: queryKeys.allReviewQueue }, once);
    void queryClient.invalidateQueries({ queryKey: queryKeys.reviewContext(registrationId) }, once);
    void queryClient.invalidateQueries(
      { queryKey: queryKeys.reviewRegistration(registrationId) },
      once,
    );
  });
  useOnReconnect(() => {
    void queryClient.invalidateQueries(
      {
        predicate: ({ queryKey }) =>
          String(queryKey[0]).startsWith(API.reviewRegistrations) ||
          queryKey[0] === API.reviewQueue,
      },
      once,
    );
  });
}
