import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { requirePeriod } from '../periods/periods.service';
import type { SeatStore } from './seats.store';
import { noWaitlistChange, registrationIdOf, type WaitlistChange } from './seats.waitlist';

/** Leaves a waitlist; those behind move up. */
export async function leaveWaitlist(
  database: Database,
  store: SeatStore,
  studentId: number,
  subjectId: number,
): Promise<WaitlistChange> {
  return database.transaction(async (trx) => {
    const period = requirePeriod(
      await trx
        .selectFrom('registration_periods')
        .select('id')
        .where('is_current', '=', 1)
        .executeTakeFirst(),
    );
    // Seating a waiting student takes this lock: without it, a promotion at the same moment could
    // seat a student whose leaving was acknowledged (issue 40).
    const found = await registrationIdOf(trx, studentId, period.id);
    if (found) await store.lockRegistration(trx, found.id);
    const result = await trx
      .deleteFrom('waitlist_entries')
      .where('period_id', '=', period.id)
      .where('subject_id', '=', subjectId)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound('waitlistPlace');
    return { ...noWaitlistChange(), subjectIds: [subjectId] };
  });
}
