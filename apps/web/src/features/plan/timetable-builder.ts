import { togetherConflicts, type PlacedSubject } from './timetable-builder.conflicts';
import { maskPlaces } from './timetable-builder.masks';
import { DaySpans } from './timetable-builder.gaps';
import {
  dayCount,
  minutesOf,
  placesOf,
  slotOf,
  type Place,
  type Ranking,
} from './timetable-builder.places';
import { searchTimetables } from './timetable-builder.search';
import type { BuilderInput, BuilderResult, BuiltTimetable } from './timetable-builder.types';

// The timetable builder (issue 48): the plan's best timetables, one place per subject, no two
// meetings at once. The cost of a timetable, lower better:
//   100 for each meeting starting before `notBefore`;
//   100 for each meeting on `freeDay`;
//    50 for each section full now (registered >= capacity);
//    10 for each section not taught by one of `lecturers`, when any is named (compared trimmed,
//       case-insensitively);
//    20 for each day with a class, with `compactDays`;
//     1 for each 10 minutes between classes within a day, summed over the days, with `fewerGaps`.
// Equal costs keep the order the search finds them in (timetable-builder.search.ts): the subject
// with the fewest places left placed next, each subject's places cheapest first, then by section
// number.

const DEFAULT_LIMIT = 20;
/**
 * Search steps at most per build: a real plan takes a few thousand; the most crowded plan of 8
 * subjects of 36 places each, ranked by gaps, stops here after about 20 ms in Node.
 */
export const SEARCH_BUDGET = 200_000;

function rankingOf({ preferences }: BuilderInput): Ranking {
  const lecturers = (preferences.lecturers ?? [])
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  return {
    notBefore: preferences.notBefore === undefined ? null : minutesOf(preferences.notBefore),
    freeDay: preferences.freeDay ?? null,
    lecturers: lecturers.length > 0 ? new Set(lecturers) : null,
    compactDays: preferences.compactDays ?? false,
    fewerGaps: preferences.fewerGaps ?? false,
  };
}

/** Each subject's places cheapest first (stable: ties stay in section-number order), or why not. */
function placesOfPlan(input: BuilderInput, ranking: Ranking) {
  const busy = (input.busy ?? []).map(slotOf);
  const pinned = new Set(input.preferences.pinnedSectionIds ?? []);
  const pinnedSlots = input.subjects.map((subject) =>
    subject.sections.filter((s) => pinned.has(s.id)).flatMap((s) => s.meetings.map(slotOf)),
  );
  return input.subjects.map((subject, i) => {
    const elsewhere = pinnedSlots.filter((_, j) => j !== i).flat();
    const own = placesOf(subject, ranking, pinned, busy, elsewhere);
    if ('conflict' in own) return own;
    return { places: [...own.places].sort((a, b) => a.cost10 - b.cost10) };
  });
}

function gapOf(places: Place[]): number {
  const spans = new DaySpans(places.length + 1);
  places.forEach((place, depth) => spans.place(depth, place));
  return spans.gap(places.length);
}

function timetableOf(places: Place[], subjectIds: number[], cost10: number): BuiltTimetable {
  const sum = (key: 'early' | 'onFreeDay' | 'full' | 'preferred') =>
    places.reduce((total, place) => total + place[key], 0);
  const days = places.reduce((all, place) => all | place.days, 0);
  return {
    choices: places.map((place, i) => ({
      subjectId: subjectIds[i]!,
      sectionIds: place.sections.map((s) => s.id),
    })),
    cost: cost10 / 10,
    facts: {
      early: sum('early'),
      onFreeDay: sum('onFreeDay'),
      full: sum('full'),
      preferredLecturers: sum('preferred'),
      days: dayCount(days),
      gapMinutes: gapOf(places),
    },
  };
}

/** The plan's `limit` best timetables, best first, or why it has none (see the cost above). */
export function buildTimetables(input: BuilderInput): BuilderResult {
  const ranking = rankingOf(input);
  const limit = Math.max(1, Math.floor(input.limit ?? DEFAULT_LIMIT));
  const ofSubjects = placesOfPlan(input, ranking);
  const conflicts = ofSubjects.flatMap((own) => ('conflict' in own ? [own.conflict] : []));
  if (conflicts.length > 0) return { timetables: [], conflicts, exhaustive: true };

  const allPlaces = ofSubjects.map((own) => (own as { places: Place[] }).places);
  const { words, masks } = maskPlaces(allPlaces);
  const placed: PlacedSubject[] = input.subjects.map((subject, i) => ({
    subjectId: subject.id,
    search: { places: allPlaces[i]!, masks: masks[i]! },
  }));
  const budget = { left: SEARCH_BUDGET };
  const { compactDays, fewerGaps } = ranking;
  const { found, exhaustive } = searchTimetables(
    placed.map((s) => s.search),
    { words, limit, compactDays, fewerGaps, firstOnly: false, budget },
  );
  if (found.length === 0) {
    const conflicts = togetherConflicts(placed, words, exhaustive, budget);
    return { timetables: [], conflicts, exhaustive };
  }
  const subjectIds = input.subjects.map((s) => s.id);
  const timetables = found.map(({ picks, cost10 }) =>
    timetableOf(
      picks.map((p, i) => allPlaces[i]![p]!),
      subjectIds,
      cost10,
    ),
  );
  return { timetables, conflicts: [], exhaustive };
}
