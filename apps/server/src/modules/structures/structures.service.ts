import {
  formatSubjectRule,
  parseSubjectRule,
  type AdminStructures,
  type ProgrammeStructure,
  type StructureGroupBody,
  type StructureTotalBody,
  type SubjectRule,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { invalidFields, notFound } from '../../lib/app-error';
import { recordAdminChange } from '../audit/admin-changes.service';
import * as reads from './structures.reads';
import { insertGroupSubjects } from './structures.repository';

// The registrar's console over structures (issue 45): read them, and edit a group or the total.
// An edit changes that intake's structure only: other intakes, and so other cohorts, keep theirs.

/** Every programme with its intakes, and the structure `programme` and `intake` name. */
export async function adminStructures(
  db: Db,
  query: { programme?: string; intake?: string },
): Promise<AdminStructures> {
  const programmes = await reads.structureProgrammes(db);
  if (!query.programme || !query.intake) return { programmes, structure: null };
  const id = await reads.structureIdOf(db, query.programme, query.intake);
  if (id === undefined) throw notFound('structure');
  return { programmes, structure: (await reads.programmeStructure(db, id))! };
}

const ruleText = (text: string | null) => {
  const rule = text === null ? null : (parseSubjectRule(text) as SubjectRule | null);
  return rule === null ? null : formatSubjectRule(rule);
};

/** Replaces a group's names, kind, credits, rule and subjects; the structure as it now is. */
export async function updateStructureGroup(
  database: Database,
  groupId: number,
  body: StructureGroupBody,
  actorId: number,
  now = new Date(),
): Promise<ProgrammeStructure> {
  return database.transaction(async (trx) => {
    const before = await reads.structureOfGroup(trx, groupId);
    if (!before) throw notFound('structureGroup');
    const codes = body.subjects.map((s) => s.code);
    const subjects =
      codes.length === 0
        ? []
        : await trx
            .selectFrom('subjects')
            .select(['id', 'code'])
            .where('code', 'in', codes)
            .execute();
    const idByCode = new Map(subjects.map((s) => [s.code.toUpperCase(), s.id]));
    if (codes.some((code) => !idByCode.has(code)))
      throw invalidFields({ subjects: 'structureSubjectUnknown' });
    const rule = ruleText(body.rule);
    if (body.kind !== 'free' && codes.length === 0 && rule === null)
      throw invalidFields({ subjects: 'structureGroupEmpty' });
    const after = {
      name_en: body.name.en,
      name_ms: body.name.ms,
      kind: body.kind,
      credits_required: body.creditsRequired,
      rule,
    };
    await trx.updateTable('structure_groups').set(after).where('id', '=', groupId).execute();
    await trx.deleteFrom('structure_subjects').where('group_id', '=', groupId).execute();
    await insertGroupSubjects(
      trx,
      groupId,
      body.subjects.map((s) => ({
        subjectId: idByCode.get(s.code)!,
        year: s.recommendedYear,
        semester: s.recommendedSemester,
      })),
    );
    await touch(trx, before.structure_id, now);
    const { structure_id: structureId, ...was } = before;
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'structure',
        entityId: structureId,
        action: 'update',
        summary: `Requirement group ${before.code} edited`,
        before: was,
        after: { ...after, subjects: codes },
      },
      now,
    );
    return (await reads.programmeStructure(trx, structureId))!;
  });
}

/** Sets a structure's total credits; the structure as it now is. */
export async function updateStructureTotal(
  database: Database,
  id: number,
  body: StructureTotalBody,
  actorId: number,
  now = new Date(),
): Promise<ProgrammeStructure> {
  return database.transaction(async (trx) => {
    const structure = await reads.programmeStructure(trx, id);
    if (!structure) throw notFound('structure');
    await trx
      .updateTable('programme_structures')
      .set({ total_credits: body.totalCredits })
      .where('id', '=', id)
      .execute();
    await touch(trx, id, now);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'structure',
        entityId: id,
        action: 'update',
        summary: `${structure.programmeCode} ${structure.intake}: total credits ${structure.totalCredits} → ${body.totalCredits}`,
        before: { totalCredits: structure.totalCredits },
        after: { totalCredits: body.totalCredits },
      },
      now,
    );
    return (await reads.programmeStructure(trx, id))!;
  });
}

function touch(trx: Db, structureId: number, now: Date) {
  return trx
    .updateTable('programme_structures')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', structureId)
    .execute();
}
