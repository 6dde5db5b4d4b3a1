import type { SelectedSubject, Subject } from '@daftar/contract';
import { useMemo } from 'react';
import type { PlanDraft } from './plan-draft';
import { buildTimetables } from './timetable-builder';
import type { BuilderResult } from './timetable-builder.types';

/** How many of the best timetables the page offers. */
export const TIMETABLES_SHOWN = 20;

const NOTHING_BUILT: BuilderResult = { timetables: [], conflicts: [], exhaustive: true };

export interface PlanTimetables {
  result: BuilderResult;
  /** The plan's subjects as the catalogue has them, in the plan's order (unknown ones left out). */
  subjects: Subject[];
  /** Every section of the plan's subjects: the pins worth keeping. */
  sectionIds: ReadonlySet<number>;
}

/**
 * The builder's best timetables for the draft, built again on every change: it is synchronous and
 * fast (timetable-builder.ts), and the catalogue's live seat counts re-rank them as seats go.
 * What the student already holds outside the plan is busy time no option may clash with.
 */
export function useTimetables(
  draft: PlanDraft,
  catalogue: readonly Subject[] | undefined,
  selection: readonly SelectedSubject[] | undefined,
): PlanTimetables {
  const { subjectIds, preferences } = draft;
  return useMemo(() => {
    const byId = new Map((catalogue ?? []).map((subject) => [subject.id, subject]));
    const subjects = subjectIds.flatMap((id) => byId.get(id) ?? []);
    const sectionIds = new Set(subjects.flatMap((s) => s.sections.map((section) => section.id)));
    if (subjects.length === 0) return { result: NOTHING_BUILT, subjects, sectionIds };
    const planned = new Set(subjectIds);
    const busy = (selection ?? [])
      .filter((held) => held.status !== 'rejected' && !planned.has(held.id))
      .flatMap((held) => (held.parts ?? [held.section]).flatMap((section) => section.meetings));
    const result = buildTimetables({
      subjects,
      preferences,
      busy,
      limit: TIMETABLES_SHOWN,
    });
    return { result, subjects, sectionIds };
  }, [catalogue, selection, subjectIds, preferences]);
}
