import type { Hold, HoldBlock, PlaceHoldBody } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction, type DomainEvents, type UnitOfWork } from '../../lib/domain-events';
import { recordAdminChange } from '../audit/admin-changes.service';
import { holdRefused, type SeatLedger } from '../seats/seats.service';
import * as repo from './holds.repository';
import type { HoldNews } from './holds.events';

// Holds (sekatan, issue 44): placed and released by the registrar or pushed by the bursary
// (holds-import.service.ts). A hold on `register` is a rule of the seat ledger's own (read with
// every seat change); `submit` and `slip` are checked here for the registration and slip modules.

/** The holds the registrar's console lists: one student's, or every active one. */
export async function listHolds(
  db: Db,
  filter: { studentId?: number; released: boolean },
): Promise<Hold[]> {
  return (await repo.findHolds(db, filter)).map(repo.toHold);
}

/** The student's own holds, active ones only: what blocks them now and how to clear it. */
export async function studentHolds(db: Db, studentId: number): Promise<Hold[]> {
  return (await repo.findHolds(db, { studentId, released: false })).map(repo.toHold);
}

/** Refuses `block` (submitting, the slip) with 403 `HOLD` while an active hold blocks it. */
export async function refuseIfHeld(
  db: Db,
  studentId: number,
  block: Exclude<HoldBlock, 'register'>,
): Promise<void> {
  const hold = await repo.findBlockingHold(db, studentId, block);
  if (hold) throw holdRefused(hold, block);
}

/** What the student is told of a hold placed or released. */
export const newsOf = (hold: Hold, at: string): HoldNews => ({
  studentId: hold.studentId,
  hold: { id: hold.id, type: hold.type, reasonEn: hold.reasonEn, reasonMs: hold.reasonMs },
  released: hold.releasedAt !== null,
  at,
});

const auditOf = (hold: Hold) => ({
  studentId: hold.studentId,
  type: hold.type,
  reference: hold.reference,
  blocks: hold.blocks,
  reasonEn: hold.reasonEn,
});

/**
 * After a hold that blocked registration changes is released, the student may take a seat they
 * wait for: a free seat of such a subject is promoted now, as a seat freed any other way is.
 */
export async function promoteReleased(
  unit: UnitOfWork,
  seats: SeatLedger,
  studentId: number,
  now: Date,
) {
  const waited = await repo.waitedSubjects(unit.trx, studentId);
  if (waited.length === 0) return;
  const change = await seats.promote(
    unit.trx,
    waited[0]!.period_id,
    waited.map((w) => w.subject_id),
    now,
  );
  if (change.subjectIds.length === 0) return;
  await unit.record('waitlistChanged', change);
}

/** Places a hold on a student (the registrar's console), written to the admin trail. */
export async function placeHold(
  database: Database,
  events: DomainEvents,
  actorId: number,
  body: PlaceHoldBody,
  now = new Date(),
): Promise<Hold> {
  return events.transaction(inTransaction(database), async ({ trx, record }) => {
    const student = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', body.studentId)
      .where('role', '=', 'student')
      .executeTakeFirst();
    if (!student) throw new AppError(400, 'VALIDATION_ERROR', { context: 'unknownRecord' });
    const row = await repo.insertHold(trx, {
      student_id: body.studentId,
      reference: null,
      type: body.type,
      reason_en: body.reasonEn,
      reason_ms: body.reasonMs,
      how_to_clear_en: body.howToClearEn,
      how_to_clear_ms: body.howToClearMs,
      contact: body.contact,
      blocks: body.blocks,
      placed_at: now.toISOString(),
      placed_by: actorId,
    });
    const hold = repo.toHold(row);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'hold',
        entityId: hold.id,
        action: 'create',
        summary: `A ${hold.type} hold placed on student #${hold.studentId} (blocks ${hold.blocks.join(', ')})`,
        after: auditOf(hold),
      },
      now,
    );
    await record('holdsChanged', {
      studentIds: [hold.studentId],
      news: [newsOf(hold, hold.placedAt)],
    });
    return hold;
  });
}

/** Releases a hold (the registrar's console); releasing one already released changes nothing. */
export async function releaseHold(
  database: Database,
  events: DomainEvents,
  seats: SeatLedger,
  actorId: number,
  holdId: number,
  now = new Date(),
): Promise<Hold> {
  return events.transaction(inTransaction(database), async (unit) => {
    const { trx, record } = unit;
    const found = await repo.findHold(trx, holdId);
    if (!found) throw notFound('hold');
    if (!(await repo.setReleased(trx, holdId, now.toISOString(), actorId))) {
      return repo.toHold(found);
    }
    const hold = repo.toHold((await repo.findHold(trx, holdId))!);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'hold',
        entityId: hold.id,
        action: 'release',
        summary: `A ${hold.type} hold on student #${hold.studentId} released`,
        before: auditOf(repo.toHold(found)),
      },
      now,
    );
    await record('holdsChanged', {
      studentIds: [hold.studentId],
      news: [newsOf(hold, hold.releasedAt!)],
    });
    if (hold.blocks.includes('register')) await promoteReleased(unit, seats, hold.studentId, now);
    return hold;
  });
}
