// How a plan is gone through (issue 48, decision 044), the same for its check and its
// registration: subject after subject in order of importance, each place in the student's order,
// then the fallbacks in place of the subjects not had. What an attempt does is the caller's.
import {
  PERMIT_RULES,
  type ErrorCode,
  type Language,
  type PlanBody,
  type PlanFallback,
  type PlanOutcome,
} from '@daftar/contract';
import { AppError } from '../../lib/app-error';

/** What one attempt at a subject's place came to. */
export type AttemptResult = { ok: true; sectionIds: number[] } | { ok: false; error: AppError };

export type Attempt = (request: {
  subjectId: number;
  sectionIds?: number[];
}) => Promise<AttemptResult>;

/** What the outcomes name of each subject. */
export interface PlanSubjectFacts {
  code: string;
  name: string;
  nameMs: string | null;
  credits: number;
}

/**
 * Refusals of a place that another place of the subject may not meet: the rest (a prerequisite,
 * the credit maximum, a hold) refuse every place alike, so none is tried after them.
 */
const PLACE_REFUSALS: readonly ErrorCode[] = [
  'SUBJECT_FULL',
  'RESERVED',
  'TIME_CLASH',
  // A section gone from the catalogue since the plan was made.
  'NOT_FOUND',
  'PART_MISSING',
  'SECTIONS_NOT_LINKED',
  'SECTIONS_CLASH',
];

/** The plan's subjects in order of importance: by priority, ties as listed. */
export function inOrder(plan: PlanBody) {
  return plan.subjects
    .map((subject, index) => ({ subject, index }))
    .sort((a, b) => a.subject.priority - b.subject.priority || a.index - b.index)
    .map(({ subject }) => subject);
}

/**
 * Goes through the plan with `attempt`: for each subject its preferred place, else each
 * alternative in order (without a preferred place, any section); a subject already selected is
 * `held`. Then each fallback in order stands in for the next subject refused, until none is left
 * refused (one already held stands in too, so registering again changes nothing). What the
 * student may do next is said for each refused subject.
 */
export async function walkPlan(
  plan: PlanBody,
  facts: Map<number, PlanSubjectFacts>,
  attempt: Attempt,
  language: Language,
): Promise<{ subjects: PlanOutcome[]; fallbacks: PlanOutcome[] }> {
  const subjects: PlanOutcome[] = [];
  for (const entry of inOrder(plan)) subjects.push(await tryEntry(entry, facts, attempt, language));
  const refused = subjects.filter((s) => s.outcome === 'refused');
  const fallbacks: PlanOutcome[] = [];
  for (const entry of plan.fallbacks ?? []) {
    const standsFor = refused[0];
    if (!standsFor) {
      fallbacks.push({ ...outcomeOf(entry.subjectId, facts), outcome: 'unused' });
      continue;
    }
    const outcome = await tryEntry(entry, facts, attempt, language);
    // One held already (taken by an earlier registration of the plan) still stands in.
    if (outcome.outcome === 'taken' || outcome.outcome === 'held') {
      refused.shift();
      standsFor.next = [...standsFor.next, 'fallback'];
      fallbacks.push({ ...outcome, fallbackFor: standsFor.subjectId });
    } else fallbacks.push(outcome);
  }
  return { subjects, fallbacks };
}

function outcomeOf(subjectId: number, facts: Map<number, PlanSubjectFacts>) {
  const known = facts.get(subjectId)!;
  return {
    subjectId,
    code: known.code,
    name: known.name,
    nameMs: known.nameMs,
    credits: known.credits,
    sectionIds: [] as number[],
    choice: null,
    tried: 0,
    next: [] as PlanOutcome['next'],
  };
}

async function tryEntry(
  entry: PlanFallback,
  facts: Map<number, PlanSubjectFacts>,
  attempt: Attempt,
  language: Language,
): Promise<PlanOutcome> {
  const base = outcomeOf(entry.subjectId, facts);
  const places = entry.sectionIds ? [entry.sectionIds, ...(entry.alternatives ?? [])] : [undefined];
  let first: AppError | undefined;
  let full = false;
  let tried = 0;
  for (const [choice, sectionIds] of places.entries()) {
    const result = await attempt({ subjectId: entry.subjectId, sectionIds });
    tried += 1;
    if (result.ok) {
      return {
        ...base,
        outcome: 'taken',
        sectionIds: result.sectionIds,
        choice: sectionIds ? choice : null,
        tried,
      };
    }
    const { error } = result;
    if (error.code === 'ALREADY_SELECTED') return { ...base, outcome: 'held', tried };
    first ??= error;
    full ||= error.code === 'SUBJECT_FULL';
    if (!PLACE_REFUSALS.includes(error.code)) break;
  }
  const { error, code, params } = first!.body(language);
  const next: PlanOutcome['next'] = [];
  if (full) next.push('waitlist');
  if ((PERMIT_RULES as readonly string[]).includes(code)) next.push('permit');
  return { ...base, outcome: 'refused', refusal: { error, code, params }, next, tried };
}

/** Whether a refusal answers for the whole registration, not one subject. */
export const refusesRegistration = (error: unknown): error is AppError =>
  error instanceof AppError &&
  (
    [
      'STUDENT_NOT_ACTIVE',
      'HOLD',
      'PERIOD_NOT_OPEN',
      'REGISTRATION_UNDER_REVIEW',
    ] as readonly ErrorCode[]
  ).includes(error.code);
