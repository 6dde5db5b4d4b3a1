import type { Database, Db } from '../../db/database';
import { isLockConflict } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import type { DomainEvents, UnitOfWork } from '../../lib/domain-events';
import type { SeatStore } from './seats.store';

/** Returned by an attempt that found the registration changed before it could write. */
export const CHANGED = Symbol('registration changed');
const MAX_ATTEMPTS = 20;

/**
 * Runs an attempt at a change to a student's registration until it completes: it reads what it
 * decides on, checks the rules and writes, and if the registration changed in between (two
 * requests of one student at once, a reviewer deciding) it reads and decides again. So parallel
 * requests cannot overbook a section, pass the credit maximum or select a subject twice.
 */
export async function untilCurrent<T>(
  store: SeatStore,
  attempt: (db: Db) => Promise<T | typeof CHANGED>,
  lockedSections?: number[],
): Promise<T> {
  for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
    // A seat change the database ended for a deadlock (it locks the registration, then the
    // section; a move or a promotion holds a section, then locks a registration) changed
    // nothing: it is tried again like one that found the registration changed (issue 40).
    const run = lockedSections
      ? store.attemptLocked(lockedSections, attempt)
      : store.attempt(attempt);
    const outcome = await run.catch((error: unknown): typeof CHANGED => {
      if (isLockConflict(error)) return CHANGED;
      throw error;
    });
    if (outcome !== CHANGED) return outcome;
  }
  throw new AppError(503, 'SERVICE_UNAVAILABLE', { context: 'busy' });
}

/**
 * Runs a transaction that locks several rows (a registration and sections, a promoted student's
 * registration) again when the database ended it for waiting on another that waited on it.
 */
export async function untilUnlocked<T>(transaction: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (!isLockConflict(error) || i >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * Runs `work` as one unit of work (decision 023): one transaction, tried again after a deadlock,
 * whose recorded events are told once it has committed.
 */
export type RunUnit = <T>(work: (unit: UnitOfWork) => Promise<T>) => Promise<T>;

export const unitsOf =
  (database: Database, events: DomainEvents): RunUnit =>
  (work) =>
    events.transaction((attempt) => untilUnlocked(() => database.transaction(attempt)), work);
