import type { PeriodStage, RegistrationChangeStage, RegistrationStatus } from '@daftar/contract';
import { periodStatus, type PeriodWindow } from './seats.period-rules';

// The stages of a period after its window (issue 47, decision 043): which one lets a student
// change their registration today, and which says no and until when. Pure functions.

/** The later stages' Malaysian calendar days; absent or null when the period has none. */
export interface PeriodStageDays {
  add_drop_start_date?: string | null;
  late_registration_end_date?: string | null;
  withdrawal_start_date?: string | null;
  withdrawal_end_date?: string | null;
}

export type StagedPeriod = PeriodWindow & PeriodStageDays;

/** Malaysia keeps +08:00 all year: today's calendar day there. */
export function campusDay(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Add/drop's first and last days: the window's unless the registrar set their own. */
export function addDropDays(period: StagedPeriod): { start: string; end: string } {
  return {
    start: period.add_drop_start_date ?? period.start_date,
    end: period.add_drop_end_date ?? period.end_date,
  };
}

/** The registrar closed the period early: every registration change stops with it. */
const closedEarly = (period: StagedPeriod, now: Date) =>
  period.closed_at !== null && period.closed_at <= now.toISOString();

/** Past the window by its dates (not closed early). */
const pastWindow = (period: StagedPeriod, now: Date) =>
  !closedEarly(period, now) && periodStatus(period, now) === 'Closed';

/** The stages of today, for the student's pages and the calendar. */
export function currentStages(period: StagedPeriod, now: Date): PeriodStage[] {
  const day = campusDay(now);
  const stages: PeriodStage[] = [];
  const status = periodStatus(period, now);
  if (status === 'Open') stages.push('registration');
  const addDrop = addDropDays(period);
  if (
    status !== 'Upcoming' &&
    !closedEarly(period, now) &&
    day >= addDrop.start &&
    day <= addDrop.end
  )
    stages.push('addDrop');
  const lateEnd = period.late_registration_end_date;
  if (lateEnd && pastWindow(period, now) && day <= lateEnd) stages.push('lateRegistration');
  if (withdrawalOpen(period, now)) stages.push('withdrawal');
  return stages;
}

export function withdrawalOpen(period: StagedPeriod, now: Date): boolean {
  const { withdrawal_start_date: start, withdrawal_end_date: end } = period;
  const day = campusDay(now);
  return !!start && !!end && day >= start && day <= end;
}

/** The registration a change is asked of: its status, and whether a subject of it is approved. */
export interface RegistrationState {
  status: RegistrationStatus;
  hasApproved: boolean;
}

/** What a change is refused by: the window's own refusal, or a later stage's, named with a day. */
export type StageRefusal =
  | { code: 'PERIOD_NOT_OPEN'; status: 'Upcoming' | 'Closed' }
  | { code: 'ADD_DROP_ENDED' }
  | { code: 'STAGE_CLOSED'; context: 'addDropOpens' | 'addDropEnded' | 'lateEnded'; date: string };

/**
 * The stage that lets a student add, drop, move, wait or submit now, or what refuses it. In the
 * window: registration (adding and dropping until add/drop's own end, when it ends first). After
 * it: an approved (or partly approved) registration is amended during add/drop; one with nothing
 * approved is registered late during late registration. `submitting` is not stopped by add/drop
 * ending inside the window, as before.
 */
export function changeStage(
  period: StagedPeriod,
  registration: RegistrationState | null | undefined,
  now: Date,
  submitting = false,
): { ok: true; stage: RegistrationChangeStage } | { ok: false; refusal: StageRefusal } {
  const status = periodStatus(period, now);
  const day = campusDay(now);
  const addDrop = addDropDays(period);
  if (status === 'Upcoming') return { ok: false, refusal: { code: 'PERIOD_NOT_OPEN', status } };
  if (status === 'Open') {
    if (!submitting && period.add_drop_end_date != null && day > period.add_drop_end_date)
      return { ok: false, refusal: { code: 'ADD_DROP_ENDED' } };
    return { ok: true, stage: 'window' };
  }
  const closed = { ok: false as const, refusal: { code: 'PERIOD_NOT_OPEN' as const, status } };
  if (closedEarly(period, now)) return closed;
  if (registration?.hasApproved) {
    // Only a registration whose add/drop runs past the window is amended after it.
    if (addDrop.end <= period.end_date) return closed;
    if (day < addDrop.start) return stageClosed('addDropOpens', addDrop.start);
    if (day > addDrop.end) return stageClosed('addDropEnded', addDrop.end);
    return { ok: true, stage: 'add_drop' };
  }
  const lateEnd = period.late_registration_end_date;
  if (!lateEnd) return closed;
  if (day > lateEnd) return stageClosed('lateEnded', lateEnd);
  return { ok: true, stage: 'late' };
}

const stageClosed = (
  context: 'addDropOpens' | 'addDropEnded' | 'lateEnded',
  date: string,
): { ok: false; refusal: StageRefusal } => ({
  ok: false,
  refusal: { code: 'STAGE_CLOSED', context, date },
});

/**
 * The stage a change is kept under for the desk and the bursary, or null when it is not kept: every
 * add or drop after the window, and in the window those to a registration with an approved subject
 * (an amendment).
 */
export function keptChange(
  stage: RegistrationChangeStage,
  hasApproved: boolean,
): RegistrationChangeStage | null {
  return stage !== 'window' || hasApproved ? stage : null;
}
