import { sql } from 'kysely';
import type { RegistrationStatus } from '@daftar/contract';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';

// The statements both engines run as they are.

export const createRegistration = compiledOnce(
  (db: Db, studentId: number, periodId: number, now: string) =>
    db
      .insertInto('registrations')
      .values({
        student_id: studentId,
        period_id: periodId,
        status: 'draft',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['student_id', 'period_id']).doNothing()),
);

const takeSeatQuery = compiledOnce((db: Db, sectionId: number) =>
  db
    .updateTable('sections')
    .set((eb) => ({ registered: eb('registered', '+', 1) }))
    .where('id', '=', sectionId)
    .where((eb) => eb('registered', '<', eb.ref('capacity')))
    .where('closed_at', 'is', null),
);

/** Takes one seat, in one statement that succeeds only while a seat is free and the section open. */
export async function takeSeat(db: Db, sectionId: number): Promise<boolean> {
  const result = await takeSeatQuery(db, sectionId);
  return result.numAffectedRows === 1n;
}

/** A seat given back; in a section over capacity by permit, the seat over it goes (decision 041). */
const giveBackSeatQuery = compiledOnce((db: Db, sectionId: number) =>
  db
    .updateTable('sections')
    .set((eb) => ({
      registered: eb('registered', '-', 1),
      capacity: sql<number>`capacity - (case when permit_seats > 0 then 1 else 0 end)`,
      permit_seats: sql<number>`permit_seats - (case when permit_seats > 0 then 1 else 0 end)`,
    }))
    .where('id', '=', sectionId)
    .where('registered', '>', 0),
);

export async function giveBackSeat(db: Db, sectionId: number) {
  await giveBackSeatQuery(db, sectionId);
}

export const setRegistrationStatus = compiledOnce(
  (db: Db, registrationId: number, status: RegistrationStatus, now: string) =>
    db
      .updateTable('registrations')
      .set({ status, updated_at: now })
      .where('id', '=', registrationId),
);

/**
 * A selection's subject and code from the subject the student named (decision 042): a
 * cross-listed code's selection is its owner's, and keeps the code taken.
 */
function listedSubject(subjectId: number) {
  const owner = sql<number>`coalesce((select cross_listed_with from subjects where id = ${subjectId}), ${subjectId})`;
  return {
    subject_id: owner,
    listed_as_id: sql<number | null>`nullif(${subjectId}, ${owner})`,
  };
}

export const insertSelection = compiledOnce(
  (db: Db, registrationId: number, subjectId: number, sectionId: number, now: string) =>
    db.insertInto('registration_subjects').values({
      registration_id: registrationId,
      ...listedSubject(subjectId),
      section_id: sectionId,
      status: 'pending',
      created_at: now,
    }),
);

/** Records a multi-part place's selection, its first part's section its own. */
export async function insertPlace(
  db: Db,
  registrationId: number,
  subjectId: number,
  sectionIds: number[],
  now: string,
): Promise<void> {
  const [own, ...others] = sectionIds;
  const { id } = await db
    .insertInto('registration_subjects')
    .values({
      registration_id: registrationId,
      ...listedSubject(subjectId),
      section_id: own!,
      status: 'pending',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertOtherParts(db, id, others);
}

export const deleteSelection = compiledOnce((db: Db, selectionId: number) =>
  db.deleteFrom('registration_subjects').where('id', '=', selectionId),
);

/**
 * The sections whose free seats are kept for students waiting for a subject whom nothing has
 * passed over (null: any of its sections), each once however long the line.
 */
export const keptSections = compiledOnce((db: Db, periodId: number, subjectId: number) =>
  db
    .selectFrom('waitlist_entries')
    .select('section_id')
    .distinct()
    .where('period_id', '=', periodId)
    .where('subject_id', '=', subjectId)
    .where('skip_code', 'is', null),
);

/** Whether a removal must promote: someone waits for the subject, or the student waits for any. */
export const waitingInvolved = compiledOnce(
  (db: Db, periodId: number, subjectId: number, studentId: number) =>
    // Two lookups, each on its own index (one OR over both would scan every place).
    db.selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('waitlist_entries')
              .select('id')
              .where('subject_id', '=', subjectId)
              .where('period_id', '=', periodId),
          ),
          eb.exists(
            eb
              .selectFrom('waitlist_entries')
              .select('id')
              .where('student_id', '=', studentId)
              .where('period_id', '=', periodId),
          ),
        ])
        .as('involved'),
    ),
);

export const lockableRegistration = (db: Db, registrationId: number) =>
  db
    .selectFrom('registrations')
    .select(['id', 'status', 'student_id', 'period_id'])
    .where('id', '=', registrationId);

/** A multi-part place's sections beyond its selection's own (decision 039). */
export const otherPartSections = compiledOnce((db: Db, selectionId: number) =>
  db.selectFrom('selection_sections').select('section_id').where('selection_id', '=', selectionId),
);

/** Records a multi-part place's other parts' sections. */
export async function insertOtherParts(db: Db, selectionId: number, sectionIds: number[]) {
  if (sectionIds.length === 0) return;
  await db
    .insertInto('selection_sections')
    .values(sectionIds.map((sectionId) => ({ selection_id: selectionId, section_id: sectionId })))
    .execute();
}

/**
 * Takes a seat in every section, in id order as every change locking several takes them: all, or
 * none (those taken before a full one are given back).
 */
export async function takeSeats(db: Db, sectionIds: number[]): Promise<boolean> {
  const taken: number[] = [];
  for (const sectionId of [...sectionIds].sort((a, b) => a - b)) {
    if (!(await takeSeat(db, sectionId))) {
      for (const id of taken) await giveBackSeat(db, id);
      return false;
    }
    taken.push(sectionId);
  }
  return true;
}

/**
 * Takes a seat in every section past a full subject by permit (decision 041): one more than each
 * has, while it is open, in id order; all, or none.
 */
export async function takeSeatsOver(db: Db, sectionIds: number[]): Promise<boolean> {
  const taken: number[] = [];
  for (const sectionId of [...sectionIds].sort((a, b) => a - b)) {
    // A free seat is taken as any; in a full section, the capacity grows by the seat.
    const over = sql<number>`(case when registered >= capacity then 1 else 0 end)`;
    const result = await db
      .updateTable('sections')
      .set((eb) => ({
        registered: eb('registered', '+', 1),
        capacity: sql<number>`capacity + ${over}`,
        permit_seats: sql<number>`permit_seats + ${over}`,
      }))
      .where('id', '=', sectionId)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) {
      for (const id of taken) await giveBackSeat(db, id);
      return false;
    }
    taken.push(sectionId);
  }
  return true;
}

/** The student's approved permits for a subject in the current period (decision 041). */
export function approvedPermitsOf(db: Db, studentId: number, subjectId: number) {
  return db
    .selectFrom('permits as pm')
    .innerJoin('registration_periods as p', 'p.id', 'pm.period_id')
    .select(['pm.id', 'pm.rule', 'pm.section_id'])
    .where('pm.student_id', '=', studentId)
    .where('pm.subject_id', '=', subjectId)
    .where('pm.status', '=', 'approved')
    .where('p.is_current', '=', 1)
    .execute();
}

/** Marks approved permits used by an add; false when one was used meanwhile. */
export async function usePermits(db: Db, permitIds: number[], now: string): Promise<boolean> {
  const result = await db
    .updateTable('permits')
    .set({ status: 'used', used_at: now })
    .where('id', 'in', permitIds)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === permitIds.length;
}

/**
 * A selection's place leaves: each part's seat given back when it held them (`giveBack`), in id
 * order as every change locking several sections takes them (a removal freeing a tutorial before
 * its lecture deadlocked with an add taking them the other way), and the other parts' rows
 * deleted when the selection goes (`remove`). Returns the other parts' sections.
 */
export async function releasePlace(
  db: Db,
  selection: { id: number; section_id: number },
  change: { giveBack: boolean; remove: boolean },
): Promise<number[]> {
  const others = (await otherPartSections(db, selection.id)).rows.map((r) => r.section_id);
  if (change.giveBack) {
    for (const id of [selection.section_id, ...others].sort((a, b) => a - b)) {
      await giveBackSeat(db, id);
    }
  }
  if (change.remove && others.length > 0) {
    await db.deleteFrom('selection_sections').where('selection_id', '=', selection.id).execute();
  }
  return others;
}
