import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../../db/compiled-once';
import { groupedCalls } from '../../db/grouped-calls';
import type { Database, Db } from '../../db/database';
import type { RegistrationStatus } from '@daftar/contract';
import { addContextSelect, type EngineSql } from './seats.context-reads';
import { removeContextSelect } from './seats.remove-reads';
import { addContextOf, toRemoveContext } from './seats.contexts';
import { lockableRegistration } from './seats.statements';
import type { SeatStore } from './seats.store';

// On PostgreSQL an attempt is one read and one write with no transaction around them: the write
// is one call of a function of migration 0002 (take_seat_if_unchanged,
// remove_selection_if_unchanged), which locks the registration and makes the change only if the
// registration's row version (`xmin`) is still the one read. Every change of a registration's
// subjects updates its row, so an unchanged version means the read is still true. Decision 007.
// The calls of attempts made at once go together, in one statement (decision 020).
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

const takePlaceFunction = compiledOnce(
  (
    db: Db,
    registrationId: number,
    version: string | null,
    subjectId: number,
    combinations: string,
    status: RegistrationStatus,
    now: string,
  ) =>
    db.selectNoFrom(
      sql<number>`take_place_if_unchanged(${registrationId}, ${version}::xid, ${subjectId}, ${combinations}::jsonb, ${status}, ${now})`.as(
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

/** A seat change as `seat_changes` (migration 0013) reads it. */
type GroupedChange =
  | {
      kind: 'take';
      registration: number;
      version: string | null;
      subject: number;
      sections: number[];
      status: RegistrationStatus;
      now: string;
    }
  | {
      kind: 'remove';
      registration: number;
      version: string | null;
      selection: number;
      givesBackSeat: boolean;
      status: RegistrationStatus;
      now: string;
    };

const seatChangesFunction = compiledOnce((db: Db, changes: string) =>
  db.selectNoFrom(sql<number[]>`seat_changes(${changes}::jsonb)`.as('outcomes')),
);

/**
 * Seat changes, grouped (decision 020): those made while one is on its way go together as one
 * call of `seat_changes`, one statement, one transaction, one commit. On a hot section every change
 * queues for the section's row lock, which each holds until its commit: a group takes the lock
 * once and commits once. A group's changes go in the order of the section each locks first, so two
 * processes' groups take the same locks in the same order.
 */
function groupedSeatChanges(db: Db) {
  return groupedCalls<{ change: GroupedChange; section: number }, number>({
    async alone({ change }) {
      const { rows } =
        change.kind === 'take'
          ? await takeSeatFunction(
              db,
              change.registration,
              change.version,
              change.subject,
              change.sections,
              change.status,
              change.now,
            )
          : await removeFunction(
              db,
              change.registration,
              change.version,
              change.selection,
              change.givesBackSeat,
              change.status,
              change.now,
            );
      return rows[0]!.outcome;
    },
    async together(calls) {
      const changes = JSON.stringify(calls.map((call) => call.change));
      return (await seatChangesFunction(db, changes)).rows[0]!.outcomes;
    },
    order: (a, b) => a.section - b.section,
  });
}

async function lockSections(trx: Db, sectionIds: number[]) {
  if (sectionIds.length === 0) return;
  // In id order, as every transaction that locks several sections takes them.
  await trx
    .selectFrom('sections')
    .select('id')
    .where('id', 'in', sectionIds)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The seat store on PostgreSQL: one read, then one conditional call, per attempt. */
export function postgresSeatStore(database: Database): SeatStore {
  const seatChange = groupedSeatChanges(database.db);
  return {
    attempt: (work) => work(database.db),
    attemptLocked: (sectionIds, work) =>
      database.transaction(async (trx) => {
        await lockSections(trx, sectionIds);
        return work(trx);
      }),
    async addContext(db, studentId, subjectId) {
      const row = (await addContextQuery(db, studentId, subjectId)).rows[0];
      return row && addContextOf(db, row, studentId);
    },
    async removeContext(db, studentId) {
      const row = (await removeContextQuery(db, studentId)).rows[0];
      return row && toRemoveContext(row);
    },
    // A plain attempt's handle is database.db (attempt above), and its call is grouped; a locked
    // attempt's call goes alone, in its transaction.
    async takeSeatIfUnchanged(db, change) {
      if (db !== database.db) {
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
      }
      const outcome = await seatChange({
        change: {
          kind: 'take',
          registration: change.registrationId,
          version: change.version,
          subject: change.subjectId,
          sections: change.sectionIds,
          status: change.status,
          now: change.now,
        },
        section: change.sectionIds[0] ?? 0,
      });
      return outcome > 0 ? { sectionId: outcome } : outcome === 0 ? 'full' : 'changed';
    },
    // A multi-part place's call goes alone: the grouped call takes one section per change.
    async takePlaceIfUnchanged(db, change) {
      const { rows } = await takePlaceFunction(
        db,
        change.registrationId,
        change.version,
        change.subjectId,
        JSON.stringify(change.combinations),
        change.status,
        change.now,
      );
      const outcome = rows[0]!.outcome;
      if (outcome > 0) return { sectionIds: change.combinations[outcome - 1]! };
      return outcome === 0 ? 'full' : 'changed';
    },
    // A multi-part place's removal goes alone too: it locks each part's section, and a group
    // locks one section per change, in order.
    async removeSelectionIfUnchanged(db, change) {
      const outcome = change.multiPart
        ? (
            await removeFunction(
              db,
              change.registrationId,
              change.version,
              change.selection.id,
              change.givesBackSeat,
              change.status,
              change.now,
            )
          ).rows[0]!.outcome
        : await seatChange({
            change: {
              kind: 'remove',
              registration: change.registrationId,
              version: change.version,
              selection: change.selection.id,
              givesBackSeat: change.givesBackSeat,
              status: change.status,
              now: change.now,
            },
            section: change.selection.section_id,
          });
      return outcome === 1 ? 'removed' : outcome === 2 ? 'waiting' : 'changed';
    },
    async lockRegistration(trx, registrationId) {
      return (await lockedRegistrationQuery(trx, registrationId)).rows[0];
    },
    lockSections,
  };
}
