import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { LiveConnection } from './live-socket';
import { readToken, subscribeToken } from './session-token';

const LiveConnectionContext = createContext<LiveConnection | null>(null);

/**
 * Keeps the live connection open for the whole app and in step with the session: it connects at
 * start and reconnects with the new token after every login and logout (decisions.md section 1).
 */
export function LiveConnectionProvider({
  connection,
  children,
}: {
  connection: LiveConnection | null;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!connection) return;
    const sync = () => connection.connect(readToken());
    sync();
    const unsubscribe = subscribeToken(sync);
    return () => {
      unsubscribe();
      connection.disconnect();
    };
  }, [connection]);
  return <LiveConnectionContext value={connection}>{children}</LiveConnectionContext>;
}

/** The app's live connection; null where none is provided (most component tests). */
export function useLiveConnection(): LiveConnection | null {
  return useContext(LiveConnectionContext);
}
