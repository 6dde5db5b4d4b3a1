/** Leaves the single-page app for a fresh load of `path`, dropping every in-memory state. */
export function fullPageRedirect(path: string) {
  window.location.assign(path);
}
