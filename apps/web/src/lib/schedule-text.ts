import type { Meeting } from '@daftar/contract';
import { currentLocale } from './i18n';

// 2024-01-01 was a Monday: day 1 of the contract's Monday-to-Friday week.
const MONDAY_UTC = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

function weekday(day: number, width: 'short' | 'long'): string {
  const locale = currentLocale();
  let format = weekdayFormats.get(`${locale} ${width}`);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
    weekdayFormats.set(`${locale} ${width}`, format);
  }
  return format.format(new Date(MONDAY_UTC + (day - 1) * DAY_MS));
}

/** A weekday (1 Monday … 7 Sunday) by its short name in the interface's language: "Mon", "Isn". */
export const shortWeekday = (day: number) => weekday(day, 'short');

/** A weekday (1 Monday … 7 Sunday) by its full name in the interface's language: "Isnin". */
export const longWeekday = (day: number) => weekday(day, 'long');

/**
 * A section's meetings as one line, in the interface's language: "Mon 08:00-10:00 (BK1), Wed
 * 10:00-11:00 (BK1)", as the server's `schedule` reads in English.
 */
export function scheduleText(meetings: readonly Meeting[]): string {
  return meetings
    .map((m) => `${shortWeekday(m.day)} ${m.startTime}-${m.endTime} (${m.room})`)
    .join(', ');
}
