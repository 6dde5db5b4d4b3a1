import type { Db } from '../db/database';

// The invariant of places in subjects of several parts, which checkInvariants
// (catalogue-fixture.ts) checks after every seat test.

/**
 * Parts (decision 039): every selection of a subject of several parts holds one section of each
 * of its parts, each section of its own subject, and every link among them kept; a subject of one
 * part's selection holds no other rows.
 */
export async function placeProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  // Without parts anywhere, a place is its selection's one section: nothing more to check.
  const parted = await db
    .selectFrom('sections')
    .select('id')
    .where('part', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  const others = await db
    .selectFrom('selection_sections')
    .select(['selection_id', 'section_id'])
    .execute();
  if (!parted && others.length === 0) return problems;
  const sections = await db
    .selectFrom('sections')
    .select(['id', 'subject_id', 'period_id', 'part', 'linked_section_id'])
    .execute();
  const byId = new Map(sections.map((s) => [s.id, s]));
  const partsOf = (subjectId: number, periodId: number) =>
    new Set(
      sections
        .filter((s) => s.subject_id === subjectId && s.period_id === periodId)
        .map((s) => s.part),
    );
  const selections = await db
    .selectFrom('registration_subjects')
    .select(['id', 'subject_id', 'section_id'])
    .execute();
  for (const selection of selections) {
    const own = byId.get(selection.section_id)!;
    const place = [
      own,
      ...others.filter((o) => o.selection_id === selection.id).map((o) => byId.get(o.section_id)!),
    ];
    const parts = partsOf(selection.subject_id, own.period_id);
    const held = place.map((s) => s.part);
    if (place.some((s) => s.subject_id !== selection.subject_id))
      problems.push(`selection ${selection.id} holds another subject's section`);
    if (held.length !== parts.size || new Set(held).size !== parts.size)
      problems.push(
        `selection ${selection.id} holds parts ${held.join(',')} of ${[...parts].join(',')}`,
      );
    for (const s of place) {
      if (s.linked_section_id !== null && !place.some((p) => p.id === s.linked_section_id))
        problems.push(`selection ${selection.id} holds section ${s.id} without its linked section`);
    }
  }
  return problems;
}
