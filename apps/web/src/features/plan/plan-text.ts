import {
  formatErrorMessage,
  formatTwelveHourTime,
  hasErrorMessage,
  sectionLabel,
  type Meeting,
  type PlanRefusal,
  type Section,
  type Subject,
} from '@daftar/contract';
import type { TFunction } from 'i18next';
import { currentLanguage } from '@/lib/i18n';
import { shortWeekday } from '@/lib/schedule-text';

// How the plan's screens word sections, places, times and refusals, in the interface's language.

type PlanT = TFunction<'plan'>;

/** A section as the student reads it: L1 or T3 in a subject of parts, else "Section 2". */
export const sectionName = (t: PlanT, section: Pick<Section, 'number' | 'part'>) =>
  section.part ? sectionLabel(section) : t('sectionNumber', { number: section.number });

/** A place's sections as one text, "L1 + T3"; an id the catalogue no longer has is left out. */
export function placeText(
  t: PlanT,
  subject: Pick<Subject, 'sections'> | undefined,
  sectionIds: readonly number[],
): string {
  return sectionIds
    .flatMap((id) => subject?.sections.find((section) => section.id === id) ?? [])
    .map((section) => sectionName(t, section))
    .join(' + ');
}

/** "HH:MM" as the campus clock writes it: "9:00 am", "9:00 PG". */
export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatTwelveHourTime(hours, minutes, currentLanguage());
}

/** One meeting: "Mon 8:00 am–10:00 am". */
export const meetingText = (meeting: Pick<Meeting, 'day' | 'startTime' | 'endTime'>) =>
  `${shortWeekday(meeting.day)} ${clockText(meeting.startTime)}–${clockText(meeting.endTime)}`;

/** A section's seats are all taken (live counts). */
export const isFull = (section: Pick<Section, 'capacity' | 'registered'>) =>
  section.registered >= section.capacity;

/**
 * A refusal in the interface's language from its code and params, as every error on these
 * screens is worded (lib/error-reply.ts); the server's own sentence when the code has none here.
 */
export function refusalText(refusal: PlanRefusal): string {
  return hasErrorMessage(refusal.code, refusal.params)
    ? formatErrorMessage(refusal.code, refusal.params, currentLanguage())
    : refusal.error;
}
