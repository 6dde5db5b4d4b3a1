import type { RegistrationDetail } from '@daftar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/http-client';
import { refreshReview } from './refresh-review';

/** Every review decision shares this key, so the page can tell when any of them is in flight. */
export const reviewDecisionKey = ['review-decision'] as const;

export interface DecisionVariables {
  registrationId: number;
}

interface ReviewDecisionOptions<V extends DecisionVariables> {
  mutationFn: (variables: V) => Promise<RegistrationDetail>;
  successTitle: string;
  /** The error toast's text when the server gives no reason (spec section 8). */
  failureFallback: string;
  /** What the decision applied to, for the success toast. */
  describe: (detail: RegistrationDetail, variables: V) => string | undefined;
}

/**
 * A decision on a registration or one of its subjects: the spec's success or "Error" toast, then
 * the list and the detail refetched. Failures refetch too, since a refusal such as "already
 * decided" means the screen is out of date. The mutation stays pending until the refetch ends, so
 * the buttons never act on a stale view.
 */
export function useReviewDecision<V extends DecisionVariables>({
  mutationFn,
  successTitle,
  failureFallback,
  describe,
}: ReviewDecisionOptions<V>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('review');
  return useMutation({
    mutationKey: reviewDecisionKey,
    mutationFn,
    onSuccess: (detail, variables) =>
      toast({ title: successTitle, description: describe(detail, variables) }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('toast.error'),
        description: serverMessage(error) ?? failureFallback,
      }),
    onSettled: (_detail, _error, { registrationId }) => refreshReview(queryClient, registrationId),
  });
}
