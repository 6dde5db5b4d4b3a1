import { API, registrationSummarySchema, type RegistrationSummary } from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

const summariesSchema = z.array(registrationSummarySchema);

export async function getPendingRegistrations(): Promise<RegistrationSummary[]> {
  return summariesSchema.parse(await http.get(API.reviewRegistrations));
}

/** The submitted registrations the caller may review, oldest submission first. */
export const pendingRegistrationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.reviewRegistrations, queryFn: getPendingRegistrations });

export function usePendingRegistrations() {
  return useQuery(pendingRegistrationsQueryOptions());
}
