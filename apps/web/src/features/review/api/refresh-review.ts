import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * Refetches the pending list, the review queue and one registration's detail and context (spec section 7: after admin actions
 * both are refetched). The list is refetched even while the detail hides it, so it is current
 * the moment the reviewer goes back.
 */
export function refreshReview(queryClient: QueryClient, registrationId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.reviewRegistrations, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: queryKeys.reviewRegistration(registrationId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allReviewQueue, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: queryKeys.reviewContext(registrationId) }),
  ]);
}
