// A subject's parts (lecture, tutorial, lab: decision 039), read the same by the seat rules and
// the screens that show them.

/**
 * The subject's parts in order, each with its sections, lowest number first: a part comes where
 * its lowest-numbered section does, so the registrar's first rows (the lecture) make the first
 * part, whose section is the selection's own. One part (every section's part the same, or none)
 * means the subject behaves as it always has.
 */
export function partsOf<S extends { number: number; part?: string | null }>(
  sections: readonly S[],
): { code: string | null; sections: S[] }[] {
  const parts = new Map<string | null, S[]>();
  for (const section of [...sections].sort((a, b) => a.number - b.number)) {
    const code = section.part ?? null;
    parts.set(code, [...(parts.get(code) ?? []), section]);
  }
  return [...parts].map(([code, own]) => ({ code, sections: own }));
}

export const isMultiPart = <S extends { number: number; part?: string | null }>(
  sections: readonly S[],
) => partsOf(sections).length > 1;

/** A section as the student reads it: its part's code and its number (L1, T2). */
export const sectionLabel = (section: { number: number; part?: string | null }) =>
  `${section.part ?? ''}${section.number}`;
