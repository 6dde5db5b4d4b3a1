import { API, subjectSchema, type Subject, type SubjectsQuery } from '@daftar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

const subjectsSchema = z.array(subjectSchema);

/** The catalogue, filtered on the server by faculty and year (decisions.md section 1). */
export async function getSubjects(filters: SubjectsQuery): Promise<Subject[]> {
  const params = new URLSearchParams();
  if (filters.facultyId !== undefined) params.set('facultyId', String(filters.facultyId));
  if (filters.year !== undefined) params.set('year', String(filters.year));
  const query = params.toString();
  return subjectsSchema.parse(await http.get(query ? `${API.subjects}?${query}` : API.subjects));
}

/** The filters are part of the key (spec section 7); live seat counts keep the data current. */
export const subjectsQueryOptions = (filters: SubjectsQuery) =>
  queryOptions({
    queryKey: queryKeys.subjects(filters),
    queryFn: () => getSubjects(filters),
    // The previous list stays on screen while another faculty or year loads.
    placeholderData: keepPreviousData,
  });

export function useSubjects(filters: SubjectsQuery) {
  return useQuery(subjectsQueryOptions(filters));
}
