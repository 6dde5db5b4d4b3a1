import { describe, expect, it } from 'vitest';
import { buildTimetables, SEARCH_BUDGET } from './timetable-builder';
import { at, crowdedPlan, onePart, section, subject } from './timetable-builder.fixtures';
import type { BuilderInput, BuiltTimetable } from './timetable-builder.types';

const build = (input: Partial<BuilderInput> & Pick<BuilderInput, 'subjects'>) =>
  buildTimetables({ preferences: {}, ...input });

/** Each timetable's section ids, subject after subject. */
const sectionsOf = (timetables: BuiltTimetable[]) =>
  timetables.map((t) => t.choices.flatMap((c) => c.sectionIds));

/** A lecture L1 (Monday 8-10) or L2 (Tuesday 8-10), and tutorials: T1 goes with L1, T2 with L2. */
const linkedSubject = subject(1, [
  section(11, [at(1, 8, 10)], { number: 1, part: 'L' }),
  section(12, [at(2, 8, 10)], { number: 2, part: 'L' }),
  section(13, [at(3, 8, 9)], { number: 3, part: 'T', linkedTo: 11 }),
  section(14, [at(3, 9, 10)], { number: 4, part: 'T', linkedTo: 12 }),
  section(15, [at(1, 9, 10)], { number: 5, part: 'T' }),
]);

describe('buildTimetables', () => {
  it('never puts two meetings at once, and lets one end as the next starts', () => {
    const subjects = [onePart(1, [1, 8, 10], [1, 10, 12]), onePart(2, [1, 9, 11], [1, 12, 13])];
    const { timetables } = build({ subjects });
    expect(sectionsOf(timetables).sort()).toEqual([
      [11, 22],
      [12, 22],
    ]);
  });

  it('keeps linked sections together and drops a place whose own sections clash', () => {
    const { timetables } = build({ subjects: [linkedSubject] });
    // L1 with T1; L2 with T2 or the unlinked T5; L1 with T5 would meet at once on Monday.
    expect(sectionsOf(timetables).sort()).toEqual([
      [11, 13],
      [12, 14],
      [12, 15],
    ]);
  });

  it.each([
    ['notBefore', { notBefore: '09:00' }, 'early', 1],
    ['freeDay', { freeDay: 5 }, 'onFreeDay', 1],
  ] as const)('ranks by %s: 100 for each meeting against it', (_, preferences, fact, count) => {
    // Section 11 meets on Friday at 8; section 12 on Tuesday at 10.
    const subjects = [onePart(1, [5, 8, 10], [2, 10, 12])];
    const { timetables } = build({ subjects, preferences });
    expect(sectionsOf(timetables)).toEqual([[12], [11]]);
    expect(timetables.map((t) => [t.cost, t.facts[fact]])).toEqual([
      [0, 0],
      [100, count],
    ]);
  });

  it('ranks by compactDays: 20 for each day with a class', () => {
    const subjects = [onePart(1, [1, 8, 10]), onePart(2, [3, 8, 10], [1, 14, 16])];
    const { timetables } = build({ subjects, preferences: { compactDays: true } });
    expect(sectionsOf(timetables)).toEqual([
      [11, 22],
      [11, 21],
    ]);
    expect(timetables.map((t) => [t.cost, t.facts.days])).toEqual([
      [20, 1],
      [40, 2],
    ]);
  });

  it('ranks by fewerGaps: 1 for each 10 minutes between classes in a day', () => {
    const subjects = [onePart(1, [1, 8, 10]), onePart(2, [1, 14, 16], [1, 10, 12])];
    const { timetables } = build({ subjects, preferences: { fewerGaps: true } });
    expect(sectionsOf(timetables)).toEqual([
      [11, 22],
      [11, 21],
    ]);
    expect(timetables.map((t) => [t.cost, t.facts.gapMinutes])).toEqual([
      [0, 0],
      [24, 240],
    ]);
  });

  it('ranks by lecturers: 10 for each section taught by someone else, names compared loosely', () => {
    const subjects = [
      subject(1, [
        section(11, [at(1, 8, 10)], { lecturer: 'Prof Tan' }),
        section(12, [at(2, 8, 10)], { lecturer: 'Dr Aminah Yusof' }),
      ]),
    ];
    const { timetables } = build({ subjects, preferences: { lecturers: [' dr aminah YUSOF '] } });
    expect(sectionsOf(timetables)).toEqual([[12], [11]]);
    expect(timetables.map((t) => [t.cost, t.facts.preferredLecturers])).toEqual([
      [0, 1],
      [10, 0],
    ]);
  });

  it('puts full sections last: 50 for each', () => {
    const subjects = [
      subject(1, [
        section(11, [at(1, 8, 10)], { registered: 30 }),
        section(12, [at(2, 8, 10)], { registered: 29 }),
      ]),
    ];
    const { timetables } = build({ subjects });
    expect(timetables.map((t) => [t.choices[0]!.sectionIds, t.cost, t.facts.full])).toEqual([
      [[12], 0, 0],
      [[11], 50, 1],
    ]);
  });

  it('fills every fact whichever preferences are on', () => {
    const subjects = [onePart(1, [1, 8, 9]), onePart(2, [1, 11, 12])];
    const [only] = build({ subjects }).timetables;
    expect(only).toMatchObject({
      cost: 0,
      facts: { early: 0, onFreeDay: 0, full: 0, preferredLecturers: 0, days: 1, gapMinutes: 120 },
    });
  });

  it('keeps pinned sections in every timetable, and ignores pins outside the plan', () => {
    const { timetables } = build({
      subjects: [linkedSubject, onePart(2, [4, 8, 10], [4, 10, 12])],
      preferences: { pinnedSectionIds: [15, 22, 999] },
    });
    expect(sectionsOf(timetables)).toEqual([[12, 15, 22]]);
  });

  it('answers the best first, in the same order every time, and no more than asked', () => {
    const subjects = [
      onePart(1, [1, 8, 9], [1, 9, 10], [2, 8, 9]),
      onePart(2, [1, 8, 9], [3, 8, 9]),
    ];
    const input = { subjects, preferences: { fewerGaps: true, compactDays: true }, limit: 3 };
    const first = buildTimetables(input);
    expect(first.timetables).toHaveLength(3);
    expect(first.timetables.map((t) => t.cost)).toEqual([20, 40, 40]);
    expect(buildTimetables(structuredClone(input))).toEqual(first);
    expect(build({ subjects: crowdedPlan(1) }).timetables).toHaveLength(20);
  });

  it('never clashes with meetings held outside the plan', () => {
    const subjects = [onePart(1, [1, 8, 10], [2, 8, 10])];
    expect(sectionsOf(build({ subjects, busy: [at(1, 9, 11)] }).timetables)).toEqual([[12]]);
    expect(build({ subjects, busy: [at(1, 9, 11), at(2, 7, 9)] })).toEqual({
      timetables: [],
      conflicts: [{ reason: 'busy', subjectId: 1 }],
      exhaustive: true,
    });
  });
});

describe('buildTimetables when nothing fits', () => {
  it('names a subject with no sections, and one whose every place clashes with itself', () => {
    const clashing = subject(2, [
      section(21, [at(1, 8, 10)], { part: 'L' }),
      section(22, [at(1, 9, 10)], { part: 'T' }),
    ]);
    expect(build({ subjects: [subject(1, []), clashing] }).conflicts).toEqual([
      { reason: 'noSections', subjectId: 1 },
      { reason: 'clash', subjectId: 2 },
    ]);
  });

  it('names a subject whose every place clashes with a section pinned elsewhere', () => {
    const subjects = [onePart(1, [1, 8, 10], [2, 8, 10]), onePart(2, [1, 9, 10])];
    const pinned = build({ subjects, preferences: { pinnedSectionIds: [11] } });
    expect(pinned.conflicts).toEqual([{ reason: 'pinned', subjectId: 2 }]);
  });

  it('names the pairs of subjects that cannot be placed together', () => {
    const subjects = [onePart(1, [1, 8, 10]), onePart(2, [1, 9, 11]), onePart(3, [2, 8, 10])];
    expect(build({ subjects })).toEqual({
      timetables: [],
      conflicts: [{ reason: 'together', subjectIds: [1, 2] }],
      exhaustive: true,
    });
  });

  it('names the smallest set it finds when every pair fits but not all of them', () => {
    // Three subjects for two hours, and a fourth that fits anywhere.
    const subjects = [
      onePart(1, [1, 8, 9], [1, 9, 10]),
      onePart(2, [1, 8, 9], [1, 9, 10]),
      onePart(3, [5, 8, 9]),
      onePart(4, [1, 8, 9], [1, 9, 10]),
    ];
    expect(build({ subjects }).conflicts).toEqual([{ reason: 'together', subjectIds: [1, 2, 4] }]);
  });
});

describe('buildTimetables on the most crowded plan', () => {
  it(`stops at ${SEARCH_BUDGET} steps and says so, still answering complete timetables`, () => {
    const result = build({ subjects: crowdedPlan(2), preferences: { fewerGaps: true } });
    expect(result.exhaustive).toBe(false);
    expect(result.timetables).toHaveLength(20);
    for (const t of result.timetables)
      expect(t.choices.map((c) => c.sectionIds.length)).toEqual(Array(8).fill(2));
  });
});
