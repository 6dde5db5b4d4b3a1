import { API, withdrawalSchema, type Withdrawal } from '@daftar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useToast } from '@/components/ui/use-toast';
import { HttpError, http, serverMessage } from '@/lib/http-client';
import { localName } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

// The withdrawal requests waiting on the student's advisor, or an admin (issue 47). A new one
// reaches the page through the bell's notification, which refreshes this list.

export const withdrawalQueueQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.withdrawalQueue,
    queryFn: async (): Promise<Withdrawal[]> =>
      z.array(withdrawalSchema).parse(await http.get(API.adminWithdrawals)),
  });

export function useWithdrawalQueue() {
  return useQuery(withdrawalQueueQueryOptions());
}

export type WithdrawalDecision = { withdrawal: Withdrawal } & (
  { decision: 'approved'; confirmBelowMinimum?: true } | { decision: 'rejected'; reason: string }
);

/**
 * The server refused an approval that would leave the student below the credit minimum: the
 * card asks the reviewer to confirm it rather than telling of a failure.
 */
export const belowMinimum = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.body?.code === 'CREDIT_MINIMUM';

/** Approves or rejects a withdrawal; the toast names the student, or gives the server's refusal. */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('review');
  const what = (withdrawal: Withdrawal) =>
    withdrawal.subject
      ? t('withdrawals.subject', {
          code: withdrawal.subject.code,
          name: localName(withdrawal.subject),
        })
      : t('withdrawals.wholeSemester');
  return useMutation({
    mutationFn: async (variables: WithdrawalDecision) =>
      withdrawalSchema.parse(
        variables.decision === 'approved'
          ? await http.post(
              API.approveWithdrawal(variables.withdrawal.id),
              variables.confirmBelowMinimum ? { confirmBelowMinimum: true } : {},
            )
          : await http.post(API.rejectWithdrawal(variables.withdrawal.id), {
              reason: variables.reason,
            }),
      ),
    onSuccess: (withdrawal) =>
      toast({
        title: t(`withdrawals.toast.${withdrawal.status === 'rejected' ? 'rejected' : 'approved'}`),
        description: t('withdrawals.toast.description', {
          name: withdrawal.student.name,
          what: what(withdrawal),
        }),
      }),
    onError: (error) => {
      if (belowMinimum(error)) return;
      toast({
        variant: 'destructive',
        title: t('withdrawals.toast.failed'),
        description: serverMessage(error) ?? t('unknownError'),
      });
    },
    onSettled: async (_data, error) => {
      // Refused for the minimum, nothing changed: the list stays as it is behind the question.
      if (belowMinimum(error)) return;
      // An approved withdrawal takes subjects out of the student's registration as well.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.withdrawalQueue }),
        queryClient.invalidateQueries({ queryKey: queryKeys.allReviewQueue }),
      ]);
    },
  });
}
