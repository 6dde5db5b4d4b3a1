import { z } from 'zod';

/**
 * The timetable as a calendar feed (issue 22): each student has one secret link that a calendar
 * app subscribes to. The secret is the whole credential, so the link is shown only to its owner.
 */

/** A feed token: 32 base64url characters, 192 random bits. */
const CALENDAR_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The `.ics` path's token; anything else cannot be a token and answers 404 like an unknown one. */
export const calendarFeedParamsSchema = z.object({ token: z.string().max(64) });

/** Whether `text` has the shape of a feed token (it may still be unknown or replaced). */
export function isCalendarToken(text: string): boolean {
  return CALENDAR_TOKEN.test(text);
}

/** The student's subscription: the feed's address, with the secret in it. */
export const calendarSubscriptionSchema = z.object({
  /** `https://…/api/calendar/{token}.ics` (or `http://` where the app is served so). */
  url: z.string(),
});
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;

/** The address calendar apps open to subscribe: the feed's address with the `webcal:` scheme. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:/, 'webcal:');
}
