import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * Refetches what an add, remove or submit changes: the selection and the period (spec section 7),
 * and the registration status, which an edit moves back to draft.
 */
export function refreshRegistration(queryClient: QueryClient) {
  return Promise.all(
    [queryKeys.selectedSubjects, queryKeys.period, queryKeys.status].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
