import {
  API,
  registrationStatusReplySchema,
  STATUS_STALE_MS,
  type RegistrationStatusReply,
} from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export async function getRegistrationStatus(): Promise<RegistrationStatusReply> {
  return registrationStatusReplySchema.parse(await http.get(API.status));
}

/** Where the student's registration stands; stale after 10 s (spec section 7). */
export const registrationStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.status,
    queryFn: getRegistrationStatus,
    staleTime: STATUS_STALE_MS,
  });

export function useRegistrationStatus() {
  return useQuery(registrationStatusQueryOptions());
}
