import { formatDayMonthYear } from '@daftar/contract';
import { parseISO } from 'date-fns';
import { currentLanguage } from './i18n';

/**
 * Spec section 9 date format, in the interface's language: "11 Jun 2025" (en-GB; ms-MY reads
 * the same, with Malay month names such as "Ogo"). A `YYYY-MM-DD` date is a local date.
 */
export function formatDate(date: string): string {
  const day = parseISO(date);
  return formatDayMonthYear(day.getFullYear(), day.getMonth(), day.getDate(), currentLanguage());
}
