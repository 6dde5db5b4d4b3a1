import {
  API,
  overloadRequestSchema,
  pendingOverloadSchema,
  type PendingOverload,
} from '@daftar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

// The overload requests waiting on the reviewer (issue 44). A new one reaches the page through
// the bell's notification, which refreshes this list.

export const overloadRequestsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.overloadRequests,
    queryFn: async (): Promise<PendingOverload[]> =>
      z.array(pendingOverloadSchema).parse(await http.get(API.overloadRequests)),
  });

export function useOverloadRequests() {
  return useQuery(overloadRequestsQueryOptions());
}

type Decision = { request: PendingOverload } & (
  { decision: 'approved' } | { decision: 'rejected'; reason: string }
);

/** Approves or rejects a request; the toast names the student, or gives the server's refusal. */
export function useDecideOverload() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('review');
  return useMutation({
    mutationFn: async (variables: Decision) =>
      overloadRequestSchema.parse(
        variables.decision === 'approved'
          ? await http.post(API.approveOverload(variables.request.id))
          : await http.post(API.rejectOverload(variables.request.id), {
              reason: variables.reason,
            }),
      ),
    onSuccess: (request) =>
      toast({
        title: t(`overloads.toast.${request.status === 'approved' ? 'approved' : 'rejected'}`),
        description: t('overloads.toast.description', {
          name: request.student.name,
          credits: request.credits,
        }),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('overloads.toast.failed'),
        description: serverMessage(error) ?? t('unknownError'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.overloadRequests }),
  });
}
