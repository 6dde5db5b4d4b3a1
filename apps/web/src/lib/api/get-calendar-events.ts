import { API, calendarEventSchema, type CalendarEvent } from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

const calendarEventsSchema = z.array(calendarEventSchema);

export async function getCalendarEvents(): Promise<CalendarEvent[]> {
  return calendarEventsSchema.parse(await http.get(API.calendarEvents));
}

/** The current period's important dates, in date order, as the registrar set them. */
export const calendarEventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.calendarEvents, queryFn: getCalendarEvents });

export function useCalendarEvents() {
  return useQuery(calendarEventsQueryOptions());
}
