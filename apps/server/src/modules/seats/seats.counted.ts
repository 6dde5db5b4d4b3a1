import type { SeatChangeOutcome } from '@daftar/contract';
import { AppError } from '../../lib/app-error';
import { refusalOutcome } from './seats.refusals';

/** Hears each student's seat change by outcome (issue 23: `daftar_seat_changes_total`). */
export type SeatCount = (outcome: SeatChangeOutcome) => void;

/**
 * Wraps a whole seat change so that it is counted once it has committed (with the outcomes its
 * result names) or been refused by a seat rule. Counting around the change, rather than where the
 * rules decide inside it, counts neither an attempt retried after a conflict twice nor a
 * rolled-back one at all.
 */
export function countedBy(count: SeatCount) {
  return async function counted<T>(
    change: Promise<T>,
    outcomes: (result: T) => SeatChangeOutcome[],
  ): Promise<T> {
    try {
      const result = await change;
      for (const outcome of outcomes(result)) count(outcome);
      return result;
    } catch (error) {
      const outcome = error instanceof AppError ? refusalOutcome(error.code) : undefined;
      if (outcome) count(outcome);
      throw error;
    }
  };
}
