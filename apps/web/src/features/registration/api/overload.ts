import {
  API,
  overloadRequestSchema,
  studentOverloadsSchema,
  type OverloadRequestBody,
  type StudentOverloads,
} from '@daftar/contract';
import {
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { HttpError, http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { addSubjectKey } from './add-subject';
import { useRefusalToast } from './use-refusal-toast';

// Overload requests (issue 44): the student's own, asking for one and withdrawing it. A decision
// reaches the page through the bell's notification, which refreshes these and the period.

export const overloadQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.overload,
    queryFn: async (): Promise<StudentOverloads> =>
      studentOverloadsSchema.parse(await http.get(API.overloadRequest)),
  });

export function useOverloads() {
  return useQuery(overloadQueryOptions());
}

/** Whether an add on this page was refused by the credit maximum (the moment to offer more). */
export function useCreditLimitRefused(): boolean {
  return useMutationState({
    filters: { mutationKey: addSubjectKey, status: 'error' },
    select: (mutation) =>
      mutation.state.error instanceof HttpError &&
      mutation.state.error.body?.code === 'CREDIT_LIMIT',
  }).some(Boolean);
}

function useRefreshOverloads() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.overload, queryKeys.period].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Asks the advisor for a higher maximum; the form shows a refusal under its fields. */
export function useAskOverload() {
  const { toast } = useToast();
  const { t } = useTranslation('registration');
  const refresh = useRefreshOverloads();
  return useMutation({
    mutationFn: async (body: OverloadRequestBody) =>
      overloadRequestSchema.parse(await http.post(API.overloadRequest, body)),
    onSuccess: (request) =>
      toast({
        title: t('overload.toast.sent'),
        description: t('overload.toast.sentDescription', { credits: request.credits }),
      }),
    onSettled: refresh,
  });
}

export function useWithdrawOverload() {
  const { toast } = useToast();
  const { t } = useTranslation('registration');
  const refused = useRefusalToast();
  const refresh = useRefreshOverloads();
  return useMutation({
    mutationFn: async () => overloadRequestSchema.parse(await http.delete(API.overloadRequest)),
    onSuccess: () => toast({ title: t('overload.toast.withdrawn') }),
    onError: refused(t('overload.toast.withdrawFailed')),
    onSettled: refresh,
  });
}
