/**
 * Whether a URL's path lies under /api/ once decoded as the router decodes it (`/%61pi/` is /api/).
 * For requests that matched no route: a matched one is judged by its route's declared path.
 */
export function isApiPath(url: string): boolean {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  try {
    return decodeURI(path).startsWith('/api/');
  } catch {
    // The router refuses such a path before any handler sees it; if one ever gets here, the
    // stricter API answer is the safe one.
    return true;
  }
}
