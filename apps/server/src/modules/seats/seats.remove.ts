import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../lib/domain-events';
import { notFound } from '../../lib/app-error';
import { requirePeriod } from '../periods/periods.service';
import { holdRefused, stageRefused, studentNotActive, underReview } from './seats.refusals';
import {
  canEdit,
  changeStage,
  holdsSeat,
  inactiveStatus,
  keptChange,
  statusAfter,
} from './seats.rules';
import { deleteSelection, releasePlace, setRegistrationStatus } from './seats.statements';
import type { SeatStore } from './seats.store';
import { keepChange } from './seats.changes';
import { promote } from './seats.waitlist-promote';
import { CHANGED, untilCurrent, type RunUnit } from './seats.retries';

/**
 * Removes a subject from the student's selection; its seat goes to a waiting student who can take
 * it. Returns whether it was one statement with nobody waiting (`removed`), for the caller to tell,
 * or a unit of work that recorded what it did (`recorded`).
 */
export async function removeSubject(
  store: SeatStore,
  run: RunUnit,
  studentId: number,
  subjectId: number,
  now: Date,
): Promise<'removed' | 'recorded'> {
  const removed = await untilCurrent(store, async (db) => {
    const { period, registration, selection, status, keptAs } = await removal(
      store,
      db,
      studentId,
      subjectId,
      now,
    );
    // A drop kept as a change is written with it, in the promoting transaction.
    if (keptAs !== null) return 'kept';
    const outcome = await store.removeSelectionIfUnchanged(db, {
      registrationId: registration.id,
      periodId: period.period_id,
      studentId,
      subjectId: selection.subject_id,
      version: registration.version,
      selection,
      multiPart: Boolean(selection.multi_part),
      givesBackSeat: holdsSeat(selection.status),
      from: registration.status,
      status,
      now: now.toISOString(),
    });
    return outcome === 'changed' ? CHANGED : outcome;
  });
  if (removed === 'removed') return removed;
  await run((unit) => removeAndPromote(unit, store, studentId, subjectId, now));
  return 'recorded';
}

/** What a removal is decided on, refused unless the student may remove the subject now. */
async function removal(store: SeatStore, db: Db, studentId: number, subjectId: number, now: Date) {
  const { period, registration, selections, holds } = requirePeriod(
    await store.removeContext(db, studentId),
  );
  const inactive = inactiveStatus(period);
  if (inactive) throw studentNotActive(inactive);
  // A hold blocks dropping as it blocks adding: both change the registration (issue 44).
  if (holds[0]) throw holdRefused(holds[0], 'register');
  const hasApproved = selections.some((s) => s.status === 'approved');
  const staged = changeStage(period, registration && { ...registration, hasApproved }, now);
  if (!staged.ok) throw stageRefused(staged.refusal, period);
  // A cross-listed code names its owner's selection (decision 042).
  const selection = selections.find(
    (s) => s.subject_id === subjectId || s.listed_as_id === subjectId,
  );
  if (!registration || !selection) throw notFound('selection');
  if (!canEdit(registration.status)) throw underReview();
  const remaining = selections.filter((s) => s !== selection).map((s) => s.status);
  const status = statusAfter('edit', registration.status, remaining);
  // After approval or the window, a drop is kept as a change (decision 043).
  return { period, registration, selection, status, keptAs: keptChange(staged.stage, hasApproved) };
}

/**
 * A removal while students wait (for the subject, or the student for another): in one
 * transaction, with the registration locked, the subject leaves and its seat goes to the next
 * student who can take it; and the student's own places are tried again, since dropping a subject
 * may be what lets them in.
 */
async function removeAndPromote(
  { trx, record }: UnitOfWork,
  store: SeatStore,
  studentId: number,
  subjectId: number,
  now: Date,
): Promise<void> {
  const stamp = now.toISOString();
  const found = requirePeriod(await store.removeContext(trx, studentId)).registration;
  if (found) await store.lockRegistration(trx, found.id);
  const { period, registration, selection, status, keptAs } = await removal(
    store,
    trx,
    studentId,
    subjectId,
    now,
  );
  if (keptAs !== null) {
    await keepChange(trx, {
      registrationId: registration.id,
      studentId,
      subjectId: selection.listed_as_id ?? selection.subject_id,
      change: 'drop',
      stage: keptAs,
      at: stamp,
    });
  }
  if (status !== registration.status) {
    await setRegistrationStatus(trx, registration.id, status, stamp);
  }
  await releasePlace(trx, selection, { giveBack: holdsSeat(selection.status), remove: true });
  await deleteSelection(trx, selection.id);
  const waitedFor = await trx
    .selectFrom('waitlist_entries')
    .select('subject_id')
    .where('period_id', '=', period.period_id)
    .where('student_id', '=', studentId)
    .execute();
  await record('seatsChanged', { subjectIds: [selection.subject_id] });
  await record(
    'waitlistChanged',
    await promote(
      store,
      trx,
      period.period_id,
      [selection.subject_id, ...waitedFor.map((w) => w.subject_id)],
      now,
    ),
  );
}
