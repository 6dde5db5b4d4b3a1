import { queuePosition, type GateProgress } from '@daftar/contract';
import { useEffect, useState } from 'react';
import { useLiveEvent, useOnReconnect } from '@/lib/use-live-event';
import type { QueuePlace } from './use-admission-gate';

/** Browsers that reach their turn together spread their calls over this long. */
const JOIN_SPREAD_MS = 1500;
/**
 * At the opening the whole pre-queue is due at once: it spreads its calls further, 1.5 ms per
 * student waiting (1.5 s for a thousand, 9 s for six thousand), up to 15 s.
 */
const OPENING_SPREAD_MS_PER_STUDENT = 1.5;
const OPENING_SPREAD_MAX_MS = 15_000;
/** A browser still due after joining asks again this long after (plus the spread). */
const JOIN_RETRY_MS = 5000;
/** The server tells where the queue stands every 5 s at least: a longer silence is a lost link. */
const SILENCE_MS = 20_000;

/**
 * Where the queue stands, live (issue 25): from the last join, then from each `gateProgress` the
 * server broadcasts, so the place falls without a reload. When the student's turn comes (or the
 * queue opens while they are in the pre-queue) joins again, after a random moment so thousands
 * of browsers do not call at once; joins again too after a reconnection or a silence, to catch up.
 */
export function useLiveProgress(place: QueuePlace, join: () => Promise<void>) {
  const [heard, setHeard] = useState<{ progress: GateProgress; receivedAt: number } | null>(null);
  useLiveEvent('gateProgress', (progress, { receivedAt }) => {
    if (progress.periodId !== place.progress.periodId) return;
    setHeard((current) =>
      current && current.receivedAt > receivedAt ? current : { progress, receivedAt },
    );
  });
  // An update heard before the join answered (queued while nobody listened) is older than it.
  const latest = heard && heard.receivedAt >= place.receivedAt ? heard : null;
  const progress = latest?.progress ?? place.progress;
  const at = latest?.receivedAt ?? place.receivedAt;
  const position = place.ticket === null ? null : queuePosition(place.ticket, progress);
  const due = position === null ? progress.opened : position === 0;
  const spread =
    position === null
      ? Math.min(
          OPENING_SPREAD_MAX_MS,
          Math.max(JOIN_SPREAD_MS, place.progress.prequeued * OPENING_SPREAD_MS_PER_STUDENT),
        )
      : JOIN_SPREAD_MS;

  useEffect(() => {
    if (!due) return;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const attempt = (delay: number) => {
      timer = setTimeout(() => {
        void join().then(() => {
          if (!stopped) attempt(JOIN_RETRY_MS + Math.random() * JOIN_SPREAD_MS);
        });
      }, delay);
    };
    attempt(Math.random() * spread);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [due, spread, join]);

  const lastHeard = heard?.receivedAt;
  useEffect(() => {
    const timer = setInterval(() => void join(), SILENCE_MS);
    return () => clearInterval(timer);
  }, [lastHeard, place, join]);
  useOnReconnect(() => void join());

  return { progress, position, due, at };
}
