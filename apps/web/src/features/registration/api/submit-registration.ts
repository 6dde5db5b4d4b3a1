import { API, submitReplySchema, type SubmitReply } from '@daftar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { refreshRegistration } from './refresh-registration';
import { useRefusalToast } from './use-refusal-toast';

export async function submitRegistration(): Promise<SubmitReply> {
  return submitReplySchema.parse(await http.post(API.submit));
}

/** Sends the selection for approval, with spec section 8's toasts. */
export function useSubmitRegistration() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('registration');
  const refused = useRefusalToast();
  return useMutation({
    mutationFn: submitRegistration,
    onSuccess: (reply) => {
      // The status the server now reports; the submitted dialog opens from it (spec section 4).
      queryClient.setQueryData(queryKeys.status, reply);
      toast({ title: t('toast.submitted'), description: t('toast.submittedDescription') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.history });
    },
    onError: refused(t('toast.submitFailed')),
    onSettled: () => refreshRegistration(queryClient),
  });
}
