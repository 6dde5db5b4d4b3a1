import { API, submitReplySchema, type SubmitReply } from '@daftar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { refreshRegistration } from './refresh-registration';

export async function submitRegistration(): Promise<SubmitReply> {
  return submitReplySchema.parse(await http.post(API.submit));
}

/** Sends the selection for approval, with spec section 8's toasts. */
export function useSubmitRegistration() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('registration');
  return useMutation({
    mutationFn: submitRegistration,
    onSuccess: (reply) => {
      // The status the server now reports; the submitted dialog opens from it (spec section 4).
      queryClient.setQueryData(queryKeys.status, reply);
      toast({ title: t('toast.submitted'), description: t('toast.submittedDescription') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.history });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('toast.submitFailed'),
        description: serverMessage(error) ?? t('toast.unknownError'),
      }),
    onSettled: () => refreshRegistration(queryClient),
  });
}
