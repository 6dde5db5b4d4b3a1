import { AMENDMENT_STAGES, type RegistrationChange } from '@daftar/contract';
import type { Db } from '../../db/database';
import * as repo from './review.repository';

// What the desk shows of an amendment (issue 47, decision 043): the changes kept of a
// registration, and which registrations are amendments, for the review list and the queue.

/** The registration's kept changes, oldest first, each with its subject. */
export async function registrationChanges(
  db: Db,
  registrationId: number,
): Promise<RegistrationChange[]> {
  const rows = await repo.changesOf(db, registrationId);
  return rows.map((row) => ({
    subject: { id: row.subject_id, code: row.code, name: row.name, nameMs: row.name_ms },
    change: row.change,
    stage: row.stage,
    credits: row.credits,
    at: row.at,
  }));
}

/** Whether the changes make an amendment: one was kept after a subject had been approved. */
export const isAmendment = (changes: RegistrationChange[]): boolean =>
  changes.some((change) => (AMENDMENT_STAGES as readonly string[]).includes(change.stage));

/** Of the given registrations, the amendments. */
export async function amendedRegistrations(
  db: Db,
  registrationIds: number[],
): Promise<Set<number>> {
  return new Set(await repo.changedIn(db, registrationIds, AMENDMENT_STAGES));
}
