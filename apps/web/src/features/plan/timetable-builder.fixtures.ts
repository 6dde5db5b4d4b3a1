import type { BuilderSection, BuilderSubject } from './timetable-builder.types';

// Plans for the timetable builder's tests, written the way a timetable reads.

/** A meeting on `day` from `from` to `to`, each "HH:MM" or a whole hour. */
export function at(day: number, from: string | number, to: string | number) {
  const clock = (time: string | number) =>
    typeof time === 'number' ? `${String(time).padStart(2, '0')}:00` : time;
  return { day, startTime: clock(from), endTime: clock(to), room: 'BK1' };
}

/** A section with seats, numbered as its id unless told; `meetings` as `at` writes them. */
export function section(
  id: number,
  meetings: ReturnType<typeof at>[],
  extra: Partial<BuilderSection> = {},
): BuilderSection {
  return {
    id,
    number: id,
    lecturer: 'Dr Lee',
    meetings,
    capacity: 30,
    registered: 10,
    ...extra,
  };
}

export const subject = (id: number, sections: BuilderSection[]): BuilderSubject => ({
  id,
  code: `SUB${id}`,
  sections,
});

/** A subject of one part whose sections each meet once, as [day, from, to]. */
export const onePart = (id: number, ...meetings: [number, number, number][]) =>
  subject(
    id,
    meetings.map(([day, from, to], i) => section(id * 10 + i + 1, [at(day, from, to)])),
  );

/**
 * The most crowded plan the builder is sized for: 8 subjects, each 6 lectures (two hours one
 * day, one hour another) and 6 tutorials, nothing linked, on a seeded Monday-Friday grid.
 */
export function crowdedPlan(seed: number): BuilderSubject[] {
  // mulberry32: a small generator with no weak low bits.
  let state = seed >>> 0;
  const next = (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
  };
  let id = 1;
  return Array.from({ length: 8 }, (_, k) => {
    const lectures = Array.from({ length: 6 }, (_, l) => {
      const day = 1 + next(5);
      const hour = 8 + next(8);
      return section(id++, [at(day, hour, hour + 2), at(1 + next(5), hour, hour + 1)], {
        number: l + 1,
        part: 'L',
        registered: next(5) === 0 ? 30 : 10,
      });
    });
    const tutorials = Array.from({ length: 6 }, (_, t) => {
      const hour = 8 + next(9);
      return section(id++, [at(1 + next(5), hour, hour + 1)], { number: 7 + t, part: 'T' });
    });
    return subject(100 + k, [...lectures, ...tutorials]);
  });
}
