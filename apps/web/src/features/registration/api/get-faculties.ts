import { API, facultySchema, type Faculty } from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

const facultiesSchema = z.array(facultySchema);

export async function getFaculties(): Promise<Faculty[]> {
  return facultiesSchema.parse(await http.get(API.faculties));
}

export const facultiesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.faculties, queryFn: getFaculties });

/** The faculties of the faculty filter. */
export function useFaculties() {
  return useQuery(facultiesQueryOptions());
}
