import { conflict, notFound, type AppError } from '../../lib/app-error';
import { formatDate } from '../../lib/schedule';
import type { PeriodWindow, SeatRefusal } from './seats.rules';

/** Who hears a refusal: the student adding a subject, or the advisor approving one again. */
export type Audience = 'student' | 'advisor';

interface Subject {
  code: string;
  name: string;
  credits: number;
}

/** The period refusal, for a student's add, removal or submission. */
export function periodNotOpen(status: 'Upcoming' | 'Closed', period: PeriodWindow): AppError {
  return conflict(
    'PERIOD_NOT_OPEN',
    status === 'Upcoming'
      ? `Registration has not opened yet. It opens on ${formatDate(period.start_date)}.`
      : `Registration is closed. It closed on ${formatDate(period.end_date)}.`,
  );
}

export const underReview = () =>
  conflict(
    'REGISTRATION_UNDER_REVIEW',
    'Your registration is under review. You can change it once your advisor has decided on every subject.',
  );

/** A seat rule's refusal as the error its audience reads: each rule's code, in their words. */
export function refusalError(
  refusal: SeatRefusal,
  subject: Subject,
  period: PeriodWindow & { credit_max: number },
  audience: Audience,
): AppError {
  const label = `${subject.code} ${subject.name}`;
  const student = audience === 'student';
  switch (refusal.code) {
    case 'PERIOD_NOT_OPEN':
      if (student) return periodNotOpen(refusal.status, period);
      return conflict(
        'PERIOD_NOT_OPEN',
        `${label} cannot be approved again: registration is not open, so no seat can be taken for it.`,
      );
    case 'REGISTRATION_UNDER_REVIEW':
      return underReview();
    case 'ALREADY_SELECTED':
      return conflict('ALREADY_SELECTED', `You have already selected ${label}.`);
    case 'PREREQUISITE_NOT_MET': {
      const names = refusal.missing.map((p) => `${p.code} ${p.name}`).join(' and ');
      return conflict(
        'PREREQUISITE_NOT_MET',
        student
          ? `${label} needs ${names} to be passed first.`
          : `${label} cannot be approved: the student has not passed ${names}.`,
      );
    }
    case 'CREDIT_LIMIT':
      return conflict(
        'CREDIT_LIMIT',
        student
          ? `Adding ${subject.code} (${subject.credits} credits) would take you to ${refusal.creditsAfter} credits; the maximum is ${period.credit_max}.`
          : `Approving ${subject.code} (${subject.credits} credits) again would take the student to ${refusal.creditsAfter} credits; the maximum is ${period.credit_max}.`,
      );
    case 'TIME_CLASH': {
      const other = `${refusal.clashWith.code} ${refusal.clashWith.name}`;
      return conflict(
        'TIME_CLASH',
        student
          ? `${label} clashes with ${other} in your timetable.`
          : `${label} cannot be approved again: it clashes with ${other}, which the student now takes.`,
      );
    }
    case 'NO_SUCH_SECTION':
      return notFound(`That section of ${subject.code}`);
    case 'SUBJECT_FULL':
      return subjectFull(label, refusal.sectionNamed, audience);
  }
}

export function subjectFull(label: string, sectionNamed: boolean, audience: Audience): AppError {
  if (audience === 'advisor')
    return conflict('SUBJECT_FULL', `${label} has no seat left to approve.`);
  return conflict(
    'SUBJECT_FULL',
    sectionNamed ? `That section of ${label} is full.` : `${label} is full: no seats are left.`,
  );
}
