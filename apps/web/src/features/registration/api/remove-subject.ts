import { API, type SelectedSubject } from '@daftar/contract';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { http } from '@/lib/http-client';
import { refreshRegistration } from './refresh-registration';
import { useRefusalToast } from './use-refusal-toast';
import { localName } from '@/lib/i18n';

export async function removeSubject(subjectId: number): Promise<void> {
  await http.delete(API.selectedSubject(subjectId));
}

const removeSubjectKey = ['remove-subject'] as const;

/** Removes a subject from the selection, freeing its seat. */
export function useRemoveSubject() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('registration');
  const refused = useRefusalToast();
  return useMutation({
    mutationKey: removeSubjectKey,
    mutationFn: (subject: SelectedSubject) => removeSubject(subject.id),
    onSuccess: (_, subject) =>
      toast({
        title: t('toast.removed'),
        description: t('toast.removedDescription', {
          code: subject.code,
          name: localName(subject),
        }),
      }),
    onError: refused(t('toast.removeFailed')),
    onSettled: () => refreshRegistration(queryClient),
  });
}

/** The subjects being removed right now. */
export function usePendingRemovals(): number[] {
  return useMutationState({
    filters: { mutationKey: removeSubjectKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as SelectedSubject).id,
  });
}
