// Parts and linked sections (issue 46, decision 039): which combinations of a subject's sections,
// one of each part, a student may hold. Pure functions, unit tested in seats.parts-rules.test.ts;
// checkSeatRules (seats.rules.ts) asks them, so every path that takes seats keeps one rule function.
import { partsOf, sectionLabel } from '@daftar/contract';

/** A weekly meeting, as seats.rules.ts's TimeSlot (which imports this file). */
interface TimeSlot {
  day: number;
  start_minute: number;
  end_minute: number;
}

/** What the part rules read of a section. */
export interface PartSection {
  id: number;
  number: number;
  /** Null for a subject of one part. */
  part?: string | null;
  /** The section of another part this one goes only with. */
  linked_section_id?: number | null;
  meetings?: TimeSlot[];
}

export { isMultiPart, partsOf, sectionLabel } from '@daftar/contract';

/** Why a named combination cannot be a place, before seats are looked at. */
export type CombinationFault =
  | { code: 'NO_SUCH_SECTION' }
  | { code: 'PART_MISSING'; context: 'missing' | 'twice' | 'onePart'; parts: string[] }
  | { code: 'SECTIONS_NOT_LINKED'; section: string; linkedTo: string }
  | { code: 'SECTIONS_CLASH'; first: string; second: string };

function overlap(a: TimeSlot[], b: TimeSlot[]) {
  return a.some((m) =>
    b.some(
      (c) => m.day === c.day && m.start_minute < c.end_minute && c.start_minute < m.end_minute,
    ),
  );
}

/** The first link a combination breaks: a section whose linked section is not the one chosen. */
export function brokenLink<S extends PartSection>(combination: S[]): S | undefined {
  return combination.find(
    (section) =>
      section.linked_section_id != null &&
      !combination.some((s) => s.id === section.linked_section_id),
  );
}

/** Two sections of one combination that meet at the same time, if any. */
export function innerClash<S extends PartSection>(combination: S[]): [S, S] | undefined {
  for (let i = 0; i < combination.length; i += 1) {
    for (let j = i + 1; j < combination.length; j += 1) {
      if (overlap(combination[i]!.meetings ?? [], combination[j]!.meetings ?? [])) {
        return [combination[i]!, combination[j]!];
      }
    }
  }
  return undefined;
}

/**
 * Every combination, one section of each part in part order, that keeps the sections `fixed`
 * (by part) and breaks no link and has no two of its own sections meeting at once; or the fault
 * of the named sections. `complete` asks for every part to be named (a student's `sectionIds`).
 */
export function combinationsOf<S extends PartSection>(
  sections: S[],
  named: number[],
  complete: boolean,
): { ok: true; combinations: S[][] } | { ok: false; fault: CombinationFault } {
  const parts = partsOf(sections);
  const chosen = named.map((id) => sections.find((s) => s.id === id));
  if (chosen.some((s) => s === undefined)) return { ok: false, fault: { code: 'NO_SUCH_SECTION' } };
  const fixed = new Map<string | null, S>();
  for (const section of chosen as S[]) {
    const code = section.part ?? null;
    if (fixed.has(code)) {
      return { ok: false, fault: { code: 'PART_MISSING', context: 'twice', parts: [code ?? ''] } };
    }
    fixed.set(code, section);
  }
  const missing = parts.filter((p) => !fixed.has(p.code)).map((p) => p.code ?? '');
  if (complete && missing.length > 0) {
    return { ok: false, fault: { code: 'PART_MISSING', context: 'missing', parts: missing } };
  }
  let combinations: S[][] = [[]];
  for (const part of parts) {
    const own = fixed.get(part.code);
    const options = own ? [own] : part.sections;
    combinations = combinations.flatMap((c) => options.map((s) => [...c, s]));
  }
  const linked = combinations.filter((c) => !brokenLink(c));
  if (linked.length === 0) {
    // Only named sections can leave no linked combination: name the first link they break.
    const section = brokenLink(combinations[0]!)!;
    const target = sections.find((s) => s.id === section.linked_section_id);
    return {
      ok: false,
      fault: {
        code: 'SECTIONS_NOT_LINKED',
        section: sectionLabel(section),
        linkedTo: target ? sectionLabel(target) : '',
      },
    };
  }
  const apart = linked.filter((c) => !innerClash(c));
  if (apart.length === 0) {
    const [first, second] = innerClash(linked[0]!)!;
    return {
      ok: false,
      fault: { code: 'SECTIONS_CLASH', first: sectionLabel(first), second: sectionLabel(second) },
    };
  }
  return { ok: true, combinations: apart };
}
