import type { Database, Db } from '../../db/database';
import { inTransaction, type DomainEvents } from '../../lib/domain-events';

export interface ClosedPlace {
  studentId: number;
  subjectId: number;
  code: string;
  name: string;
  nameMs: string | null;
}

/**
 * When a period closes, its waitlists close with it: the places are removed and returned, only
 * those this call removed (two processes closing one period at once tell each student once).
 */
export async function closeWaitlists(trx: Db, periodId: number): Promise<ClosedPlace[]> {
  const removed = await trx
    .deleteFrom('waitlist_entries')
    .where('period_id', '=', periodId)
    .returning(['id', 'student_id', 'subject_id'])
    .execute();
  if (removed.length === 0) return [];
  const subjects = await trx
    .selectFrom('subjects')
    .select(['id', 'code', 'name', 'name_ms'])
    .where('id', 'in', [...new Set(removed.map((r) => r.subject_id))])
    .execute();
  return removed
    .sort((a, b) => a.id - b.id)
    .map((place) => {
      const subject = subjects.find((s) => s.id === place.subject_id)!;
      return {
        studentId: place.student_id,
        subjectId: place.subject_id,
        code: subject.code,
        name: subject.name,
        nameMs: subject.name_ms,
      };
    });
}

/**
 * Closes the waitlists of every period that has ended by its date or was closed, recording the
 * places removed (`waitlistsClosed`) so their students are told; returns them.
 */
export async function closeEndedWaitlists(
  database: Database,
  events: DomainEvents,
  now: Date,
): Promise<ClosedPlace[]> {
  const instant = now.toISOString();
  return events.transaction(inTransaction(database), async ({ trx, record }) => {
    const ended = await trx
      .selectFrom('registration_periods')
      .select('id')
      .where((eb) =>
        eb.or([eb('end_date', '<', instant.slice(0, 10)), eb('closed_at', '<=', instant)]),
      )
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('waitlist_entries as w')
            .select('w.id')
            .whereRef('w.period_id', '=', 'registration_periods.id'),
        ),
      )
      .execute();
    const places: ClosedPlace[] = [];
    for (const period of ended) places.push(...(await closeWaitlists(trx, period.id)));
    if (places.length > 0) await record('waitlistsClosed', { places, closedAt: instant });
    return places;
  });
}

/**
 * Every minute, closes the waitlists of periods that have ended by their dates (closing one in
 * the Admin Panel closes them at once). Returns the stop.
 */
export function closeWaitlistsWhenPeriodsEnd(
  database: Database,
  events: DomainEvents,
  everyMs = 60_000,
): () => void {
  const timer = setInterval(() => {
    closeEndedWaitlists(database, events, new Date())
      // A missed minute is tried again the next; the database's own trouble is logged elsewhere.
      .catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
