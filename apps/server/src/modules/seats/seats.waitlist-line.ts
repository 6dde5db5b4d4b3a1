import type { Db } from '../../db/database';
import { combinationsOf, isMultiPart } from './seats.parts-rules';

// The line a promotion reads (issue 20): the sections with a seat to give, and the places in
// joining order.

/**
 * The sections a waiting student could be given a seat in now: those with one, and of a subject
 * of several parts only those in a combination (one section of each part, links kept) with a seat
 * in every part, so a tutorial freed beside a full lecture passes nobody over.
 */
export async function freeSectionsOf(
  trx: Db,
  periodId: number,
  subjectId: number,
): Promise<number[]> {
  const sections = await trx
    .selectFrom('sections')
    .select(['id', 'number', 'part', 'linked_section_id', 'registered', 'capacity', 'closed_at'])
    .where('period_id', '=', periodId)
    .where('subject_id', '=', subjectId)
    .execute();
  const hasSeat = (s: (typeof sections)[number]) => s.registered < s.capacity && !s.closed_at;
  if (!isMultiPart(sections)) return sections.filter(hasSeat).map((s) => s.id);
  const found = combinationsOf(sections, [], false);
  const open = found.ok ? found.combinations.filter((c) => c.every(hasSeat)) : [];
  return [...new Set(open.flat().map((s) => s.id))];
}

/** Whether the place is still in its line. */
export async function stillWaiting(trx: Db, entryId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('waitlist_entries')
    .select('id')
    .where('id', '=', entryId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A subject's line in joining order, read a few places at a time: the first usually gets it. */
export async function* lineInOrder(trx: Db, periodId: number, subjectId: number) {
  const PAGE = 16;
  let after = 0;
  for (;;) {
    const page = await trx
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('period_id', '=', periodId)
      .where('subject_id', '=', subjectId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}
