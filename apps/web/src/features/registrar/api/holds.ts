import { API, holdSchema, holdsReplySchema, type Hold, type PlaceHoldBody } from '@daftar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';

/** One student's holds, released ones too: the registrar sees what was and what is (issue 44). */
const studentHoldsKey = (studentId: number) => [API.adminHolds, { studentId }] as const;

export function useStudentHolds(studentId: number) {
  return useQuery({
    queryKey: studentHoldsKey(studentId),
    queryFn: async (): Promise<Hold[]> =>
      holdsReplySchema.parse(
        await http.get(`${API.adminHolds}?studentId=${studentId}&released=true`),
      ).holds,
  });
}

/** A change to a student's holds: a toast, and their list read again. */
function useHoldChange<V>(studentId: number, mutationFn: (variables: V) => Promise<Hold>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('registrar');
  return useMutation({
    mutationFn,
    onSuccess: (hold) => {
      toast({ title: hold.releasedAt ? t('holds.released') : t('holds.placed') });
      void queryClient.invalidateQueries({ queryKey: studentHoldsKey(studentId) });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('holds.failed'),
        description: serverMessage(error),
      }),
  });
}

export const usePlaceHold = (studentId: number) =>
  useHoldChange(studentId, async (body: PlaceHoldBody) =>
    holdSchema.parse(await http.post(API.adminHolds, body)),
  );

export const useReleaseHold = (studentId: number) =>
  useHoldChange(studentId, async (holdId: number) =>
    holdSchema.parse(await http.post(API.adminHoldRelease(holdId))),
  );
