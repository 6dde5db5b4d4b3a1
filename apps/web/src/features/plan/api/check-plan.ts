import { API, planCheckReplySchema, type PlanCheckReply } from '@daftar/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

export async function checkPlan(): Promise<PlanCheckReply> {
  return planCheckReplySchema.parse(await http.post(API.planCheck));
}

/**
 * Runs the kept plan through every rule but the seats: it changes nothing, so nothing is
 * refreshed after it.
 */
export function useCheckPlan() {
  return useMutation({ mutationFn: checkPlan });
}
