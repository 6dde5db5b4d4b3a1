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
    const left = await trx
      .deleteFrom('waitlist_entries')
      .where('period_id', '=', period.id)
      // A cross-listed code names its owner's line (decision 042).
      .where((eb) => eb.or([eb('subject_id', '=', subjectId), eb('listed_as_id', '=', subjectId)]))
      .where('student_id', '=', studentId)
      .returning('subject_id')
      .executeTakeFirst();
    if (!left) throw notFound('waitlistPlace');
    await record('waitlistChanged', { ...noWaitlistChange(), subjectIds: [left.subject_id] });
  });
}
