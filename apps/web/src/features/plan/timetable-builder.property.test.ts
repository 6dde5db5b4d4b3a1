import { partsOf, type PlanPreferences } from '@daftar/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTimetables } from './timetable-builder';
import { at, section, subject } from './timetable-builder.fixtures';
import type { BuilderInput, BuilderSection, BuilderSubject } from './timetable-builder.types';

// The builder against a brute force written straight from the rules: every combination of every
// subject's sections, ranked by the documented cost. Small plans, so the brute force is quick.

type Meeting = BuilderSection['meetings'][number];
type Busy = NonNullable<BuilderInput['busy']>[number];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const overlap = (a: Busy, b: Busy) =>
  a.day === b.day &&
  minutes(a.startTime) < minutes(b.endTime) &&
  minutes(b.startTime) < minutes(a.endTime);
const sectionsClash = (a: BuilderSection, b: BuilderSection) =>
  a.meetings.some((m) => b.meetings.some((n) => overlap(m, n)));

const product = <T>(lists: T[][]): T[][] =>
  lists.reduce<T[][]>((all, list) => all.flatMap((c) => list.map((x) => [...c, x])), [[]]);

/** Pairs of a list, each once. */
const pairs = <T>(list: T[]) => list.flatMap((a, i) => list.slice(i + 1).map((b) => [a, b]));

function referencePlaces(own: BuilderSubject, pinned: number[]) {
  if (own.sections.length === 0) return [];
  return product(partsOf(own.sections).map((part) => part.sections)).filter(
    (c) =>
      c.every((s) => s.linkedTo == null || c.some((t) => t.id === s.linkedTo)) &&
      pairs(c).every(([a, b]) => !sectionsClash(a!, b!)) &&
      own.sections.every((s) => !pinned.includes(s.id) || c.includes(s)),
  );
}

/** The documented cost in tenths, and the facts. */
function referenceCost(sections: BuilderSection[], preferences: PlanPreferences) {
  const meetings: Meeting[] = sections.flatMap((s) => s.meetings);
  const names = (preferences.lecturers ?? []).map((n) => n.trim().toLowerCase());
  const early = preferences.notBefore
    ? meetings.filter((m) => minutes(m.startTime) < minutes(preferences.notBefore!)).length
    : 0;
  const onFreeDay = meetings.filter((m) => m.day === preferences.freeDay).length;
  const full = sections.filter((s) => s.registered >= s.capacity).length;
  const preferred = sections.filter((s) => names.includes(s.lecturer.trim().toLowerCase())).length;
  const days = new Set(meetings.map((m) => m.day)).size;
  let gapMinutes = 0;
  for (const day of new Set(meetings.map((m) => m.day))) {
    const own = meetings
      .filter((m) => m.day === day)
      .sort((a, b) => minutes(a.startTime) - minutes(b.startTime));
    let reached = minutes(own[0]!.startTime);
    for (const m of own) {
      gapMinutes += Math.max(0, minutes(m.startTime) - reached);
      reached = Math.max(reached, minutes(m.endTime));
    }
  }
  const cost10 =
    10 * (100 * early + 100 * onFreeDay + 50 * full) +
    (names.length > 0 ? 100 * (sections.length - preferred) : 0) +
    (preferences.compactDays ? 200 * days : 0) +
    (preferences.fewerGaps ? gapMinutes : 0);
  return {
    cost: cost10 / 10,
    facts: { early, onFreeDay, full, preferredLecturers: preferred, days, gapMinutes },
  };
}

/** Every timetable of the plan, as section ids, with its cost and facts. */
function referenceTimetables({ subjects, preferences, busy = [] }: BuilderInput) {
  const pinned = preferences.pinnedSectionIds ?? [];
  return product(subjects.map((s) => referencePlaces(s, pinned)))
    .filter((places) => {
      const all = places.flat();
      return (
        pairs(all).every(([a, b]) => !sectionsClash(a!, b!)) &&
        all.every((s) => !s.meetings.some((m) => busy.some((b) => overlap(m, b))))
      );
    })
    .map((places) => ({
      ids: places.map((p) => p.map((s) => s.id)),
      ...referenceCost(places.flat(), preferences),
    }));
}

const meeting = fc
  .record({
    day: fc.integer({ min: 1, max: 4 }),
    half: fc.integer({ min: 16, max: 24 }),
    length: fc.integer({ min: 1, max: 4 }),
  })
  .map(({ day, half, length }) => {
    const clock = (h: number) =>
      `${String(Math.floor(h / 2)).padStart(2, '0')}:${h % 2 ? '30' : '00'}`;
    return at(day, clock(half), clock(half + length));
  });

const sectionShape = fc.record({
  meetings: fc.array(meeting, { maxLength: 2 }),
  full: fc.boolean(),
  lecturer: fc.constantFrom('Dr Lee', 'Prof Tan', ' dr lee'),
  // Mostly none; a link may name any section, its own part's too, as a registrar's file may.
  link: fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 4 },
    { arbitrary: fc.nat(), weight: 1 },
  ),
});

const subjectShape = fc
  .oneof(
    { arbitrary: fc.constant(0), weight: 1 },
    { arbitrary: fc.integer({ min: 1, max: 3 }), weight: 12 },
  )
  .chain((parts) =>
    fc.array(fc.array(sectionShape, { minLength: 1, maxLength: parts === 1 ? 4 : 2 }), {
      minLength: parts,
      maxLength: parts,
    }),
  );

/** A plan of up to four subjects of up to three parts, its links, pins and preferences random. */
const plan = fc
  .record({
    subjects: fc.array(subjectShape, { minLength: 1, maxLength: 4 }),
    notBefore: fc.option(fc.constantFrom('08:30', '09:00', '10:00'), { nil: undefined }),
    freeDay: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    compactDays: fc.boolean(),
    fewerGaps: fc.boolean(),
    lecturers: fc.subarray(['Dr Lee', 'PROF TAN ']),
    pins: fc.array(fc.nat(), { maxLength: 2 }),
    busy: fc.array(meeting, { maxLength: 2 }),
    limit: fc.integer({ min: 1, max: 6 }),
  })
  .map(({ subjects: shapes, pins, busy, limit, ...preferences }): BuilderInput => {
    let id = 1;
    const subjects = shapes.map((parts, k) => {
      const codes = parts.length > 1 ? ['L', 'T', 'B'] : [undefined];
      const own = parts.flatMap((part, p) =>
        part.map((shape) => ({
          shape,
          s: section(id, shape.meetings, {
            number: id++,
            part: codes[p],
            registered: shape.full ? 30 : 0,
          }),
        })),
      );
      for (const { shape, s } of own) {
        s.lecturer = shape.lecturer;
        if (shape.link !== undefined) s.linkedTo = own[shape.link % own.length]!.s.id;
      }
      return subject(
        k + 1,
        own.map((o) => o.s),
      );
    });
    // A pin past the last section names one outside the plan.
    const pinnedSectionIds = pins.map((n) => 1 + (n % id));
    return { subjects, preferences: { ...preferences, pinnedSectionIds }, busy, limit };
  });

describe('buildTimetables on random plans', () => {
  it('answers only complete, clash-free timetables that keep links and pins, costed as documented', () => {
    fc.assert(
      fc.property(plan, (input) => {
        const { timetables } = buildTimetables(input);
        const byIds = new Map(referenceTimetables(input).map((t) => [JSON.stringify(t.ids), t]));
        expect(timetables.length).toBeLessThanOrEqual(input.limit!);
        for (const t of timetables) {
          expect(t.choices.map((c) => c.subjectId)).toEqual(input.subjects.map((s) => s.id));
          const reference = byIds.get(JSON.stringify(t.choices.map((c) => c.sectionIds)));
          expect(reference).toBeDefined();
          expect({ cost: t.cost, facts: t.facts }).toEqual({
            cost: reference!.cost,
            facts: reference!.facts,
          });
        }
        const costs = timetables.map((t) => t.cost);
        expect(costs).toEqual([...costs].sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with the brute force on the best costs, and names subjects that truly cannot fit', () => {
    fc.assert(
      fc.property(plan, (input) => {
        const result = buildTimetables(input);
        const all = referenceTimetables(input)
          .map((t) => t.cost)
          .sort((a, b) => a - b);
        if (result.exhaustive)
          expect(result.timetables.map((t) => t.cost)).toEqual(all.slice(0, input.limit));
        expect(result.conflicts.length > 0).toBe(all.length === 0);
        for (const conflict of result.conflicts) {
          if (conflict.reason !== 'together') continue;
          const [subjects, others] = [true, false].map((inSet) =>
            input.subjects.filter((s) => conflict.subjectIds.includes(s.id) === inSet),
          );
          // The pins of the subjects left out stay: their sections are as good as held.
          const pinned = others!
            .flatMap((s) => s.sections)
            .filter((s) => input.preferences.pinnedSectionIds!.includes(s.id));
          const busy = [...input.busy!, ...pinned.flatMap((s) => s.meetings)];
          expect(referenceTimetables({ ...input, subjects: subjects!, busy })).toEqual([]);
        }
        expect(buildTimetables(structuredClone(input))).toEqual(result);
      }),
      { numRuns: 200 },
    );
  });
});
