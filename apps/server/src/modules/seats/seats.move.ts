import { conflict, notFound } from '../../lib/app-error';
import { requirePeriod } from '../periods/periods.service';
import { subjectParams } from '../../lib/subject-names';
import { refusalError, subjectFull } from './seats.refusals';
import { checkSeatRules, holdsSeat } from './seats.rules';
import {
  giveBackSeat,
  insertOtherParts,
  otherPartSections,
  releasePlace,
  setRegistrationStatus,
  takeSeats,
} from './seats.statements';
import { isMultiPart } from './seats.parts-rules';
import type { SeatStore } from './seats.store';
import type { RunUnit } from './seats.retries';
import { heldSelectionOf, keptFor, seatContext } from './seats.waitlist';
import { promote } from './seats.waitlist-promote';
import { reservationsInForce } from './seats.reservations';

/**
 * Moves the student to another section of a subject they hold: both seats change, or neither, in
 * one unit of work that records what changed. A subject of several parts changes the parts named
 * (`sectionIds`, one section each) and keeps the others' sections and seats (decision 039).
 */
export function changeSection(
  run: RunUnit,
  store: SeatStore,
  studentId: number,
  subjectId: number,
  sectionIds: number[],
  now: Date,
) {
  const stamp = now.toISOString();
  return run(async ({ trx, record }) => {
    const found = requirePeriod(await store.addContext(trx, studentId, subjectId));
    if (!found.subject) throw notFound('subject');
    if (!found.registration || !found.subject.selected) throw notFound('selection');
    const registration = (await store.lockRegistration(trx, found.registration.id))!;
    // The registration's lock keeps the student's own selection as it is read here.
    const selection = (await heldSelectionOf(trx, registration.id, found.subject.id))!;
    const held = [
      selection.section_id,
      ...(await otherPartSections(trx, selection.id)).rows.map((r) => r.section_id),
    ];
    const multiPart = isMultiPart(found.sections);
    if (!multiPart && sectionIds.length > 1) {
      const onePart = { code: 'PART_MISSING' as const, context: 'onePart' as const, parts: [] };
      throw refusalError(onePart, found.subject, found.period, 'student');
    }
    // The sections that change, in id order as every transaction locking several takes them:
    // two students moving opposite ways would otherwise each hold the section the other needs.
    // A part that stays is not locked, so adds taking its seats are not held up. With reserved
    // seats in force, who holds a seat decides who may take one (decision 040): the move holds
    // every section of the subject, as an add does.
    const partOf = (id: number) => found.sections.find((s) => s.id === id)?.part ?? null;
    const namedParts = sectionIds.map(partOf);
    const leaving = held.filter((id) => namedParts.includes(partOf(id)));
    await store.lockSections(
      trx,
      reservationsInForce(found.reservations, now)
        ? found.sections.map((s) => s.id)
        : [...new Set([...leaving, ...sectionIds])],
    );
    // Read under the locks: what the move is decided on.
    const context = (await store.addContext(trx, studentId, subjectId))!;
    const subject = context.subject!;
    const { period } = context;
    const label = subjectParams('subject', subject);
    const named = sectionIds.map((id) => context.sections.find((s) => s.id === id));
    if (named.some((s) => !s)) throw notFound('section', { code: subject.code });
    const section = named[0]!;
    if (!holdsSeat(selection.status)) {
      throw conflict('ALREADY_DECIDED', { context: 'rejected', params: label });
    }
    if (sectionIds.every((id) => held.includes(id))) {
      const sections = held.map((id) => context.sections.find((s) => s.id === id)!);
      return {
        subject,
        section: sections[0]!,
        sections,
        meetings: context.meetings,
        status: selection.status,
        moved: false,
      };
    }
    const verdict = checkSeatRules(
      seatContext(context, subject, registration.status, await keptFor(trx, context)),
      multiPart
        ? { path: 'move', sectionIds, keep: held, giveUp: subject.id }
        : { path: 'move', sectionId: section.id, giveUp: subject.id },
      now,
    );
    if (!verdict.ok) throw refusalError(verdict.refusal, subject, period, 'student');
    const place = multiPart ? verdict.combinations[0]! : [section.id];
    if (
      !(await takeSeats(
        trx,
        place.filter((id) => !held.includes(id)),
      ))
    ) {
      throw subjectFull(subject, true, 'student', context.waiting.count);
    }
    await trx
      .updateTable('registration_subjects')
      .set({ section_id: place[0]! })
      .where('id', '=', selection.id)
      .execute();
    if (multiPart) {
      await releasePlace(trx, selection, { giveBack: false, remove: true });
      await insertOtherParts(trx, selection.id, place.slice(1));
    }
    for (const id of held.filter((id) => !place.includes(id))) await giveBackSeat(trx, id);
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
    const sections = place.map((id) => context.sections.find((s) => s.id === id)!);
    return {
      subject,
      section: sections[0]!,
      sections,
      meetings: context.meetings,
      status: selection.status,
      moved: true,
    };
  });
}
