import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { SessionProvider } from '@/features/auth/session-provider';
import { LiveConnectionProvider } from '@/lib/live-connection-context';
import type { LiveConnection } from '@/lib/live-socket';
import { createQueryClient } from '@/lib/query-client';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own, to start each one with an empty cache. */
  queryClient?: QueryClient;
  /** The app's socket; tests pass a fake one, or none. */
  liveConnection?: LiveConnection | null;
}

/** Data, live updates, session, toasts and tooltips for the whole app. */
export function AppProvider({ children, queryClient, liveConnection = null }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <LiveConnectionProvider connection={liveConnection}>
        <Toaster>
          <SessionProvider>
            <TooltipProvider delayDuration={300}>{children}</TooltipProvider>
          </SessionProvider>
        </Toaster>
      </LiveConnectionProvider>
    </QueryClientProvider>
  );
}
