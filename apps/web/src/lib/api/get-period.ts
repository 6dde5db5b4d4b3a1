import { API, PERIOD_STALE_MS, periodSchema, type Period } from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export async function getPeriod(): Promise<Period> {
  return periodSchema.parse(await http.get(API.period));
}

/** The current registration period; stale after 10 s (spec section 7). */
export const periodQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.period, queryFn: getPeriod, staleTime: PERIOD_STALE_MS });

export function usePeriod() {
  return useQuery(periodQueryOptions());
}
