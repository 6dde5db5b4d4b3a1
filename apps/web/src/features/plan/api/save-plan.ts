import { API, planSchema, type Plan, type PlanBody } from '@daftar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export async function savePlan(body: PlanBody): Promise<Plan> {
  return planSchema.parse(await http.put(API.plan, body));
}

/**
 * Replaces the kept plan. The reply is the plan as kept, so the page's "saved" state compares
 * against what the server holds, not what was sent; a refusal is shown by the page beside the
 * Save button, where the student is looking.
 */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    onSuccess: (plan) => queryClient.setQueryData(queryKeys.plan, plan),
  });
}
