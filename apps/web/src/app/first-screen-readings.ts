import type { Role } from '@daftar/contract';
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { FIRST_READINGS_WAIT_MS } from '@/components/first-readings';
import { http } from '@/lib/http-client';
import { decodeToken, readToken } from '@/lib/session-token';

/** What a route tells the app's start about itself (its `handle`). */
export interface RouteHandle {
  /**
   * The API readings its screen makes at once for a signed-in user of `role`, at an address with
   * this query string.
   */
  firstScreenReadings?: (role: Role, search: URLSearchParams) => readonly string[];
}

/**
 * At start, with a stored session, begins the readings of the routes the address (`pathname`
 * and `search`) matches while their code is still on its way (http.preload): the first screen
 * then waits for one round trip, not for the code and then the round trip.
 */
export function preloadFirstScreenReadings(routes: RouteObject[], pathname: string, search = '') {
  const token = readToken();
  const role = token ? decodeToken(token)?.role : undefined;
  if (!role) return;
  const params = new URLSearchParams(search);
  const urls = (matchRoutes(routes, pathname) ?? []).flatMap(
    ({ route }) =>
      (route.handle as RouteHandle | undefined)?.firstScreenReadings?.(role, params) ?? [],
  );
  http.preload(urls);
}

let startingWith: QueryClient | null = null;

/**
 * Makes the app's router (`createRouter`) holding its first screen until what the screen shows at
 * once is in `queryClient` (whileStarting); lets go once the router has shown it: later screens
 * open as soon as their code is in, with their own loading states.
 */
export function holdFirstScreen(queryClient: QueryClient, createRouter: () => DataRouter) {
  // Set before the router is made: making it starts the first screen's loaders.
  startingWith = queryClient;
  const router = createRouter();
  void firstScreenReady(router).then(() => {
    startingWith = null;
  });
  return router;
}

/** Settles once `router` has its first screen: its code, and its readings (whileStarting). */
export const firstScreenReady = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/**
 * On the app's first load, waits for `prepare` to put a screen's first readings (started with its
 * code, preloadFirstScreenReadings) in the query cache, for at most FIRST_READINGS_WAIT_MS. The
 * router then renders the screen once, whole, where it rendered a spinner, the frame, and the page
 * again with each reading and piece of code as it came in: on a phone, several renders and
 * layouts of the whole page before its heading showed. A failed reading is in the cache as its
 * error, which its part shows.
 */
export async function whileStarting(prepare: (queryClient: QueryClient) => Promise<unknown>) {
  const queryClient = startingWith;
  if (!queryClient) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitedLongEnough = new Promise((resolve) => {
    timer = setTimeout(resolve, FIRST_READINGS_WAIT_MS);
  });
  await Promise.race([prepare(queryClient).catch(() => undefined), waitedLongEnough]);
  clearTimeout(timer);
}

/**
 * For whileStarting: every one of `readings` (the queryOptions a screen passes to useQueries), in
 * the cache as its data or its error.
 */
export const readAll = (queryClient: QueryClient, readings: readonly { queryKey: QueryKey }[]) =>
  Promise.allSettled(
    // A list of queries of different data is not one EnsureQueryDataOptions type; each is one.
    readings.map((options) => queryClient.ensureQueryData(options as EnsureQueryDataOptions)),
  );
