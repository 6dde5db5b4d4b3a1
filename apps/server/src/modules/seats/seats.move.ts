import { conflict, notFound } from '../../lib/app-error';
import { requirePeriod } from '../periods/periods.service';
import { subjectParams } from '../../lib/subject-names';
import { refusalError, subjectFull } from './seats.refusals';
import { checkSeatRules, holdsSeat } from './seats.rules';
import { giveBackSeat, setRegistrationStatus, takeSeat } from './seats.statements';
import type { SeatStore } from './seats.store';
import type { RunUnit } from './seats.retries';
import { heldSelectionOf, keptFor, seatContext } from './seats.waitlist';
import { promote } from './seats.waitlist-promote';

/**
 * Moves the student to another section of a subject they hold: both seats change, or neither, in
 * one unit of work that records what changed.
 */
export function changeSection(
  run: RunUnit,
  store: SeatStore,
  studentId: number,
  subjectId: number,
  sectionId: number,
  now: Date,
) {
  const stamp = now.toISOString();
  return run(async ({ trx, record }) => {
    const found = requirePeriod(await store.addContext(trx, studentId, subjectId));
    if (!found.subject) throw notFound('subject');
    if (!found.registration || !found.subject.selected) throw notFound('selection');
    const registration = (await store.lockRegistration(trx, found.registration.id))!;
    const context = (await store.addContext(trx, studentId, subjectId))!;
    const subject = context.subject!;
    const { period } = context;
    const label = subjectParams('subject', subject);
    const selection = (await heldSelectionOf(trx, registration.id, subject.id))!;
    // Both sections in id order, as every transaction locking several takes them: two students
    // moving opposite ways would otherwise each hold the section the other needs.
    await store.lockSections(trx, [selection.section_id, sectionId]);
    const section = context.sections.find((s) => s.id === sectionId);
    if (!section) throw notFound('section', { code: subject.code });
    if (!holdsSeat(selection.status)) {
      throw conflict('ALREADY_DECIDED', { context: 'rejected', params: label });
    }
    const moved = { subject, section, meetings: context.meetings, status: selection.status };
    if (selection.section_id === sectionId) {
      return { ...moved, moved: false };
    }
    const verdict = checkSeatRules(
      seatContext(context, subject, registration.status, await keptFor(trx, context)),
      { path: 'move', sectionId, giveUp: subject.id },
      now,
    );
    if (!verdict.ok) throw refusalError(verdict.refusal, subject, period, 'student');
    if (!(await takeSeat(trx, sectionId))) {
      throw subjectFull(subject, true, 'student', context.waiting.count);
    }
    await trx
      .updateTable('registration_subjects')
      .set({ section_id: sectionId })
      .where('id', '=', selection.id)
      .execute();
    await giveBackSeat(trx, selection.section_id);
    // The row is written so a read of the registration from before this is stale.
    await setRegistrationStatus(trx, registration.id, registration.status, stamp);
    // Having moved, the student no longer waits to move within this subject.
    await trx
      .deleteFrom('waitlist_entries')
      .where('period_id', '=', period.period_id)
      .where('subject_id', '=', subject.id)
      .where('student_id', '=', studentId)
      .execute();
    const waitlist = await promote(store, trx, period.period_id, [subject.id], now);
    await record('seatsChanged', { subjectIds: [subject.id] });
    await record('waitlistChanged', {
      ...waitlist,
      subjectIds: [...waitlist.subjectIds, subject.id],
    });
    return { ...moved, moved: true };
  });
}
