import type { Meeting, ReviewSubjectContext } from '@daftar/contract';

/** One meeting of a subject of the registration, with the subjects it clashes with then. */
export interface TimetableSlot extends Meeting {
  code: string;
  /** The section met in: its number, or for a subject of several parts its part's (T2). */
  sectionNumber: number | string | null;
  clashesWith: string[];
}

const overlaps = (a: Meeting, b: Meeting) =>
  a.day === b.day && a.startTime < b.endTime && b.startTime < a.endTime;

/**
 * The registration's week, day by day (Monday first) and by start time. A meeting is marked with
 * the subjects the server says clash with its subject whose own meetings overlap this one, so
 * the clash is shown where it happens.
 */
export function timetableByDay(subjects: readonly ReviewSubjectContext[]) {
  const byCode = new Map(subjects.map((subject) => [subject.code, subject]));
  const slots: TimetableSlot[] = subjects.flatMap((subject) =>
    subject.meetings.map((meeting) => ({
      ...meeting,
      code: subject.code,
      sectionNumber: meeting.section ?? subject.sectionNumber,
      clashesWith: subject.clashesWith.filter((other) =>
        (byCode.get(other)?.meetings ?? []).some((theirs) => overlaps(meeting, theirs)),
      ),
    })),
  );
  const days = [...new Set(slots.map((slot) => slot.day))].sort((a, b) => a - b);
  return days.map((day) => ({
    day,
    slots: slots
      .filter((slot) => slot.day === day)
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.code.localeCompare(b.code)),
  }));
}

/** Where the credits stand against the period's limits. */
export function creditStanding({ total, min, max }: { total: number; min: number; max: number }) {
  if (total < min) return 'below' as const;
  if (total > max) return 'above' as const;
  return 'within' as const;
}
