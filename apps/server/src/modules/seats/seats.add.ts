// A student's add: a seat taken under every seat rule, retried while the registration changes.
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../lib/app-error';
import { requirePeriod } from '../periods/periods.service';
import { refusalError, subjectFull } from './seats.refusals';
import type { SeatTaken } from './seats.contexts';
import { checkSeatRules, keptChange, statusAfter } from './seats.rules';
import { createRegistration } from './seats.statements';
import type { SeatStore } from './seats.store';
import { keptFor, seatContext } from './seats.waitlist';
import { CHANGED, untilCurrent, type RunUnit } from './seats.retries';
import { reservationsInForce } from './seats.reservations';
import { addUnderLocks, isPermitRule } from './seats.permit-add';

export type { SeatTaken } from './seats.contexts';

/** Adds a subject to the student's selection, taking a seat in one of its sections. */
export async function addSubject(
  store: SeatStore,
  run: RunUnit,
  studentId: number,
  request: { subjectId: number; sectionId?: number; sectionIds?: number[] },
  now: Date,
): Promise<SeatTaken> {
  const stamp = now.toISOString();
  // With reservations in force, who holds a seat decides who may take one (decision 040): found
  // on the first read, the add is made again holding the subject's sections.
  const attempt = (lockedSections?: number[]) =>
    untilCurrent(
      store,
      async (db): Promise<SeatTaken | { lock: number[] } | 'locked' | typeof CHANGED> => {
        const context = requirePeriod(await store.addContext(db, studentId, request.subjectId));
        const { period, registration, subject } = context;
        if (!subject) throw notFound('subject');
        if (!lockedSections && reservationsInForce(context.reservations, now)) {
          return { lock: context.sections.map((s) => s.id) };
        }
        // Before the first add there is no registration: the rules are checked as for a new
        // draft, and only then is one made.
        const verdict = checkSeatRules(
          seatContext(
            context,
            subject,
            registration?.status ?? 'draft',
            await keptFor(db, context),
          ),
          { path: 'add', sectionId: request.sectionId, sectionIds: request.sectionIds },
          now,
        );
        if (!verdict.ok) {
          // A refusal the student holds an approved permit past is made again by it.
          if (context.permitted && isPermitRule(verdict.refusal.code)) return 'locked';
          throw refusalError(verdict.refusal, subject, period, 'student');
        }
        // An add kept as a change (decision 043) is written with it, under the locks.
        if (keptChange(verdict.stage, !!context.held.approved) !== null) return 'locked';
        if (!registration) {
          await createRegistration(db, studentId, period.period_id, stamp);
          return CHANGED;
        }
        const change = {
          registrationId: registration.id,
          version: registration.version,
          // As named: a cross-listed code is recorded under its owner, keeping its code.
          subjectId: request.subjectId,
          from: registration.status,
          // The new subject is pending, so the registration is a draft again.
          status: statusAfter('edit', registration.status, ['pending']),
          now: stamp,
        };
        const multiPart = verdict.combinations[0]!.length > 1;
        const outcome = multiPart
          ? await store.takePlaceIfUnchanged(db, { ...change, combinations: verdict.combinations })
          : await store.takeSeatIfUnchanged(db, { ...change, sectionIds: verdict.sectionIds });
        if (outcome === 'changed') return CHANGED;
        if (outcome === 'full') {
          const named = request.sectionId !== undefined || request.sectionIds !== undefined;
          throw subjectFull(subject, named, 'student', context.waiting.count);
        }
        const ids = 'sectionIds' in outcome ? outcome.sectionIds : [outcome.sectionId];
        const sections = ids.map((id) => context.sections.find((s) => s.id === id)!);
        return { subject, section: sections[0]!, sections, meetings: context.meetings };
      },
      lockedSections,
    );
  try {
    const outcome = await attempt();
    if (outcome === 'locked') return await addUnderLocks(store, run, studentId, request, now);
    if (!('lock' in outcome)) return outcome;
    const taken = await attempt(outcome.lock);
    if (taken === 'locked') return await addUnderLocks(store, run, studentId, request, now);
    if ('lock' in taken) throw new Error('a locked add asked for its lock again');
    return taken;
  } catch (error) {
    // The unique key on (registration, subject) is the last guard against a double add.
    if (isUniqueViolation(error)) throw conflict('ALREADY_SELECTED');
    throw error;
  }
}
