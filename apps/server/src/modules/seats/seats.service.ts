import type { RegistrationStatus, SubjectStatus } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { MeetingRow } from '../../lib/schedule';
import { requirePeriod } from '../periods/periods.service';
import {
  addDropOver,
  periodNotOpen,
  refusalError,
  subjectFull,
  underReview,
} from './seats.refusals';
import {
  addDropEnded,
  canEdit,
  checkSeatRules,
  holdsSeat,
  periodStatus,
  statusAfter,
  type SeatContext,
} from './seats.rules';
import { postgresSeatStore } from './seats.postgres';
import { sqliteSeatStore } from './seats.sqlite';
import {
  createRegistration,
  giveBackSeat,
  takeSeat,
  type AddContext,
  type LockedRegistration,
  type SeatStore,
} from './seats.store';

export type { LockedRegistration } from './seats.store';
export { periodNotOpen } from './seats.refusals';
export {
  canDecide,
  holdsSeat,
  isAllowedTransition,
  opensAt,
  periodStatus,
  statusAfter,
} from './seats.rules';

/** A seat taken by an add: the subject, the section it was taken in and that section's meetings. */
export interface SeatTaken {
  subject: NonNullable<AddContext['subject']>;
  section: { id: number; number: number; lecturer: string };
  meetings: (MeetingRow & { section_id: number })[];
}

/**
 * Every change of seats goes through here: a student's add takes a seat and a removal gives it
 * back; a reviewer's rejection gives seats back and approving a rejected subject takes its seat
 * back. Each path that takes a seat checks every rule with checkSeatRules.
 */
export interface SeatLedger {
  /** Adds a subject to the student's selection, taking a seat in one of its sections. */
  add(
    studentId: number,
    request: { subjectId: number; sectionId?: number },
    now: Date,
  ): Promise<SeatTaken>;
  /** Removes a subject from the student's selection, giving back its seat. */
  remove(studentId: number, subjectId: number, now: Date): Promise<void>;
  /** Runs `work` in one transaction with the registration locked against every other change. */
  locked<T>(
    registrationId: number,
    work: (trx: Db, registration: LockedRegistration | undefined) => Promise<T>,
  ): Promise<T>;
  /** Inside `locked`: takes back the seat of a rejected subject its reviewer approves again. */
  takeBack(
    trx: Db,
    registration: LockedRegistration,
    selection: { subject_id: number; section_id: number },
    now: Date,
  ): Promise<void>;
  /** Inside `locked`: gives back the seat of a subject that held one. */
  giveBack(trx: Db, selection: { section_id: number; status: SubjectStatus }): Promise<boolean>;
}

/** The ledger on the database's engine. */
export function createSeatLedger(database: Database): SeatLedger {
  const store = database.byEngine({ sqlite: sqliteSeatStore, postgres: postgresSeatStore });
  return {
    add: (studentId, request, now) => addSubject(store, studentId, request, now),
    remove: (studentId, subjectId, now) => removeSubject(store, studentId, subjectId, now),
    locked: (registrationId, work) =>
      database.transaction(async (trx) =>
        work(trx, await store.lockRegistration(trx, registrationId)),
      ),
    takeBack: (trx, registration, selection, now) =>
      takeBack(store, trx, registration, selection, now),
    async giveBack(trx, selection) {
      if (!holdsSeat(selection.status)) return false;
      await giveBackSeat(trx, selection.section_id);
      return true;
    },
  };
}

/** Returned by an attempt that found the registration changed before it could write. */
const CHANGED = Symbol('registration changed');
const MAX_ATTEMPTS = 20;

/**
 * Runs an attempt at a change to a student's registration until it completes: it reads what it
 * decides on, checks the rules and writes, and if the registration changed in between (two
 * requests of one student at once, a reviewer deciding) it reads and decides again. So parallel
 * requests cannot overbook a section, pass the credit maximum or select a subject twice.
 */
async function untilCurrent<T>(
  store: SeatStore,
  attempt: (db: Db) => Promise<T | typeof CHANGED>,
): Promise<T> {
  for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
    const outcome = await store.attempt(attempt);
    if (outcome !== CHANGED) return outcome;
  }
  throw new AppError(503, 'SERVICE_UNAVAILABLE', { context: 'busy' });
}

/** The add context as the seat rules read it. */
function seatContext(
  context: AddContext,
  subject: NonNullable<AddContext['subject']>,
  registrationStatus: RegistrationStatus,
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
  };
}

async function addSubject(
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
        seatContext(context, subject, registration?.status ?? 'draft'),
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
          `${subject.code} ${subject.name}`,
          request.sectionId !== undefined,
          'student',
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

async function removeSubject(store: SeatStore, studentId: number, subjectId: number, now: Date) {
  await untilCurrent(store, async (db) => {
    const { period, registration, selections } = requirePeriod(
      await store.removeContext(db, studentId),
    );
    const status = periodStatus(period, now);
    if (status !== 'Open') throw periodNotOpen(status, period);
    if (addDropEnded(period, now)) throw addDropOver(period);
    const selection = selections.find((s) => s.subject_id === subjectId);
    if (!registration || !selection) throw notFound('selection');
    if (!canEdit(registration.status)) throw underReview();
    const remaining = selections.filter((s) => s !== selection).map((s) => s.status);
    const outcome = await store.removeSelectionIfUnchanged(db, {
      registrationId: registration.id,
      version: registration.version,
      selection,
      givesBackSeat: holdsSeat(selection.status),
      from: registration.status,
      status: statusAfter('edit', registration.status, remaining),
      now: now.toISOString(),
    });
    return outcome === 'changed' ? CHANGED : undefined;
  });
}

async function takeBack(
  store: SeatStore,
  trx: Db,
  registration: LockedRegistration,
  selection: { subject_id: number; section_id: number },
  now: Date,
) {
  const context = await store.addContext(trx, registration.student_id, selection.subject_id);
  if (!context?.subject || context.period.period_id !== registration.period_id) {
    throw conflict('PERIOD_NOT_OPEN', { context: 'pastPeriod' });
  }
  const { subject, period } = context;
  const verdict = checkSeatRules(
    seatContext(context, subject, registration.status),
    { path: 'reapproval', sectionId: selection.section_id },
    now,
  );
  if (!verdict.ok) throw refusalError(verdict.refusal, subject, period, 'advisor');
  if (!(await takeSeat(trx, selection.section_id))) {
    throw subjectFull(`${subject.code} ${subject.name}`, true, 'advisor');
  }
}
