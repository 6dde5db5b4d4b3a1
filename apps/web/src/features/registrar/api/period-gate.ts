import {
  API,
  adminGateSchema,
  type AdminGate,
  type UpdateGateSettingsBody,
} from '@daftar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';
import { useLiveEvent, useOnReconnect } from '@/lib/use-live-event';

/** How often the admissions held are counted again: no event carries them. */
export const GATE_REFRESH_MS = 10_000;

const gateKey = (periodId: number) => [API.adminPeriodGate(periodId)] as const;

/**
 * A period's admission gate as the registrar watches it: read every few seconds for the admissions
 * held, and its queue replaced by each `gateProgress` every browser gets while the gate is on.
 */
export function usePeriodGate(periodId: number) {
  const queryClient = useQueryClient();
  const key = gateKey(periodId);
  const query = useQuery({
    queryKey: key,
    queryFn: async (): Promise<AdminGate> =>
      adminGateSchema.parse(await http.get(API.adminPeriodGate(periodId))),
    refetchInterval: GATE_REFRESH_MS,
  });
  useLiveEvent('gateProgress', (progress) => {
    if (progress.periodId !== periodId) return;
    queryClient.setQueryData<AdminGate>(key, (gate) => gate && { ...gate, progress });
  });
  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: key }));
  return query;
}

/**
 * A change to the gate's settings: the server's reply replaces what the card shows; a refusal is
 * toasted (and its field messages are read from `error` by the form).
 */
export function useUpdatePeriodGate(periodId: number, failed: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (body: UpdateGateSettingsBody) =>
      adminGateSchema.parse(await http.put(API.adminPeriodGate(periodId), body)),
    // A read already under way would answer with the settings from before this change.
    onMutate: () => queryClient.cancelQueries({ queryKey: gateKey(periodId) }),
    onSuccess: (gate) => queryClient.setQueryData(gateKey(periodId), gate),
    onError: (error) =>
      toast({ variant: 'destructive', title: failed, description: serverMessage(error) }),
  });
}
