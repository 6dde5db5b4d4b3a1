import type { JoinWaitlistBody, JoinWaitlistReply, Language } from '@daftar/contract';
import type { Db } from '../../db/database';
import { conflict, invalidFields, notFound } from '../../lib/app-error';
import { requirePeriod } from '../periods/periods.service';
import { subjectParams } from '../../lib/subject-names';
import {
  holdRefused,
  refusalError,
  stageRefused,
  studentNotActive,
  underReview,
} from './seats.refusals';
import {
  canEdit,
  changeStage,
  checkSeatRules,
  chooseSections,
  creditMaxOf,
  findClash,
  fitsCreditLimit,
  heldWithout,
  inactiveStatus,
  type HeldSubject,
  type SeatContext,
  type SeatRefusal,
} from './seats.rules';
import type { AddContext } from './seats.contexts';
import { combinationsOf, isMultiPart } from './seats.parts-rules';
import { createRegistration } from './seats.statements';
import type { RunUnit } from './seats.retries';
import type { SeatStore } from './seats.store';
import { permitsPast } from './seats.permit-add';
import { keptSeats, sectionsOpenTo } from './seats.reservations';
import {
  heldSelectionOf,
  keptFor,
  noWaitlistChange,
  registrationIdOf,
  seatContext,
} from './seats.waitlist';

// Joining a waitlist (issue 20): the student is put in line only when no seat they could take is
// free, and told what would stand in their way if the seat came now.

/**
 * Puts the student in line for a subject (or one section of it), naming a subject they hold to
 * give up when the seat comes. In one transaction: the subject's sections are locked first, so a
 * seat freed at the same moment is either seen here (and the student told to add it) or freed
 * after the place is taken (and promoted to it).
 */
export async function joinWaitlist(
  run: RunUnit,
  store: SeatStore,
  studentId: number,
  body: JoinWaitlistBody,
  limit: number,
  language: Language,
  now: Date,
): Promise<JoinWaitlistReply> {
  const stamp = now.toISOString();
  return run(async ({ trx, record }) => {
    let context = requirePeriod(await store.addContext(trx, studentId, body.subjectId));
    if (!context.subject) throw notFound('subject');
    await store.lockSections(
      trx,
      context.sections.map((s) => s.id),
    );
    if (!context.registration) {
      await createRegistration(trx, studentId, context.period.period_id, stamp);
    }
    const { id } = (await registrationIdOf(trx, studentId, context.period.period_id))!;
    const registration = (await store.lockRegistration(trx, id))!;
    context = (await store.addContext(trx, studentId, body.subjectId))!;
    const subject = context.subject!;
    const { period } = context;
    const label = subjectParams('subject', subject);

    const inactive = inactiveStatus(period);
    if (inactive) throw studentNotActive(inactive);
    if (context.holds[0]) throw holdRefused(context.holds[0], 'register');
    // The line stays open until add/drop ends (decision 043).
    const staged = changeStage(
      period,
      { ...registration, hasApproved: !!context.held.approved },
      now,
    );
    if (!staged.ok) throw stageRefused(staged.refusal, period);
    if (!canEdit(registration.status)) throw underReview();
    const giveUp = body.swapSubjectId;
    const multiPart = isMultiPart(context.sections);
    // A place of several parts is changed one part at a time, on the registration page.
    if (multiPart && subject.selected && giveUp === subject.id) {
      throw refusalError({ code: 'WAITLIST_MULTI_PART' }, subject, period, 'student');
    }
    if (giveUp !== undefined && !context.held.subjects.some((s) => s.subjectId === giveUp)) {
      throw invalidFields({ swapSubjectId: 'swapNotHeld' });
    }
    if (subject.selected && giveUp !== subject.id) {
      throw conflict('ALREADY_SELECTED', { context: 'named', params: label });
    }
    if (context.waiting.self) throw conflict('ALREADY_WAITING', { params: label });
    if (body.sectionId !== undefined && !context.sections.some((s) => s.id === body.sectionId)) {
      throw notFound('section', { code: subject.code });
    }
    // An approved permit past the prerequisite lets the student wait too (decision 041).
    if (
      context.missingPrerequisites.length > 0 &&
      !(
        context.permitted && (await permitsPast(trx, studentId, subject.id, 'PREREQUISITE_NOT_MET'))
      )
    ) {
      throw refusalError(
        { code: 'PREREQUISITE_NOT_MET', missing: context.missingPrerequisites },
        subject,
        period,
        'student',
      );
    }
    const kept = await keptFor(trx, context);
    const rules = seatContext(context, subject, registration.status, kept);
    // Moving within a subject the student holds: only its other sections are wanted.
    const heldSectionId = subject.selected
      ? (await heldSelectionOf(trx, registration.id, subject.id))?.section_id
      : undefined;
    const wanted = rules.sections.filter(
      (s) => (body.sectionId === undefined || s.id === body.sectionId) && s.id !== heldSectionId,
    );
    // Holding the subject's only section (or the one named), there is nothing to wait for.
    if (wanted.length === 0) {
      throw conflict('ALREADY_SELECTED', { context: 'named', params: label });
    }
    // A seat kept for a group the student is not of is no seat of theirs: they may wait for one.
    // Of several parts, a free seat is one in every part of a combination the rules would give.
    // As for one part, what they hold (its clashes, its credits) does not make a free seat full.
    const seatFree = multiPart
      ? checkSeatRules(
          { ...rules, held: { credits: 0, subjects: [] } },
          { path: 'add', sectionId: body.sectionId },
          now,
        ).ok
      : chooseSections(
          sectionsOpenTo(wanted, keptSeats(context.reservations, now)),
          [],
          undefined,
          kept,
        ).ok;
    if (seatFree) throw conflict('SEAT_AVAILABLE', { params: label });
    if (context.waiting.places >= limit)
      throw conflict('WAITLIST_LIMIT', { params: { max: limit } });

    const { id: entryId } = await trx
      .insertInto('waitlist_entries')
      .values({
        period_id: period.period_id,
        subject_id: subject.id,
        // The cross-listed code the student asked for (decision 042), seated under it.
        listed_as_id: body.subjectId === subject.id ? null : body.subjectId,
        section_id: body.sectionId ?? null,
        student_id: studentId,
        swap_subject_id: giveUp ?? null,
        skip_code: null,
        skip_params: null,
        created_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const place = await positionOf(trx, period.period_id, subject.id, entryId);
    // The others waiting for it keep their places; everyone sees one more waiting.
    await record('waitlistChanged', { ...noWaitlistChange(), subjectIds: [subject.id] });
    return {
      subjectId: subject.id,
      ...place,
      warnings: joinWarnings(rules, wanted, body, subject, period, language),
    };
  });
}

/**
 * What would stand in the way if the seat came now, counting the subject given up as gone: the
 * credit maximum, and a clash with every section (of several parts, every combination) waited
 * for. They do not stop the joining.
 */
function joinWarnings(
  rules: SeatContext,
  wanted: SeatContext['sections'],
  body: JoinWaitlistBody,
  subject: NonNullable<AddContext['subject']>,
  period: AddContext['period'],
  language: Language,
): string[] {
  const giveUp = body.swapSubjectId;
  const held = heldWithout(rules.held, giveUp === subject.id ? undefined : giveUp);
  const refusals: SeatRefusal[] = [];
  if (!fitsCreditLimit(held.credits, subject.credits, creditMaxOf(period))) {
    refusals.push({ code: 'CREDIT_LIMIT', creditsAfter: held.credits + subject.credits });
  }
  const others = held.subjects.filter((s) => s.subjectId !== subject.id);
  const clashWith = isMultiPart(rules.sections)
    ? everyPlaceClashes(rules.sections, body.sectionId, others)
    : clashOfEverySection(wanted, others);
  if (clashWith) refusals.push({ code: 'TIME_CLASH', clashWith });
  return refusals.map(
    (refusal) => refusalError(refusal, subject, period, 'student').body(language).error,
  );
}

function clashOfEverySection(wanted: SeatContext['sections'], held: HeldSubject[]) {
  const open = wanted.map((s) => ({ ...s, registered: 0, closed_at: null }));
  const choice = chooseSections(open, held);
  return !choice.ok && choice.reason === 'TIME_CLASH' ? choice.clashWith : undefined;
}

/** What the first combination clashes with, when every one with the named section clashes. */
function everyPlaceClashes(
  sections: SeatContext['sections'],
  sectionId: number | undefined,
  held: HeldSubject[],
) {
  const found = combinationsOf(sections, sectionId === undefined ? [] : [sectionId], false);
  if (!found.ok) return undefined;
  const clashes = found.combinations.map((c) =>
    findClash(
      c.flatMap((s) => s.meetings),
      held,
    ),
  );
  return clashes.every(Boolean) ? clashes[0] : undefined;
}

/** The place of one entry: its position in joining order, and how many wait for the subject. */
async function positionOf(db: Db, periodId: number, subjectId: number, entryId: number) {
  const rows = await db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('period_id', '=', periodId)
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
  return { position: rows.findIndex((r) => r.id === entryId) + 1, of: rows.length };
}
