import { API, PERIOD_STALE_MS, periodSchema, type Period } from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError, http } from '@/lib/http-client';
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

/**
 * The current semester as the header, footer and calendar name it: null when none is current
 * (a university still setting up), undefined while unknown (loading, or not signed in).
 */
export function useCurrentSemester(
  enabled = true,
): { semester: number; academicYear: string } | null | undefined {
  const { data, error } = useQuery({ ...periodQueryOptions(), enabled });
  if (data) return { semester: data.semester, academicYear: data.academicYear };
  if (error instanceof HttpError && error.status === 404) return null;
  return undefined;
}
