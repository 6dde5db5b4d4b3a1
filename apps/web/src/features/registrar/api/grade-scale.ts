import { API, gradeScaleSchema, type GradeScale } from '@daftar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

const gradeScaleKey = [API.gradeScale] as const;

export const gradeScaleQueryOptions = () =>
  queryOptions({
    queryKey: gradeScaleKey,
    queryFn: async (): Promise<GradeScale> =>
      gradeScaleSchema.parse(await http.get(API.gradeScale)),
  });

/** The registrar's grade scale (issue 44). */
export function useGradeScale() {
  return useQuery(gradeScaleQueryOptions());
}

/** Replaces the scale; the reply is the scale as saved. */
export function useSaveGradeScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scale: GradeScale) =>
      gradeScaleSchema.parse(await http.put(API.gradeScale, scale)),
    onSuccess: (saved) => queryClient.setQueryData(gradeScaleKey, saved),
  });
}
