import { weekdayName, type Meeting } from '@daftar/contract';
import { currentLanguage } from './i18n';

/** A weekday (1 Monday … 7 Sunday) by its short name in the interface's language: "Mon", "Isn". */
export const shortWeekday = (day: number) => weekdayName(day, 'short', currentLanguage());

/** A weekday (1 Monday … 7 Sunday) by its full name in the interface's language: "Isnin". */
export const longWeekday = (day: number) => weekdayName(day, 'long', currentLanguage());

/**
 * A section's meetings as one line, in the interface's language: "Mon 08:00-10:00 (BK1), Wed
 * 10:00-11:00 (BK1)", as the server's `schedule` reads in English.
 */
export function scheduleText(meetings: readonly Meeting[]): string {
  return meetings
    .map((m) => `${shortWeekday(m.day)} ${m.startTime}-${m.endTime} (${m.room})`)
    .join(', ');
}
