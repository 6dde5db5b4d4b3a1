import {
  PLAN_ALTERNATIVES_MAX,
  PLAN_FALLBACKS_MAX,
  PLAN_SUBJECTS_MAX,
  type Plan,
  type PlanBody,
  type PlanPreferences,
} from '@daftar/contract';
import type { BuiltChoice, BuiltTimetable } from './timetable-builder.types';

/** The plan as the student edits it, before it is saved. */
export interface PlanDraft {
  /** Most important first. */
  subjectIds: number[];
  fallbackIds: number[];
  preferences: PlanPreferences;
  /**
   * The option the student chose, by its places (timetableKey); null for the builder's best. Kept
   * by its places, not its rank: live seat counts re-rank the options under the student's eyes.
   */
  chosen: string | null;
}

export type DraftChange =
  | { kind: 'add'; subjectId: number; as: 'subject' | 'fallback' }
  | { kind: 'remove'; subjectId: number }
  | { kind: 'move'; subjectId: number; by: -1 | 1 }
  | { kind: 'toFallback' | 'toSubject'; subjectId: number }
  | { kind: 'preferences'; preferences: Partial<PlanPreferences> }
  | { kind: 'pin'; sectionId: number }
  | { kind: 'choose'; key: string };

/** One timetable's places as one string, to find it again among the options. */
export const timetableKey = (choices: readonly BuiltChoice[]) =>
  choices.map((choice) => `${choice.subjectId}:${choice.sectionIds.join('+')}`).join(' ');

export function draftFromPlan(plan: Plan): PlanDraft {
  const subjects = [...plan.subjects].sort((a, b) => a.priority - b.priority);
  const placed = subjects.every((subject) => subject.sectionIds);
  return {
    subjectIds: subjects.map((subject) => subject.subjectId),
    fallbackIds: plan.fallbacks.map((fallback) => fallback.subjectId),
    preferences: plan.preferences,
    // The saved places are the option to show again, when the builder still offers it.
    chosen:
      placed && subjects.length > 0
        ? timetableKey(subjects.map((s) => ({ subjectId: s.subjectId, sectionIds: s.sectionIds! })))
        : null,
  };
}

const without = (ids: number[], id: number) => ids.filter((other) => other !== id);

/** The draft after one change. Whatever changes the options shows their best again. */
export function changeDraft(draft: PlanDraft, change: DraftChange): PlanDraft {
  const { subjectIds, fallbackIds, preferences } = draft;
  const next = (edit: Partial<PlanDraft>): PlanDraft => ({ ...draft, chosen: null, ...edit });
  switch (change.kind) {
    case 'add': {
      if (subjectIds.includes(change.subjectId) || fallbackIds.includes(change.subjectId))
        return draft;
      if (change.as === 'subject') {
        if (subjectIds.length >= PLAN_SUBJECTS_MAX) return draft;
        return next({ subjectIds: [...subjectIds, change.subjectId] });
      }
      if (fallbackIds.length >= PLAN_FALLBACKS_MAX) return draft;
      return { ...draft, fallbackIds: [...fallbackIds, change.subjectId] };
    }
    case 'remove':
      return subjectIds.includes(change.subjectId)
        ? next({ subjectIds: without(subjectIds, change.subjectId) })
        : { ...draft, fallbackIds: without(fallbackIds, change.subjectId) };
    case 'move': {
      const ids = subjectIds.includes(change.subjectId) ? [...subjectIds] : [...fallbackIds];
      const from = ids.indexOf(change.subjectId);
      const to = from + change.by;
      if (to < 0 || to >= ids.length) return draft;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      // The order of the subjects is their priority, not a preference: the options stay.
      return subjectIds.includes(change.subjectId)
        ? { ...draft, subjectIds: ids }
        : { ...draft, fallbackIds: ids };
    }
    case 'toFallback':
      if (fallbackIds.length >= PLAN_FALLBACKS_MAX) return draft;
      return next({
        subjectIds: without(subjectIds, change.subjectId),
        fallbackIds: [...fallbackIds, change.subjectId],
      });
    case 'toSubject':
      if (subjectIds.length >= PLAN_SUBJECTS_MAX) return draft;
      return next({
        subjectIds: [...subjectIds, change.subjectId],
        fallbackIds: without(fallbackIds, change.subjectId),
      });
    case 'preferences':
      return next({ preferences: { ...preferences, ...change.preferences } });
    case 'pin': {
      const pinned = preferences.pinnedSectionIds ?? [];
      return next({
        preferences: {
          ...preferences,
          pinnedSectionIds: pinned.includes(change.sectionId)
            ? without(pinned, change.sectionId)
            : [...pinned, change.sectionId],
        },
      });
    }
    case 'choose':
      return { ...draft, chosen: change.key };
  }
}

/** The option shown: the chosen one while the builder still offers it, else the best. */
export function shownOption(draft: PlanDraft, timetables: readonly BuiltTimetable[]): number {
  const index = draft.chosen
    ? timetables.findIndex((timetable) => timetableKey(timetable.choices) === draft.chosen)
    : -1;
  return Math.max(index, 0);
}

/**
 * The preferences as they are kept: nothing unset, false or empty, and only the pins of
 * sections of the plan's subjects (a pin of a subject taken out would bind nothing but clash).
 */
export function keptPreferences(
  preferences: PlanPreferences,
  planSectionIds: ReadonlySet<number>,
): PlanPreferences {
  const pinned = (preferences.pinnedSectionIds ?? []).filter((id) => planSectionIds.has(id));
  return {
    ...(preferences.notBefore && { notBefore: preferences.notBefore }),
    ...(preferences.freeDay && { freeDay: preferences.freeDay }),
    ...(preferences.compactDays && { compactDays: true }),
    ...(preferences.fewerGaps && { fewerGaps: true }),
    ...(preferences.lecturers?.length && { lecturers: [...preferences.lecturers].sort() }),
    ...(pinned.length > 0 && { pinnedSectionIds: [...pinned].sort((a, b) => a - b) }),
  };
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The body to save: the subjects in their order; each in its place in the option shown, then
 * its other places in the options that follow it in rank, as alternatives; the fallbacks with
 * any section (the builder places the plan's subjects only). With no option (nothing fits
 * together), every subject takes any section.
 */
export function planBody(
  draft: PlanDraft,
  timetables: readonly BuiltTimetable[],
  planSectionIds: ReadonlySet<number>,
): PlanBody {
  const shown = timetables[shownOption(draft, timetables)];
  const others = timetables.filter((timetable) => timetable !== shown);
  const placeOf = (timetable: BuiltTimetable | undefined, subjectId: number) =>
    timetable?.choices.find((choice) => choice.subjectId === subjectId)?.sectionIds;
  return {
    subjects: draft.subjectIds.map((subjectId, index) => {
      const sectionIds = placeOf(shown, subjectId);
      if (!sectionIds) return { subjectId, priority: index + 1 };
      const alternatives: number[][] = [];
      for (const timetable of others) {
        const place = placeOf(timetable, subjectId);
        if (!place || sameIds(place, sectionIds)) continue;
        if (alternatives.some((kept) => sameIds(kept, place))) continue;
        alternatives.push(place);
        if (alternatives.length === PLAN_ALTERNATIVES_MAX) break;
      }
      return {
        subjectId,
        priority: index + 1,
        sectionIds,
        ...(alternatives.length > 0 && { alternatives }),
      };
    }),
    fallbacks: draft.fallbackIds.map((subjectId) => ({ subjectId })),
    preferences: keptPreferences(draft.preferences, planSectionIds),
  };
}

/**
 * What the student decided, to tell whether it is saved: the order, the places chosen, the
 * fallbacks and the preferences. The alternatives are left out: they follow the live seat
 * counts, and a seat taken elsewhere is no change of the student's.
 */
export function decisions(body: PlanBody) {
  return JSON.stringify({
    subjects: [...body.subjects]
      .sort((a, b) => a.priority - b.priority)
      .map(({ subjectId, sectionIds }) => [subjectId, sectionIds ?? null]),
    fallbacks: (body.fallbacks ?? []).map((fallback) => fallback.subjectId),
    preferences: body.preferences ?? {},
  });
}

/** The kept plan's decisions, as `decisions` reads a body. */
export function savedDecisions(plan: Plan, planSectionIds: ReadonlySet<number>) {
  return decisions({
    subjects: plan.subjects,
    fallbacks: plan.fallbacks,
    preferences: keptPreferences(plan.preferences, planSectionIds),
  });
}
