import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * Refetches what an add, remove or submit changes: the selection and the period (spec section 7),
 * the registration status, which an edit moves back to draft, the programme progress, whose
 * "in progress" is the selection (issue 45), and the permits, one of which an add may use (46).
 */
export function refreshRegistration(queryClient: QueryClient) {
  return Promise.all(
    [
      queryKeys.selectedSubjects,
      queryKeys.period,
      queryKeys.status,
      queryKeys.progress,
      queryKeys.permits,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
