import { API, planRegisterReplySchema, type PlanRegisterReply } from '@daftar/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Registers the kept plan in one request. The admission the gate gave goes with it, as with
 * every change under /api/registration/ (http-client.ts).
 */
export async function registerPlan(): Promise<PlanRegisterReply> {
  return planRegisterReplySchema.parse(await http.post(API.planRegister));
}

/**
 * What one request may have changed: the selection, the period's credits, the status, the
 * progress and permits (as registration's own refreshRegistration), the seats of every subjects
 * list and the waitlist. Written out here, since features do not import each other.
 */
export function refreshAfterPlan(queryClient: QueryClient) {
  return Promise.all(
    [
      queryKeys.selectedSubjects,
      queryKeys.period,
      queryKeys.status,
      queryKeys.progress,
      queryKeys.permits,
      queryKeys.allSubjects,
      queryKeys.waitlist,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export const registerPlanKey = ['register-plan'] as const;

/** Registers the plan; the outcome per subject is the reply, shown where the student asked. */
export function useRegisterPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: registerPlanKey,
    mutationFn: registerPlan,
    // Returned, so the button stays busy until the selection shows what was taken.
    onSettled: () => refreshAfterPlan(queryClient),
  });
}
