import { searchTimetables, type SearchSubject } from './timetable-builder.search';
import type { BuilderConflict } from './timetable-builder.types';

/** A plan subject every one of whose places survived its own checks. */
export interface PlacedSubject {
  subjectId: number;
  search: SearchSubject;
}

function fitTogether(a: SearchSubject, b: SearchSubject, words: number): boolean {
  for (let p = 0; p < a.places.length; p += 1) {
    for (let q = 0; q < b.places.length; q += 1) {
      let apart = true;
      for (let w = 0; w < words && apart; w += 1) {
        apart = (a.masks[p * words + w]! & b.masks[q * words + w]!) === 0;
      }
      if (apart) return true;
    }
  }
  return false;
}

/**
 * Which subjects cannot all be placed together: every pair with no two places apart; failing
 * that, when no timetable holds them all (`noneFits`), one set of them that still has none once
 * any one is left out, found by leaving out the least important first and keeping it out
 * whenever the rest still cannot be placed. A check the budget cuts short keeps its subject in,
 * so the set named always has no timetable.
 */
export function togetherConflicts(
  subjects: readonly PlacedSubject[],
  words: number,
  noneFits: boolean,
  budget: { left: number },
): BuilderConflict[] {
  const pairs: BuilderConflict[] = [];
  subjects.forEach((a, i) => {
    for (const b of subjects.slice(i + 1)) {
      if (!fitTogether(a.search, b.search, words)) {
        pairs.push({ reason: 'together', subjectIds: [a.subjectId, b.subjectId] });
      }
    }
  });
  if (pairs.length > 0 || !noneFits) return pairs;
  let kept = [...subjects];
  for (let k = subjects.length - 1; k >= 0; k -= 1) {
    const without = kept.filter((s) => s !== subjects[k]);
    const { found, exhaustive } = searchTimetables(
      without.map((s) => s.search),
      { words, limit: 1, compactDays: false, fewerGaps: false, firstOnly: true, budget },
    );
    if (found.length === 0 && exhaustive) kept = without;
  }
  return [{ reason: 'together', subjectIds: kept.map((s) => s.subjectId) }];
}
