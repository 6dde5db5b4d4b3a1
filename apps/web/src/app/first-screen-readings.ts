import type { Role } from '@daftar/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { http } from '@/lib/http-client';
import { decodeToken, readToken } from '@/lib/session-token';

/** What a route tells the app's start about itself (its `handle`). */
export interface RouteHandle {
  /** The API readings its screen makes at once for a signed-in user of `role`. */
  firstScreenReadings?: (role: Role) => readonly string[];
}

/**
 * At start, with a stored session, begins the readings of the routes `pathname` matches while
 * their code is still on its way (http.preload): the first screen then waits for one round trip,
 * not for the code and then the round trip.
 */
export function preloadFirstScreenReadings(routes: RouteObject[], pathname: string) {
  const token = readToken();
  const role = token ? decodeToken(token)?.role : undefined;
  if (!role) return;
  const urls = (matchRoutes(routes, pathname) ?? []).flatMap(
    ({ route }) => (route.handle as RouteHandle | undefined)?.firstScreenReadings?.(role) ?? [],
  );
  http.preload(urls);
}
