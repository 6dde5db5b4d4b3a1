import type { Language } from './language';

// Dates and times as `Intl.DateTimeFormat` writes them in en-GB and ms-MY (CLDR's names and
// patterns), written here instead: a page's first Intl date format loads the browser's locale
// data, 60-140 ms on a slow phone, inside the render of the first screen that shows a date.
// date-text.test.ts holds every name and pattern to what Intl gives.

const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  ms: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'],
};

// Monday first: day 1 of the contract's week.
const WEEKDAYS: Record<Language, Record<'short' | 'long', readonly string[]>> = {
  en: {
    short: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    long: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  },
  ms: {
    short: ['Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab', 'Ahd'],
    long: ['Isnin', 'Selasa', 'Rabu', 'Khamis', 'Jumaat', 'Sabtu', 'Ahad'],
  },
};

/** Where the campus clock runs: opening times are shown in it, whatever the reader's own zone. */
export const CAMPUS_TIME_ZONE = 'Asia/Kuala_Lumpur';
// Malaysia's clocks have kept UTC+8, without summer time, since 1982.
const CAMPUS_UTC_OFFSET_MS = 8 * 3_600_000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A day of a month (0 January … 11 December) of a year: "11 Jun 2025", "3 Ogo 2025". */
export function formatDayMonthYear(
  year: number,
  month: number,
  day: number,
  language: Language,
): string {
  return `${day} ${SHORT_MONTHS[language][month]} ${year}`;
}

/** A weekday (1 Monday … 7 Sunday) by its name: "Mon", "Isn"; in full "Monday", "Isnin". */
export function weekdayName(day: number, width: 'short' | 'long', language: Language): string {
  return WEEKDAYS[language][width][day - 1] ?? '';
}

/**
 * A time of day as the language writes it with two-digit hours: en-GB's 24-hour "14:05",
 * ms-MY's 12-hour "02:05 PTG".
 */
export function formatClockTime(hours: number, minutes: number, language: Language): string {
  if (language === 'en') return `${twoDigits(hours)}:${twoDigits(minutes)}`;
  return `${twoDigits(hours % 12 || 12)}:${twoDigits(minutes)} ${hours < 12 ? 'PG' : 'PTG'}`;
}

/**
 * A time of day on a 12-hour clock that counts from 12: "9:05 am", "12:05 pm", "9:05 PG". (Intl's
 * en-GB 12-hour clock counts from 0 and writes noon "0:05 pm", which nobody reads as noon.)
 */
export function formatTwelveHourTime(hours: number, minutes: number, language: Language): string {
  const [morning, afternoon] = language === 'en' ? ['am', 'pm'] : ['PG', 'PTG'];
  return `${hours % 12 || 12}:${twoDigits(minutes)} ${hours % 24 < 12 ? morning : afternoon}`;
}

/** A `YYYY-MM-DD` calendar date in the language's style: "11 Jun 2025" (en-GB and ms-MY alike). */
export function formatCalendarDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return formatDayMonthYear(year!, month! - 1, day!, language);
}

/** An instant on the campus clock: "21 Nov 2026, 9:00 am" / "21 Nov 2026, 9:00 PG". */
export function formatCampusDateTime(isoDateTime: string, language: Language): string {
  const campus = new Date(new Date(isoDateTime).getTime() + CAMPUS_UTC_OFFSET_MS);
  const date = formatDayMonthYear(
    campus.getUTCFullYear(),
    campus.getUTCMonth(),
    campus.getUTCDate(),
    language,
  );
  const time = formatTwelveHourTime(campus.getUTCHours(), campus.getUTCMinutes(), language);
  return `${date}, ${time}`;
}
