import { API, calendarSubscriptionSchema, type CalendarSubscription } from '@daftar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export async function getCalendarSubscription(): Promise<CalendarSubscription> {
  return calendarSubscriptionSchema.parse(await http.get(API.calendarToken));
}

export const calendarSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.calendarSubscription, queryFn: getCalendarSubscription });

/** The student's timetable feed link, made by the server the first time it is asked for. */
export function useCalendarSubscription() {
  return useQuery(calendarSubscriptionQueryOptions());
}

/** Makes a new feed link; the server stops answering the old one at once. */
export function useRenewCalendarSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => calendarSubscriptionSchema.parse(await http.post(API.calendarToken)),
    onSuccess: (subscription) =>
      queryClient.setQueryData(queryKeys.calendarSubscription, subscription),
  });
}
