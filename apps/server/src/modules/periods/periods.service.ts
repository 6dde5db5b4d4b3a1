import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import * as repo from './periods.repository';

export { approvedOverloadCredits, standingCreditMax } from './periods.repository';

export type PeriodRow = NonNullable<Awaited<ReturnType<typeof repo.findCurrentPeriod>>>;

/** The current registration period, or undefined before one is set up. */
export function findCurrentPeriod(db: Db): Promise<PeriodRow | undefined> {
  return repo.findCurrentPeriod(db);
}

/** What was read for the current period, or 404 when there is none. */
export function requirePeriod<T>(found: T | undefined): T {
  if (!found) throw notFound('period');
  return found;
}

/** The current registration period, or 404 when there is none. */
export async function currentPeriod(db: Db): Promise<PeriodRow> {
  return requirePeriod(await repo.findCurrentPeriod(db));
}

export type StudentPeriodRow = NonNullable<Awaited<ReturnType<typeof repo.findStudentPeriod>>>;

/** The current period with the student's own opening, or 404 when there is none. */
export async function currentStudentPeriod(db: Db, studentId: number): Promise<StudentPeriodRow> {
  return requirePeriod(await repo.findStudentPeriod(db, studentId));
}
