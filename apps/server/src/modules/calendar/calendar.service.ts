import { createHash, randomBytes } from 'node:crypto';
import { API, isCalendarToken, type CalendarSubscription, type Language } from '@daftar/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { findCurrentPeriod } from '../periods/periods.service';
import { listCalendarEvents } from '../registrar/calendar-events.service';
import { listSelected } from '../registration/registration.service';
import { renderTimetableFeed, type TimetableFeed } from './calendar-feed';
import * as repo from './calendar.repository';
import { teachingWeeks, timetableMeetings, type TimetableMeeting } from './calendar.rules';
import { writtenLanguage } from '../../lib/written-language';

// The token is stored as it is, not hashed: the schedule page must show the same link again, on
// any device, for as long as it works, and a hash cannot be turned back into the link. What the
// token opens (one timetable) is already in the database beside it, so a hash would hide nothing
// from whoever could read the table.

/** 24 random bytes: 192 bits, 32 base64url characters. */
function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The feed's address at `origin`, where the student reached the app (lib/public-origin.ts). */
function subscriptionOf(origin: string, token: string): CalendarSubscription {
  return { url: `${origin}${API.calendarFeed(token)}` };
}

/** The student's feed link, made the first time they ask for it. */
export async function calendarSubscription(
  db: Db,
  origin: string,
  userId: number,
): Promise<CalendarSubscription> {
  const found = await repo.findToken(db, userId);
  if (found) return subscriptionOf(origin, found.token);
  await repo.insertTokenUnlessPresent(db, userId, newToken(), new Date().toISOString());
  const made = await repo.findToken(db, userId);
  return subscriptionOf(origin, made!.token);
}

/** A new feed link for the student; the old one answers 404 from now on. */
export async function renewCalendarSubscription(
  db: Db,
  origin: string,
  userId: number,
): Promise<CalendarSubscription> {
  const token = newToken();
  await repo.replaceToken(db, userId, token, new Date().toISOString());
  return subscriptionOf(origin, token);
}

/** The `.ics` feed a token opens: the holder's current timetable, or 404 for any other text. */
export async function timetableFeed(db: Db, token: string): Promise<string> {
  const owner = isCalendarToken(token) ? await repo.findTokenOwner(db, token) : undefined;
  if (!owner) throw notFound('calendarFeed');
  // A calendar app's request says nothing of the person's language.
  const language: Language = writtenLanguage(owner);
  const { meetings, periodDays } = await currentMeetings(db, owner.id);
  const sequences = await repo.recordEventVersions(
    db,
    owner.id,
    meetings.map((meeting) => ({ uid: meeting.uid, fingerprint: fingerprint(meeting, language) })),
  );
  const feed: TimetableFeed = {
    studentName: owner.name,
    language,
    meetings: meetings.map((meeting) => ({ meeting, sequence: sequences.get(meeting.uid) ?? 0 })),
    periodDays,
  };
  return renderTimetableFeed(feed);
}

/** The student's classes this period, and the period's own days (its deadline and stages). */
async function currentMeetings(db: Db, studentId: number) {
  const period = await findCurrentPeriod(db);
  if (!period) return { meetings: [] as TimetableMeeting[], periodDays: [] };
  const [subjects, entries] = await Promise.all([
    listSelected(db, studentId),
    listCalendarEvents(db, period.id),
  ]);
  const weeks = teachingWeeks({ startDate: period.start_date, endDate: period.end_date }, entries);
  // Each of the period's own days keeps a UID by what it is (its English label) and period.
  const periodDays = entries
    .filter((entry) => entry.id === null)
    .map((entry) => ({
      uid: `period-${period.id}-${entry.label.en.toLowerCase().replace(/[^a-z]+/g, '-')}@daftar`,
      label: entry.label,
      startDate: entry.startDate,
      endDate: entry.endDate,
    }));
  return { meetings: timetableMeetings(subjects, weeks), periodDays };
}

/** Everything the meeting's VEVENT says (the language words its description), hashed. */
function fingerprint(meeting: TimetableMeeting, language: Language): string {
  return createHash('sha256').update(JSON.stringify({ meeting, language })).digest('base64url');
}
