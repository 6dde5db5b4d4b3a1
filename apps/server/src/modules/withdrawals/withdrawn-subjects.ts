import type { Db } from '../../db/database';

// What the record shows of withdrawals (issue 47): an approved withdrawal deletes the subject's
// selection, so the changes kept of the registration are what say which subjects were withdrawn
// from and when (a whole-semester withdrawal keeps one change per subject), and when the
// registration was last amended. The history and the slip read them here.

/** A subject withdrawn from, as the history and the slip show it: W, carrying no credits. */
export interface WithdrawnSubject {
  registrationId: number;
  /** The subject as it was taken: a cross-listed code's own (decision 042). */
  subjectId: number;
  code: string;
  name: string;
  nameMs: string | null;
  facultyName: string;
  facultyNameMs: string | null;
  withdrawnAt: string;
}

/**
 * The subjects withdrawn from in these registrations, oldest withdrawal first, each once (at its
 * latest withdrawal); a subject selected again since is held, not withdrawn.
 */
export async function withdrawnSubjectsOf(
  db: Db,
  registrationIds: number[],
): Promise<WithdrawnSubject[]> {
  if (registrationIds.length === 0) return [];
  const rows = await db
    .selectFrom('registration_changes as c')
    .innerJoin('subjects as s', 's.id', 'c.subject_id')
    .innerJoin('faculties as f', 'f.id', 's.faculty_id')
    .select([
      'c.registration_id',
      'c.subject_id',
      'c.at',
      's.code',
      's.name',
      's.name_ms',
      'f.name as faculty_name',
      'f.name_ms as faculty_name_ms',
    ])
    .where('c.registration_id', 'in', registrationIds)
    .where('c.change', '=', 'withdraw')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('registration_subjects as rs')
            .select('rs.id')
            .whereRef('rs.registration_id', '=', 'c.registration_id')
            .where((inner) =>
              inner(
                inner.fn.coalesce('rs.listed_as_id', 'rs.subject_id'),
                '=',
                inner.ref('c.subject_id'),
              ),
            ),
        ),
      ),
    )
    .orderBy('c.at')
    .orderBy('c.id')
    .execute();
  const latest = new Map<string, WithdrawnSubject>();
  for (const row of rows) {
    const key = `${row.registration_id}:${row.subject_id}`;
    latest.delete(key);
    latest.set(key, {
      registrationId: row.registration_id,
      subjectId: row.subject_id,
      code: row.code,
      name: row.name,
      nameMs: row.name_ms,
      facultyName: row.faculty_name,
      facultyNameMs: row.faculty_name_ms,
      withdrawnAt: row.at,
    });
  }
  return [...latest.values()];
}

/**
 * When the registration was last amended (an add or drop after approval, a withdrawal); null:
 * never. Adds in late registration are a first registration, not an amendment.
 */
export async function lastAmendedAt(db: Db, registrationId: number): Promise<string | null> {
  const row = await db
    .selectFrom('registration_changes')
    .select('at')
    .where('registration_id', '=', registrationId)
    .where('stage', '!=', 'late')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.at ?? null;
}
