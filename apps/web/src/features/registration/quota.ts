import { INFO_QUOTA_RATIO, LOW_QUOTA_SEATS, type Quota } from '@daftar/contract';

export type QuotaLevel = 'full' | 'warning' | 'info' | 'success';

/** Seats still free: the "x" of "x/y available". */
export function seatsAvailable({ total, registered }: Quota): number {
  return Math.max(0, total - registered);
}

/**
 * Spec section 4's badge colours: warning at 5 seats or fewer, info under 30 percent remaining,
 * success otherwise. With no seat left it is full: past warning, shown in red.
 */
export function quotaLevel(quota: Quota): QuotaLevel {
  const available = seatsAvailable(quota);
  if (available === 0) return 'full';
  if (available <= LOW_QUOTA_SEATS) return 'warning';
  if (available / quota.total < INFO_QUOTA_RATIO) return 'info';
  return 'success';
}
