// An add in one unit of work under the registration's and sections' locks: one let past a refusal
// by the student's approved permits (decision 041), or one kept as a change (decision 043).
import { PERMIT_RULES, type PermitRule } from '@daftar/contract';
import { notFound } from '../../lib/app-error';
import { requirePeriod } from '../periods/periods.service';
import type { SeatTaken } from './seats.contexts';
import { refusalError, subjectFull } from './seats.refusals';
import { checkSeatRules, keptChange, statusAfter } from './seats.rules';
import { keepChange } from './seats.changes';
import {
  approvedPermitsOf,
  createRegistration,
  insertPlace,
  setRegistrationStatus,
  takeSeats,
  takeSeatsOver,
  usePermits,
} from './seats.statements';
import type { SeatStore } from './seats.store';
import type { Db } from '../../db/database';
import { keptFor, seatContext } from './seats.waitlist';
import type { RunUnit } from './seats.retries';

declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /** An add passed a rule by the student's permits, which are used (decision 041). */
    permitsUsed: {
      studentId: number;
      subject: { id: number; code: string };
      permits: { id: number; rule: PermitRule }[];
      sectionIds: number[];
      at: string;
    };
  }
}

/** Whether a refusal is one a permit may let pass. */
export const isPermitRule = (code: string): code is PermitRule =>
  (PERMIT_RULES as readonly string[]).includes(code);

type AddRequest = { subjectId: number; sectionId?: number; sectionIds?: number[] };

/**
 * The add made again in one unit of work with the registration and the subject's sections locked,
 * as every change locking several takes them: past each rule the student's approved permits let
 * pass (the permits it passes by are used in it, once, and a capacity permit's seat is one more
 * than a full section has), and kept as a change when it amends an approved registration or comes
 * after the window.
 */
export async function addUnderLocks(
  store: SeatStore,
  run: RunUnit,
  studentId: number,
  request: AddRequest,
  now: Date,
): Promise<SeatTaken> {
  const stamp = now.toISOString();
  return run(async ({ trx, record }) => {
    const found = requirePeriod(await store.addContext(trx, studentId, request.subjectId));
    if (!found.subject) throw notFound('subject');
    if (!found.registration) {
      await createRegistration(trx, studentId, found.period.period_id, stamp);
    }
    const registrationId = requirePeriod(await store.addContext(trx, studentId, request.subjectId))
      .registration!.id;
    await store.lockRegistration(trx, registrationId);
    await store.lockSections(
      trx,
      found.sections.map((s) => s.id),
    );
    // Read again under the locks: this is what the add is decided on.
    const context = requirePeriod(await store.addContext(trx, studentId, request.subjectId));
    const { period } = context;
    const subject = context.subject!;
    const registration = context.registration!;
    const permits = await approvedPermitsOf(trx, studentId, subject.id);
    const named =
      request.sectionIds ?? (request.sectionId === undefined ? [] : [request.sectionId]);
    // A permit for one section holds for an add of that section, or one naming none.
    const usable = permits.filter(
      (p) => p.section_id === null || named.length === 0 || named.includes(p.section_id),
    );
    const forSection = usable.find((p) => p.section_id !== null);
    const seatRequest =
      named.length === 0 && forSection
        ? { path: 'add' as const, sectionId: forSection.section_id! }
        : { path: 'add' as const, sectionId: request.sectionId, sectionIds: request.sectionIds };
    const kept = await keptFor(trx, context);
    const waived: PermitRule[] = [];
    for (;;) {
      const verdict = checkSeatRules(
        { ...seatContext(context, subject, registration.status, kept), permits: waived },
        seatRequest,
        now,
      );
      if (verdict.ok) {
        const overCapacity = waived.includes('SUBJECT_FULL');
        let place: number[] | undefined;
        for (const combination of verdict.combinations) {
          const took = overCapacity
            ? await takeSeatsOver(trx, combination)
            : await takeSeats(trx, combination);
          if (took) {
            place = combination;
            break;
          }
        }
        if (!place) throw subjectFull(subject, named.length > 0, 'student', context.waiting.count);
        // The row is written so a read of the registration from before this is stale.
        const status = statusAfter('edit', registration.status, ['pending']);
        await setRegistrationStatus(trx, registration.id, status, stamp);
        await insertPlace(trx, registration.id, request.subjectId, place, stamp);
        // A seat freed since the refusal needs no permit: only those passed by are used.
        const used = usable.filter((p) => waived.includes(p.rule));
        if (used.length > 0) {
          if (
            !(await usePermits(
              trx,
              used.map((p) => p.id),
              stamp,
            ))
          ) {
            throw new Error('a permit read under its registration lock was used meanwhile');
          }
          await record('permitsUsed', {
            studentId,
            subject: { id: subject.id, code: subject.code },
            permits: used.map((p) => ({ id: p.id, rule: p.rule })),
            sectionIds: place,
            at: stamp,
          });
        }
        const keptAs = keptChange(verdict.stage, !!context.held.approved);
        if (keptAs !== null) {
          await keepChange(trx, {
            registrationId: registration.id,
            studentId,
            subjectId: request.subjectId,
            change: 'add',
            stage: keptAs,
            at: stamp,
          });
        }
        const sections = place.map((id) => context.sections.find((s) => s.id === id)!);
        return { subject: subject, section: sections[0]!, sections, meetings: context.meetings };
      }
      const rule = verdict.refusal.code as PermitRule;
      if (waived.includes(rule) || !usable.some((p) => p.rule === rule)) {
        throw refusalError(verdict.refusal, subject, period, 'student');
      }
      waived.push(rule);
    }
  });
}

/** The verdict of a promotion and the permits it passes a rule by (none: the rules passed). */
interface PromotionVerdict {
  verdict: ReturnType<typeof checkSeatRules>;
  permits: { id: number; rule: PermitRule }[];
}

/**
 * A waiting student's promotion refused by a rule their approved permits let pass is decided
 * again past it (decision 041), one rule at a time as they refuse, as an add is. Only a permit for
 * the subject, or for the one section the student waits for, holds: a seat from a line is not
 * chosen by section otherwise.
 */
export async function promotionPastPermits(
  db: Db,
  waiting: { studentId: number; subjectId: number; sectionId: number | null },
  first: ReturnType<typeof checkSeatRules>,
  check: (permits: PermitRule[]) => ReturnType<typeof checkSeatRules>,
): Promise<PromotionVerdict> {
  if (first.ok) return { verdict: first, permits: [] };
  const permits = (await approvedPermitsOf(db, waiting.studentId, waiting.subjectId)).filter(
    (p) => p.section_id === null || p.section_id === waiting.sectionId,
  );
  const waived: PermitRule[] = [];
  let verdict: ReturnType<typeof checkSeatRules> = first;
  while (!verdict.ok) {
    const rule = verdict.refusal.code;
    if (!isPermitRule(rule) || waived.includes(rule) || !permits.some((p) => p.rule === rule)) {
      return { verdict, permits: [] };
    }
    waived.push(rule);
    verdict = check(waived);
  }
  return {
    verdict,
    permits: permits.filter((p) => waived.includes(p.rule)).map(({ id, rule }) => ({ id, rule })),
  };
}

/** Whether the student holds an approved permit past `rule` for the subject (any section). */
export async function permitsPast(db: Db, studentId: number, subjectId: number, rule: PermitRule) {
  const permits = await approvedPermitsOf(db, studentId, subjectId);
  return permits.some((p) => p.rule === rule);
}
