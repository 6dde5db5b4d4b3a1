import type { ServerToClientEvents } from '@daftar/contract';
import { useEffect, useRef } from 'react';
import { useLiveConnection } from './live-connection-context';
import type { LiveEventMeta } from './live-socket';

/** Runs `handler` for each `event` from the server while the component is mounted. */
export function useLiveEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: (payload: Parameters<ServerToClientEvents[E]>[0], meta: LiveEventMeta) => void,
) {
  const connection = useLiveConnection();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () => connection?.subscribe(event, (payload, meta) => latest.current(payload, meta)),
    [connection, event],
  );
}

/** Runs `handler` after each reconnection, when updates may have been missed. */
export function useOnReconnect(handler: () => void) {
  const connection = useLiveConnection();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => connection?.onReconnect(() => latest.current()), [connection]);
}
