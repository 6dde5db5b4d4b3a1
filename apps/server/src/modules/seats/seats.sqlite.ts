import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/sqlite';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, Db } from '../../db/database';
import { addContextSelect, type EngineSql } from './seats.context-reads';
import { removeContextSelect } from './seats.remove-reads';
import { addContextOf, toRemoveContext } from './seats.contexts';
import {
  deleteSelection,
  giveBackSeat,
  insertPlace,
  insertSelection,
  lockableRegistration,
  releasePlace,
  setRegistrationStatus,
  takeSeat,
  takeSeats,
  waitingInvolved,
} from './seats.statements';
import type { SeatStore } from './seats.store';

// SQLite has no row versions and needs none: an attempt is one BEGIN IMMEDIATE transaction, which
// holds the database's write lock from its read to its commit.
const engine: EngineSql = { jsonArrayFrom, rowVersion: sql<string | null>`null` };

const addContextQuery = compiledOnce((db: Db, studentId: number, subjectId: number) =>
  addContextSelect(db, engine, studentId, subjectId),
);
const removeContextQuery = compiledOnce((db: Db, studentId: number) =>
  removeContextSelect(db, engine, studentId),
);
const registrationQuery = compiledOnce(lockableRegistration);

/** The seat store on SQLite: each attempt in a transaction, its writes plain statements in it. */
export function sqliteSeatStore(database: Database): SeatStore {
  return {
    attempt: (work) => database.transaction(work),
    attemptLocked: (_sectionIds, work) => database.transaction(work),
    async addContext(db, studentId, subjectId) {
      const row = (await addContextQuery(db, studentId, subjectId)).rows[0];
      return row && addContextOf(db, row, studentId);
    },
    async removeContext(db, studentId) {
      const row = (await removeContextQuery(db, studentId)).rows[0];
      return row && toRemoveContext(row);
    },
    async takeSeatIfUnchanged(db, change) {
      for (const sectionId of change.sectionIds) {
        if (await takeSeat(db, sectionId)) {
          // The status is written only when it changes: nothing else needs the row touched.
          if (change.status !== change.from) {
            await setRegistrationStatus(db, change.registrationId, change.status, change.now);
          }
          await insertSelection(db, change.registrationId, change.subjectId, sectionId, change.now);
          return { sectionId };
        }
      }
      return 'full';
    },
    async takePlaceIfUnchanged(db, change) {
      for (const sectionIds of change.combinations) {
        if (!(await takeSeats(db, sectionIds))) continue;
        if (change.status !== change.from) {
          await setRegistrationStatus(db, change.registrationId, change.status, change.now);
        }
        await insertPlace(db, change.registrationId, change.subjectId, sectionIds, change.now);
        return { sectionIds };
      }
      return 'full';
    },
    async removeSelectionIfUnchanged(db, change) {
      const { rows } = await waitingInvolved(
        db,
        change.periodId,
        change.subjectId,
        change.studentId,
      );
      if (rows[0]?.involved) return 'waiting';
      if (change.status !== change.from) {
        await setRegistrationStatus(db, change.registrationId, change.status, change.now);
      }
      if (change.multiPart) {
        await releasePlace(db, change.selection, { giveBack: change.givesBackSeat, remove: true });
      } else if (change.givesBackSeat) {
        await giveBackSeat(db, change.selection.section_id);
      }
      await deleteSelection(db, change.selection.id);
      return 'removed';
    },
    async lockRegistration(trx, registrationId) {
      // The transaction's write lock already keeps every other writer out.
      return (await registrationQuery(trx, registrationId)).rows[0];
    },
    // The transaction's write lock keeps out every writer, of seats too.
    lockSections: async () => {},
  };
}
