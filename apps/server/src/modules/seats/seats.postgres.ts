import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, Db } from '../../db/database';
import type { RegistrationStatus } from '@daftar/contract';
import {
  addContextSelect,
  lockableRegistration,
  removeContextSelect,
  toAddContext,
  toRemoveContext,
  type EngineSql,
  type SeatStore,
} from './seats.store';

// On PostgreSQL an attempt is one read and one write with no transaction around them: the write
// is one call of a function of migration 0002 (take_seat_if_unchanged,
// remove_selection_if_unchanged), which locks the registration and makes the change only if the
// registration's row version (`xmin`) is still the one read. Every change of a registration's
// subjects updates its row, so an unchanged version means the read is still true. Decision 007.
const engine: EngineSql = { jsonArrayFrom, rowVersion: sql<string | null>`r.xmin::text` };

const addContextQuery = compiledOnce((db: Db, studentId: number, subjectId: number) =>
  addContextSelect(db, engine, studentId, subjectId),
);
const removeContextQuery = compiledOnce((db: Db, studentId: number) =>
  removeContextSelect(db, engine, studentId),
);
const lockedRegistrationQuery = compiledOnce((db: Db, registrationId: number) =>
  lockableRegistration(db, registrationId).forUpdate(),
);

const takeSeatFunction = compiledOnce(
  (
    db: Db,
    registrationId: number,
    version: string | null,
    subjectId: number,
    sectionIds: number[],
    status: RegistrationStatus,
    now: string,
  ) =>
    db.selectNoFrom(
      sql<number>`take_seat_if_unchanged(${registrationId}, ${version}::xid, ${subjectId}, ${sectionIds}::integer[], ${status}, ${now})`.as(
        'outcome',
      ),
    ),
);

const removeFunction = compiledOnce(
  (
    db: Db,
    registrationId: number,
    version: string | null,
    selectionId: number,
    givesBackSeat: boolean,
    status: RegistrationStatus,
    now: string,
  ) =>
    db.selectNoFrom(
      sql<number>`remove_selection_if_unchanged(${registrationId}, ${version}::xid, ${selectionId}, ${givesBackSeat}, ${status}, ${now})`.as(
        'outcome',
      ),
    ),
);

/** The seat store on PostgreSQL: one read, then one conditional call, per attempt. */
export function postgresSeatStore(database: Database): SeatStore {
  return {
    attempt: (work) => work(database.db),
    async addContext(db, studentId, subjectId) {
      const row = (await addContextQuery(db, studentId, subjectId)).rows[0];
      return row && toAddContext(row);
    },
    async removeContext(db, studentId) {
      const row = (await removeContextQuery(db, studentId)).rows[0];
      return row && toRemoveContext(row);
    },
    async takeSeatIfUnchanged(db, change) {
      const { rows } = await takeSeatFunction(
        db,
        change.registrationId,
        change.version,
        change.subjectId,
        change.sectionIds,
        change.status,
        change.now,
      );
      const outcome = rows[0]!.outcome;
      return outcome > 0 ? { sectionId: outcome } : outcome === 0 ? 'full' : 'changed';
    },
    async removeSelectionIfUnchanged(db, change) {
      const { rows } = await removeFunction(
        db,
        change.registrationId,
        change.version,
        change.selection.id,
        change.givesBackSeat,
        change.status,
        change.now,
      );
      const outcome = rows[0]!.outcome;
      return outcome === 1 ? 'removed' : outcome === 2 ? 'waiting' : 'changed';
    },
    async lockRegistration(trx, registrationId) {
      return (await lockedRegistrationQuery(trx, registrationId)).rows[0];
    },
    async lockSections(trx, sectionIds) {
      if (sectionIds.length === 0) return;
      // In id order, as every transaction that locks several sections takes them.
      await trx
        .selectFrom('sections')
        .select('id')
        .where('id', 'in', sectionIds)
        .orderBy('id')
        .forUpdate()
        .execute();
    },
  };
}
