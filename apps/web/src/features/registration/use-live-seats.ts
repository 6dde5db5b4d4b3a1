import type { Subject } from '@daftar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useLiveEvent, useOnReconnect } from '@/lib/use-live-event';
import { applyQuotaUpdates } from './apply-quota-updates';
import { refreshRegistration } from './api/refresh-registration';

/**
 * Keeps every cached subjects list current while the registration page is open: seat counts
 * are patched in place from `quotaUpdated`, so the table and an open details dialog change
 * together; after a reconnection, whatever may have been missed is fetched again. An update
 * that reached the browser before a list was fetched is older than that list, and is skipped:
 * updates queued while the page was closed arrive 500 ms after it opens (spec section 9).
 */
export function useLiveSeats() {
  const queryClient = useQueryClient();
  useLiveEvent('quotaUpdated', (updates, { receivedAt }) => {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: queryKeys.allSubjects })) {
      if (receivedAt < query.state.dataUpdatedAt) continue;
      queryClient.setQueryData<Subject[]>(query.queryKey, (subjects) =>
        subjects ? applyQuotaUpdates(subjects, updates) : subjects,
      );
    }
  });
  useOnReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.allSubjects });
    void refreshRegistration(queryClient);
  });
}
