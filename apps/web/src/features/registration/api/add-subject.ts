import {
  API,
  selectedSubjectSchema,
  type AddSubjectBody,
  type SelectedSubject,
} from '@daftar/contract';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { http } from '@/lib/http-client';
import { refreshRegistration } from './refresh-registration';
import { useRefusalToast } from './use-refusal-toast';
import { localName } from '@/lib/i18n';

export async function addSubject(body: AddSubjectBody): Promise<SelectedSubject> {
  return selectedSubjectSchema.parse(await http.post(API.selectedSubjects, body));
}

export const addSubjectKey = ['add-subject'] as const;

/**
 * Adds a subject, optionally in a chosen section. A refusal (full, clash, credit maximum,
 * prerequisite, period closed) is shown with the server's reason (decisions.md section 1).
 */
export function useAddSubject() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('registration');
  const refused = useRefusalToast();
  return useMutation({
    mutationKey: addSubjectKey,
    mutationFn: addSubject,
    onSuccess: (subject) =>
      toast({
        title: t('toast.added'),
        description: t('toast.addedDescription', { code: subject.code, name: localName(subject) }),
      }),
    onError: refused(t('toast.addFailed')),
    // Returned, so the button stays busy until the selection shows the subject.
    onSettled: () => refreshRegistration(queryClient),
  });
}

/** The subjects being added right now, so each row can show its own busy state. */
export function usePendingAdds(): number[] {
  return useMutationState({
    filters: { mutationKey: addSubjectKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as AddSubjectBody).subjectId,
  });
}
