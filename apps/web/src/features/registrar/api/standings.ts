import { API, standingsSchema, type Standings } from '@daftar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

const standingsKey = [API.standings] as const;

export const standingsQueryOptions = () =>
  queryOptions({
    queryKey: standingsKey,
    queryFn: async (): Promise<Standings> => standingsSchema.parse(await http.get(API.standings)),
  });

/** The registrar's standings, each with its names and the CGPA it starts at (issue 44). */
export function useStandings() {
  return useQuery(standingsQueryOptions());
}

/** Replaces the standings; the reply is the list as saved. */
export function useSaveStandings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Standings) =>
      standingsSchema.parse(await http.put(API.standings, body)),
    onSuccess: (saved) => queryClient.setQueryData(standingsKey, saved),
  });
}
