import { TZDate } from '@date-fns/tz';
import { nameIn, type BilingualLabel, type Language } from '@daftar/contract';
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus } from 'ical-generator';
import type { TimetableMeeting } from './calendar.rules';

/** The campus clock: every class time is a wall-clock time in Malaysia. */
const CAMPUS_TIME_ZONE = 'Asia/Kuala_Lumpur';

// Malaysia has kept UTC+8, without daylight saving, since 1982: one STANDARD observance describes
// every date a timetable can hold exactly, with no time zone database to ship or keep current.
const CAMPUS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CAMPUS_TIME_ZONE}`,
  `X-LIC-LOCATION:${CAMPUS_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:+08',
  'DTSTART:19820101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** How often calendar apps should fetch the feed again, in seconds. */
const REFRESH_SECONDS = 6 * 3600;

const COPY = {
  en: {
    calendarName: (student: string) => `Daftar timetable — ${student}`,
    section: (number: number | string) => `Section ${number}`,
    lecturer: (name: string) => `Lecturer: ${name}`,
    pending: "Awaiting your academic advisor's approval",
  },
  ms: {
    calendarName: (student: string) => `Jadual waktu Daftar — ${student}`,
    section: (number: number | string) => `Seksyen ${number}`,
    lecturer: (name: string) => `Pensyarah: ${name}`,
    pending: 'Menunggu kelulusan penasihat akademik anda',
  },
} satisfies Record<Language, unknown>;

export interface TimetableFeed {
  studentName: string;
  language: Language;
  meetings: { meeting: TimetableMeeting; sequence: number }[];
  /** The period's own days (its deadline and later stages, issue 47), as all-day events. */
  periodDays?: { uid: string; label: BilingualLabel; startDate: string; endDate: string | null }[];
}

/** The student's timetable as an iCalendar (RFC 5545) document, one weekly VEVENT per meeting. */
export function renderTimetableFeed({
  studentName,
  language,
  meetings,
  periodDays = [],
}: TimetableFeed): string {
  const copy = COPY[language];
  const calendar = ical({
    name: copy.calendarName(studentName),
    prodId: { company: 'Daftar', product: 'timetable', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // No time zone of the calendar's own, only the events': with one, ical-generator writes
    // DTSTAMP and UNTIL as local times, and RFC 5545 wants both in UTC (strict readers such as
    // python-dateutil refuse a local UNTIL beside a DTSTART with a TZID). The generator still
    // writes the VTIMEZONE of every zone the events name.
    timezone: {
      name: null,
      generator: (zone) => (zone === CAMPUS_TIME_ZONE ? CAMPUS_VTIMEZONE : null),
    },
    ttl: REFRESH_SECONDS,
  });
  for (const { meeting, sequence } of meetings) {
    calendar.createEvent({
      id: meeting.uid,
      sequence,
      timezone: CAMPUS_TIME_ZONE,
      start: campusTime(meeting.dates.first, meeting.startTime),
      end: campusTime(meeting.dates.first, meeting.endTime),
      repeating: {
        freq: ICalEventRepeatingFreq.WEEKLY,
        until: new Date(campusTime(meeting.lastDay, '23:59', 59).getTime()),
        // Written like DTSTART: local date-times with the campus TZID.
        exclude: meeting.dates.skipped.map((date) => campusTime(date, meeting.startTime)),
      },
      summary: `${meeting.code} ${nameIn(language, meeting)}`,
      location: meeting.room,
      description: [
        copy.section(
          meeting.part ? `${meeting.part}${meeting.sectionNumber}` : meeting.sectionNumber,
        ),
        copy.lecturer(meeting.lecturer),
        ...(meeting.status === 'pending' ? [copy.pending] : []),
      ].join('\n'),
      status: meeting.status === 'approved' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    });
  }
  for (const day of periodDays) {
    calendar.createEvent({
      id: day.uid,
      allDay: true,
      timezone: CAMPUS_TIME_ZONE,
      start: campusTime(day.startDate, '00:00'),
      // An all-day event ends on the day after its last (RFC 5545's DTEND is exclusive).
      end: campusTime(nextDay(day.endDate ?? day.startDate), '00:00'),
      summary: day.label[language],
    });
  }
  return calendar.toString();
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A wall-clock time on the campus clock, whatever time zone the server process runs in. */
function campusTime(date: string, time: string, seconds = 0): TZDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hours, minutes, seconds, CAMPUS_TIME_ZONE);
}
