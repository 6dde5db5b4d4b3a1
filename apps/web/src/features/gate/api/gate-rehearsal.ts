import {
  API,
  gateRehearsalSchema,
  type GateRehearsal,
  type StartGateRehearsalBody,
} from '@daftar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

/**
 * The rehearsal is read once a second while the registrar waits: the real waiting page hears
 * the queue's broadcast that often, and a rehearsal broadcasts nothing (students would hear it).
 */
export const REHEARSAL_REFRESH_MS = 1000;

const rehearsalKey = [API.adminGateRehearsalJoin] as const;

/** The registrar's place in their rehearsal, as a student's join would give it (issue 42). */
export function useGateRehearsal() {
  return useQuery({
    queryKey: rehearsalKey,
    queryFn: async (): Promise<GateRehearsal> =>
      gateRehearsalSchema.parse(await http.post(API.adminGateRehearsalJoin)),
    refetchInterval: (query) =>
      query.state.data?.state === 'waiting' ? REHEARSAL_REFRESH_MS : false,
  });
}

/** Starts a rehearsal (replacing the registrar's last); its first place replaces what is shown. */
export function useStartRehearsal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StartGateRehearsalBody) =>
      gateRehearsalSchema.parse(await http.post(API.adminGateRehearsal, body)),
    onMutate: () => queryClient.cancelQueries({ queryKey: rehearsalKey }),
    onSuccess: (rehearsal) => queryClient.setQueryData(rehearsalKey, rehearsal),
  });
}

export function useEndRehearsal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(API.adminGateRehearsal),
    onMutate: () => queryClient.cancelQueries({ queryKey: rehearsalKey }),
    onSuccess: () => queryClient.setQueryData<GateRehearsal>(rehearsalKey, { state: 'none' }),
  });
}
