import { DaySpans } from './timetable-builder.gaps';
import { dayCount, type Place } from './timetable-builder.places';

/** One subject as the search reads it: its places cheapest first, and their masks. */
export interface SearchSubject {
  places: readonly Place[];
  masks: Uint32Array;
}

export interface SearchOptions {
  /** 32-bit words per place mask. */
  words: number;
  limit: number;
  compactDays: boolean;
  fewerGaps: boolean;
  /** Stop at the first timetable found, whatever it costs (a feasibility check). */
  firstOnly: boolean;
  /** Steps the search may still take: a place tried against one other subject's, or weighed for gaps. */
  budget: { left: number };
}

/** A timetable found: its cost in tenths, and the place picked of each subject, as given. */
export interface Found {
  cost10: number;
  picks: number[];
}

const DAY_COST10 = 200;
const DAYS_IN = Array.from({ length: 128 }, (_, days) => dayCount(days));
const lowestBit = (word: number) => 31 - Math.clz32(word & -word);

/**
 * For each ordered pair of subjects (k, j) and each place p of k, the places of j that p does not
 * clash with, as a bit set of `domainWords[j]` words: the search then narrows every subject's
 * choice with one AND a word.
 */
function compatibility(subjects: readonly SearchSubject[], words: number, domainWords: number[]) {
  const count = subjects.length;
  const apart = new Array<Uint32Array>(count * count);
  subjects.forEach((a, k) => {
    subjects.forEach((b, j) => {
      if (j <= k) return;
      const ofA = new Uint32Array(a.places.length * domainWords[j]!);
      const ofB = new Uint32Array(b.places.length * domainWords[k]!);
      for (let p = 0; p < a.places.length; p += 1) {
        for (let q = 0; q < b.places.length; q += 1) {
          let clash = 0;
          for (let w = 0; w < words; w += 1) {
            clash |= a.masks[p * words + w]! & b.masks[q * words + w]!;
          }
          if (clash !== 0) continue;
          ofA[p * domainWords[j]! + (q >>> 5)]! |= 1 << (q & 31);
          ofB[q * domainWords[k]! + (p >>> 5)]! |= 1 << (p & 31);
        }
      }
      apart[k * count + j] = ofA;
      apart[j * count + k] = ofB;
    });
  });
  return apart;
}

/**
 * Depth-first branch and bound with forward checking. Every subject still to place keeps the set
 * of its places that clash with nothing placed so far; the next subject placed is the one with
 * the fewest left (ties: the order given), its places cheapest first. A branch is cut when a
 * subject has no place left, or when its lower bound cannot beat the worst of a full list: the
 * places' own costs so far, the cheapest place left of every other subject, the days used so far
 * (they only grow) and, with `fewerGaps`, the gap minutes no place left could fill
 * (timetable-builder.gaps.ts). Among equal costs the timetable found first ranks first, so a
 * bound equal to the worst also cuts: the search order is the tie-break.
 */
export function searchTimetables(
  subjects: readonly SearchSubject[],
  options: SearchOptions,
): { found: Found[]; exhaustive: boolean } {
  const { words, limit, compactDays, fewerGaps, firstOnly, budget } = options;
  const count = subjects.length;
  const domainWords = subjects.map((s) => Math.max(1, Math.ceil(s.places.length / 32)));
  const offsets = domainWords.map((_, j) => domainWords.slice(0, j).reduce((a, b) => a + b, 0));
  const stride = domainWords.reduce((a, b) => a + b, 0);
  const apart = compatibility(subjects, words, domainWords);
  const costs = subjects.map((s) => Int32Array.from(s.places, (place) => place.cost10));
  // The places left of every subject, one block of `stride` words per depth.
  const left = new Uint32Array((count + 1) * stride);
  subjects.forEach((s, j) => {
    for (let q = 0; q < s.places.length; q += 1) left[offsets[j]! + (q >>> 5)]! |= 1 << (q & 31);
  });
  const placed = new Uint8Array(count);
  const picks = new Array<number>(count).fill(0);
  const spans = fewerGaps ? new DaySpans(count + 1) : null;
  const found: Found[] = [];
  let worst = Infinity;
  let stopped = false;
  let outOfBudget = false;
  const dayCost = (days: number) => (compactDays ? DAY_COST10 * DAYS_IN[days]! : 0);

  const keep = (cost10: number) => {
    let at = found.length;
    while (at > 0 && found[at - 1]!.cost10 > cost10) at -= 1;
    found.splice(at, 0, { cost10, picks: [...picks] });
    if (found.length > limit) found.pop();
    if (found.length === limit) worst = found[limit - 1]!.cost10;
    if (firstOnly) stopped = true;
  };

  /**
   * Narrows every other unplaced subject by place p of k into the next depth: the cheapest place
   * left of each, summed, or -1 when one has none left.
   */
  const narrow = (here: number, k: number, p: number) => {
    const next = here + stride;
    let cheapest = 0;
    for (let j = 0; j < count; j += 1) {
      if (placed[j]) continue;
      const sets = apart[k * count + j]!;
      const size = domainWords[j]!;
      const at = offsets[j]!;
      let first = -1;
      for (let w = 0; w < size; w += 1) {
        const word = left[here + at + w]! & sets[p * size + w]!;
        left[next + at + w] = word;
        if (first < 0 && word !== 0) first = w * 32 + lowestBit(word);
      }
      if (first < 0) return -1;
      cheapest += costs[j]![first]!;
    }
    return cheapest;
  };

  /**
   * The unplaced subject with the fewest places left (ties: the first), and the cheapest place
   * left of every other unplaced subject, summed.
   */
  const fewestLeft = (base: number) => {
    let k = -1;
    let fewest = Infinity;
    let cheapest = 0;
    let cheapestOfK = 0;
    for (let j = 0; j < count; j += 1) {
      if (placed[j]) continue;
      let size = 0;
      let first = -1;
      for (let w = 0; w < domainWords[j]!; w += 1) {
        const word = left[base + offsets[j]! + w]!;
        size += popcount(word);
        if (first < 0 && word !== 0) first = w * 32 + lowestBit(word);
      }
      cheapest += costs[j]![first]!;
      if (size < fewest) [k, fewest, cheapestOfK] = [j, size, costs[j]![first]!];
    }
    return { k, others: cheapest - cheapestOfK };
  };

  /** Gap minutes the subjects still to place at `depth` cannot avoid (timetable-builder.gaps.ts). */
  const unavoidableGap = (days: DaySpans, depth: number) => {
    const base = depth * stride;
    days.startFill();
    for (let j = 0; j < count; j += 1) {
      if (placed[j]) continue;
      days.startSubject();
      for (let w = 0; w < domainWords[j]!; w += 1) {
        for (let bits = left[base + offsets[j]! + w]!; bits !== 0; bits &= bits - 1) {
          days.consider(depth, subjects[j]!.places[w * 32 + lowestBit(bits)]!);
          budget.left -= 1;
        }
      }
      days.endSubject();
    }
    return days.unfilled(depth);
  };

  const visit = (depth: number, cost10: number, days: number) => {
    if (depth === count) {
      const total = cost10 + dayCost(days) + (spans ? spans.gap(depth) : 0);
      if (total < worst) keep(total);
      return;
    }
    const here = depth * stride;
    const { k, others } = fewestLeft(here);
    const { places } = subjects[k]!;
    placed[k] = 1;
    for (let w = 0; w < domainWords[k]! && !stopped; w += 1) {
      for (let bits = left[here + offsets[k]! + w]!; bits !== 0; bits &= bits - 1) {
        if (budget.left <= 0) {
          stopped = outOfBudget = true;
          break;
        }
        budget.left -= count - depth;
        const p = w * 32 + lowestBit(bits);
        const own = cost10 + costs[k]![p]!;
        // Places come cheapest first: once one cannot beat the worst, none after it can.
        if (own + others + dayCost(days) >= worst) {
          placed[k] = 0;
          return;
        }
        const cheapest = narrow(here, k, p);
        if (cheapest < 0) continue;
        const withDays = days | places[p]!.days;
        const bound = own + cheapest + dayCost(withDays);
        if (bound >= worst) continue;
        if (spans) {
          spans.place(depth, places[p]!);
          // The idle time so far is what the bound could add at most: only then is it worked out.
          const idle = bound + spans.gap(depth + 1) >= worst;
          if (idle && bound + unavoidableGap(spans, depth + 1) >= worst) continue;
        }
        picks[k] = p;
        visit(depth + 1, own, withDays);
        if (stopped) break;
      }
    }
    placed[k] = 0;
  };

  if (subjects.every((s) => s.places.length > 0)) visit(0, 0, 0);
  return { found, exhaustive: !outOfBudget };
}

function popcount(word: number) {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
