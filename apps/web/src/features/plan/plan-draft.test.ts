import { PLAN_ALTERNATIVES_MAX, PLAN_SUBJECTS_MAX } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import {
  changeDraft,
  decisions,
  draftFromPlan,
  planBody,
  savedDecisions,
  shownOption,
  timetableKey,
  type PlanDraft,
} from './plan-draft';
import { savedPlan } from './plan-test-fixtures';
import type { BuiltTimetable } from './timetable-builder.types';

const facts = { early: 0, onFreeDay: 0, full: 0, preferredLecturers: 0, days: 1, gapMinutes: 0 };
const timetable = (...places: [number, number[]][]): BuiltTimetable => ({
  choices: places.map(([subjectId, sectionIds]) => ({ subjectId, sectionIds })),
  cost: 0,
  facts,
});
const draft = (edit: Partial<PlanDraft> = {}): PlanDraft => ({
  subjectIds: [1, 2],
  fallbackIds: [],
  preferences: {},
  chosen: null,
  ...edit,
});
const sections = new Set([11, 12, 13, 21, 22, 23]);

describe('the plan being edited', () => {
  it('saves the option shown as the places, the others after it as distinct alternatives', () => {
    const options = [
      timetable([1, [11]], [2, [21, 22]]),
      timetable([1, [12]], [2, [21, 22]]),
      timetable([1, [12]], [2, [21, 23]]),
      timetable([1, [13]], [2, [21, 22]]),
    ];
    const chosen = draft({ chosen: timetableKey(options[1]!.choices), fallbackIds: [3] });
    expect(shownOption(chosen, options)).toBe(1);
    expect(planBody(chosen, options, sections)).toEqual({
      subjects: [
        { subjectId: 1, priority: 1, sectionIds: [12], alternatives: [[11], [13]] },
        { subjectId: 2, priority: 2, sectionIds: [21, 22], alternatives: [[21, 23]] },
      ],
      fallbacks: [{ subjectId: 3 }],
      preferences: {},
    });
  });

  it('keeps at most the contract’s number of alternatives', () => {
    const options = Array.from({ length: 15 }, (_, i) => timetable([1, [100 + i]]));
    const [subject] = planBody(draft({ subjectIds: [1] }), options, sections).subjects;
    expect(subject!.alternatives).toHaveLength(PLAN_ALTERNATIVES_MAX);
  });

  it('lets every subject take any section when nothing fits together', () => {
    expect(planBody(draft(), [], sections).subjects).toEqual([
      { subjectId: 1, priority: 1 },
      { subjectId: 2, priority: 2 },
    ]);
  });

  it('keeps only what the student set, and only the pins of the plan’s own sections', () => {
    const body = planBody(
      draft({
        preferences: {
          compactDays: false,
          fewerGaps: true,
          lecturers: [],
          pinnedSectionIds: [22, 99],
        },
      }),
      [],
      sections,
    );
    expect(body.preferences).toEqual({ fewerGaps: true, pinnedSectionIds: [22] });
  });

  it('starts from the kept plan, showing its places again, and is saved until changed', () => {
    const start = draftFromPlan(savedPlan);
    expect(start).toMatchObject({ subjectIds: [1, 2], fallbackIds: [3], chosen: '1:12 2:21+22' });
    const options = [timetable([1, [12]], [2, [21, 22]]), timetable([1, [12]], [2, [21, 23]])];
    const saved = savedDecisions(savedPlan, sections);
    expect(decisions(planBody(start, options, sections))).toBe(saved);
    const moved = changeDraft(start, { kind: 'move', subjectId: 2, by: -1 });
    expect(moved.subjectIds).toEqual([2, 1]);
    expect(decisions(planBody(moved, options, sections))).not.toBe(saved);
  });

  it('moves subjects across, pins and unpins, and refuses more than the contract allows', () => {
    let edited = changeDraft(draft(), { kind: 'toFallback', subjectId: 2 });
    expect(edited).toMatchObject({ subjectIds: [1], fallbackIds: [2] });
    edited = changeDraft(edited, { kind: 'pin', sectionId: 11 });
    expect(edited.preferences.pinnedSectionIds).toEqual([11]);
    expect(
      changeDraft(edited, { kind: 'pin', sectionId: 11 }).preferences.pinnedSectionIds,
    ).toEqual([]);
    const full = draft({ subjectIds: Array.from({ length: PLAN_SUBJECTS_MAX }, (_, i) => i + 1) });
    expect(changeDraft(full, { kind: 'add', subjectId: 99, as: 'subject' })).toBe(full);
    expect(changeDraft(draft(), { kind: 'add', subjectId: 1, as: 'fallback' }).fallbackIds).toEqual(
      [],
    );
  });
});
