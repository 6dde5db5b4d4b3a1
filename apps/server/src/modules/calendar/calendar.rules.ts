import type { CalendarEvent, SelectedSubject } from '@daftar/contract';

// The timetable as weekly calendar events: pure functions, no I/O. Dates are ISO `YYYY-MM-DD`
// days of the campus calendar; they are compared as text, which sorts them by date.

/** The days a period is taught, first and last inclusive, and the days off inside them. */
export interface TeachingWeeks {
  firstDay: string;
  lastDay: string;
  daysOff: { from: string; to: string }[];
}

type CalendarEntry = Pick<CalendarEvent, 'kind' | 'startDate' | 'endDate'>;

/**
 * The teaching weeks, read from the period's academic calendar until the registrar's console
 * keeps them itself (decision 016): from the first day of classes (or the period's start) to the
 * day before final exams (or the period's end). Breaks and holidays are the days off.
 */
export function teachingWeeks(
  period: { startDate: string; endDate: string },
  entries: CalendarEntry[],
): TeachingWeeks {
  const firstOf = (kind: CalendarEntry['kind']) =>
    entries
      .filter((entry) => entry.kind === kind)
      .map((entry) => entry.startDate)
      .sort()[0];
  const classesBegin = firstOf('classes');
  const examsBegin = firstOf('exams');
  return {
    firstDay: classesBegin ?? period.startDate,
    lastDay: examsBegin ? addDays(examsBegin, -1) : period.endDate,
    daysOff: entries
      .filter((entry) => entry.kind === 'break' || entry.kind === 'holiday')
      .map((entry) => ({ from: entry.startDate, to: entry.endDate ?? entry.startDate })),
  };
}

/** When a weekly class is held: its first day, and the later days it falls on a day off. */
export interface WeeklyDates {
  first: string;
  skipped: string[];
}

/** The dates of a class held every week on `day` (1 Monday … 7 Sunday); null when never. */
export function weeklyDates(weeks: TeachingWeeks, day: number): WeeklyDates | null {
  const held: string[] = [];
  const skipped: string[] = [];
  const offset = (day - isoWeekday(weeks.firstDay) + 7) % 7;
  for (let date = addDays(weeks.firstDay, offset); date <= weeks.lastDay; date = addDays(date, 7)) {
    const off = weeks.daysOff.some((range) => range.from <= date && date <= range.to);
    (off ? skipped : held).push(date);
  }
  const first = held[0];
  // The series starts on the first class held, so only the days off after it need excluding.
  return first ? { first, skipped: skipped.filter((date) => date > first) } : null;
}

/** One weekly meeting of a section the student holds, with everything its calendar event shows. */
export interface TimetableMeeting {
  /** Stable while the section keeps its number of meetings: `section-{id}-meeting-{n}@daftar`. */
  uid: string;
  code: string;
  name: string;
  /** The Malay name, when written: a Malay feed names the class with it (issue 42). */
  nameMs: string | null;
  sectionNumber: number;
  /** A subject of several parts: the part of the section (L, T…), named with its number. */
  part?: string;
  lecturer: string;
  status: 'approved' | 'pending';
  startTime: string;
  endTime: string;
  room: string;
  dates: WeeklyDates;
  lastDay: string;
}

/**
 * Every weekly meeting of the subjects the student holds (rejected ones are not held), of each
 * part's section for a subject of several parts, each numbered within its section in day and time
 * order, which is what its UID names: a meeting moved to another hour or room keeps its UID, so
 * calendar apps update it in place.
 */
export function timetableMeetings(
  subjects: SelectedSubject[],
  weeks: TeachingWeeks,
): TimetableMeeting[] {
  return subjects.flatMap((subject) => {
    if (subject.status === 'rejected') return [];
    const status = subject.status;
    return (subject.parts ?? [subject.section]).flatMap((section) => {
      const meetings = [...section.meetings].sort(
        (a, b) => a.day - b.day || a.startTime.localeCompare(b.startTime),
      );
      return meetings.flatMap((meeting, index) => {
        const dates = weeklyDates(weeks, meeting.day);
        if (!dates) return [];
        return [
          {
            uid: `section-${section.id}-meeting-${index + 1}@daftar`,
            code: subject.code,
            name: subject.name,
            nameMs: subject.nameMs,
            sectionNumber: section.number,
            ...(section.part ? { part: section.part } : {}),
            lecturer: section.lecturer,
            status,
            startTime: meeting.startTime,
            endTime: meeting.endTime,
            room: meeting.room,
            dates,
            lastDay: weeks.lastDay,
          },
        ];
      });
    });
  });
}

export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** 1 Monday … 7 Sunday, as `section_meetings.day` counts. */
function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}
