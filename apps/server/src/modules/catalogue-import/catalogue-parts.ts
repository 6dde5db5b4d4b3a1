import type { ImportProblem } from './catalogue-csv';
import type { CatalogueRow, SectionRef } from './catalogue-rows';

// A file's parts and links (issue 46, decision 039): what every subject's sections must agree on
// once the file is in, checked against the sections stored. Pure, no I/O.

/** What the checks need of a stored section. */
export interface StoredPart {
  subjectCode: string;
  number: number;
  registered: number;
  part: string | null;
  linkedTo: SectionRef | null;
}

export const sameRef = (a: SectionRef | null, b: SectionRef | null) =>
  a === b || (a !== null && b !== null && a.part === b.part && a.number === b.number);

export const refLabel = (ref: SectionRef) => `${ref.part}${ref.number}`;

/** A section's part and link after the import: the file's, or as stored without the column. */
export function partAfter(first: CatalogueRow, stored: StoredPart | undefined) {
  return {
    part: first.part === undefined ? (stored?.part ?? null) : first.part,
    linkedTo: first.linkedTo === undefined ? (stored?.linkedTo ?? null) : first.linkedTo,
  };
}

/**
 * Each subject's sections, once the file is in: every one has a part or none has; a link names a
 * section of the subject of another part; and while students hold places in the subject, its
 * parts and the links of the sections they hold stay as they are (a place is one section of each
 * part: changing the parts under it would leave it short of one).
 */
export function checkParts(
  subjects: Map<string, CatalogueRow[]>,
  stored: StoredPart[],
  problems: ImportProblem[],
) {
  const storedOf = new Map<string, StoredPart[]>();
  for (const s of stored) {
    const key = s.subjectCode.toUpperCase();
    storedOf.set(key, [...(storedOf.get(key) ?? []), s]);
  }
  const unreadable = new Set(
    problems.filter((p) => p.column === 'part' || p.column === 'linked_to').map((p) => p.row),
  );
  for (const [key, rows] of subjects) {
    const before = storedOf.get(key) ?? [];
    const firsts = new Map<number, CatalogueRow>();
    for (const row of rows) if (!firsts.has(row.section)) firsts.set(row.section, row);
    const after = new Map(
      before.map((s) => [s.number, { part: s.part, linkedTo: s.linkedTo, row: undefined }]),
    ) as Map<number, { part: string | null; linkedTo: SectionRef | null; row?: CatalogueRow }>;
    for (const [number, first] of firsts) {
      const own = before.find((s) => s.number === number);
      after.set(number, { ...partAfter(first, own), row: first });
    }
    const report = (
      row: CatalogueRow,
      column: 'part' | 'linked_to',
      message: ImportProblem['message'],
      value = '',
    ) =>
      problems.push({
        row: row.row,
        column,
        message,
        params: { code: row.code, section: row.section, value },
      });
    const hasParts = [...after.values()].some((s) => s.part !== null);
    for (const [number, s] of after) {
      // A row whose part or link cell was refused already is not judged on what it lacks.
      if (!s.row || unreadable.has(s.row.row)) continue;
      if (hasParts && s.part === null) report(s.row, 'part', 'partMissing');
      if (!s.linkedTo) continue;
      const target = after.get(s.linkedTo.number);
      const label = refLabel(s.linkedTo);
      if (!target || target.part !== s.linkedTo.part || number === s.linkedTo.number) {
        report(s.row, 'linked_to', 'linkUnknown', label);
      } else if (target.part === s.part) {
        report(s.row, 'linked_to', 'linkSamePart', label);
      }
    }
    if (!before.some((s) => s.registered > 0)) continue;
    const partsBefore = [...new Set(before.map((s) => s.part))].sort().join(' ');
    const partsNow = [...new Set([...after.values()].map((s) => s.part))].sort().join(' ');
    const moved = before.some((s) => after.get(s.number)!.part !== s.part);
    if (partsBefore !== partsNow || moved) report(rows[0]!, 'part', 'partsOfHeldSubject');
    for (const s of before) {
      const now = after.get(s.number)!;
      if (s.registered > 0 && now.row && !sameRef(now.linkedTo, s.linkedTo)) {
        report(now.row, 'linked_to', 'linkOfHeldSection');
      }
    }
  }
}
