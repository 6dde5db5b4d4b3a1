import type { Db } from '../../db/database';

// What the registrar's report of students behind their structure reads (issue 45), set-wise:
// every structure once, the catalogue's facts once, then students in pages by id with the
// results and this period's selection of each page in one read each.

export interface BehindFilters {
  faculty?: string;
  programme?: string;
}

/** Every structure of the filtered programmes, with its programme and faculty. */
export function structuresOf(db: Db, filters: BehindFilters) {
  let query = db
    .selectFrom('programme_structures as s')
    .innerJoin('programmes as p', 'p.id', 's.programme_id')
    .innerJoin('faculties as f', 'f.id', 'p.faculty_id')
    .select(['s.id', 's.intake', 's.total_credits', 'p.code', 'p.name', 'p.name_ms'])
    .select(['f.code as faculty_code', 'f.name as faculty_name', 'f.name_ms as faculty_name_ms']);
  if (filters.faculty) query = query.where('f.code', '=', filters.faculty);
  if (filters.programme) query = query.where('p.code', '=', filters.programme.toUpperCase());
  return query.execute();
}

/** Every faculty and programme that has a structure, for the report's filters. */
export function programmesWithStructures(db: Db) {
  return db
    .selectFrom('programmes as p')
    .innerJoin('faculties as f', 'f.id', 'p.faculty_id')
    .select(['p.code', 'p.name', 'p.name_ms', 'f.code as faculty_code'])
    .select(['f.name as faculty_name', 'f.name_ms as faculty_name_ms'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('programme_structures as s')
          .select('s.id')
          .whereRef('s.programme_id', '=', 'p.id'),
      ),
    )
    .execute();
}

/** The catalogue's credits and faculty of every subject, by upper-cased code. */
export async function catalogueFacts(db: Db) {
  const rows = await db
    .selectFrom('subjects as s')
    .innerJoin('faculties as f', 'f.id', 's.faculty_id')
    .select(['s.code', 's.credits', 'f.code as faculty_code'])
    .execute();
  return new Map(
    rows.map((r) => [r.code.toUpperCase(), { credits: r.credits, facultyCode: r.faculty_code }]),
  );
}

/**
 * Up to `limit` active students after `afterId`, by id, whose intake has a structure among
 * `structureIds` (the filtered ones), with that structure's id.
 */
export function studentsPage(db: Db, structureIds: number[], afterId: number, limit: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('programme_structures as s', (join) =>
      join.onRef('s.programme_id', '=', 'u.programme_id').onRef('s.intake', '=', 'u.intake'),
    )
    .select(['u.id', 'u.student_id', 'u.name', 'u.year_of_study', 'u.intake'])
    .select('s.id as structure_id')
    .where('u.role', '=', 'student')
    .where('u.student_status', '=', 'active')
    .where('s.id', 'in', structureIds)
    .where('u.id', '>', afterId)
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/** Every result of these students, each sitting on its own, with its grade's worth. */
export function resultsOf(db: Db, studentIds: number[]) {
  return db
    .selectFrom('results as r')
    .innerJoin('subjects as s', 's.id', 'r.subject_id')
    .leftJoin('grade_scale as g', 'g.grade', 'r.grade')
    .select(['r.student_id', 's.code', 's.credits', 'r.grade', 'g.passes', 'g.points_hundredths'])
    .where('r.student_id', 'in', studentIds)
    .execute();
}

/** These students' subjects of the period's registrations, rejected ones left out. */
export function selectionsOf(db: Db, periodId: number, studentIds: number[]) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('registration_subjects as rs', 'rs.registration_id', 'r.id')
    .innerJoin('subjects as s', 's.id', 'rs.subject_id')
    .select(['r.student_id', 's.code', 's.credits'])
    .where('r.period_id', '=', periodId)
    .where('r.student_id', 'in', studentIds)
    .where('rs.status', '!=', 'rejected')
    .execute();
}
