import type { RegistrationStatus } from '@daftar/contract';
import type { Db } from '../../db/database';
import type { AddContext, RemoveContext } from './seats.contexts';

// What the ledger needs from the database, with one implementation per engine (seats.sqlite.ts,
// seats.postgres.ts). The reads and statements the two share: seats.context-reads.ts,
// seats.remove-reads.ts, seats.contexts.ts and seats.statements.ts.

export interface LockedRegistration {
  id: number;
  status: RegistrationStatus;
  student_id: number;
  period_id: number;
}

export interface TakeSeatChange {
  registrationId: number;
  /** The registration's row version as read (PostgreSQL's `xmin`; SQLite has none). */
  version: string | null;
  /**
   * The subject as the student named it: a cross-listed code's selection is recorded under its
   * owner, keeping the code (decision 042).
   */
  subjectId: number;
  /** Sections to try, in order: the seat is taken in the first that has one. */
  sectionIds: number[];
  from: RegistrationStatus;
  status: RegistrationStatus;
  now: string;
}

export interface RemoveSelectionChange {
  registrationId: number;
  periodId: number;
  studentId: number;
  subjectId: number;
  version: string | null;
  selection: { id: number; section_id: number };
  /** The selection holds a seat of other parts too (decision 039): each part's is given back. */
  multiPart: boolean;
  givesBackSeat: boolean;
  from: RegistrationStatus;
  status: RegistrationStatus;
  now: string;
}

export interface SeatStore {
  /**
   * Runs one attempt at a change. SQLite: one transaction, whose write lock keeps what the attempt
   * read current until it commits. PostgreSQL: no transaction; the attempt's write is one call that
   * goes through only if the registration is unchanged since its read.
   */
  attempt<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * An attempt that holds `sectionIds` locked against every other seat change while it reads and
   * writes (a subject with reservations in force, decision 040: who holds a seat decides who may
   * take one). SQLite: an attempt, whose transaction already does. PostgreSQL: a transaction.
   */
  attemptLocked<T>(sectionIds: number[], work: (db: Db) => Promise<T>): Promise<T>;
  addContext(db: Db, studentId: number, subjectId: number): Promise<AddContext | undefined>;
  removeContext(db: Db, studentId: number): Promise<RemoveContext | undefined>;
  /**
   * Takes a seat in the first of the sections that has one, records the pending selection and sets
   * the registration's status: all of it, or nothing when every section is full ('full') or the
   * registration changed since it was read ('changed': read again and decide again).
   */
  takeSeatIfUnchanged(
    db: Db,
    change: TakeSeatChange,
  ): Promise<{ sectionId: number } | 'full' | 'changed'>;
  /**
   * A subject of several parts (decision 039): takes a seat in every section of the first
   * combination (its first part's section first) that has one in each, records the selection with
   * the other parts' sections and sets the status; all of it, or nothing.
   */
  takePlaceIfUnchanged(
    db: Db,
    change: Omit<TakeSeatChange, 'sectionIds'> & { combinations: number[][] },
  ): Promise<{ sectionIds: number[] } | 'full' | 'changed'>;
  /**
   * Deletes the selection, gives back its seats if it held them, sets the status; or 'changed'; or,
   * changing nothing, 'waiting' when someone waits for the subject or the student waits for any:
   * the removal is then made in a transaction that promotes waiting students.
   */
  removeSelectionIfUnchanged(
    db: Db,
    change: RemoveSelectionChange,
  ): Promise<'removed' | 'changed' | 'waiting'>;
  /** Inside a transaction: the registration, locked until it ends against every other change. */
  lockRegistration(trx: Db, registrationId: number): Promise<LockedRegistration | undefined>;
  /**
   * Inside a transaction: the sections, locked until it ends against seats taken or given back,
   * so a student joining their waitlist either sees a freed seat or is seen by its promotion.
   */
  lockSections(trx: Db, sectionIds: number[]): Promise<void>;
}
