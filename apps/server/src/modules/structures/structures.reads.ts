import type { ProgrammeStructure, StructureProgramme } from '@daftar/contract';
import type { Db } from '../../db/database';
import { groupsOf } from './structures.repository';

// The console's reads of structures: every programme with its intakes, and one structure whole,
// each subject with its names and credits. One query per read model; rows stop here.

/** Every programme, with the intakes it has a structure for (newest intake first). */
export async function structureProgrammes(db: Db): Promise<StructureProgramme[]> {
  const [programmes, structures] = await Promise.all([
    db
      .selectFrom('programmes as p')
      .innerJoin('faculties as f', 'f.id', 'p.faculty_id')
      .select(['p.id', 'p.code', 'p.name', 'p.name_ms', 'f.code as faculty_code'])
      .orderBy('p.code')
      .execute(),
    db
      .selectFrom('programme_structures as s')
      .select((eb) => [
        's.programme_id',
        's.intake',
        's.total_credits',
        eb
          .selectFrom('structure_groups as g')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('g.structure_id', '=', 's.id')
          .as('groups'),
      ])
      .orderBy('s.intake', 'desc')
      .execute(),
  ]);
  return programmes.map((p) => ({
    code: p.code,
    name: { en: p.name, ms: p.name_ms },
    facultyCode: p.faculty_code,
    intakes: structures
      .filter((s) => s.programme_id === p.id)
      .map((s) => ({
        intake: s.intake,
        totalCredits: s.total_credits,
        groups: Number(s.groups ?? 0),
      })),
  }));
}

/** The structure's id by its programme's code and intake; undefined when there is none. */
export async function structureIdOf(db: Db, programmeCode: string, intake: string) {
  const row = await db
    .selectFrom('programme_structures as s')
    .innerJoin('programmes as p', 'p.id', 's.programme_id')
    .select('s.id')
    .where('p.code', '=', programmeCode.toUpperCase())
    .where('s.intake', '=', intake)
    .executeTakeFirst();
  return row?.id;
}

/** One structure whole; undefined when there is none with that id. */
export async function programmeStructure(
  db: Db,
  id: number,
): Promise<ProgrammeStructure | undefined> {
  const structure = await db
    .selectFrom('programme_structures as s')
    .innerJoin('programmes as p', 'p.id', 's.programme_id')
    .select(['s.id', 'p.code', 's.intake', 's.total_credits', 's.updated_at'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!structure) return undefined;
  const [groups, subjects] = await Promise.all([
    groupsOf(db, [id]),
    db
      .selectFrom('subjects')
      .innerJoin('structure_subjects as ss', 'ss.subject_id', 'subjects.id')
      .innerJoin('structure_groups as g', 'g.id', 'ss.group_id')
      .select([
        'subjects.id',
        'subjects.code',
        'subjects.name',
        'subjects.name_ms',
        'subjects.credits',
      ])
      .where('g.structure_id', '=', id)
      .execute(),
  ]);
  const byId = new Map(subjects.map((s) => [s.id, s]));
  return {
    id: structure.id,
    programmeCode: structure.code,
    intake: structure.intake,
    totalCredits: structure.total_credits,
    updatedAt: structure.updated_at,
    groups: (groups.get(id) ?? []).map((group) => ({
      id: group.id,
      code: group.code,
      name: { en: group.name_en, ms: group.name_ms },
      kind: group.kind,
      creditsRequired: group.credits_required,
      rule: group.rule,
      subjects: group.subjects.map((s) => {
        const subject = byId.get(s.subjectId)!;
        return {
          code: subject.code,
          name: { en: subject.name, ms: subject.name_ms ?? subject.name },
          credits: subject.credits,
          recommendedYear: s.year,
          recommendedSemester: s.semester,
        };
      }),
    })),
  };
}

/** The structure a group belongs to; undefined when there is no such group. */
export async function structureOfGroup(db: Db, groupId: number) {
  const row = await db
    .selectFrom('structure_groups')
    .select(['structure_id', 'code', 'name_en', 'name_ms', 'kind', 'credits_required', 'rule'])
    .where('id', '=', groupId)
    .executeTakeFirst();
  return row;
}
