import { API, registrationDetailSchema, type RegistrationDetail } from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export async function getRegistrationDetail(id: number): Promise<RegistrationDetail> {
  return registrationDetailSchema.parse(await http.get(API.reviewRegistration(id)));
}

/** One registration with its status and the status of each of its subjects. */
export const registrationDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.reviewRegistration(id),
    queryFn: () => getRegistrationDetail(id),
  });

export function useRegistrationDetail(id: number) {
  return useQuery(registrationDetailQueryOptions(id));
}
