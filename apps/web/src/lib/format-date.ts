import { parseISO } from 'date-fns';
import { currentLocale } from './i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Spec section 9 date format, in the interface's language: "11 Jun 2025" (en-GB; ms-MY reads
 * the same, with Malay month names such as "Ogo"). A `YYYY-MM-DD` date is a local date.
 */
export function formatDate(date: string): string {
  const locale = currentLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    formats.set(locale, format);
  }
  return format.format(parseISO(date));
}
