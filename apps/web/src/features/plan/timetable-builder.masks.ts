import type { Place } from './timetable-builder.places';

/** Each subject's places as bit sets of time cells: two places clash when their sets meet. */
export interface Masked {
  /** 32-bit words per place. */
  words: number;
  /** Per subject, `words` words per place, in the order of its places. */
  masks: Uint32Array[];
}

/**
 * Cuts each day at every meeting's start and end, so a cell is a stretch no meeting starts or ends
 * within: two meetings overlap exactly when they share a cell, and a week of real meetings needs
 * a few words rather than a bit per minute. (The catalogue refuses meetings that do not end after
 * they start, which would share no cell.)
 */
export function maskPlaces(subjects: readonly (readonly Place[])[]): Masked {
  const cuts = new Map<number, Set<number>>();
  for (const places of subjects) {
    for (const place of places) {
      for (const slot of place.slots) {
        const own = cuts.get(slot.day) ?? new Set<number>();
        own.add(slot.start).add(slot.end);
        cuts.set(slot.day, own);
      }
    }
  }
  // The first cell of each day, and that day's cuts in order.
  const firstCell = new Map<number, number>();
  const sortedCuts = new Map<number, number[]>();
  let cells = 0;
  for (const [day, own] of cuts) {
    const sorted = [...own].sort((a, b) => a - b);
    firstCell.set(day, cells);
    sortedCuts.set(day, sorted);
    cells += sorted.length - 1;
  }
  const words = Math.max(1, Math.ceil(cells / 32));
  const masks = subjects.map((places) => {
    const mask = new Uint32Array(places.length * words);
    places.forEach((place, p) => {
      for (const slot of place.slots) {
        const sorted = sortedCuts.get(slot.day)!;
        const base = firstCell.get(slot.day)!;
        for (let cut = sorted.indexOf(slot.start); sorted[cut]! < slot.end; cut += 1) {
          const cell = base + cut;
          mask[p * words + (cell >>> 5)]! |= 1 << (cell & 31);
        }
      }
    });
    return mask;
  });
  return { words, masks };
}
