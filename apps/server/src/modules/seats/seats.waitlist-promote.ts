import type { PermitRule } from '@daftar/contract';
import type { Db } from '../../db/database';
import { promotionPastPermits } from './seats.permit-add';
import { refusalError } from './seats.refusals';
import {
  checkSeatRules,
  holdsSeat,
  keptChange,
  statusAfter,
  type SeatRefusal,
} from './seats.rules';
import { keepChange } from './seats.changes';
import type { AddContext } from './seats.contexts';
import { isMultiPart } from './seats.parts-rules';
import {
  deleteSelection,
  giveBackSeat,
  insertPlace,
  insertSelection,
  releasePlace,
  setRegistrationStatus,
  takeSeats,
  usePermits,
} from './seats.statements';
import type { SeatStore } from './seats.store';
import { freeSectionsOf, lineInOrder, stillWaiting } from './seats.waitlist-line';
import {
  heldSelectionOf,
  noWaitlistChange,
  registrationIdOf,
  seatContext,
  type WaitlistChange,
} from './seats.waitlist';

// Promotion (issue 20, decision 012) runs inside the transaction that frees a seat, so a freed
// seat is never open to whoever asks first while an eligible student waits for it. What it did is
// returned for the caller's unit of work to record as `waitlistChanged`, whose consumers tell the
// students (notifications.consumers.ts).

/**
 * Why a seat passed a waiting student by, kept as the refusal's code and values; the refusal when
 * it is news to them (not the reason they were already given).
 */
async function recordSkip(
  trx: Db,
  entryId: number,
  refusal: SeatRefusal,
  subject: NonNullable<AddContext['subject']>,
  period: AddContext['period'],
): Promise<{ code: string; params: Record<string, unknown> } | undefined> {
  const error = refusalError(refusal, subject, period, 'student');
  const params = JSON.stringify(error.params);
  const result = await trx
    .updateTable('waitlist_entries')
    .set({ skip_code: error.code, skip_params: params })
    .where('id', '=', entryId)
    .where((eb) =>
      eb.or([
        eb('skip_code', 'is', null),
        eb('skip_code', '!=', error.code),
        eb('skip_params', '!=', params),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? { code: error.code, params: error.params ?? {} } : undefined;
}

/**
 * Inside the transaction that freed seats of these subjects (or may have made a waiting student
 * able to take one): while a section has a free seat, the first student waiting for it who passes
 * every seat rule (counting the subject they give up as gone) gets it; each student passed over
 * keeps their place and is told why. A subject given up frees its seat in turn, and that seat is
 * promoted the same way.
 */
export async function promote(
  store: SeatStore,
  trx: Db,
  periodId: number,
  subjectIds: number[],
  now: Date,
  change: WaitlistChange = noWaitlistChange(),
): Promise<WaitlistChange> {
  const stamp = now.toISOString();
  const queue = [...new Set(subjectIds)];
  while (queue.length > 0) {
    const subjectId = queue.shift()!;
    for (;;) {
      const outcome = await promoteOne(store, trx, periodId, subjectId, now, stamp, change);
      if (outcome === 'none') break;
      if (outcome.gaveUp !== undefined && !queue.includes(outcome.gaveUp)) {
        queue.push(outcome.gaveUp);
        change.seatsChanged.push(outcome.gaveUp);
      }
    }
  }
  return change;
}

async function promoteOne(
  store: SeatStore,
  trx: Db,
  periodId: number,
  subjectId: number,
  now: Date,
  stamp: string,
  change: WaitlistChange,
): Promise<'none' | { gaveUp: number | undefined }> {
  const free = await freeSectionsOf(trx, periodId, subjectId);
  if (free.length === 0) return 'none';
  // Those this seat passes by, told whether someone behind them took it.
  const passedBy: WaitlistChange['passedOver'] = [];
  for await (const entry of lineInOrder(trx, periodId, subjectId)) {
    if (entry.section_id !== null && !free.includes(entry.section_id)) continue;
    const found = await registrationIdOf(trx, entry.student_id, periodId);
    const registration = found && (await store.lockRegistration(trx, found.id));
    // The line was read before the lock: a promotion freeing another seat of the subject at the
    // same moment may have seated this student and removed their place since (issue 40). Seating
    // a student takes this lock, so with it held the place and the selection read next stay true.
    if (!registration || !(await stillWaiting(trx, entry.id))) continue;
    // Read under the code they wait under, so their seat and news carry it (decision 042).
    const listedAs = entry.listed_as_id ?? subjectId;
    const context = await store.addContext(trx, entry.student_id, listedAs);
    if (!context?.subject) continue;
    const subject = context.subject;
    // The subject to give up, if the student still holds it.
    const giveUp = context.held.subjects.some((s) => s.subjectId === entry.swap_subject_id)
      ? entry.swap_subject_id!
      : undefined;
    const moving = giveUp === subject.id;
    if (subject.selected && !moving) {
      // Holding the subject already (added another way, say), they no longer wait for it.
      await trx.deleteFrom('waitlist_entries').where('id', '=', entry.id).execute();
      change.subjectIds.push(subjectId);
      continue;
    }
    const rules = seatContext(context, subject, registration.status);
    // Moving to another section of a subject they hold: their own section is not a candidate.
    const ownSection = moving
      ? (await heldSelectionOf(trx, registration.id, subject.id))?.section_id
      : undefined;
    // A place of several parts is changed one part at a time by the student, not from a line.
    const check = (permits: PermitRule[] = []) =>
      checkSeatRules(
        {
          ...rules,
          subject: { ...subject, selected: subject.selected && !moving },
          sections: rules.sections.filter((section) => section.id !== ownSection),
          permits,
        },
        { path: 'promotion', sectionId: entry.section_id ?? undefined, giveUp },
        now,
      );
    const { verdict, permits } =
      moving && isMultiPart(rules.sections)
        ? { verdict: { ok: false, refusal: { code: 'WAITLIST_MULTI_PART' } } as const, permits: [] }
        : context.permitted
          ? await promotionPastPermits(
              trx,
              { studentId: entry.student_id, subjectId: subject.id, sectionId: entry.section_id },
              check(),
              check,
            )
          : { verdict: check(), permits: [] };
    if (!verdict.ok) {
      change.skipped += 1;
      const skip = await recordSkip(trx, entry.id, verdict.refusal, subject, context.period);
      if (skip) {
        change.subjectIds.push(subjectId);
        const passed = {
          studentId: entry.student_id,
          subject: waitedSubject(subject),
          skipCode: skip.code,
          skipParams: skip.params,
          seatTaken: false,
          at: stamp,
        };
        change.passedOver.push(passed);
        passedBy.push(passed);
      }
      continue;
    }
    // A seat in each part of the first combination with them all (one section, one part).
    let place: number[] | undefined;
    for (const combination of verdict.combinations) {
      if (await takeSeats(trx, combination)) {
        place = combination;
        break;
      }
    }
    if (place === undefined) continue;
    const sectionId = place[0]!;
    const given =
      giveUp === undefined
        ? undefined
        : await giveUpSubject(trx, registration.id, giveUp, moving ? sectionId : undefined);
    // A move's selection went to its new section in giving up the old one.
    if (!moving && place.length === 1) {
      await insertSelection(trx, registration.id, listedAs, sectionId, stamp);
    } else if (!moving) {
      await insertPlace(trx, registration.id, listedAs, place, stamp);
    }
    const keptAs = moving ? null : keptChange(verdict.stage, !!context.held.approved);
    if (keptAs !== null) {
      await keepChange(trx, {
        registrationId: registration.id,
        studentId: entry.student_id,
        subjectId: listedAs,
        change: 'add',
        stage: keptAs,
        at: stamp,
      });
    }
    const statuses = await trx
      .selectFrom('registration_subjects')
      .select('status')
      .where('registration_id', '=', registration.id)
      .execute();
    // Under review, the subject joins as pending for the advisor; otherwise it is a draft again.
    const status =
      registration.status === 'submitted'
        ? 'submitted'
        : statusAfter(
            'edit',
            registration.status,
            statuses.map((s) => s.status),
          );
    // Always written: the registration's row version moves, so a read of it before is stale.
    await setRegistrationStatus(trx, registration.id, status, stamp);
    if (permits.length > 0) {
      // The registration's lock keeps the permits read under it unused until now.
      if (
        !(await usePermits(
          trx,
          permits.map((p) => p.id),
          stamp,
        ))
      ) {
        throw new Error('a permit read under its registration lock was used meanwhile');
      }
      change.permitsUsed.push({
        studentId: entry.student_id,
        subject: { id: subject.id, code: subject.code },
        permits,
        sectionIds: place,
        at: stamp,
      });
    }
    await trx.deleteFrom('waitlist_entries').where('id', '=', entry.id).execute();
    change.subjectIds.push(subjectId);
    change.promoted.push({
      studentId: entry.student_id,
      subjectId,
      registrationId: registration.id,
      subject: waitedSubject(subject),
      underReview: registration.status === 'submitted',
      at: stamp,
    });
    for (const passed of passedBy) passed.seatTaken = true;
    return { gaveUp: moving ? undefined : given };
  }
  return 'none';
}

/** The subject as its waiting students are told of it, in both languages. */
const waitedSubject = (subject: NonNullable<AddContext['subject']>) => ({
  id: subject.id,
  code: subject.code,
  name: subject.name,
  nameMs: subject.nameMs ?? null,
});

/**
 * Gives up the subject a promoted student named: dropped with its seat, or, when the seat is in
 * another section of that same subject, the selection moved to it. The subject whose seat was
 * given back, if one was.
 */
async function giveUpSubject(
  trx: Db,
  registrationId: number,
  subjectId: number,
  movedTo: number | undefined,
): Promise<number | undefined> {
  const selection = (await heldSelectionOf(trx, registrationId, subjectId))!;
  if (movedTo !== undefined) {
    await trx
      .updateTable('registration_subjects')
      .set({ section_id: movedTo })
      .where('id', '=', selection.id)
      .execute();
    if (holdsSeat(selection.status)) await giveBackSeat(trx, selection.section_id);
  } else {
    // A multi-part place given up frees every part's seat (decision 039).
    await releasePlace(trx, selection, { giveBack: holdsSeat(selection.status), remove: true });
    await deleteSelection(trx, selection.id);
  }
  return holdsSeat(selection.status) ? subjectId : undefined;
}
