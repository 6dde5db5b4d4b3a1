import type { StructureKind, SubjectRule } from '@daftar/contract';

// The progress rules' input and report (issue 45): plain values, so the academic record's results,
// the registration's selection and any structure (a what-if's too) can be handed in as they are.

export interface ProgressGroupInput {
  code: string;
  name: { en: string; ms: string };
  kind: StructureKind;
  creditsRequired: number;
  rule: SubjectRule | null;
  subjects: { code: string; recommendedYear: number | null; recommendedSemester: number | null }[];
}

export interface ProgressStructure {
  totalCredits: number;
  groups: ProgressGroupInput[];
}

/** A subject as the catalogue knows it: its credits, and its faculty for a group's rule. */
export interface ProgressSubjectFacts {
  credits: number;
  facultyCode: string;
}

/** One result as the academic record gives it: the grade, whether it passes, its points. */
export interface ProgressResult {
  subjectCode: string;
  grade: string;
  passes: boolean;
  /** Grade points; null for a grade without them (W, I). Only orders two results. */
  points: number | null;
  credits: number;
}

/** A subject of this period's selection (held or waiting for approval). */
export interface ProgressSelection {
  subjectCode: string;
  credits: number;
}

export interface ProgressInput {
  structure: ProgressStructure;
  /** Every subject the structure, results or selection name, by upper-cased code. */
  subjects: Map<string, ProgressSubjectFacts>;
  results: ProgressResult[];
  selection: ProgressSelection[];
  /** Where the student is: the plan's year and semester of study. */
  term: { year: number; semester: number };
}

export type SubjectState = 'done' | 'inProgress' | 'needed';

export interface GroupProgress {
  code: string;
  name: { en: string; ms: string };
  kind: StructureKind;
  creditsRequired: number;
  done: { credits: number; subjects: { code: string; credits: number; grade: string }[] };
  inProgress: { credits: number; subjects: { code: string; credits: number }[] };
  needed: {
    credits: number;
    /** A core group's listed subjects not passed nor selected (a failed one with its grade). */
    subjects: { code: string; credits: number; failedGrade: string | null }[];
  };
  /** Other kinds: listed subjects still open to choose while credits are needed. */
  options: string[];
  complete: boolean;
}

export interface PlannedSubject {
  code: string;
  group: string;
  year: number;
  semester: number;
  state: SubjectState;
}

export interface ProgressReport {
  totalCredits: number;
  /** Credits toward the programme: each group's, up to what it requires. */
  done: number;
  inProgress: number;
  needed: number;
  groups: GroupProgress[];
  /** Passed or selected subjects that count toward no group (or only toward a full one). */
  notCounted: { code: string; credits: number; state: Exclude<SubjectState, 'needed'> }[];
  /** The group each passed or selected subject counts toward. */
  countsToward: Record<string, string>;
  plan: {
    /** The subjects recommended for the student's year and semester. */
    now: PlannedSubject[];
    /** Recommended earlier and still neither passed nor selected. */
    overdue: PlannedSubject[];
  };
}

/** Where a subject counts: its group, its recommended year there, and whether it adds credits. */
export interface SubjectPlacement {
  group: string;
  year: number | null;
  /** False when the group is full already: the subject adds nothing to the total. */
  adds: boolean;
}
