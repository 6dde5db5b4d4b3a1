import type { UpdateSubjectBody } from '@daftar/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';

// Whether a subject may share another's sections and seats (decision 042), checked in the
// registrar's edit of either.

const invalidCrossListing = (message: string) =>
  new AppError(400, 'INVALID_CROSS_LISTING', { fields: { crossListedWith: message } });

/**
 * Whether the subject may share another's sections and seats, or stop sharing them (decision
 * 042): the other must exist and be a subject's own code; this one must have no codes of its own
 * sharing it, no sections in the current period, and nobody holding or waiting for it there.
 */
export async function ensureCrossListable(
  db: Db,
  subjectId: number,
  current: number | null,
  body: UpdateSubjectBody,
) {
  const ownerId = body.crossListedWith ?? null;
  if (ownerId === current) return;
  if (ownerId === subjectId) throw invalidCrossListing('crossListSelf');
  if (ownerId !== null) {
    const owner = await db
      .selectFrom('subjects')
      .select('cross_listed_with')
      .where('id', '=', ownerId)
      .executeTakeFirst();
    if (!owner) throw invalidCrossListing('crossListUnknown');
    if (owner.cross_listed_with !== null) throw invalidCrossListing('crossListChained');
    const aliases = await db
      .selectFrom('subjects')
      .select('id')
      .where('cross_listed_with', '=', subjectId)
      .executeTakeFirst();
    if (aliases) throw invalidCrossListing('crossListOwner');
  }
  const period = db.selectFrom('registration_periods').select('id').where('is_current', '=', 1);
  const sections = await db
    .selectFrom('sections')
    .select('id')
    .where('subject_id', '=', subjectId)
    .where('period_id', 'in', period)
    .executeTakeFirst();
  if (sections) throw invalidCrossListing('crossListSections');
  const holding = (table: 'registration_subjects' | 'waitlist_entries') =>
    (table === 'waitlist_entries'
      ? db.selectFrom('waitlist_entries as w').select('w.id').where('w.period_id', 'in', period)
      : db
          .selectFrom('registration_subjects as w')
          .innerJoin('registrations as r', 'r.id', 'w.registration_id')
          .select('w.id')
          .where('r.period_id', 'in', period)
    )
      .where((eb) =>
        eb.or([eb('w.subject_id', '=', subjectId), eb('w.listed_as_id', '=', subjectId)]),
      )
      .executeTakeFirst();
  if ((await holding('registration_subjects')) || (await holding('waitlist_entries'))) {
    throw invalidCrossListing('crossListHeld');
  }
}

/** Codes sharing one set of seats carry the same credits, whichever of them changed. */
export async function ensureCrossListedCredits(db: Db, subjectId: number) {
  const unequal = await db
    .selectFrom('subjects as a')
    .innerJoin('subjects as o', 'o.id', 'a.cross_listed_with')
    .select('a.id')
    .where((eb) => eb.or([eb('a.id', '=', subjectId), eb('o.id', '=', subjectId)]))
    .whereRef('a.credits', '!=', 'o.credits')
    .executeTakeFirst();
  if (unequal) throw invalidCrossListing('crossListCredits');
}
