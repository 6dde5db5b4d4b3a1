// A student's add: a seat taken under every seat rule, retried while the registration changes.
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../lib/app-error';
import type { MeetingRow } from '../../lib/schedule';
import { requirePeriod } from '../periods/periods.service';
import { refusalError, subjectFull } from './seats.refusals';
import type { AddContext } from './seats.contexts';
import { checkSeatRules, statusAfter } from './seats.rules';
import { createRegistration } from './seats.statements';
import type { SeatStore } from './seats.store';
import { keptFor, seatContext } from './seats.waitlist';
import { CHANGED, untilCurrent } from './seats.retries';

/** A seat taken by an add: the subject, the section it was taken in and that section's meetings. */
export interface SeatTaken {
  subject: NonNullable<AddContext['subject']>;
  section: { id: number; number: number; lecturer: string };
  meetings: (MeetingRow & { section_id: number })[];
}

/** Adds a subject to the student's selection, taking a seat in one of its sections. */
export async function addSubject(
  store: SeatStore,
  studentId: number,
  request: { subjectId: number; sectionId?: number },
  now: Date,
): Promise<SeatTaken> {
  const stamp = now.toISOString();
  try {
    return await untilCurrent(store, async (db) => {
      const context = requirePeriod(await store.addContext(db, studentId, request.subjectId));
      const { period, registration, subject } = context;
      if (!subject) throw notFound('subject');
      // Before the first add there is no registration: the rules are checked as for a new
      // draft, and only then is one made.
      const verdict = checkSeatRules(
        seatContext(context, subject, registration?.status ?? 'draft', await keptFor(db, context)),
        { path: 'add', sectionId: request.sectionId },
        now,
      );
      if (!verdict.ok) throw refusalError(verdict.refusal, subject, period, 'student');
      if (!registration) {
        await createRegistration(db, studentId, period.period_id, stamp);
        return CHANGED;
      }
      const outcome = await store.takeSeatIfUnchanged(db, {
        registrationId: registration.id,
        version: registration.version,
        subjectId: subject.id,
        sectionIds: verdict.sectionIds,
        from: registration.status,
        // The new subject is pending, so the registration is a draft again.
        status: statusAfter('edit', registration.status, ['pending']),
        now: stamp,
      });
      if (outcome === 'changed') return CHANGED;
      if (outcome === 'full') {
        throw subjectFull(
          subject,
          request.sectionId !== undefined,
          'student',
          context.waiting.count,
        );
      }
      const section = context.sections.find((s) => s.id === outcome.sectionId)!;
      return { subject, section, meetings: context.meetings };
    });
  } catch (error) {
    // The unique key on (registration, subject) is the last guard against a double add.
    if (isUniqueViolation(error)) throw conflict('ALREADY_SELECTED');
    throw error;
  }
}
