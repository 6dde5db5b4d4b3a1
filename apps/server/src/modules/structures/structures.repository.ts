import type { Db } from '../../db/database';
import {
  structureKey,
  type PlannedGroup,
  type PlannedStructure,
  type StructureWorld,
} from './structure-import.rules';

// The SQL of programme structures: what an import is checked against, a structure's writes (its
// groups and subjects replaced whole), and the console's reads.

/** Every stored structure's groups and subjects, in order, keyed by structure id. */
export async function groupsOf(
  db: Db,
  structureIds?: number[],
): Promise<Map<number, (PlannedGroup & { id: number })[]>> {
  if (structureIds?.length === 0) return new Map();
  let groupQuery = db
    .selectFrom('structure_groups')
    .select([
      'id',
      'structure_id',
      'code',
      'name_en',
      'name_ms',
      'kind',
      'credits_required',
      'rule',
    ])
    .orderBy('structure_id')
    .orderBy('position');
  let subjectQuery = db
    .selectFrom('structure_subjects as ss')
    .innerJoin('structure_groups as g', 'g.id', 'ss.group_id')
    .select(['ss.group_id', 'ss.subject_id', 'ss.recommended_year', 'ss.recommended_semester'])
    .orderBy('ss.group_id')
    .orderBy('ss.position');
  if (structureIds) {
    groupQuery = groupQuery.where('structure_id', 'in', structureIds);
    subjectQuery = subjectQuery.where('g.structure_id', 'in', structureIds);
  }
  const [groups, subjects] = await Promise.all([groupQuery.execute(), subjectQuery.execute()]);
  const subjectsByGroup = new Map<number, PlannedGroup['subjects']>();
  for (const s of subjects) {
    const list = subjectsByGroup.get(s.group_id) ?? [];
    list.push({
      subjectId: s.subject_id,
      year: s.recommended_year,
      semester: s.recommended_semester,
    });
    subjectsByGroup.set(s.group_id, list);
  }
  const byStructure = new Map<number, (PlannedGroup & { id: number })[]>();
  for (const { structure_id, ...group } of groups) {
    const list = byStructure.get(structure_id) ?? [];
    list.push({ ...group, subjects: subjectsByGroup.get(group.id) ?? [] });
    byStructure.set(structure_id, list);
  }
  return byStructure;
}

export async function loadStructureWorld(db: Db): Promise<StructureWorld> {
  const [programmes, subjects, structures, groups] = await Promise.all([
    db.selectFrom('programmes').select(['id', 'code']).execute(),
    db.selectFrom('subjects').select(['id', 'code']).execute(),
    db
      .selectFrom('programme_structures')
      .select(['id', 'programme_id', 'intake', 'total_credits'])
      .execute(),
    groupsOf(db),
  ]);
  return {
    programmes: new Map(programmes.map((p) => [p.code.toUpperCase(), p.id])),
    subjects: new Map(subjects.map((s) => [s.code.toUpperCase(), s.id])),
    stored: new Map(
      structures.map((s) => [
        structureKey(s.programme_id, s.intake),
        {
          id: s.id,
          programmeId: s.programme_id,
          intake: s.intake,
          totalCredits: s.total_credits,
          // Compared with a file's plan, which has no ids.
          groups: (groups.get(s.id) ?? []).map(({ id: _id, ...group }) => group),
        },
      ]),
    ),
  };
}

/** Writes one group's subjects, in the order given. */
export async function insertGroupSubjects(
  trx: Db,
  groupId: number,
  subjects: PlannedGroup['subjects'],
) {
  if (subjects.length === 0) return;
  await trx
    .insertInto('structure_subjects')
    .values(
      subjects.map((s, position) => ({
        group_id: groupId,
        subject_id: s.subjectId,
        position,
        recommended_year: s.year,
        recommended_semester: s.semester,
      })),
    )
    .execute();
}

async function insertGroups(trx: Db, structureId: number, groups: PlannedGroup[]) {
  for (const [position, { subjects, ...group }] of groups.entries()) {
    const { id } = await trx
      .insertInto('structure_groups')
      .values({ ...group, structure_id: structureId, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertGroupSubjects(trx, id, subjects);
  }
}

export async function insertStructure(trx: Db, structure: PlannedStructure, now: Date) {
  const { id } = await trx
    .insertInto('programme_structures')
    .values({
      programme_id: structure.programmeId,
      intake: structure.intake,
      total_credits: structure.totalCredits,
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertGroups(trx, id, structure.groups);
  return id;
}

/** Replaces a structure's total and every group (their subjects with them). */
export async function replaceStructure(
  trx: Db,
  id: number,
  structure: PlannedStructure,
  now: Date,
) {
  await trx
    .deleteFrom('structure_subjects')
    .where('group_id', 'in', (eb) =>
      eb.selectFrom('structure_groups').select('id').where('structure_id', '=', id),
    )
    .execute();
  await trx.deleteFrom('structure_groups').where('structure_id', '=', id).execute();
  await trx
    .updateTable('programme_structures')
    .set({ total_credits: structure.totalCredits, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
  await insertGroups(trx, id, structure.groups);
}
