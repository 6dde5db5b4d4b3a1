import type { PeriodStatus, RegistrationStatus, SubjectStatus } from '@daftar/contract';

// Pure rules of registration: no I/O, so every rule is unit tested on its own.

export interface PeriodWindow {
  start_date: string;
  end_date: string;
  closed_at: string | null;
}

/** Upcoming before the start date, Open through the end date, Closed after it or when closed early. */
export function periodStatus(period: PeriodWindow, now: Date): PeriodStatus {
  const today = now.toISOString().slice(0, 10);
  if (period.closed_at !== null && period.closed_at <= now.toISOString()) return 'Closed';
  if (today < period.start_date) return 'Upcoming';
  if (today > period.end_date) return 'Closed';
  return 'Open';
}

export interface TimeSlot {
  day: number;
  start_minute: number;
  end_minute: number;
}

export function slotsOverlap(a: TimeSlot, b: TimeSlot): boolean {
  return a.day === b.day && a.start_minute < b.end_minute && b.start_minute < a.end_minute;
}

export interface HeldSubject {
  code: string;
  name: string;
  meetings: TimeSlot[];
}

/** The first held subject one of whose meetings overlaps one of `meetings`, if any. */
export function findClash(meetings: TimeSlot[], held: HeldSubject[]): HeldSubject | undefined {
  return held.find((subject) =>
    subject.meetings.some((m) => meetings.some((c) => slotsOverlap(m, c))),
  );
}

export interface CandidateSection {
  id: number;
  number: number;
  capacity: number;
  registered: number;
  meetings: TimeSlot[];
}

export type SectionChoice =
  | { ok: true; candidates: CandidateSection[] }
  | { ok: false; reason: 'NO_SUCH_SECTION' | 'SUBJECT_FULL' }
  | { ok: false; reason: 'TIME_CLASH'; clashWith: HeldSubject };

/**
 * The sections worth trying for an add, in order. A named section is honoured or refused; without
 * one, every section with a seat that does not clash, lowest number first. Seat counts here are a
 * hint: the conditional update that takes the seat has the last word.
 */
export function chooseSections(
  sections: CandidateSection[],
  held: HeldSubject[],
  sectionId?: number,
): SectionChoice {
  const pool = sectionId === undefined ? sections : sections.filter((s) => s.id === sectionId);
  if (pool.length === 0) return { ok: false, reason: 'NO_SUCH_SECTION' };
  const open = pool.filter((s) => s.registered < s.capacity);
  if (open.length === 0) return { ok: false, reason: 'SUBJECT_FULL' };
  const free = open.filter((s) => !findClash(s.meetings, held));
  if (free.length === 0)
    return { ok: false, reason: 'TIME_CLASH', clashWith: findClash(open[0]!.meetings, held)! };
  return { ok: true, candidates: [...free].sort((a, b) => a.number - b.number) };
}

export function fitsCreditLimit(
  heldCredits: number,
  addedCredits: number,
  creditMax: number,
): boolean {
  return heldCredits + addedCredits <= creditMax;
}

/** Seats and credits count every subject that is not rejected. */
export function holdsSeat(status: SubjectStatus): boolean {
  return status !== 'rejected';
}

/** The student may add and remove unless the registration is waiting for its reviewer. */
export function canEdit(status: RegistrationStatus): boolean {
  return status !== 'submitted';
}

/** Status after all subjects are decided, or `submitted` while any is still pending. */
export function statusFromDecisions(subjects: SubjectStatus[]): RegistrationStatus {
  if (subjects.length === 0 || subjects.includes('pending')) return 'submitted';
  if (subjects.every((s) => s === 'approved')) return 'approved';
  if (subjects.every((s) => s === 'rejected')) return 'rejected';
  return 'partially_approved';
}

/** Status after the student adds or removes: a draft while anything awaits submission. */
export function statusAfterEdit(subjects: SubjectStatus[]): RegistrationStatus {
  if (subjects.length === 0 || subjects.includes('pending')) return 'draft';
  return statusFromDecisions(subjects);
}

export type SubmitRefusal = 'REGISTRATION_UNDER_REVIEW' | 'EMPTY_SELECTION' | 'NOTHING_TO_SUBMIT';

export function submitRefusal(
  status: RegistrationStatus,
  subjects: SubjectStatus[],
): SubmitRefusal | null {
  if (status === 'submitted') return 'REGISTRATION_UNDER_REVIEW';
  if (subjects.length === 0) return 'EMPTY_SELECTION';
  if (!subjects.includes('pending')) return 'NOTHING_TO_SUBMIT';
  return null;
}

/** A reviewer may decide a subject only while its registration is submitted. */
export function canDecide(status: RegistrationStatus): boolean {
  return status === 'submitted';
}

const TRANSITIONS: Record<RegistrationStatus, readonly RegistrationStatus[]> = {
  draft: ['draft', 'submitted', 'approved', 'rejected', 'partially_approved'],
  submitted: ['submitted', 'approved', 'rejected', 'partially_approved'],
  approved: ['draft', 'approved', 'partially_approved', 'rejected'],
  rejected: ['draft', 'rejected', 'approved', 'partially_approved'],
  partially_approved: ['draft', 'partially_approved', 'approved', 'rejected'],
};

/** Every status change the service may make; the property test checks each step against it. */
export function isAllowedTransition(from: RegistrationStatus, to: RegistrationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}
