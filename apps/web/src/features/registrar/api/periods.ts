import {
  API,
  adminPeriodSchema,
  calendarEventSchema,
  type AdminPeriod,
  type CalendarEvent,
  type CreateCalendarEventBody,
  type CreatePeriodBody,
  type UpdatePeriodBody,
} from '@daftar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { setupKey } from './setup';

const periodsKey = [API.adminPeriods] as const;

export const adminPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: periodsKey,
    queryFn: async (): Promise<AdminPeriod[]> =>
      z.array(adminPeriodSchema).parse(await http.get(API.adminPeriods)),
  });

/** Every period, newest first. */
export function useAdminPeriods() {
  return useQuery(adminPeriodsQueryOptions());
}

const periodCalendarKey = (periodId: number) => [API.calendarEvents, { periodId }] as const;

export const periodCalendarQueryOptions = (periodId: number) =>
  queryOptions({
    queryKey: periodCalendarKey(periodId),
    queryFn: async (): Promise<CalendarEvent[]> =>
      z
        .array(calendarEventSchema)
        .parse(await http.get(`${API.calendarEvents}?periodId=${periodId}`)),
  });

/** One period's important dates, as students see them, the period's own among them. */
export function usePeriodCalendar(periodId: number) {
  return useQuery(periodCalendarQueryOptions(periodId));
}

/**
 * A change to the semester's setup: a toast says it happened or why not, and what students read
 * (their period, the calendar) is read again.
 */
function useSetupChange<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  done: string,
  failed: string,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      toast({ title: done });
      for (const queryKey of [periodsKey, [API.calendarEvents], queryKeys.period, setupKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: failed, description: serverMessage(error) }),
  });
}

export function useCreatePeriod(done: string, failed: string) {
  return useSetupChange(
    async (body: CreatePeriodBody) =>
      adminPeriodSchema.parse(await http.post(API.adminPeriods, body)),
    done,
    failed,
  );
}

export function useUpdatePeriod(done: string, failed: string) {
  return useSetupChange(
    async ({ id, body }: { id: number; body: UpdatePeriodBody }) =>
      adminPeriodSchema.parse(await http.patch(API.adminPeriod(id), body)),
    done,
    failed,
  );
}

export function useAddCalendarEvent(done: string, failed: string) {
  return useSetupChange(
    async (body: CreateCalendarEventBody) =>
      calendarEventSchema.parse(await http.post(API.adminCalendarEvents, body)),
    done,
    failed,
  );
}

export function useDeleteCalendarEvent(done: string, failed: string) {
  return useSetupChange(
    (id: number) => http.delete<void>(API.adminCalendarEvent(id)),
    done,
    failed,
  );
}
