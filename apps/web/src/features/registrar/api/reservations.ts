import {
  API,
  reservationSchema,
  reservationsReplySchema,
  type CreateReservationBody,
  type Reservation,
} from '@daftar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';

// Reserved seats in the registrar's console (issue 46, decision 040).

const reservationsKey = [API.adminReservations] as const;

/** One subject's reservations, lapsed ones too, from the registrar's list of them all. */
export function useSubjectReservations(subjectId: number) {
  return useQuery({
    queryKey: reservationsKey,
    queryFn: async (): Promise<Reservation[]> =>
      reservationsReplySchema.parse(await http.get(API.adminReservations)).reservations,
    select: (reservations) => reservations.filter((r) => r.subjectId === subjectId),
  });
}

/** A change to the reservations: a toast, and the list read again. */
function useReservationChange<V>(done: string, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('registrar');
  return useMutation({
    mutationFn,
    onSuccess: () => {
      toast({ title: done });
      void queryClient.invalidateQueries({ queryKey: reservationsKey });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('reservations.failed'),
        description: serverMessage(error),
      }),
  });
}

export function useCreateReservation() {
  const { t } = useTranslation('registrar');
  return useReservationChange(t('reservations.created'), async (body: CreateReservationBody) =>
    reservationSchema.parse(await http.post(API.adminReservations, body)),
  );
}

export function useRemoveReservation() {
  const { t } = useTranslation('registrar');
  return useReservationChange(t('reservations.removed'), (id: number) =>
    http.delete(`${API.adminReservations}/${id}`),
  );
}
