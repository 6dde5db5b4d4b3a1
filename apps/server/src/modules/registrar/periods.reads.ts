import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { findCurrentPeriod } from '../periods/periods.service';

// The period rows the registrar's changes read: the periods themselves (registrar.service.ts),
// their calendars (calendar-events.service.ts) and their sections (sections.service.ts).

export type PeriodRow = Awaited<ReturnType<typeof periodRows>>[number];

/** One period's row, or every period's, newest first. */
export function periodRows(db: Db, periodId?: number) {
  let query = db.selectFrom('registration_periods').selectAll();
  if (periodId !== undefined) query = query.where('id', '=', periodId);
  return query.orderBy('start_date', 'desc').orderBy('id', 'desc').execute();
}

/**
 * The period named (404 when there is none such), or the current one when none is named
 * (undefined before one is set up).
 */
export async function periodNamedOrCurrent(db: Db, periodId: number | undefined) {
  if (periodId === undefined) return findCurrentPeriod(db);
  const [period] = await periodRows(db, periodId);
  if (!period) throw notFound('periodId');
  return period;
}
