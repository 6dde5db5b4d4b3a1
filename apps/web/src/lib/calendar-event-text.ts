import type { CalendarEvent } from '@daftar/contract';
import { formatDate } from './format-date';
import { currentLanguage } from './i18n';

/** An entry's label in the interface's language (the registrar writes both). */
export function eventLabel(event: CalendarEvent): string {
  return event.label[currentLanguage()];
}

/** "15 Oct 2026", or "15 Oct 2026 – 23 Oct 2026" for a range. */
export function eventDates(event: CalendarEvent): string {
  return event.endDate === null
    ? formatDate(event.startDate)
    : `${formatDate(event.startDate)} – ${formatDate(event.endDate)}`;
}

/** A stable key for a list: stored entries by id, those read from the period by kind and date. */
export function eventKey(event: CalendarEvent): string {
  return event.id === null ? `period-${event.kind}-${event.startDate}` : String(event.id);
}
