import { formatClockTime, formatDayMonthYear } from '@daftar/contract';
import { currentLanguage } from './i18n';

/**
 * An instant in the viewer's time zone, in the interface's language: spec section 9's en-GB
 * "3 Jun 2025, 14:05", or ms-MY's "3 Jun 2025, 02:05 PTG".
 */
export function formatDateTime(instant: string | number | Date): string {
  const at = new Date(instant);
  const language = currentLanguage();
  const date = formatDayMonthYear(at.getFullYear(), at.getMonth(), at.getDate(), language);
  return `${date}, ${formatClockTime(at.getHours(), at.getMinutes(), language)}`;
}
