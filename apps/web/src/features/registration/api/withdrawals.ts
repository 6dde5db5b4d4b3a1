import { API, withdrawalSchema, type Withdrawal, type WithdrawalBody } from '@daftar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useToast } from '@/components/ui/use-toast';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

// Withdrawal requests (issue 47): the student's own, and asking for one. The advisor's decision
// reaches the page through the bell's notification, which refreshes these and the selection.

export const withdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.withdrawals,
    queryFn: async (): Promise<Withdrawal[]> =>
      z.array(withdrawalSchema).parse(await http.get(API.withdrawals)),
  });

export function useWithdrawals(enabled = true) {
  return useQuery({ ...withdrawalsQueryOptions(), enabled });
}

/** Asks the advisor to withdraw; the form shows a refusal under its fields. */
export function useAskWithdrawal() {
  const { toast } = useToast();
  const { t } = useTranslation('registration');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WithdrawalBody) =>
      withdrawalSchema.parse(await http.post(API.withdrawals, body)),
    onSuccess: () => toast({ title: t('withdrawal.toast.sent') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.withdrawals }),
  });
}
