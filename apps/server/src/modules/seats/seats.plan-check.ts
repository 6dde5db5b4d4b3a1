// A plan's check (issue 48, decision 044): would an add pass every seat rule but the seats?
import type { AppError } from '../../lib/app-error';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { requirePeriod } from '../periods/periods.service';
import { refusalError } from './seats.refusals';
import {
  checkSeatRules,
  creditMaxOf,
  opensAt,
  periodStatus,
  type HeldSubject,
} from './seats.rules';
import { approvedPermitsOf } from './seats.statements';
import type { SeatStore } from './seats.store';
import { seatContext } from './seats.waitlist';
import { isPermitRule } from './seats.permit-add';
import type { PermitRule } from '@daftar/contract';

/** A subject the plan would have taken by then, held for the checks of those after it. */
export type PlannedPlace = HeldSubject & { credits: number };

export type PlannedVerdict = (
  { ok: true; sectionIds: number[]; place: PlannedPlace } | { ok: false; error: AppError }
) & {
  /** The credits the student holds now, and their own maximum. */
  credits: { held: number; max: number };
  /** The subjects the student holds now. */
  holding: { code: string; credits: number }[];
};

/**
 * The add's own rule function on what the add would read, as if every section had a seat and no
 * reservation or waiting student kept one: the student's status and holds, the window (before the
 * student's opening, as at it: the plan is for then), prerequisites, the credit maximum and clashes,
 * with `planned` counted as held, and past what the student's approved permits let pass.
 */
export async function checkPlanned(
  store: SeatStore,
  db: Db,
  studentId: number,
  request: { subjectId: number; sectionIds?: number[] },
  planned: PlannedPlace[],
  now: Date,
): Promise<PlannedVerdict> {
  const context = requirePeriod(await store.addContext(db, studentId, request.subjectId));
  const { period, subject } = context;
  if (!subject) throw notFound('subject');
  const at = periodStatus(period, now) === 'Upcoming' ? new Date(opensAt(period)) : now;
  const base = seatContext(context, subject, context.registration?.status ?? 'draft');
  const credits = { held: base.held.credits, max: creditMaxOf(period) };
  const holding = base.held.subjects.map(({ code, credits }) => ({ code, credits }));
  const held = {
    ...base.held,
    credits: base.held.credits + planned.reduce((sum, p) => sum + p.credits, 0),
    subjects: [...base.held.subjects, ...planned],
  };
  const unseated = {
    ...base,
    held,
    sections: base.sections.map((section) => ({ ...section, registered: 0 })),
    waiting: { count: 0, keptFor: [] as number[] },
    reservations: [],
  };
  const permits = (await approvedPermitsOf(db, studentId, subject.id)).map((p) => p.rule);
  const waived: PermitRule[] = [];
  for (;;) {
    const verdict = checkSeatRules(
      { ...unseated, permits: waived },
      { path: 'add', ...request },
      at,
    );
    if (verdict.ok) {
      const sectionIds = verdict.combinations[0]!;
      const meetings = context.meetings.filter((m) => sectionIds.includes(m.section_id));
      const place = {
        subjectId: request.subjectId,
        code: subject.code,
        name: subject.name,
        nameMs: subject.nameMs,
        credits: subject.credits,
        meetings,
      };
      return { ok: true, sectionIds, place, credits, holding };
    }
    const rule = verdict.refusal.code;
    if (!isPermitRule(rule) || waived.includes(rule) || !permits.includes(rule)) {
      const error = refusalError(verdict.refusal, subject, period, 'student');
      return { ok: false, error, credits, holding };
    }
    waived.push(rule);
  }
}
