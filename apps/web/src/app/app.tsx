import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import type { LiveConnection } from '@/lib/live-socket';
import { FirstScreenContext } from './first-screen-context';
import { holdFirstScreen, preloadFirstScreenReadings } from './first-screen-readings';
import { AppProvider } from './provider';
import { routes } from './routes';

// Made as the first script runs, not in the first render: the screen's readings travel with its
// code, which the router starts fetching as soon as it is made (createAppRouter).
preloadFirstScreenReadings(routes, window.location.pathname, window.location.search);

/**
 * The app's router; made, it starts loading the first screen's code, and shows that screen once
 * its first readings are in `queryClient`.
 */
export const createAppRouter = (queryClient: QueryClient) =>
  holdFirstScreen(queryClient, () => createBrowserRouter(routes));

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  const [firstScreenShown, setFirstScreenShown] = useState(false);
  const [liveConnection, setLiveConnection] = useState<LiveConnection | null>(null);
  // One element for the app's life: the provider's state below changes the providers around it,
  // and React then leaves the routed screens alone instead of rendering them all again.
  const routedScreens = useMemo(() => <RouterProvider router={router} />, [router]);
  // What the first screen does not need is fetched once it is up: on a slow phone these bytes
  // would otherwise delay it. The live connection still opens at start, as the spec says.
  // Neither is urgent: as transitions, a phone renders them in slices while the first screen
  // is still being built.
  const onFirstScreen = useCallback(() => {
    startTransition(() => setFirstScreenShown(true));
    void import('@/lib/live-socket').then((module) =>
      startTransition(() => setLiveConnection(module.liveConnection)),
    );
  }, []);
  return (
    <AppProvider
      queryClient={queryClient}
      liveConnection={liveConnection}
      firstScreenShown={firstScreenShown}
    >
      <FirstScreenContext value={onFirstScreen}>{routedScreens}</FirstScreenContext>
    </AppProvider>
  );
}
