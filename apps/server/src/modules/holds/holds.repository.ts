import type { Hold, HoldBlock, HoldType } from '@daftar/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Tables } from '../../db/schema';

// The holds table's SQL (issue 44): one converter for its row, the reads and the writes.

export type HoldRow = Selectable<Tables['holds']>;

/** What a hold says, as written: the registrar's form and the bursary's row both give these. */
export interface HoldValues {
  type: HoldType;
  reason_en: string;
  reason_ms: string;
  how_to_clear_en: string;
  how_to_clear_ms: string;
  contact: string;
  blocks: HoldBlock[];
}

const blockColumns = (blocks: HoldBlock[]) => ({
  blocks_register: blocks.includes('register') ? 1 : 0,
  blocks_submit: blocks.includes('submit') ? 1 : 0,
  blocks_slip: blocks.includes('slip') ? 1 : 0,
});

export function blocksOf(row: HoldRow): HoldBlock[] {
  const blocks: HoldBlock[] = [];
  if (row.blocks_register) blocks.push('register');
  if (row.blocks_submit) blocks.push('submit');
  if (row.blocks_slip) blocks.push('slip');
  return blocks;
}

export function toHold(row: HoldRow): Hold {
  return {
    id: row.id,
    studentId: row.student_id,
    type: row.type,
    reference: row.reference,
    reasonEn: row.reason_en,
    reasonMs: row.reason_ms,
    howToClearEn: row.how_to_clear_en,
    howToClearMs: row.how_to_clear_ms,
    contact: row.contact,
    blocks: blocksOf(row),
    placedAt: row.placed_at,
    releasedAt: row.released_at,
  };
}

/** Holds, newest first: one student's or everyone's, active only unless `released`. */
export function findHolds(db: Db, filter: { studentId?: number; released: boolean }) {
  let query = db.selectFrom('holds').selectAll();
  if (filter.studentId !== undefined) query = query.where('student_id', '=', filter.studentId);
  if (!filter.released) query = query.where('released_at', 'is', null);
  return query.orderBy('placed_at', 'desc').orderBy('id', 'desc').execute();
}

export function findHold(db: Db, id: number) {
  return db.selectFrom('holds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The student's oldest active hold that blocks `block`, if any. */
export function findBlockingHold(db: Db, studentId: number, block: HoldBlock) {
  return db
    .selectFrom('holds')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('released_at', 'is', null)
    .where(`blocks_${block}`, '=', 1)
    .orderBy('placed_at')
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertHold(
  trx: Db,
  hold: HoldValues & {
    student_id: number;
    reference: string | null;
    placed_at: string;
    placed_by: number;
    released_at?: string | null;
  },
): Promise<HoldRow> {
  const { blocks, ...values } = hold;
  return trx
    .insertInto('holds')
    .values({
      ...values,
      ...blockColumns(blocks),
      released_at: hold.released_at ?? null,
      released_by: hold.released_at ? hold.placed_by : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateHold(trx: Db, id: number, hold: HoldValues) {
  const { blocks, ...values } = hold;
  await trx
    .updateTable('holds')
    .set({ ...values, ...blockColumns(blocks) })
    .where('id', '=', id)
    .execute();
}

/** Releases (or, with `at` null, places again) a hold; false when it was already so. */
export async function setReleased(
  trx: Db,
  id: number,
  at: string | null,
  by: number | null,
): Promise<boolean> {
  const result = await trx
    .updateTable('holds')
    .set({ released_at: at, released_by: at ? by : null })
    .where('id', '=', id)
    .where('released_at', at === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every hold with a reference, by reference: what a bursary push is matched against. */
export function holdsByReference(db: Db) {
  return db
    .selectFrom('holds as h')
    .innerJoin('users as u', 'u.id', 'h.student_id')
    .selectAll('h')
    .select('u.student_id as student_number')
    .where('h.reference', 'is not', null)
    .execute();
}

/** Students by student ID: the ids a bursary file's rows name. */
export async function studentsByNumber(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'student_id'])
    .where('role', '=', 'student')
    .where('student_id', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.student_id!, row.id]));
}

/** The subjects the student waits for in the current period: a release may seat them now. */
export function waitedSubjects(db: Db, studentId: number) {
  return db
    .selectFrom('waitlist_entries as w')
    .innerJoin('registration_periods as p', 'p.id', 'w.period_id')
    .select(['w.period_id', 'w.subject_id'])
    .where('w.student_id', '=', studentId)
    .where('p.is_current', '=', 1)
    .execute();
}
