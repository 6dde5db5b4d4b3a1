import type { TFunction } from 'i18next';
import { formatDate } from '@/lib/format-date';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Spec section 9: "Just now" under a minute, then whole minutes, then whole hours, and from a
 * day on the date in the app's en-GB style ("3 Jun 2025").
 */
export function relativeTime(timestamp: number, now: number, t: TFunction<'notifications'>) {
  // A clock set back a little must not give "-1 minutes ago".
  const elapsed = Math.max(0, now - timestamp);
  if (elapsed < MINUTE_MS) return t('time.justNow');
  if (elapsed < HOUR_MS) return t('time.minutesAgo', { count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return t('time.hoursAgo', { count: Math.floor(elapsed / HOUR_MS) });
  return formatDate(new Date(timestamp).toISOString());
}
