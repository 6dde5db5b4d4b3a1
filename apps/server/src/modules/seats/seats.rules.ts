import type {
  PermitRule,
  RegistrationStatus,
  StudentStatus,
  SubjectStatus,
} from '@daftar/contract';
import type { SubjectNames } from '../../lib/subject-names';
import type { RegistrationChangeStage } from '@daftar/contract';
import {
  creditMaxOf,
  fitsCreditLimit,
  inactiveStatus,
  type BlockingHold,
  type CreditLimits,
} from './seats.period-rules';
import { changeStage, type StagedPeriod, type StageRefusal } from './seats.stage-rules';
import { combinationsOf, isMultiPart, type CombinationFault } from './seats.parts-rules';
import { keptSeats, sectionsOpenTo, type ReservationHold } from './seats.reservations';

// The rules of seats: pure functions, no I/O, each unit tested. The registration's status and the
// period's window and credit limits have their own (seats.status-rules.ts, seats.period-rules.ts),
// re-exported here for the ledger's callers.

export * from './seats.period-rules';
export * from './seats.stage-rules';

export {
  isAllowedTransition,
  statusAfter,
  statusAfterEdit,
  statusFromDecisions,
  type StatusChange,
} from './seats.status-rules';

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
  /** Its part (L, T…), null for a subject of one part; and the section it goes only with. */
  part?: string | null;
  linked_section_id?: number | null;
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
  hasSeat = (s: CandidateSection) => s.registered < s.capacity && !s.closed_at,
): SectionChoice {
  const pool = sectionId === undefined ? sections : sections.filter((s) => s.id === sectionId);
  if (pool.length === 0) return { ok: false, reason: 'NO_SUCH_SECTION', keptForWaiting: false };
  const free = pool.filter(hasSeat);
  const open = free.filter((s) => keptFor !== 'all' && !keptFor.includes(s.id));
  if (open.length === 0) {
    return { ok: false, reason: 'SUBJECT_FULL', keptForWaiting: free.length > 0 };
  }
  const clashFree = open.filter((s) => !findClash(s.meetings, held));
  if (clashFree.length === 0)
    return { ok: false, reason: 'TIME_CLASH', clashWith: findClash(open[0]!.meetings, held)! };
  return { ok: true, candidates: [...clashFree].sort((a, b) => a.number - b.number) };
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
  period: StagedPeriod & CreditLimits;
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
  /** `approved`: a subject of the registration is approved, so after the window it is amended. */
  held: { credits: number; subjects: (HeldSubject & { credits: number })[]; approved?: boolean };
  sections: CandidateSection[];
  /**
   * Students waiting for the subject whom nothing has passed over yet: a free seat in a section
   * they wait for is theirs, not a plain add's. `keptFor` is every section, or the ones named.
   */
  waiting?: { count: number; keptFor: 'all' | number[] };
  /** The student's active holds that block registration changes, oldest first (issue 44). */
  holds?: BlockingHold[];
  /** The subject's reservations (decision 040): seats kept for other groups are not offered. */
  reservations?: ReservationHold[];
  /**
   * The rules the student's approved permits let pass for this subject (decision 041): a full
   * subject's sections count as having a seat (taken over capacity), reserved seats as open, a
   * clash, an unmet prerequisite or the credit limit as no refusal.
   */
  permits?: PermitRule[];
}

export type SeatRefusal =
  | { code: 'STUDENT_NOT_ACTIVE'; status: StudentStatus }
  | { code: 'HOLD'; hold: BlockingHold }
  | StageRefusal
  | { code: 'REGISTRATION_UNDER_REVIEW' }
  | { code: 'ALREADY_SELECTED' }
  | { code: 'PREREQUISITE_NOT_MET'; missing: MissingPrerequisite[] }
  | { code: 'CREDIT_LIMIT'; creditsAfter: number }
  | { code: 'NO_SUCH_SECTION' }
  | { code: 'SUBJECT_FULL'; sectionNamed: boolean; waiting: number }
  /** The free seats left are kept for groups the student is not of, until `until`. */
  | { code: 'RESERVED'; seats: number; until: string }
  | { code: 'TIME_CLASH'; clashWith: SubjectNames }
  | CombinationFault
  /** A place in a subject of several parts is not changed from its waitlist (decision 039). */
  | { code: 'WAITLIST_MULTI_PART' };

/** What the student holds once `giveUp` (a subject they hold) is given up. */
export function heldWithout(
  held: SeatContext['held'],
  giveUp: number | undefined,
): SeatContext['held'] {
  if (giveUp === undefined) return held;
  const subjects = held.subjects.filter((s) => s.subjectId !== giveUp);
  const credits = subjects.reduce((sum, s) => sum + s.credits, 0);
  return { credits, subjects, approved: held.approved };
}

/**
 * What a path asks for: a section, or for a subject of several parts `sectionIds`, one of each
 * part (a move names the parts it changes; `keep` is the place it holds, whose seats are its own).
 */
export interface SeatRequest {
  path: SeatPath;
  sectionId?: number;
  sectionIds?: number[];
  keep?: number[];
  giveUp?: number;
}

/**
 * Every rule a seat is taken under, in one place, for every path that takes one: the student is
 * active (but for a reapproval), no hold blocks their registration (on every path: a held student
 * waiting is passed over and keeps the place), the period is open, the registration is not under
 * review and the subject not already selected (a student's add), its prerequisites are met (passed,
 * or approved before results are published), the student's own credit maximum holds (their
 * standing's, or an approved overload), and a section has a seat without a clash that no
 * reservation keeps for a group the student is not of (decision 040). A promotion counts the
 * subject the student gives up (`giveUp`) as gone, may move the student to another section of a
 * subject they hold, and joins a registration under review. The answer is the sections to try in
 * order, or the first rule refused.
 */
export function checkSeatRules(context: SeatContext, request: SeatRequest, now: Date): SeatVerdict {
  const kept = keptSeats(context.reservations ?? [], now);
  if (kept.until === null || waives(context, 'RESERVED')) {
    return checkOpenSeats(context, request, now);
  }
  // Seats kept for other groups are not the student's: decided on what is open to them, and a
  // subject full only for them is refused as reserved.
  const sections = sectionsOpenTo(context.sections, kept);
  const verdict = checkOpenSeats({ ...context, sections }, request, now);
  if (verdict.ok || verdict.refusal.code !== 'SUBJECT_FULL') return verdict;
  const withAll = checkOpenSeats(context, request, now);
  if (!withAll.ok && withAll.refusal.code === 'SUBJECT_FULL') return verdict;
  const named = request.sectionIds ?? (request.sectionId === undefined ? [] : [request.sectionId]);
  const keptIn = [...kept.bySection].filter(([id]) => named.length === 0 || named.includes(id));
  const seats = kept.subject + keptIn.reduce((sum, [, n]) => sum + n, 0);
  return { ok: false, refusal: { code: 'RESERVED', seats, until: kept.until } };
}

/** A seat may be taken: the sections to try, and the stage that lets it (decision 043). */
type SeatVerdict =
  | { ok: true; sectionIds: number[]; combinations: number[][]; stage: RegistrationChangeStage }
  | { ok: false; refusal: SeatRefusal };

const waives = (context: SeatContext, rule: PermitRule) => context.permits?.includes(rule) ?? false;

/** A section a student may take a seat of: one free, or, past a full subject by permit, any open. */
const seatOf = (context: SeatContext) =>
  waives(context, 'SUBJECT_FULL')
    ? (s: CandidateSection) => !s.closed_at
    : (s: CandidateSection) => s.registered < s.capacity && !s.closed_at;

function checkOpenSeats(context: SeatContext, request: SeatRequest, now: Date): SeatVerdict {
  const refuse = (refusal: SeatRefusal) => ({ ok: false as const, refusal });
  // Approving a subject again is the advisor's decision, not the student's change.
  const inactive = request.path === 'reapproval' ? undefined : inactiveStatus(context.period);
  if (inactive) return refuse({ code: 'STUDENT_NOT_ACTIVE', status: inactive });
  // Before the period's own rule: a held student learns what to clear even before it opens.
  const hold = context.holds?.[0];
  if (hold) return refuse({ code: 'HOLD', hold });
  // The window, add/drop for an approved registration, or late registration (decision 043).
  const registration = { status: context.registrationStatus, hasApproved: !!context.held.approved };
  const staged = changeStage(context.period, registration, now);
  if (!staged.ok) {
    // Approving again is the advisor's: add/drop ending inside the window does not stop it.
    if (request.path !== 'reapproval' || staged.refusal.code !== 'ADD_DROP_ENDED')
      return refuse(staged.refusal);
  }
  const stage = staged.ok ? staged.stage : 'window';
  if (request.path === 'add' || request.path === 'move') {
    if (!canEdit(context.registrationStatus)) return refuse({ code: 'REGISTRATION_UNDER_REVIEW' });
  }
  if (request.path === 'add' && context.subject.selected) {
    return refuse({ code: 'ALREADY_SELECTED' });
  }
  if (context.missingPrerequisites.length > 0 && !waives(context, 'PREREQUISITE_NOT_MET')) {
    return refuse({ code: 'PREREQUISITE_NOT_MET', missing: context.missingPrerequisites });
  }
  const held = heldWithout(context.held, request.giveUp);
  const { credits } = context.subject;
  if (
    !fitsCreditLimit(held.credits, credits, creditMaxOf(context.period)) &&
    !waives(context, 'CREDIT_LIMIT')
  ) {
    return refuse({ code: 'CREDIT_LIMIT', creditsAfter: held.credits + credits });
  }
  // Past a clash by permit, nothing held clashes.
  const clashing = waives(context, 'TIME_CLASH') ? [] : held.subjects;
  // A student's own add or move does not take a seat kept for those waiting; past a full subject
  // by permit, its seat is one more than the section has.
  const keptFor =
    (request.path === 'add' || request.path === 'move') && !waives(context, 'SUBJECT_FULL')
      ? (context.waiting?.keptFor ?? [])
      : [];
  if (isMultiPart(context.sections))
    return withStage(choosePlace(context, request, clashing, keptFor), stage);
  if ((request.sectionIds?.length ?? 0) > 1) {
    return refuse({ code: 'PART_MISSING', context: 'onePart', parts: [] });
  }
  const sectionId = request.sectionId ?? request.sectionIds?.[0];
  const choice = chooseSections(context.sections, clashing, sectionId, keptFor, seatOf(context));
  if (choice.ok) {
    const sectionIds = choice.candidates.map((c) => c.id);
    return { ok: true, sectionIds, combinations: sectionIds.map((id) => [id]), stage };
  }
  if (choice.reason === 'TIME_CLASH')
    return refuse({ code: 'TIME_CLASH', clashWith: choice.clashWith });
  if (choice.reason === 'NO_SUCH_SECTION') return refuse({ code: 'NO_SUCH_SECTION' });
  return refuse({
    code: 'SUBJECT_FULL',
    sectionNamed: sectionId !== undefined,
    waiting: context.waiting?.count ?? 0,
  });
}

const withStage = (
  verdict: ReturnType<typeof choosePlace>,
  stage: RegistrationChangeStage,
): SeatVerdict => (verdict.ok ? { ...verdict, stage } : verdict);

/**
 * A subject of several parts: the combinations, one section of each part, that keep the links,
 * have a seat in every section not already the student's (`keep`) and clash with nothing held,
 * lowest numbers first. A move keeps the held section of every part it does not name.
 */
function choosePlace(
  context: SeatContext,
  request: SeatRequest,
  clashing: HeldSubject[],
  keptFor: 'all' | number[],
):
  | { ok: true; sectionIds: number[]; combinations: number[][] }
  | { ok: false; refusal: SeatRefusal } {
  const refuse = (refusal: SeatRefusal) => ({ ok: false as const, refusal });
  const { sections } = context;
  const keep = request.keep ?? [];
  const named = request.sectionIds ?? (request.sectionId === undefined ? [] : [request.sectionId]);
  const namedParts = named.map((id) => sections.find((s) => s.id === id)?.part);
  const kept = keep.filter((id) => !namedParts.includes(sections.find((s) => s.id === id)?.part));
  const complete = request.path === 'add' && request.sectionIds !== undefined;
  const found = combinationsOf(sections, [...named, ...kept], complete);
  if (!found.ok) return refuse(found.fault);
  const free = seatOf(context);
  const hasSeat = (s: CandidateSection) =>
    keep.includes(s.id) || (free(s) && keptFor !== 'all' && !keptFor.includes(s.id));
  const open = found.combinations.filter((c) => c.every(hasSeat));
  if (open.length === 0) {
    return refuse({
      code: 'SUBJECT_FULL',
      sectionNamed: named.length > 0,
      waiting: context.waiting?.count ?? 0,
    });
  }
  const meetings = (c: CandidateSection[]) => c.flatMap((s) => s.meetings);
  const clashOf = (c: CandidateSection[]) => findClash(meetings(c), clashing);
  const clashFree = open.filter((c) => !clashOf(c));
  if (clashFree.length === 0) return refuse({ code: 'TIME_CLASH', clashWith: clashOf(open[0]!)! });
  // Behind them, those full as read but open: a seat freed since (a student moving to another
  // tutorial) is taken rather than refused. The conditional updates have the last word.
  const fallbacks = found.combinations.filter(
    (c) => !open.includes(c) && c.every((s) => keep.includes(s.id) || !s.closed_at) && !clashOf(c),
  );
  const combinations = [...clashFree, ...(keptFor === 'all' ? [] : fallbacks)].map((c) =>
    c.map((s) => s.id),
  );
  return { ok: true, sectionIds: combinations.map((c) => c[0]!), combinations };
}
