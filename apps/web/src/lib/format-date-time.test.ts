import { INTL_LOCALES, LANGUAGES } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';
import { formatDateTime } from './format-date-time';
import i18n from './i18n';

// Written without Intl (a page's first Intl format costs a phone 60-140 ms), as Intl writes them.
describe.each(LANGUAGES)('local dates and times in %s', (language) => {
  it('match Intl in the viewer’s time zone', async () => {
    await i18n.changeLanguage(language);
    const dateTime = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    const date = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    for (let hour = 0; hour < 24; hour++) {
      const instant = new Date(2026, hour % 12, 1 + hour, hour, 7 * hour);
      expect(formatDateTime(instant)).toBe(dateTime.format(instant));
      expect(formatDateTime(instant.toISOString())).toBe(dateTime.format(instant));
      expect(formatDate(instant.toISOString())).toBe(date.format(instant));
    }
    expect(formatDate('2025-08-11')).toBe(date.format(new Date(2025, 7, 11)));
  });
});
