import { API, holdsReplySchema, type Hold } from '@daftar/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { useLiveEvent, useOnReconnect } from '@/lib/use-live-event';

/** The student's own active holds (issue 44). */
export const holdsQueryOptions = () =>
  queryOptions({
    queryKey: [API.holds] as const,
    queryFn: async (): Promise<Hold[]> => holdsReplySchema.parse(await http.get(API.holds)).holds,
  });

/**
 * The student's holds, read again whenever one is placed or released (so an open page blocks or
 * unblocks at once) and after a reconnection, when that news may have been missed.
 */
export function useHolds() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: [API.holds] });
  useLiveEvent('holdsChanged', refetch);
  useOnReconnect(refetch);
  return useQuery(holdsQueryOptions());
}
