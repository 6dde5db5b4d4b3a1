import { parseSubjectRule, type StructureKind, type SubjectRule } from '@daftar/contract';
import type { Db } from '../../db/database';
import type { ProgressStructure, ProgressSubjectFacts } from './progress.types';

// What progress reads besides results and the selection: the student's programme and intake,
// a structure in the progress rules' terms, the catalogue's facts of the subjects named, and
// where the current period falls in its academic year.

export function studentRecord(db: Db, studentId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('programmes as p', 'p.id', 'u.programme_id')
    .select(['u.id', 'u.advisor_id', 'u.year_of_study', 'u.intake', 'p.code as programme_code'])
    .where('u.id', '=', studentId)
    .where('u.role', '=', 'student')
    .executeTakeFirst();
}

export interface StructureForProgress extends ProgressStructure {
  programme: { code: string; name: { en: string; ms: string } };
  intake: string;
}

type GroupRow = {
  id: number;
  structure_id: number;
  code: string;
  name_en: string;
  name_ms: string;
  kind: StructureKind;
  credits_required: number;
  rule: string | null;
};
type SubjectRow = {
  group_id: number;
  code: string;
  recommended_year: number | null;
  recommended_semester: number | null;
};

/** Groups and their listed subjects of the structures with these ids, in their order. */
export async function groupsOfStructures(db: Db, structureIds: number[]) {
  if (structureIds.length === 0) return { groups: [] as GroupRow[], subjects: [] as SubjectRow[] };
  const [groups, subjects] = await Promise.all([
    db
      .selectFrom('structure_groups')
      .select(['id', 'structure_id', 'code', 'name_en', 'name_ms', 'kind'])
      .select(['credits_required', 'rule'])
      .where('structure_id', 'in', structureIds)
      .orderBy('structure_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('structure_subjects as ss')
      .innerJoin('structure_groups as g', 'g.id', 'ss.group_id')
      .innerJoin('subjects as sub', 'sub.id', 'ss.subject_id')
      .select(['ss.group_id', 'sub.code', 'ss.recommended_year', 'ss.recommended_semester'])
      .where('g.structure_id', 'in', structureIds)
      .orderBy('ss.group_id')
      .orderBy('ss.position')
      .execute(),
  ]);
  return { groups, subjects };
}

/** One structure's groups in the progress rules' terms, from the rows groupsOfStructures read. */
export function progressGroups(
  structureId: number,
  rows: { groups: GroupRow[]; subjects: SubjectRow[] },
): ProgressStructure['groups'] {
  const subjectsOf = new Map<number, SubjectRow[]>();
  for (const s of rows.subjects)
    subjectsOf.set(s.group_id, [...(subjectsOf.get(s.group_id) ?? []), s]);
  return rows.groups
    .filter((g) => g.structure_id === structureId)
    .map((g) => ({
      code: g.code,
      name: { en: g.name_en, ms: g.name_ms },
      kind: g.kind,
      creditsRequired: g.credits_required,
      // Stored in the one form formatSubjectRule writes, so it reads back.
      rule: g.rule === null ? null : (parseSubjectRule(g.rule) as SubjectRule | null),
      subjects: (subjectsOf.get(g.id) ?? []).map((s) => ({
        code: s.code.toUpperCase(),
        recommendedYear: s.recommended_year,
        recommendedSemester: s.recommended_semester,
      })),
    }));
}

/** A programme's structure for an intake; undefined when there is none. */
export async function structureForProgress(
  db: Db,
  programmeCode: string,
  intake: string,
): Promise<StructureForProgress | undefined> {
  const structure = await db
    .selectFrom('programme_structures as s')
    .innerJoin('programmes as p', 'p.id', 's.programme_id')
    .select(['s.id', 's.total_credits', 's.intake', 'p.code', 'p.name', 'p.name_ms'])
    .where('p.code', '=', programmeCode.toUpperCase())
    .where('s.intake', '=', intake)
    .executeTakeFirst();
  if (!structure) return undefined;
  const rows = await groupsOfStructures(db, [structure.id]);
  return {
    programme: { code: structure.code, name: { en: structure.name, ms: structure.name_ms } },
    intake: structure.intake,
    totalCredits: structure.total_credits,
    groups: progressGroups(structure.id, rows),
  };
}

type SubjectFacts = Map<string, ProgressSubjectFacts & { name: { en: string; ms: string } }>;

function factsQuery(db: Db) {
  return db
    .selectFrom('subjects as s')
    .innerJoin('faculties as f', 'f.id', 's.faculty_id')
    .select(['s.code', 's.credits', 's.name', 's.name_ms', 'f.code as faculty_code']);
}

/** The catalogue's facts and names of the subjects with these codes. */
export async function subjectFacts(db: Db, codes: string[]): Promise<SubjectFacts> {
  if (codes.length === 0) return new Map();
  return toFacts(await factsQuery(db).where('s.code', 'in', codes).execute());
}

/** The facts of every subject the period offers (a section in it): the registration page's. */
export async function offeredFacts(db: Db, periodId: number): Promise<SubjectFacts> {
  const rows = await factsQuery(db)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sections')
          .select('sections.id')
          .whereRef('sections.subject_id', '=', 's.id')
          .where('sections.period_id', '=', periodId),
      ),
    )
    .execute();
  return toFacts(rows);
}

function toFacts(
  rows: {
    code: string;
    credits: number;
    name: string;
    name_ms: string | null;
    faculty_code: string;
  }[],
): SubjectFacts {
  const facts: SubjectFacts = new Map();
  for (const row of rows) {
    facts.set(row.code.toUpperCase(), {
      credits: row.credits,
      facultyCode: row.faculty_code,
      name: { en: row.name, ms: row.name_ms ?? row.name },
    });
  }
  return facts;
}

/** The academic years and start dates of every period, to place the current one in its year. */
export function periodsOfYear(db: Db, academicYear: string) {
  return db
    .selectFrom('registration_periods')
    .select(['id', 'start_date'])
    .where('academic_year', '=', academicYear)
    .orderBy('start_date')
    .execute();
}
