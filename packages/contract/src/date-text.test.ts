import { describe, expect, it } from 'vitest';
import {
  CAMPUS_TIME_ZONE,
  formatCalendarDate,
  formatCampusDateTime,
  formatClockTime,
  formatDayMonthYear,
  formatTwelveHourTime,
  weekdayName,
} from './date-text';
import { INTL_LOCALES, LANGUAGES } from './language';

const intl = (language: (typeof LANGUAGES)[number], options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(INTL_LOCALES[language], options);

// Every minute of a day would be 1,440 cases a language; these cover each hour and both ends.
const TIMES = Array.from({ length: 24 }, (_, hour) => [hour, hour % 2 ? 59 : 5] as const);

describe.each(LANGUAGES)('dates and times in %s, as Intl writes them', (language) => {
  it('names every month as Intl does, in "day month year"', () => {
    const format = intl(language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const expected = format.format(Date.UTC(2026, month, day));
        expect(formatDayMonthYear(2026, month, day, language)).toBe(expected);
        const iso = `2026-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatCalendarDate(iso, language)).toBe(expected);
      }
    }
  });

  it('names every weekday as Intl does, short and in full', () => {
    for (const width of ['short', 'long'] as const) {
      const format = intl(language, { weekday: width, timeZone: 'UTC' });
      // 2024-01-01 was a Monday.
      for (let day = 1; day <= 7; day++) {
        expect(weekdayName(day, width, language)).toBe(format.format(Date.UTC(2024, 0, day)));
      }
    }
  });

  it('writes a time of day with two-digit hours as Intl does', () => {
    const format = intl(language, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    for (const [hour, minute] of TIMES) {
      expect(formatClockTime(hour, minute, language)).toBe(
        format.format(Date.UTC(2026, 5, 3, hour, minute)),
      );
    }
  });

  it('writes noon and midnight at 12 on the 12-hour clock, as Intl does with hourCycle h12', () => {
    const format = intl(language, {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZone: 'UTC',
    });
    for (const [hour, minute] of [...TIMES, [24, 0] as const]) {
      expect(formatTwelveHourTime(hour, minute, language)).toBe(
        format.format(Date.UTC(2026, 5, 3, hour, minute)),
      );
    }
    expect(formatTwelveHourTime(12, 5, language)).toMatch(/^12:05 /);
    expect(formatTwelveHourTime(0, 5, language)).toMatch(/^12:05 /);
  });

  it('writes an instant on the campus clock as Intl does in its time zone', () => {
    const format = intl(language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZone: CAMPUS_TIME_ZONE,
    });
    // Across years and months, and the UTC hours on either side of the campus's midnight.
    for (const year of [1990, 2026, 2040]) {
      for (const month of [0, 5, 11]) {
        for (const [hour, minute] of TIMES) {
          const instant = new Date(Date.UTC(year, month, 15, hour, minute));
          expect(formatCampusDateTime(instant.toISOString(), language)).toBe(
            format.format(instant),
          );
        }
      }
    }
  });
});
