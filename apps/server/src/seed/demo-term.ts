import type { Db } from '../db/database';
import { DEMO_ANNOUNCEMENTS } from './announcements-data';

// The demo term's dates and news, placed around the demo period so every screen agrees on them.

/**
 * The spec's calendar entries besides the registration deadline (which is read from the period's
 * end date), placed after the demo period so that every screen agrees on its dates: classes begin
 * on the first working Monday at least a week after registration closes (never on a national
 * holiday such as Christmas), the mid-term break is the eighth week with its weekends, final
 * exams begin on the sixteenth week's Monday.
 */
export async function insertCalendar(trx: Db, periodId: number, now: Date, closesInDays: number) {
  const classesBegin = firstTeachingMonday(now, closesInDays + 7);
  const week = (n: number) => classesBegin + (n - 1) * 7;
  await trx
    .insertInto('calendar_events')
    .values(
      [
        {
          kind: 'classes' as const,
          label_en: 'Classes Begin',
          label_ms: 'Kuliah Bermula',
          start_date: isoDate(now, classesBegin),
          end_date: null,
        },
        {
          kind: 'break' as const,
          label_en: 'Mid-term Break',
          label_ms: 'Cuti Pertengahan Semester',
          start_date: isoDate(now, week(8) - 2),
          end_date: isoDate(now, week(8) + 6),
        },
        {
          kind: 'exams' as const,
          label_en: 'Final Exams Begin',
          label_ms: 'Peperiksaan Akhir Bermula',
          start_date: isoDate(now, week(16)),
          end_date: null,
        },
      ].map((event) => ({ ...event, period_id: periodId })),
    )
    .execute();
}

// Malaysia's national holidays that fall on the same date every year (month-day).
const FIXED_HOLIDAYS = new Set(['01-01', '05-01', '08-31', '09-16', '12-25']);

/** The day offset of the first Monday on or after `fromOffset` whose week starts on a working day. */
export function firstTeachingMonday(now: Date, fromOffset: number): number {
  let offset = fromOffset;
  const dayOf = (n: number) => new Date(now.getTime() + n * 86_400_000);
  while (dayOf(offset).getUTCDay() !== 1 || FIXED_HOLIDAYS.has(isoDate(now, offset).slice(5))) {
    offset += 1;
  }
  return offset;
}

/** The spec's two announcements (section 2), in both languages, published as the term opened. */
export async function insertAnnouncements(trx: Db, now: Date, openedDaysAgo: number) {
  const publishFrom = `${isoDate(now, -openedDaysAgo)}T00:00:00.000Z`;
  await trx
    .insertInto('announcements')
    .values(
      DEMO_ANNOUNCEMENTS.map((announcement, index) => ({
        ...announcement,
        // The extension is the newer news, so it leads the list.
        publish_from: index === 0 ? publishFrom : now.toISOString(),
        publish_until: null,
        retired_at: null,
        updated_at: now.toISOString(),
      })),
    )
    .execute();
}

export function isoDate(now: Date, dayOffset: number): string {
  return new Date(now.getTime() + dayOffset * 86_400_000).toISOString().slice(0, 10);
}
