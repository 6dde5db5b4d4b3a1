import {
  HOLD_TYPE_NAMES,
  type ErrorCode,
  type SeatChangeOutcome,
  type StudentStatus,
} from '@daftar/contract';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { subjectParams, type SubjectNames } from '../../lib/subject-names';
import {
  creditMaxOf,
  opensAt,
  type BlockingHold,
  type CreditLimits,
  type MissingPrerequisite,
  type PeriodWindow,
  type SeatRefusal,
  type StageRefusal,
} from './seats.rules';

/** Who hears a refusal: the student adding a subject, or the advisor approving one again. */
export type Audience = 'student' | 'advisor';

interface Subject extends SubjectNames {
  credits: number;
}

/** The period refusal, for a student's add, removal or submission. */
export function periodNotOpen(status: 'Upcoming' | 'Closed', period: PeriodWindow): AppError {
  if (status === 'Closed')
    return conflict('PERIOD_NOT_OPEN', { context: 'closed', params: { date: period.end_date } });
  // Opening early by credits earned (issue 44): the time is theirs, not their year's.
  if (period.credits_opening_min != null && opensAt(period) === period.credits_opens_at) {
    return conflict('PERIOD_NOT_OPEN', {
      context: 'creditsOpening',
      params: { credits: period.credits_opening_min, opensAt: opensAt(period) },
    });
  }
  if (period.opens_at && period.year_of_study) {
    return conflict('PERIOD_NOT_OPEN', {
      context: 'yearOpening',
      params: { year: period.year_of_study, opensAt: opensAt(period) },
    });
  }
  return conflict('PERIOD_NOT_OPEN', { context: 'upcoming', params: { date: period.start_date } });
}

/** Adding or dropping after the end of add/drop. */
export const addDropOver = (period: PeriodWindow) =>
  conflict('PERIOD_NOT_OPEN', {
    context: 'addDrop',
    params: { date: period.add_drop_end_date ?? period.end_date },
  });

/** A change the period's stages refuse today, naming the stage that allows it and when. */
export function stageRefused(refusal: StageRefusal, period: PeriodWindow): AppError {
  if (refusal.code === 'PERIOD_NOT_OPEN') return periodNotOpen(refusal.status, period);
  if (refusal.code === 'ADD_DROP_ENDED') return addDropOver(period);
  const context = refusal.context === 'addDropEnded' ? 'addDrop' : refusal.context;
  return conflict('PERIOD_NOT_OPEN', { context, params: { date: refusal.date } });
}

export const underReview = () => conflict('REGISTRATION_UNDER_REVIEW');

/** A student who is not active (withdrawn, say) changing their registration; the status named. */
export const studentNotActive = (status: StudentStatus) =>
  new AppError(403, 'STUDENT_NOT_ACTIVE', { context: status, params: { status } });

/**
 * A hold blocking what the student tried (`register`, `submit`, `slip`), or blocking the advisor's
 * approving a subject again: 403 `HOLD`, with the hold's words in both languages so the sentence
 * is worded in the reader's (issue 44).
 */
export const holdRefused = (
  hold: BlockingHold,
  context: 'register' | 'submit' | 'slip' | 'advisor',
) =>
  new AppError(403, 'HOLD', {
    context,
    params: {
      holdId: hold.id,
      holdType: hold.type,
      type: HOLD_TYPE_NAMES.en[hold.type],
      typeMs: HOLD_TYPE_NAMES.ms[hold.type],
      reason: hold.reason_en,
      reasonMs: hold.reason_ms,
      howToClear: hold.how_to_clear_en,
      howToClearMs: hold.how_to_clear_ms,
      contact: hold.contact,
    },
  });

/** A seat rule's refusal as the error its audience reads: each rule's code, in their words. */
export function refusalError(
  refusal: SeatRefusal,
  subject: Subject,
  period: PeriodWindow & CreditLimits,
  audience: Audience,
): AppError {
  const label = subjectParams('subject', subject);
  const student = audience === 'student';
  // The advisor's sentences say what approving again would do; the student's, what adding would.
  const context = student ? undefined : 'advisor';
  switch (refusal.code) {
    case 'STUDENT_NOT_ACTIVE':
      return studentNotActive(refusal.status);
    case 'HOLD':
      return holdRefused(refusal.hold, student ? 'register' : 'advisor');
    case 'PERIOD_NOT_OPEN':
    case 'ADD_DROP_ENDED':
    case 'STAGE_CLOSED':
      if (student) return stageRefused(refusal, period);
      return conflict('PERIOD_NOT_OPEN', { context: 'reapproval', params: label });
    case 'REGISTRATION_UNDER_REVIEW':
      return underReview();
    case 'ALREADY_SELECTED':
      return conflict('ALREADY_SELECTED', { context: 'named', params: label });
    case 'PREREQUISITE_NOT_MET':
      return prerequisiteNotMet(refusal.missing, label, student);
    case 'CREDIT_LIMIT':
      return conflict('CREDIT_LIMIT', {
        context,
        params: {
          code: subject.code,
          credits: subject.credits,
          creditsAfter: refusal.creditsAfter,
          creditMax: creditMaxOf(period),
        },
      });
    case 'TIME_CLASH':
      return conflict('TIME_CLASH', {
        context,
        params: { ...label, ...subjectParams('other', refusal.clashWith) },
      });
    case 'NO_SUCH_SECTION':
      return notFound('section', { code: subject.code });
    case 'SUBJECT_FULL':
      return subjectFull(subject, refusal.sectionNamed, audience, refusal.waiting);
    case 'RESERVED':
      return conflict('RESERVED', {
        context,
        params: { ...label, seats: refusal.seats, until: refusal.until },
      });
    // A subject of several parts (decision 039): a place that misses a part or names one twice is
    // a malformed request; one that breaks a link or clashes with itself is refused.
    case 'PART_MISSING':
      return new AppError(400, 'PART_MISSING', {
        context: refusal.context === 'missing' ? undefined : refusal.context,
        params: { ...label, parts: refusal.parts.join(', ') },
      });
    case 'SECTIONS_NOT_LINKED':
      return conflict('SECTIONS_NOT_LINKED', {
        params: { ...label, section: refusal.section, linkedTo: refusal.linkedTo },
      });
    case 'SECTIONS_CLASH':
      return conflict('SECTIONS_CLASH', {
        params: { ...label, first: refusal.first, second: refusal.second },
      });
    case 'WAITLIST_MULTI_PART':
      return conflict('WAITLIST_MULTI_PART', { params: label });
  }
}

/**
 * Prerequisites not met: one the student sat and did not pass is named with their best grade
 * (issue 44); several, or ones never sat, as a list.
 */
function prerequisiteNotMet(
  missing: MissingPrerequisite[],
  label: ReturnType<typeof subjectParams>,
  student: boolean,
): AppError {
  const [only] = missing;
  if (missing.length === 1 && only?.grade) {
    return conflict('PREREQUISITE_NOT_MET', {
      context: student ? 'grade' : 'advisorGrade',
      params: { ...label, ...subjectParams('missing', only), grade: only.grade },
    });
  }
  return conflict('PREREQUISITE_NOT_MET', {
    context: student ? undefined : 'advisor',
    params: { ...label, ...subjectParams('missing', missing) },
  });
}

/** A full subject; a student hears how many wait for it, when any do. */
export function subjectFull(
  subject: SubjectNames,
  sectionNamed: boolean,
  audience: Audience,
  waiting = 0,
): AppError {
  if (audience === 'student' && waiting > 0) {
    return conflict('SUBJECT_FULL', {
      context: 'waiting',
      params: { ...subjectParams('subject', subject), count: waiting },
    });
  }
  const context = audience === 'advisor' ? 'advisor' : sectionNamed ? 'section' : undefined;
  return conflict('SUBJECT_FULL', { context, params: subjectParams('subject', subject) });
}

/** The seat rules' refusal codes, as the outcomes seat changes are counted under (issue 23). */
const REFUSAL_OUTCOMES: Partial<Record<ErrorCode, SeatChangeOutcome>> = {
  SUBJECT_FULL: 'full',
  TIME_CLASH: 'clash',
  CREDIT_LIMIT: 'credit_max',
  PREREQUISITE_NOT_MET: 'prerequisite',
  PERIOD_NOT_OPEN: 'period_closed',
  REGISTRATION_UNDER_REVIEW: 'under_review',
};

/** The outcome a refusal is counted under; undefined for a code that is no seat rule's. */
export const refusalOutcome = (code: ErrorCode): SeatChangeOutcome | undefined =>
  REFUSAL_OUTCOMES[code];
