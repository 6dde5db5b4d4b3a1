import {
  API,
  PERMIT_RULES,
  permitSchema,
  studentPermitsSchema,
  type AddSubjectBody,
  type PermitRequestBody,
  type PermitRule,
  type StudentPermits,
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

// Permits (issue 46): the student's own, and asking for one after a refusal. A decision reaches
// the page through the bell's notification, which refreshes these.

export const permitsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.permits,
    queryFn: async (): Promise<StudentPermits> =>
      studentPermitsSchema.parse(await http.get(API.permits)),
  });

export function usePermits() {
  return useQuery(permitsQueryOptions());
}

/** An add refused by a rule a permit may let pass: the subject, the rule and the refusal's words. */
export interface PermitRefusal {
  subjectId: number;
  rule: PermitRule;
  message: string;
}

const isPermitRule = (code: string | undefined): code is PermitRule =>
  (PERMIT_RULES as readonly string[]).includes(code ?? '');

/** The latest add on this page refused by such a rule, if any (the moment to offer a permit). */
export function usePermitRefusal(): PermitRefusal | undefined {
  const refusals = useMutationState({
    filters: { mutationKey: addSubjectKey, status: 'error' },
    select: (mutation): PermitRefusal | null => {
      const { error } = mutation.state;
      if (!(error instanceof HttpError) || !isPermitRule(error.body?.code)) return null;
      return {
        subjectId: (mutation.state.variables as AddSubjectBody).subjectId,
        rule: error.body.code,
        message: error.sentence() ?? '',
      };
    },
  });
  return refusals.filter((r): r is PermitRefusal => r !== null).at(-1);
}

/** Asks for a permit; the form shows a refusal under its fields. */
export function useAskPermit() {
  const { toast } = useToast();
  const { t } = useTranslation('registration');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PermitRequestBody) =>
      permitSchema.parse(await http.post(API.permits, body)),
    onSuccess: (permit) =>
      toast({
        title: t('permits.toast.sent'),
        description: t('permits.toast.sentDescription', { code: permit.subject.code }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.permits }),
  });
}
