import type {
  HoldType,
  PeriodStatus,
  RegistrationStatus,
  Standing,
  StudentStatus,
  SubjectStatus,
} from '@daftar/contract';
import type { SubjectNames } from '../../lib/subject-names';

// The rules of seats: pure functions, no I/O, each unit tested. The registration's status has its
// own (seats.status-rules.ts), re-exported here for the ledger's callers.

export {
  isAllowedTransition,
  statusAfter,
  statusAfterEdit,
  statusFromDecisions,
  type StatusChange,
} from './seats.status-rules';

export interface PeriodWindow {
  start_date: string;
  end_date: string;
  closed_at: string | null;
  /** The last day of adding and dropping, when it ends before the period. */
  add_drop_end_date?: string | null;
  /**
   * When the period opens for this student, if their year of study opens at its own time (final
   * years first, say); read with the student's period, absent elsewhere.
   */
  opens_at?: string | null;
  year_of_study?: number | null;
  /** The student's status on the roll, read with the student's period (issue 43). */
  student_status?: StudentStatus | null;
  /**
   * The academic record's part, read with the student's period (issue 44): the period opens at
   * `credits_opens_at` for a student with `credits_opening_min` credits earned or more.
   */
  credits_opening_min?: number | null;
  credits_opens_at?: string | null;
  credits_earned?: number | null;
}

/** The credit maxima of a period: good standing's, and probation's when it has its own. */
/**
 * The student's status when it keeps them from changing their registration: only an `active`
 * student adds, removes, moves, submits or joins a waiting list. The others still sign in and
 * see their history and slips.
 */
export function inactiveStatus(period: PeriodWindow): StudentStatus | undefined {
  const status = period.student_status;
  return status && status !== 'active' ? status : undefined;
}

/** A hold that blocks the student's registration changes (issue 44), in the words they read. */
export interface BlockingHold {
  id: number;
  type: HoldType;
  reason_en: string;
  reason_ms: string;
  how_to_clear_en: string;
  how_to_clear_ms: string;
  contact: string;
}

/**
 * The moment the period opens for the student it was read for: their year's, or the start date;
 * earlier when their credits earned reach the period's credits opening.
 */
export function opensAt(period: PeriodWindow): string {
  const general = period.opens_at ?? `${period.start_date}T00:00:00.000Z`;
  const early = creditsOpening(period);
  return early !== undefined && early < general ? early : general;
}

/** The period's opening by credits earned, when the student has earned enough for it. */
function creditsOpening(period: PeriodWindow): string | undefined {
  const { credits_opening_min: min, credits_opens_at: at, credits_earned: earned } = period;
  if (min === null || min === undefined || !at) return undefined;
  return (earned ?? 0) >= min ? at : undefined;
}

/**
 * Upcoming before it opens (for the student's year, when it has its own opening), Open through the
 * end date, Closed after it or when closed early.
 */
export function periodStatus(period: PeriodWindow, now: Date): PeriodStatus {
  const instant = now.toISOString();
  if (period.closed_at !== null && period.closed_at <= instant) return 'Closed';
  if (instant.slice(0, 10) > period.end_date) return 'Closed';
  if (instant < opensAt(period)) return 'Upcoming';
  return 'Open';
}

/** Adding and dropping are over, though the period stays open to submit. */
export function addDropEnded(period: PeriodWindow, now: Date): boolean {
  const end = period.add_drop_end_date;
  return end !== null && end !== undefined && now.toISOString().slice(0, 10) > end;
}

export type MissingPrerequisite = SubjectNames & { grade?: string | null };

export interface TimeSlot {
  day: number;
  start_minute: number;
  end_minute: number;
}

export function slotsOverlap(a: TimeSlot, b: TimeSlot): boolean {
  return a.day === b.day && a.start_minute < b.end_minute && b.start_minute < a.end_minute;
}

export interface HeldSubject {
  subjectId: number;
  code: string;
  name: string;
  /** The Malay name, when written (issue 42): refusals name the subject in both languages. */
  nameMs?: string | null;
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
  /** Set while the section takes no new adds (the registrar closed it). */
  closed_at?: string | null;
  meetings: TimeSlot[];
}

export type SectionChoice =
  | { ok: true; candidates: CandidateSection[] }
  | { ok: false; reason: 'NO_SUCH_SECTION' | 'SUBJECT_FULL'; keptForWaiting: boolean }
  | { ok: false; reason: 'TIME_CLASH'; clashWith: HeldSubject };

/**
 * The sections worth trying, in order. A named section is honoured or refused; without one, every
 * section with a seat that does not clash, lowest number first. A free seat kept for waiting
 * students (`keptFor`: every section, or the ones named) is not offered. Seat counts here are a
 * hint: the conditional update that takes the seat has the last word.
 */
export function chooseSections(
  sections: CandidateSection[],
  held: HeldSubject[],
  sectionId?: number,
  keptFor: 'all' | number[] = [],
): SectionChoice {
  const pool = sectionId === undefined ? sections : sections.filter((s) => s.id === sectionId);
  if (pool.length === 0) return { ok: false, reason: 'NO_SUCH_SECTION', keptForWaiting: false };
  const free = pool.filter((s) => s.registered < s.capacity && !s.closed_at);
  const open = free.filter((s) => keptFor !== 'all' && !keptFor.includes(s.id));
  if (open.length === 0) {
    return { ok: false, reason: 'SUBJECT_FULL', keptForWaiting: free.length > 0 };
  }
  const clashFree = open.filter((s) => !findClash(s.meetings, held));
  if (clashFree.length === 0)
    return { ok: false, reason: 'TIME_CLASH', clashWith: findClash(open[0]!.meetings, held)! };
  return { ok: true, candidates: [...clashFree].sort((a, b) => a.number - b.number) };
}

/**
 * What a student's credit maximum is read from: the period's maximum, and the credits of an
 * overload their advisor approved for the period (issue 44), when read for one student.
 */
/** What a student's credit maximum is read from (issue 44), with the student's period. */
export interface CreditLimits {
  /** The good-standing maximum. */
  credit_max: number;
  /** The maximum on probation; null: the good-standing one. */
  credit_max_probation?: number | null;
  /** The student's standing; none: good. */
  standing?: Standing | null;
  /** The credits of an overload their advisor approved this period. */
  overload_credits?: number | null;
}

/**
 * The student's credit maximum for the period: their standing's, raised (never lowered) by an
 * approved overload; a maximum the registrar raises after the approval still counts.
 */
export function creditMaxOf(limits: CreditLimits): number {
  const standing =
    limits.standing === 'probation'
      ? (limits.credit_max_probation ?? limits.credit_max)
      : limits.credit_max;
  return Math.max(standing, limits.overload_credits ?? 0);
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

/** A reviewer may decide a subject only while its registration is submitted. */
export function canDecide(status: RegistrationStatus): boolean {
  return status === 'submitted';
}

/**
 * What a seat is taken for: a student's add, their move to another section of a subject they
 * hold, a reviewer approving a rejected subject again, or a waiting student's promotion when a
 * seat is freed.
 */
export type SeatPath = 'add' | 'move' | 'reapproval' | 'promotion';

/** Everything the seat rules decide on, read at one moment. */
export interface SeatContext {
  period: PeriodWindow & CreditLimits;
  registrationStatus: RegistrationStatus;
  subject: {
    code: string;
    name: string;
    nameMs?: string | null;
    credits: number;
    selected: boolean;
  };
  /** Each unmet prerequisite, with the student's best grade in it when they have one. */
  missingPrerequisites: MissingPrerequisite[];
  held: { credits: number; subjects: (HeldSubject & { credits: number })[] };
  sections: CandidateSection[];
  /**
   * Students waiting for the subject whom nothing has passed over yet: a free seat in a section
   * they wait for is theirs, not a plain add's. `keptFor` is every section, or the ones named.
   */
  waiting?: { count: number; keptFor: 'all' | number[] };
  /** The student's active holds that block registration changes, oldest first (issue 44). */
  holds?: BlockingHold[];
}

export type SeatRefusal =
  | { code: 'STUDENT_NOT_ACTIVE'; status: StudentStatus }
  | { code: 'HOLD'; hold: BlockingHold }
  | { code: 'PERIOD_NOT_OPEN'; status: 'Upcoming' | 'Closed' }
  | { code: 'ADD_DROP_ENDED' }
  | { code: 'REGISTRATION_UNDER_REVIEW' }
  | { code: 'ALREADY_SELECTED' }
  | { code: 'PREREQUISITE_NOT_MET'; missing: MissingPrerequisite[] }
  | { code: 'CREDIT_LIMIT'; creditsAfter: number }
  | { code: 'NO_SUCH_SECTION' }
  | { code: 'SUBJECT_FULL'; sectionNamed: boolean; waiting: number }
  | { code: 'TIME_CLASH'; clashWith: SubjectNames };

/** What the student holds once `giveUp` (a subject they hold) is given up. */
export function heldWithout(
  held: SeatContext['held'],
  giveUp: number | undefined,
): SeatContext['held'] {
  if (giveUp === undefined) return held;
  const subjects = held.subjects.filter((s) => s.subjectId !== giveUp);
  return { credits: subjects.reduce((sum, s) => sum + s.credits, 0), subjects };
}

/**
 * Every rule a seat is taken under, in one place, for every path that takes one: the student is
 * active (but for a reapproval), no hold blocks their registration (on every path: a held student
 * waiting is passed over and keeps the place), the period is open, the registration is not under
 * review and the subject not already selected (a student's add), its prerequisites are met
 * (passed, or approved before results are published), the student's own credit maximum holds
 * (their standing's, or an approved overload), and a section has a seat without a
 * clash. A promotion counts the subject the student gives up (`giveUp`) as gone, may move the
 * student to another section of a subject they hold, and joins a registration under review. The
 * answer is the sections to try in order, or the first rule refused.
 */
export function checkSeatRules(
  context: SeatContext,
  request: { path: SeatPath; sectionId?: number; giveUp?: number },
  now: Date,
): { ok: true; sectionIds: number[] } | { ok: false; refusal: SeatRefusal } {
  const refuse = (refusal: SeatRefusal) => ({ ok: false as const, refusal });
  // Approving a subject again is the advisor's decision, not the student's change.
  const inactive = request.path === 'reapproval' ? undefined : inactiveStatus(context.period);
  if (inactive) return refuse({ code: 'STUDENT_NOT_ACTIVE', status: inactive });
  // Before the period's own rule: a held student learns what to clear even before it opens.
  const hold = context.holds?.[0];
  if (hold) return refuse({ code: 'HOLD', hold });
  const status = periodStatus(context.period, now);
  if (status !== 'Open') return refuse({ code: 'PERIOD_NOT_OPEN', status });
  if (request.path !== 'reapproval' && addDropEnded(context.period, now)) {
    return refuse({ code: 'ADD_DROP_ENDED' });
  }
  if (request.path === 'add' || request.path === 'move') {
    if (!canEdit(context.registrationStatus)) return refuse({ code: 'REGISTRATION_UNDER_REVIEW' });
  }
  if (request.path === 'add' && context.subject.selected) {
    return refuse({ code: 'ALREADY_SELECTED' });
  }
  if (context.missingPrerequisites.length > 0) {
    return refuse({ code: 'PREREQUISITE_NOT_MET', missing: context.missingPrerequisites });
  }
  const held = heldWithout(context.held, request.giveUp);
  const { credits } = context.subject;
  if (!fitsCreditLimit(held.credits, credits, creditMaxOf(context.period))) {
    return refuse({ code: 'CREDIT_LIMIT', creditsAfter: held.credits + credits });
  }
  // A student's own add or move does not take a seat kept for those waiting.
  const keptFor =
    request.path === 'add' || request.path === 'move' ? (context.waiting?.keptFor ?? []) : [];
  const choice = chooseSections(context.sections, held.subjects, request.sectionId, keptFor);
  if (choice.ok) return { ok: true, sectionIds: choice.candidates.map((c) => c.id) };
  if (choice.reason === 'TIME_CLASH')
    return refuse({ code: 'TIME_CLASH', clashWith: choice.clashWith });
  if (choice.reason === 'NO_SUCH_SECTION') return refuse({ code: 'NO_SUCH_SECTION' });
  return refuse({
    code: 'SUBJECT_FULL',
    sectionNamed: request.sectionId !== undefined,
    waiting: context.waiting?.count ?? 0,
  });
}
