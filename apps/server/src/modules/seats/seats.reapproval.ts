import type { Db } from '../../db/database';
import { conflict } from '../../lib/app-error';
import { refusalError, subjectFull } from './seats.refusals';
import { checkSeatRules } from './seats.rules';
import { otherPartSections, takeSeats } from './seats.statements';
import type { LockedRegistration, SeatStore } from './seats.store';
import { seatContext } from './seats.waitlist';

/** Inside `locked`: takes back the seat of a rejected subject its reviewer approves again. */
export async function takeBack(
  store: SeatStore,
  trx: Db,
  registration: LockedRegistration,
  selection: { id: number; subject_id: number; section_id: number },
  now: Date,
) {
  const context = await store.addContext(trx, registration.student_id, selection.subject_id);
  if (!context?.subject || context.period.period_id !== registration.period_id) {
    throw conflict('PERIOD_NOT_OPEN', { context: 'pastPeriod' });
  }
  const { subject, period } = context;
  // A multi-part place takes back every part's seat, or none (decision 039).
  const others = (await otherPartSections(trx, selection.id)).rows.map((r) => r.section_id);
  const place = [selection.section_id, ...others];
  const verdict = checkSeatRules(
    seatContext(context, subject, registration.status),
    others.length > 0
      ? { path: 'reapproval', sectionIds: place }
      : { path: 'reapproval', sectionId: selection.section_id },
    now,
  );
  if (!verdict.ok) throw refusalError(verdict.refusal, subject, period, 'advisor');
  if (!(await takeSeats(trx, place))) {
    throw subjectFull(subject, true, 'advisor');
  }
}
