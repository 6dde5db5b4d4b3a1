import { API, permitQueueSchema, permitSchema, type Permit } from '@daftar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

// The permits waiting on their decider (issue 46): a subject's coordinator, a student's advisor
// for the credit limit, an admin for any. A new one reaches the page through the bell.

export const permitQueueQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.permitQueue,
    queryFn: async (): Promise<Permit[]> =>
      permitQueueSchema.parse(await http.get(API.adminPermits)).permits,
  });

export function usePermitQueue() {
  return useQuery(permitQueueQueryOptions());
}

type Decision = { permit: Permit } & (
  { decision: 'approved' } | { decision: 'rejected'; reason: string }
);

/** Approves or rejects a permit; the toast names the student, or gives the server's refusal. */
export function useDecidePermit() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('review');
  return useMutation({
    mutationFn: async (variables: Decision) =>
      permitSchema.parse(
        variables.decision === 'approved'
          ? await http.post(API.approvePermit(variables.permit.id))
          : await http.post(API.rejectPermit(variables.permit.id), { reason: variables.reason }),
      ),
    onSuccess: (permit) =>
      toast({
        title: t(`permits.toast.${permit.status === 'rejected' ? 'rejected' : 'approved'}`),
        description: t('permits.toast.description', {
          name: permit.student.name,
          code: permit.subject.code,
        }),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('permits.toast.failed'),
        description: serverMessage(error) ?? t('unknownError'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.permitQueue }),
  });
}
