import {
  API,
  joinWaitlistReplySchema,
  sectionLabel,
  selectedSubjectSchema,
  waitlistPlaceSchema,
  type ChangeSectionBody,
  type JoinWaitlistBody,
  type WaitlistPlace,
} from '@daftar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useToast } from '@/components/ui/use-toast';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { useLiveEvent } from '@/lib/use-live-event';
import { refreshRegistration } from './refresh-registration';
import { useRefusalToast } from './use-refusal-toast';

/** The student's places on waitlists. */
export const waitlistQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.waitlist,
    queryFn: async (): Promise<WaitlistPlace[]> =>
      z.array(waitlistPlaceSchema).parse(await http.get(API.waitlist)),
  });

/**
 * The student's places on waitlists, read again whenever the server says one moved (a seat went
 * to someone ahead, or to them).
 */
export function useWaitlist() {
  const queryClient = useQueryClient();
  useLiveEvent('waitlistUpdated', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.waitlist });
  });
  return useQuery(waitlistQueryOptions());
}

/** Joins a waitlist: a toast gives the place and any warning, or the server's refusal. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('registration');
  const refused = useRefusalToast();
  return useMutation({
    mutationFn: async ({ body }: { body: JoinWaitlistBody; code: string }) =>
      joinWaitlistReplySchema.parse(await http.post(API.waitlist, body)),
    onSuccess: (place, { code }) =>
      toast({
        title: t('waitlist.joined'),
        description: [t('waitlist.joinedDescription', { ...place, code }), ...place.warnings].join(
          ' ',
        ),
      }),
    onError: refused(t('waitlist.joinFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.waitlist }),
  });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('registration');
  const refused = useRefusalToast();
  return useMutation({
    mutationFn: (place: WaitlistPlace) => http.delete<void>(API.waitlistPlace(place.subjectId)),
    onSuccess: (_reply, place) =>
      toast({ title: t('waitlist.left'), description: t('waitlist.leftDescription', place) }),
    onError: refused(t('waitlist.leaveFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.waitlist }),
  });
}

/** Moves the student to another section of a subject they hold, in one step. */
export function useChangeSection() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('registration');
  const refused = useRefusalToast();
  return useMutation({
    mutationFn: async ({ subjectId, ...body }: { subjectId: number } & ChangeSectionBody) =>
      selectedSubjectSchema.parse(await http.patch(API.selectedSubject(subjectId), body)),
    onSuccess: (subject) =>
      toast({
        title: t('changeSection.changed'),
        description: subject.parts
          ? t('changeSection.changedPartsDescription', {
              code: subject.code,
              sections: subject.parts.map(sectionLabel).join(', '),
            })
          : t('changeSection.changedDescription', {
              code: subject.code,
              number: subject.section.number,
            }),
      }),
    onError: refused(t('changeSection.failed')),
    onSettled: () => refreshRegistration(queryClient),
  });
}
