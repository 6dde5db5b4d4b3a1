import type { Meeting, PlanPreferences, Section, Subject } from '@daftar/contract';

// The timetable builder's shapes (issue 48): what it reads of the catalogue and what it answers.

/** What the builder reads of a catalogue section: the contract's own fields. */
export type BuilderSection = Pick<
  Section,
  'id' | 'number' | 'part' | 'linkedTo' | 'lecturer' | 'meetings' | 'capacity' | 'registered'
>;

/** What the builder reads of a catalogue subject. */
export type BuilderSubject = Pick<Subject, 'id' | 'code'> & { sections: BuilderSection[] };

export interface BuilderInput {
  /** The plan's subjects, most important first. */
  subjects: BuilderSubject[];
  /** The plan's preferences: the ranking, and the sections pinned. */
  preferences: PlanPreferences;
  /** Meetings held outside the plan (subjects in the selection it does not name): never clashed. */
  busy?: Pick<Meeting, 'day' | 'startTime' | 'endTime'>[];
  /** How many of the best timetables to answer; 20 unless told. */
  limit?: number;
}

/** One subject's place in a timetable: one section of each part, in the subject's part order. */
export interface BuiltChoice {
  subjectId: number;
  sectionIds: number[];
}

/** What a timetable is ranked by, so the screen can say why one comes first. */
export interface TimetableFacts {
  /** Meetings starting before `notBefore`. */
  early: number;
  /** Meetings on the free day. */
  onFreeDay: number;
  /** Sections full now (live seat counts). */
  full: number;
  /** Sections taught by a preferred lecturer. */
  preferredLecturers: number;
  /** Days with a class. */
  days: number;
  /** Minutes between classes within each day, summed. */
  gapMinutes: number;
}

export interface BuiltTimetable {
  /** One per plan subject, in the plan's order. */
  choices: BuiltChoice[];
  /** Lower is better. */
  cost: number;
  facts: TimetableFacts;
}

/** Why no timetable holds every subject. */
export type BuilderConflict =
  | { reason: 'noSections'; subjectId: number }
  /** Every place of the subject clashes with a pinned section, a held meeting, or itself. */
  | { reason: 'pinned' | 'busy' | 'clash'; subjectId: number }
  /** These subjects cannot all be placed together without a clash. */
  | { reason: 'together'; subjectIds: number[] };

export interface BuilderResult {
  /** The best timetables, best first: each complete (every subject) and clash-free. */
  timetables: BuiltTimetable[];
  /** Empty when `timetables` is not. */
  conflicts: BuilderConflict[];
  /** False when the search stopped at its bound before looking at every timetable. */
  exhaustive: boolean;
}
