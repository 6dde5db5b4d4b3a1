import { currentLocale } from './i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant in the viewer's time zone, in the interface's language: spec section 9's en-GB
 * "3 Jun 2025, 14:05", or ms-MY's "3 Jun 2025, 2:05 PTG".
 */
export function formatDateTime(instant: string | number | Date): string {
  const locale = currentLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(instant));
}
