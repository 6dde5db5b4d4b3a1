import { notFound } from '../../lib/app-error';
import { requirePeriod } from '../periods/periods.service';
import type { RunUnit } from './seats.retries';
import type { SeatStore } from './seats.store';
import { noWaitlistChange, registrationIdOf } from './seats.waitlist';

/** Leaves a waitlist; those behind move up. */
export async function leaveWaitlist(
  run: RunUnit,
  store: SeatStore,
  studentId: number,
  subjectId: number,
): Promise<void> {
  await run(async ({ trx, record }) => {
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
    await record('waitlistChanged', { ...noWaitlistChange(), subjectIds: [subjectId] });
  });
}
