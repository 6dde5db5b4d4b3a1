import type { RegistrationStatus } from '@daftar/contract';
import type { Db } from '../../db/database';
import type { DomainEventMap } from '../../lib/domain-events';
import type { SeatContext } from './seats.rules';
import type { AddContext } from './seats.contexts';
import { keptSections } from './seats.statements';

// Waitlists (issue 20): what their use cases share. Each change has its own file beside this one:
// joining (seats.waitlist-join.ts), leaving (-leave), promotion into a freed seat (-promote),
// closing with the period (-close), and the read model of the waiting places (-places).

/** A subject as the students waiting for it are told of it. */
export interface WaitedSubject {
  id: number;
  code: string;
  name: string;
  nameMs: string | null;
}

/** What a change did to waitlists: recorded as `waitlistChanged` (seats.events.ts). */
export interface WaitlistChange {
  /** Subjects whose waiting students' places (position, or why they were passed over) changed. */
  subjectIds: number[];
  /** Students who got a seat from a waitlist. */
  promoted: {
    studentId: number;
    subjectId: number;
    registrationId: number;
    subject: WaitedSubject;
    /** The subject joined a registration under review, for the advisor to decide. */
    underReview: boolean;
    at: string;
  }[];
  /** Subjects whose seat counts changed besides the one the change itself made. */
  seatsChanged: number[];
  /** Times a freed seat passed a waiting student by because a seat rule refused them. */
  skipped: number;
  /**
   * Students a free seat passed by for a reason that is news to them (the refusal's code and
   * values), who keep their place.
   */
  passedOver: {
    studentId: number;
    subject: WaitedSubject;
    skipCode: string;
    skipParams: Record<string, unknown>;
    /** Whether another student waiting behind took the seat instead. */
    seatTaken: boolean;
    at: string;
  }[];
  /** Permits a promotion passed a rule by, used with it (decision 041). */
  permitsUsed: DomainEventMap['permitsUsed'][];
}

export const noWaitlistChange = (): WaitlistChange => ({
  subjectIds: [],
  promoted: [],
  seatsChanged: [],
  skipped: 0,
  passedOver: [],
  permitsUsed: [],
});

/**
 * The sections whose free seats are kept for waiting students: read only when the subject has
 * both a free seat and students waiting, so a full subject with a long line costs nothing more.
 */
export async function keptFor(db: Db, context: AddContext): Promise<'all' | number[]> {
  const free = context.sections.some((s) => s.registered < s.capacity && !s.closed_at);
  if (!free || context.waiting.count === 0 || !context.subject) return [];
  const { rows } = await keptSections(db, context.period.period_id, context.subject.id);
  const sections = rows.map((row) => row.section_id);
  return sections.includes(null) ? 'all' : sections.filter((id) => id !== null);
}

/** The add context as the seat rules read it, with the seats kept for waiting students. */
export function seatContext(
  context: AddContext,
  subject: NonNullable<AddContext['subject']>,
  registrationStatus: RegistrationStatus,
  kept: 'all' | number[] = [],
): SeatContext {
  return {
    period: context.period,
    registrationStatus,
    subject,
    missingPrerequisites: context.missingPrerequisites,
    held: context.held,
    sections: context.sections.map((section) => ({
      ...section,
      meetings: context.meetings.filter((m) => m.section_id === section.id),
    })),
    waiting: { count: context.waiting.count, keptFor: kept },
    holds: context.holds,
    reservations: context.reservations,
  };
}

/** The student's registration in a period, if they have one. */
export function registrationIdOf(db: Db, studentId: number, periodId: number) {
  return db
    .selectFrom('registrations')
    .select('id')
    .where('student_id', '=', studentId)
    .where('period_id', '=', periodId)
    .executeTakeFirst();
}

/** The student's selection of a subject, with its section and status. */
export function heldSelectionOf(db: Db, registrationId: number, subjectId: number) {
  return db
    .selectFrom('registration_subjects')
    .select(['id', 'section_id', 'status'])
    .where('registration_id', '=', registrationId)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
}
