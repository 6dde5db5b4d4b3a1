import { API, setupChecklistSchema, type SetupChecklist } from '@daftar/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

/**
 * How far the university's setup has come (issue 42). Read again on every screen that shows it,
 * since any page of the console may have just done a step.
 */
/** Read again by every console change that may do a setup step. */
export const setupKey = [API.adminSetup] as const;

export function useSetupChecklist() {
  return useQuery({
    queryKey: setupKey,
    queryFn: async (): Promise<SetupChecklist> =>
      setupChecklistSchema.parse(await http.get(API.adminSetup)),
    staleTime: 0,
  });
}
