import type { QueryObserverResult } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** For useQueries' `combine`: true once every reading has arrived or failed. */
export const allSettled = (results: QueryObserverResult[]) =>
  results.every((result) => !result.isPending);

/** A reading that hangs holds the screen back no longer than this; its part then shows it loading. */
export const FIRST_READINGS_WAIT_MS = 2000;

interface FirstReadingsProps {
  /** Whether the readings the screen shows at once have settled (useQueries with allSettled). */
  settled: boolean;
  children: ReactNode;
}

/**
 * Holds a screen back until its first readings have settled, then shows it whole. A phone then
 * paints one finished screen instead of cards that grow and push each other down as their data
 * arrives (layout shift); a failed reading still shows, as its part's error. The screen is
 * rendered as a transition, so React builds it in slices between which the phone stays
 * responsive, instead of in one long task.
 */
export function FirstReadings({ settled, children }: FirstReadingsProps) {
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLongEnough(true), FIRST_READINGS_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  // A screen whose readings are in when it mounts shows at once: the app's first screen, which the
  // router holds until they are (whileStarting), or one opened a second time. Mounts are
  // transitions (the router's navigations, the gate's answer), so React builds it in slices.
  // Otherwise the screen is built in the deferred render after the readings settle, never in the
  // urgent one their arrival causes.
  const [settledAtMount] = useState(settled);
  const shown = useDeferredValue(settled || waitedLongEnough, settledAtMount);
  if (shown) return children;
  return (
    // As tall as the window, so that the footer below is out of sight and stays there.
    <div className="flex min-h-svh justify-center pt-[25svh]">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
