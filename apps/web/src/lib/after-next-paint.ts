// A hidden tab paints nothing and gets no animation frames, and a page may report no largest paint:
// the work waits at most this long.
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

/**
 * Runs `callback` once the browser has shown what the page holds now: at the first largest-paint
 * entry after now, which the browser reports when the frame is on screen. A frame's main-thread
 * work (afterNextPaint) ends well before that on a phone, while its pixels are still being drawn;
 * work started then competes with them. Where no such entry comes (a browser without them, a page
 * whose largest element was painted before), after the next paint, or within a second.
 */
export function afterShown(callback: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
  ) {
    afterNextPaint(callback);
    return;
  }
  const since = performance.now();
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    observer.disconnect();
    callback();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime >= since)) setTimeout(run, 0);
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(run, HIDDEN_TAB_WAIT_MS);
}
