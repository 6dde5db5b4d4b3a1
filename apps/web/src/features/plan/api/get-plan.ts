import { API, planSchema, type Plan } from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export async function getPlan(): Promise<Plan> {
  return planSchema.parse(await http.get(API.plan));
}

/** The student's plan for the current period: empty subjects until it is first saved. */
export const planQueryOptions = () => queryOptions({ queryKey: queryKeys.plan, queryFn: getPlan });

export function usePlan() {
  return useQuery(planQueryOptions());
}
