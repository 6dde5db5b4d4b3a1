import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { SessionProvider } from '@/features/auth/session-provider';
import { LiveConnectionProvider } from '@/lib/live-connection-context';
import type { LiveConnection } from '@/lib/live-socket';
import { createQueryClient } from '@/lib/query-client';

interface AppProviderProps {
  children: ReactNode;
  /** The app's, which its router fills before the first screen; tests pass an empty one each. */
  queryClient?: QueryClient;
  /** The app's socket; tests pass a fake one, or none. */
  liveConnection?: LiveConnection | null;
  /** False while the app's first screen is loading: the toasts' region waits for it. */
  firstScreenShown?: boolean;
}

/**
 * Data, live updates, session and toasts for the whole app. Tooltips have their provider in the
 * signed-in layout, the only place that has any: the sign-in screens do without Radix's popper.
 */
export function AppProvider({
  children,
  queryClient,
  liveConnection = null,
  firstScreenShown = true,
}: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <LiveConnectionProvider connection={liveConnection}>
        <Toaster regionBeforeFirstToast={firstScreenShown}>
          <SessionProvider>{children}</SessionProvider>
        </Toaster>
      </LiveConnectionProvider>
    </QueryClientProvider>
  );
}
