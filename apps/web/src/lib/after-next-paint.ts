// A hidden tab paints nothing and gets no animation frames: the work waits at most this long.
const HIDDEN_TAB_WAIT_MS = 1000;

/**
 * Runs `callback` once the browser has painted what the page holds now: work that screen does
 * not need (a library fetched for later) then never delays its paint. In a hidden tab, after at
 * most a second.
 */
export function afterNextPaint(callback: () => void): void {
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    callback();
  };
  // A frame's callbacks run just before its paint; a task queued from one runs after it.
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, HIDDEN_TAB_WAIT_MS);
}
