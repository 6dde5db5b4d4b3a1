import {
  formatTwelveHourTime,
  SCHEDULE_DAYS,
  SCHEDULE_FIRST_HOUR,
  SCHEDULE_SLOTS,
  type Language,
  type Meeting,
  type SelectedSubject,
} from '@daftar/contract';
import { currentLanguage } from '@/lib/i18n';

/** The grid runs from 8:00 AM for 10 hourly slots (spec section 9). */
export const GRID_START = SCHEDULE_FIRST_HOUR * 60;
export const GRID_END = GRID_START + SCHEDULE_SLOTS * 60;
export const WEEKDAYS = Array.from({ length: SCHEDULE_DAYS }, (_, index) => index + 1);
export const GRID_HOURS = Array.from(
  { length: SCHEDULE_SLOTS },
  (_, index) => GRID_START + index * 60,
);

/** One weekly meeting of a selected subject, where the timetable puts it. */
export interface PlacedMeeting {
  subject: SelectedSubject;
  meeting: Meeting;
  /** Minutes since midnight. */
  start: number;
  end: number;
  /** Side-by-side column within a run of overlapping meetings, and how many columns it has. */
  lane: number;
  lanes: number;
  /** The subject's colour, the same in the grid, the day list and the cards. */
  colour: number;
  /** A subject of several parts: the meeting's part and section, such as T2. */
  section?: string;
}

/** "HH:MM" to minutes since midnight. */
export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Minutes since midnight as "8:00 AM", the grid's own style (to 24:00, the grid's end); in Malay
 * "8:00 PG", as the campus clock writes it (formatTwelveHourTime), without Intl's locale data.
 */
export function formatClock(minutes: number, language: Language = currentLanguage()): string {
  const hours = Math.floor(minutes / 60);
  if (language === 'ms') return formatTwelveHourTime(hours, minutes % 60, 'ms');
  const suffix = hours < 12 || hours === 24 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/**
 * Every meeting of every subject (of each part's section, for a subject of several parts), by
 * day, in time order: Monday to Friday always, and Saturday or
 * Sunday only when a class meets then (part-time programmes do), in day order. Meetings that
 * overlap (a rejected subject's slot taken again, say) are given lanes side by side.
 */
export function placeMeetings(subjects: SelectedSubject[]): Map<number, PlacedMeeting[]> {
  const placed = new Map<number, PlacedMeeting[]>(WEEKDAYS.map((day) => [day, []]));
  subjects.forEach((subject, colour) => {
    for (const held of subject.parts ?? [subject.section]) {
      const section = held.part ? `${held.part}${held.number}` : undefined;
      for (const meeting of held.meetings) {
        const start = toMinutes(meeting.startTime);
        const end = toMinutes(meeting.endTime);
        if (!placed.has(meeting.day)) placed.set(meeting.day, []);
        placed.get(meeting.day)!.push({
          subject,
          meeting,
          start,
          end,
          lane: 0,
          lanes: 1,
          colour,
          ...(section ? { section } : {}),
        });
      }
    }
  });
  const byDay = new Map([...placed].sort(([a], [b]) => a - b));
  for (const meetings of byDay.values()) {
    meetings.sort((a, b) => a.start - b.start || a.end - b.end);
    assignLanes(meetings);
  }
  return byDay;
}

function assignLanes(meetings: PlacedMeeting[]) {
  let run: PlacedMeeting[] = [];
  let laneEnds: number[] = [];
  let runEnd = -1;
  const closeRun = () => run.forEach((placed) => (placed.lanes = laneEnds.length));
  for (const placed of meetings) {
    if (placed.start >= runEnd) {
      closeRun();
      run = [];
      laneEnds = [];
    }
    const free = laneEnds.findIndex((end) => end <= placed.start);
    placed.lane = free === -1 ? laneEnds.length : free;
    laneEnds[placed.lane] = placed.end;
    run.push(placed);
    runEnd = Math.max(runEnd, placed.end);
  }
  closeRun();
}

/** Whether a meeting shows on the 8:00 AM to 6:00 PM grid at all. */
export function isOnGrid({ start, end }: Pick<PlacedMeeting, 'start' | 'end'>): boolean {
  return end > GRID_START && start < GRID_END;
}
