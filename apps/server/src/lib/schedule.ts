import type { Meeting } from '@daftar/contract';

const DAY_NAMES = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface MeetingRow {
  day: number;
  start_minute: number;
  end_minute: number;
  room: string;
}

export function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function toMeeting(row: MeetingRow): Meeting {
  return {
    day: row.day,
    startTime: minutesToTime(row.start_minute),
    endTime: minutesToTime(row.end_minute),
    room: row.room,
  };
}

/** "Mon 08:00-10:00 (BK1), Wed 10:00-11:00 (BK1)": the section's schedule as one line of text. */
export function scheduleText(meetings: Meeting[]): string {
  return meetings
    .map((m) => `${DAY_NAMES[m.day]} ${m.startTime}-${m.endTime} (${m.room})`)
    .join(', ');
}

/** Calendar date in en-GB form, "7 Nov 2026", for messages. */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
