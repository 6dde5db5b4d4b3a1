import {
  API,
  SELECTED_SUBJECTS_RETRIES,
  SELECTED_SUBJECTS_RETRY_DELAY_MS,
  SELECTED_SUBJECTS_STALE_MS,
  selectedSubjectSchema,
  type SelectedSubject,
} from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

const selectedSubjectsSchema = z.array(selectedSubjectSchema);

export async function getSelectedSubjects(): Promise<SelectedSubject[]> {
  return selectedSubjectsSchema.parse(await http.get(API.selectedSubjects));
}

/** The student's own selection: stale after 30 s, two retries 1 s apart (spec section 7). */
export const selectedSubjectsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.selectedSubjects,
    queryFn: getSelectedSubjects,
    staleTime: SELECTED_SUBJECTS_STALE_MS,
    retry: SELECTED_SUBJECTS_RETRIES,
    retryDelay: SELECTED_SUBJECTS_RETRY_DELAY_MS,
  });

export function useSelectedSubjects() {
  return useQuery(selectedSubjectsQueryOptions());
}
