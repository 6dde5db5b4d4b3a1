import { API, studentProgressSchema, type StudentProgress } from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError, http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The student's progress through their programme structure (issue 45); null for a student the
 * server has no structure for (no programme, or none for their intake), who sees no progress.
 */
export async function getProgress(): Promise<StudentProgress | null> {
  try {
    return studentProgressSchema.parse(await http.get(API.progress));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const progressQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.progress, queryFn: getProgress });

/** Shared by the dashboard and the registration page; an add or remove refetches it. */
export function useProgress(enabled = true) {
  return useQuery({ ...progressQueryOptions(), enabled });
}
