import type { AdminSubject, createSubjectBodySchema, UpdateSubjectBody } from '@daftar/contract';
import type { z } from 'zod';
import { sql } from 'kysely';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, invalidFields } from '../../lib/app-error';
import { prerequisiteCycles } from '../../lib/prerequisite-cycles';
import { ensureFaculty, ensureLecturer } from '../accounts/users.service';
import { changedFields, recordAdminChange } from '../audit/admin-changes.service';
import { deleteSections, registrationsHolding } from './sections.service';
import { adminSubject } from './subjects.reads';
import { ensureCrossListable, ensureCrossListedCredits } from './subjects.cross-listing';

// The subjects of the catalogue (shared by every period) as the registrar keeps them: created and
// edited one at a time with their prerequisites, deleted while nobody holds or requires them.

/** What the trail keeps of a subject: its fields, its faculty by code. */
function subjectRecord(subject: AdminSubject) {
  const { faculty, coordinator, ...record } = subject;
  const { crossListedWith, ...fields } = record;
  return {
    ...fields,
    faculty: faculty.code,
    coordinator: coordinator?.name ?? null,
    crossListedWith: crossListedWith?.code ?? null,
  };
}

const invalidCoordinator = () =>
  new AppError(400, 'INVALID_COORDINATOR', { fields: { coordinatorId: 'coordinatorUnknown' } });

/** A code another subject has, whatever its case, is taken (the file import matches any case). */
async function ensureCodeFree(db: Db, code: string, subjectId?: number) {
  let query = db
    .selectFrom('subjects')
    .select('id')
    .where(sql<string>`upper(code)`, '=', code.toUpperCase());
  if (subjectId !== undefined) query = query.where('id', '!=', subjectId);
  if (await query.executeTakeFirst())
    throw conflict('CODE_TAKEN', { context: 'subject', params: { code } });
}

/**
 * The ids of the prerequisites named by code (400 when one is no subject), after checking that
 * with them the subject would not require itself, directly or through others.
 */
async function prerequisiteIds(db: Db, subjectId: number | undefined, codes: string[]) {
  const subjects = await db.selectFrom('subjects').select(['id', 'code']).execute();
  const idByCode = new Map(subjects.map((s) => [s.code.toUpperCase(), s.id]));
  const ids = codes.map((code) => idByCode.get(code));
  if (ids.some((id) => id === undefined))
    throw invalidFields({ prerequisites: 'prerequisiteUnknown' });
  if (subjectId === undefined) return ids as number[];
  const graph = new Map<string, string[]>(subjects.map((s) => [String(s.id), []]));
  const edges = await db
    .selectFrom('subject_prerequisites')
    .select(['subject_id', 'prerequisite_id'])
    .where('subject_id', '!=', subjectId)
    .execute();
  for (const edge of edges) graph.get(String(edge.subject_id))?.push(String(edge.prerequisite_id));
  graph.set(String(subjectId), ids.map(String));
  if (prerequisiteCycles(graph, [String(subjectId)]).size > 0) {
    throw invalidFields({ prerequisites: 'prerequisiteCircular' });
  }
  return ids as number[];
}

async function replacePrerequisites(trx: Db, subjectId: number, ids: number[]) {
  await trx.deleteFrom('subject_prerequisites').where('subject_id', '=', subjectId).execute();
  if (ids.length === 0) return;
  await trx
    .insertInto('subject_prerequisites')
    .values(ids.map((id) => ({ subject_id: subjectId, prerequisite_id: id })))
    .execute();
}

/** Two admins creating one code at once: the unique key refuses the second. */
async function uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('CODE_TAKEN', { context: 'subject', params: { code } });
    throw error;
  }
}

export function createSubject(
  database: Database,
  actorId: number,
  body: z.output<typeof createSubjectBodySchema>,
  now = new Date(),
): Promise<AdminSubject> {
  return uniqueCode(body.code, () =>
    database.transaction(async (trx) => {
      await ensureFaculty(trx, body.facultyId);
      await ensureCodeFree(trx, body.code);
      // A new subject cannot be on a circle: nothing requires it yet.
      const prerequisites = await prerequisiteIds(trx, undefined, body.prerequisites);
      const { id } = await trx
        .insertInto('subjects')
        .values({
          code: body.code,
          name: body.name,
          name_ms: body.nameMs ?? null,
          credits: body.credits,
          year: body.year,
          faculty_id: body.facultyId,
          description: body.description,
          description_ms: body.descriptionMs ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replacePrerequisites(trx, id, prerequisites);
      const subject = await adminSubject(trx, id);
      await recordAdminChange(
        trx,
        {
          actorId,
          entity: 'subject',
          entityId: id,
          action: 'create',
          summary: `${subject.code} ${subject.name} created`,
          after: subjectRecord(subject),
        },
        now,
      );
      return subject;
    }),
  );
}

/**
 * Changes a subject's fields or prerequisites. A subject students hold may change: its new
 * credits and name are what their registrations show from then on, as the trail records.
 */
export async function updateSubject(
  database: Database,
  actorId: number,
  subjectId: number,
  body: UpdateSubjectBody,
  now = new Date(),
): Promise<AdminSubject> {
  return uniqueCode(body.code ?? '', () =>
    database.transaction(async (trx) => {
      const before = await adminSubject(trx, subjectId);
      if (body.facultyId !== undefined) await ensureFaculty(trx, body.facultyId);
      if (body.coordinatorId) await ensureLecturer(trx, body.coordinatorId, invalidCoordinator);
      if (body.code !== undefined) await ensureCodeFree(trx, body.code, subjectId);
      if (body.crossListedWith !== undefined) {
        await ensureCrossListable(trx, subjectId, before.crossListedWith?.id ?? null, body);
      }
      if (body.prerequisites !== undefined) {
        const ids = await prerequisiteIds(trx, subjectId, body.prerequisites);
        await replacePrerequisites(trx, subjectId, ids);
      }
      await trx
        .updateTable('subjects')
        .set({
          code: body.code ?? before.code,
          name: body.name ?? before.name,
          name_ms: body.nameMs === undefined ? before.nameMs : body.nameMs,
          credits: body.credits ?? before.credits,
          year: body.year ?? before.year,
          faculty_id: body.facultyId ?? before.faculty.id,
          description: body.description ?? before.description,
          description_ms:
            body.descriptionMs === undefined ? before.descriptionMs : body.descriptionMs,
          coordinator_id:
            body.coordinatorId === undefined
              ? (before.coordinator?.id ?? null)
              : body.coordinatorId,
          cross_listed_with:
            body.crossListedWith === undefined
              ? (before.crossListedWith?.id ?? null)
              : body.crossListedWith,
        })
        .where('id', '=', subjectId)
        .execute();
      await ensureCrossListedCredits(trx, subjectId);
      const after = await adminSubject(trx, subjectId);
      await recordAdminChange(
        trx,
        {
          actorId,
          entity: 'subject',
          entityId: subjectId,
          action: 'update',
          summary: `${before.code}: ${changedFields(subjectRecord(before), subjectRecord(after))}`,
          before: subjectRecord(before),
          after: subjectRecord(after),
        },
        now,
      );
      return after;
    }),
  );
}

/**
 * Deletes a subject that no registration of any period holds and that no other subject requires,
 * with its sections and its own prerequisites.
 */
export async function deleteSubject(
  database: Database,
  actorId: number,
  subjectId: number,
  now = new Date(),
): Promise<void> {
  await database.transaction(async (trx) => {
    const subject = await adminSubject(trx, subjectId);
    const label = `${subject.code} ${subject.name}`;
    const held = await registrationsHolding(trx, 'subject_id', subjectId);
    if (held > 0) {
      throw conflict('IN_USE', { context: 'subject', params: { count: held, subject: label } });
    }
    const requiredBy = await trx
      .selectFrom('subject_prerequisites as sp')
      .innerJoin('subjects as s', 's.id', 'sp.subject_id')
      .select('s.code')
      .where('sp.prerequisite_id', '=', subjectId)
      .orderBy('s.code')
      .execute();
    if (requiredBy.length > 0) {
      throw conflict('IN_USE', {
        context: 'prerequisite',
        params: { subject: label, others: requiredBy.map((r) => r.code) },
      });
    }
    const sections = await trx
      .selectFrom('sections')
      .select('id')
      .where('subject_id', '=', subjectId)
      .execute();
    await deleteSections(
      trx,
      sections.map((s) => s.id),
    );
    await trx.deleteFrom('subject_prerequisites').where('subject_id', '=', subjectId).execute();
    await trx
      .deleteFrom('waitlist_entries')
      .where((eb) =>
        eb.or([eb('subject_id', '=', subjectId), eb('swap_subject_id', '=', subjectId)]),
      )
      .execute();
    // Nobody holds the subject, so no permit for it can be used any more (issue 46).
    await trx.deleteFrom('permits').where('subject_id', '=', subjectId).execute();
    await trx.deleteFrom('subjects').where('id', '=', subjectId).execute();
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'subject',
        entityId: subjectId,
        action: 'delete',
        summary: `${label} deleted`,
        before: subjectRecord(subject),
      },
      now,
    );
  });
}
