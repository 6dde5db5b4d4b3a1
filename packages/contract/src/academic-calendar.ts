import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';

// The academic calendar as everyone reads it: the header's calendar dialog (issue 19). The
// registrar's changes to it are in registrar.ts, apart, so that a student's first screen, which
// reads the calendar, builds none of the registrar's schemas.

export const CALENDAR_EVENT_KINDS = ['deadline', 'classes', 'break', 'exams', 'holiday'] as const;
export const calendarEventKindSchema = z.enum(CALENDAR_EVENT_KINDS);
export type CalendarEventKind = z.infer<typeof calendarEventKindSchema>;

/** A label in both languages: every screen is in both. */
export const bilingualLabelSchema = z.object({ en: z.string(), ms: z.string() });
export type BilingualLabel = z.infer<typeof bilingualLabelSchema>;

/**
 * One date (or range) of the academic calendar. The registration deadline and the end of
 * add/drop are read from the period itself (`id` null), so the calendar can never disagree with
 * the dates the server enforces; the rest are the registrar's entries.
 */
export const calendarEventSchema = z.object({
  id: idSchema.nullable(),
  periodId: idSchema,
  kind: calendarEventKindSchema,
  label: bilingualLabelSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
