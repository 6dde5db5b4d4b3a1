import { API, liveFiguresSchema, type LiveFigures } from '@daftar/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { useLiveEvent, useOnReconnect } from '@/lib/use-live-event';

const liveFiguresKey = [API.liveFigures];

/**
 * The registrar's live figures: read once, then replaced by each `liveFiguresUpdated` the admins'
 * socket room gets every few seconds, and read again after a reconnection.
 */
export function useLiveFigures() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: liveFiguresKey,
    queryFn: async (): Promise<LiveFigures> =>
      liveFiguresSchema.parse(await http.get(API.liveFigures)),
  });
  useLiveEvent('liveFiguresUpdated', (figures) =>
    queryClient.setQueryData(liveFiguresKey, figures),
  );
  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: liveFiguresKey }));
  return query;
}
