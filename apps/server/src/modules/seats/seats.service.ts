import type {
  JoinWaitlistBody,
  JoinWaitlistReply,
  Language,
  SeatChangeOutcome,
  SubjectStatus,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import type { DomainEvents, UnitOfWork } from '../../lib/domain-events';
import { holdsSeat } from './seats.rules';
import { countedBy, type SeatCount } from './seats.counted';
import { postgresSeatStore } from './seats.postgres';
import { sqliteSeatStore } from './seats.sqlite';
import { deleteSelection, releasePlace } from './seats.statements';
import { keepChange, type KeptChange } from './seats.changes';
import type { LockedRegistration } from './seats.store';
import type { WaitlistChange } from './seats.waitlist';
import { joinWaitlist } from './seats.waitlist-join';
import { leaveWaitlist } from './seats.waitlist-leave';
import { promote } from './seats.waitlist-promote';
import { addSubject, type SeatTaken } from './seats.add';
import { changeSection } from './seats.move';
import { takeBack } from './seats.reapproval';
import { removeSubject } from './seats.remove';
import { unitsOf } from './seats.retries';
import { checkPlanned, type PlannedPlace, type PlannedVerdict } from './seats.plan-check';

export type { LockedRegistration } from './seats.store';
export type { SeatTaken } from './seats.add';
export type { PlannedPlace, PlannedVerdict } from './seats.plan-check';
export type { WaitlistChange } from './seats.waitlist';
export {
  closeEndedWaitlists,
  closeWaitlists,
  closeWaitlistsWhenPeriodsEnd,
  type ClosedPlace,
} from './seats.waitlist-close';
export { waitlistPlaces } from './seats.waitlist-places';
export { holdRefused, periodNotOpen, stageRefused, studentNotActive } from './seats.refusals';
// Who of a reservation's group holds its seats: the registrar's list counts them too.
export { groupHolding } from './seats.reservations';
import { seatsOpenTo } from './seats.reservations';
export type { SeatCount } from './seats.counted';
export type { BlockingHold } from './seats.rules';
export {
  addDropDays,
  campusDay,
  canDecide,
  changeStage,
  creditMaxOf,
  currentStages,
  withdrawalOpen,
  holdsSeat,
  inactiveStatus,
  isAllowedTransition,
  opensAt,
  periodStatus,
  slotsOverlap,
  statusAfter,
} from './seats.rules';

/**
 * Every change of seats goes through here: a student's add takes a seat and a removal gives it
 * back; a reviewer's rejection gives seats back and approving a rejected subject takes its seat
 * back. Each path that takes a seat checks every rule with checkSeatRules.
 */
export interface SeatLedger {
  /** Adds a subject to the student's selection, taking a seat in one of its sections. */
  add(
    studentId: number,
    request: { subjectId: number; sectionId?: number; sectionIds?: number[] },
    now: Date,
  ): Promise<SeatTaken>;
  /**
   * Removes a subject from the student's selection, giving back its seat; the seat goes to the
   * first student waiting for it who can take it, in the same transaction.
   */
  remove(studentId: number, subjectId: number, now: Date): Promise<void>;
  /**
   * Moves the student to another section of a subject they hold: the new seat is taken and the
   * old one given back (to a waiting student, if one can take it) together, or nothing changes.
   */
  changeSection(
    studentId: number,
    subjectId: number,
    sectionIds: number[],
    now: Date,
  ): Promise<
    SeatTaken & {
      status: SubjectStatus;
      /** False when the student already sat in that section: nothing changed. */
      moved: boolean;
    }
  >;
  /**
   * Would this add pass every seat rule but the seats, with `planned` (subjects a plan would
   * have taken by then) counted as held? Takes nothing (a plan's check, issue 48).
   */
  checkPlanned(
    studentId: number,
    request: { subjectId: number; sectionIds?: number[] },
    planned: PlannedPlace[],
    now: Date,
  ): Promise<PlannedVerdict>;
  /** Puts the student in line for a full subject. */
  joinWaitlist(
    studentId: number,
    body: JoinWaitlistBody,
    language: Language,
    now: Date,
  ): Promise<JoinWaitlistReply>;
  leaveWaitlist(studentId: number, subjectId: number): Promise<void>;
  /**
   * Inside the transaction that freed seats of these subjects (a rejection, a capacity raised, a
   * section reopened): promotes waiting students to them.
   */
  promote(trx: Db, periodId: number, subjectIds: number[], now: Date): Promise<WaitlistChange>;
  /**
   * The seats of each section open to one student, of the subjects with reservations in force
   * (decision 040); a section of another subject is not in the map.
   */
  seatsOpenTo: typeof seatsOpenTo;
  /**
   * Runs `work` as one unit of work (one transaction) with the registration locked against every
   * other change; what it records is told after the commit.
   */
  locked<T>(
    registrationId: number,
    work: (unit: UnitOfWork, registration: LockedRegistration | undefined) => Promise<T>,
  ): Promise<T>;
  /** Inside `locked`: takes back the seat of a rejected subject its reviewer approves again. */
  takeBack(
    trx: Db,
    registration: LockedRegistration,
    selection: { id: number; subject_id: number; section_id: number },
    now: Date,
  ): Promise<void>;
  /** Inside `locked`: gives back the seat (every part's) of a subject that held one. */
  giveBack(
    trx: Db,
    selection: { id: number; section_id: number; status: SubjectStatus },
  ): Promise<boolean>;
  /**
   * Inside `locked`: a subject withdrawn from (issue 47) leaves the selection with its seats
   * (every part's), kept as a change; the caller promotes those waiting.
   */
  withdraw(
    trx: Db,
    selection: { id: number; section_id: number; status: SubjectStatus },
    change: KeptChange,
  ): Promise<void>;
  /**
   * Counts a reviewer's seat changes (`takeBack`, `giveBack` inside `locked`) by outcome once the
   * whole decision has committed, or the rule that refused it.
   */
  counted<T>(change: Promise<T>, outcomes: (result: T) => SeatChangeOutcome[]): Promise<T>;
}

/**
 * The ledger on the database's engine; a student waits for at most `waitlistLimit` subjects, and
 * each add, move, drop and reviewer's seat change is counted by outcome with `count`. Each change
 * records what it did on `events` (seats.events.ts), in its unit of work when it has one: the
 * ledger's callers announce nothing.
 */
export function createSeatLedger(
  database: Database,
  options: { waitlistLimit: number; count: SeatCount; events: DomainEvents },
): SeatLedger {
  const store = database.byEngine({ sqlite: sqliteSeatStore, postgres: postgresSeatStore });
  const counted = countedBy(options.count);
  const { events } = options;
  const run = unitsOf(database, events);
  return {
    async add(studentId, request, now) {
      const taken = await counted(addSubject(store, run, studentId, request, now), () => ['taken']);
      // One statement or transaction of the ledger's, with nothing else to tell.
      await events.committed('seatsChanged', { subjectIds: [taken.subject.id] });
      return taken;
    },
    async remove(studentId, subjectId, now) {
      const removal = await counted(removeSubject(store, run, studentId, subjectId, now), () => [
        'given_back',
      ]);
      if (removal === 'removed')
        await events.committed('seatsChanged', { subjectIds: [subjectId] });
    },
    changeSection: (studentId, subjectId, sectionIds, now) =>
      counted(changeSection(run, store, studentId, subjectId, sectionIds, now), (result) =>
        result.moved ? ['taken', 'given_back'] : [],
      ),
    checkPlanned: (studentId, request, planned, now) =>
      checkPlanned(store, database.db, studentId, request, planned, now),
    joinWaitlist: (studentId, body, language, now) =>
      joinWaitlist(run, store, studentId, body, options.waitlistLimit, language, now),
    leaveWaitlist: (studentId, subjectId) => leaveWaitlist(run, store, studentId, subjectId),
    promote: (trx, periodId, subjectIds, now) => promote(store, trx, periodId, subjectIds, now),
    seatsOpenTo,
    locked: (registrationId, work) =>
      run(async (unit) => work(unit, await store.lockRegistration(unit.trx, registrationId))),
    takeBack: (trx, registration, selection, now) =>
      takeBack(store, trx, registration, selection, now),
    async giveBack(trx, selection) {
      if (!holdsSeat(selection.status)) return false;
      // The rows stay with the rejected selection: approving it again takes their seats back.
      await releasePlace(trx, selection, { giveBack: true, remove: false });
      return true;
    },
    async withdraw(trx, selection, change) {
      await releasePlace(trx, selection, { giveBack: holdsSeat(selection.status), remove: true });
      await deleteSelection(trx, selection.id);
      await keepChange(trx, change);
    },
    counted,
  };
}
