import type { HoldType, PeriodStatus, Standing, StudentStatus } from '@daftar/contract';

// The period as one student meets it: when it opens for them, whether their status and holds let
// them change their registration, and how many credits they may hold. Pure functions.

export interface PeriodWindow {
  start_date: string;
  end_date: string;
  closed_at: string | null;
  /** The last day of adding and dropping: before the window's end, or after it (issue 47). */
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
  /**
   * The period's maximum for the student's standing when the registrar set one for it: the
   * university's own standings (a Dean's list), beyond good (`credit_max`) and probation.
   */
  standing_credit_max?: number | null;
}

/**
 * The student's credit maximum for the period: their standing's, raised (never lowered) by an
 * approved overload; a maximum the registrar raises after the approval still counts.
 */
export function creditMaxOf(limits: CreditLimits): number {
  const standing =
    limits.standing_credit_max ??
    (limits.standing === 'probation' ? limits.credit_max_probation : null) ??
    limits.credit_max;
  return Math.max(standing, limits.overload_credits ?? 0);
}

export function fitsCreditLimit(
  heldCredits: number,
  addedCredits: number,
  creditMax: number,
): boolean {
  return heldCredits + addedCredits <= creditMax;
}
