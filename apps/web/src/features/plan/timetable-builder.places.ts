import { partsOf } from '@daftar/contract';
import type { BuilderConflict, BuilderSection, BuilderSubject } from './timetable-builder.types';

/** A weekly meeting in minutes since midnight. */
export interface Slot {
  day: number;
  start: number;
  end: number;
}

/** What the cost model reads of the preferences, parsed once. */
export interface Ranking {
  notBefore: number | null;
  freeDay: number | null;
  /** Trimmed, lower case; null when no lecturer is preferred. */
  lecturers: Set<string> | null;
  compactDays: boolean;
  fewerGaps: boolean;
}

/** One place of a subject, with the facts and cost it brings whatever the other subjects hold. */
export interface Place {
  /** One section of each part, in part order. */
  sections: BuilderSection[];
  slots: Slot[];
  /** Tenths of a point: the costs that add up place by place (not days or gaps). */
  cost10: number;
  /** Bit d-1 is set when the place meets on day d. */
  days: number;
  early: number;
  onFreeDay: number;
  full: number;
  preferred: number;
  /** Per day it meets: day, first start, last end, minutes taught; flat, for the gap count. */
  spans: number[];
}

export type SubjectPlaces = { places: Place[] } | { conflict: BuilderConflict };

/** Days with a class in a `days` bit set (bit d-1 for day d). */
export function dayCount(days: number): number {
  let count = 0;
  for (let bits = days; bits > 0; bits >>= 1) count += bits & 1;
  return count;
}

/** "HH:MM" to minutes since midnight. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A meeting in minutes. */
export const slotOf = (m: { day: number; startTime: string; endTime: string }): Slot => ({
  day: m.day,
  start: minutesOf(m.startTime),
  end: minutesOf(m.endTime),
});

/** The server's overlap (seats.parts-rules.ts): same day, each starting before the other ends. */
export const overlaps = (a: Slot, b: Slot) => a.day === b.day && a.start < b.end && b.start < a.end;

/** What one section brings to any place it is in. */
interface Piece {
  section: BuilderSection;
  slots: Slot[];
  early: number;
  onFreeDay: number;
  full: number;
  preferred: number;
}

function pieceOf(section: BuilderSection, ranking: Ranking): Piece {
  const slots = section.meetings.map(slotOf);
  const { notBefore, freeDay, lecturers } = ranking;
  return {
    section,
    slots,
    early: notBefore === null ? 0 : slots.filter((s) => s.start < notBefore).length,
    onFreeDay: slots.filter((s) => s.day === freeDay).length,
    full: section.registered >= section.capacity ? 1 : 0,
    preferred: lecturers?.has(section.lecturer.trim().toLowerCase()) ? 1 : 0,
  };
}

const apart = (a: Piece, b: Piece) => !a.slots.some((x) => b.slots.some((y) => overlaps(x, y)));

/**
 * Every combination of one section per part, in part order, that breaks no link and whose
 * sections do not meet at once: seats.parts-rules.ts's combinationsOf with nothing named.
 */
function combinations(sections: BuilderSection[], ranking: Ranking): Piece[][] {
  const parts = partsOf(sections).map((part) => part.sections.map((s) => pieceOf(s, ranking)));
  const all: Piece[][] = [];
  const grow = (combination: Piece[]) => {
    if (combination.length === parts.length) {
      const linked = combination.every(
        ({ section }) =>
          section.linkedTo == null || combination.some((p) => p.section.id === section.linkedTo),
      );
      if (linked) all.push(combination);
      return;
    }
    for (const piece of parts[combination.length]!) {
      if (combination.every((other) => apart(piece, other))) grow([...combination, piece]);
    }
  };
  grow([]);
  return all;
}

/** Per day, the first start, last end and minutes taught (a section's own overlaps once). */
function spansOf(slots: Slot[]): number[] {
  const spans: number[] = [];
  const sorted = [...slots].sort((a, b) => a.day - b.day || a.start - b.start);
  for (const slot of sorted) {
    const at = spans.length - 4;
    if (at < 0 || spans[at] !== slot.day) {
      spans.push(slot.day, slot.start, slot.end, slot.end - slot.start);
      continue;
    }
    spans[at + 3]! += Math.max(0, slot.end - Math.max(slot.start, spans[at + 2]!));
    spans[at + 2] = Math.max(spans[at + 2]!, slot.end);
  }
  return spans;
}

function placeOf(pieces: Piece[], ranking: Ranking): Place {
  const sum = (key: 'early' | 'onFreeDay' | 'full' | 'preferred') =>
    pieces.reduce((total, piece) => total + piece[key], 0);
  const [early, onFreeDay, full, preferred] = [
    sum('early'),
    sum('onFreeDay'),
    sum('full'),
    sum('preferred'),
  ];
  const others = ranking.lecturers ? pieces.length - preferred : 0;
  const slots = pieces.flatMap((piece) => piece.slots);
  return {
    sections: pieces.map((piece) => piece.section),
    slots,
    cost10: 10 * (100 * early + 100 * onFreeDay + 50 * full + 10 * others),
    days: slots.reduce((days, s) => days | (1 << (s.day - 1)), 0),
    early,
    onFreeDay,
    full,
    preferred,
    spans: spansOf(slots),
  };
}

const clashesWith = (place: Place, slots: Slot[]) =>
  place.slots.some((a) => slots.some((b) => overlaps(a, b)));

/**
 * A subject's places in section-number order, or why it has none: each check narrows the last
 * one's places, so the reason named is the first that leaves nothing (links that leave no
 * combination read as `clash`, the subject unable to fit with itself).
 */
export function placesOf(
  subject: BuilderSubject,
  ranking: Ranking,
  pinned: Set<number>,
  busy: Slot[],
  pinnedElsewhere: Slot[],
): SubjectPlaces {
  const subjectId = subject.id;
  if (subject.sections.length === 0) return { conflict: { reason: 'noSections', subjectId } };
  const valid = combinations(subject.sections, ranking);
  if (valid.length === 0) return { conflict: { reason: 'clash', subjectId } };
  const pins = subject.sections.filter((s) => pinned.has(s.id));
  const kept = valid.filter((c) => pins.every((pin) => c.some((piece) => piece.section === pin)));
  if (kept.length === 0) return { conflict: { reason: 'pinned', subjectId } };
  const free = kept.map((c) => placeOf(c, ranking)).filter((p) => !clashesWith(p, busy));
  if (free.length === 0) return { conflict: { reason: 'busy', subjectId } };
  const places = free.filter((p) => !clashesWith(p, pinnedElsewhere));
  if (places.length === 0) return { conflict: { reason: 'pinned', subjectId } };
  return { places };
}
