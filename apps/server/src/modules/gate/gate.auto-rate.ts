/** The automatic rate's start, bounds and the signals it steers by (decision 019). */
export const AUTO_RATE = {
  start: 600,
  min: 30,
  max: 30_000,
  /** Admit faster while the p95 reply time stays under this... */
  fastSeconds: 0.25,
  /** ...and slower once it passes this. */
  slowSeconds: 0.75,
  /** Slower too while the process's event loop is busier than this share of the time. */
  busyShare: 0.9,
  /** The reply times it reads: the last ten seconds'. */
  windowMs: 10_000,
} as const;

export interface AutoRateSignals {
  /** The rate now, students a minute. */
  rate: number;
  /** The p95 reply time (seconds) of the last window; null when nothing was answered. */
  p95: number | null;
  /** How busy the event loop was since the last count, 0 to 1. */
  busy: number;
  /** Students waiting for their turn. */
  waiting: number;
}

/**
 * The next automatic rate: down a fifth when replies are slow or the process is saturated (it
 * shows before the reply times do), up 5 % while replies are quick and students wait, otherwise
 * unchanged; within the bounds.
 */
export function nextAutoRate({ rate, p95, busy, waiting }: AutoRateSignals): number {
  let next = rate;
  if ((p95 !== null && p95 > AUTO_RATE.slowSeconds) || busy > AUTO_RATE.busyShare)
    next = rate * 0.8;
  else if (waiting > 0 && (p95 === null || p95 < AUTO_RATE.fastSeconds)) next = rate * 1.05;
  return Math.round(Math.min(AUTO_RATE.max, Math.max(AUTO_RATE.min, next)));
}
