import { sql, type RawBuilder, type SqlBool } from 'kysely';

// When a prerequisite is met, as SQL for the reads that decide it: the seat ledger's context
// (every path that takes a seat) and the advisor's panel. One definition, so both agree (issue 44).

/**
 * A student has met a prerequisite when they have a passing result in it (by the registrar's
 * scale) under any of its cross-listed codes, or had it approved in an earlier period whose results are not published yet: a
 * semester just ended still counts its approvals until its grades are out.
 */
/**
 * The codes a result in `subject` counts for: the subject, the code whose seats it has and the
 * other codes cross-listed with that one (decision 042), each an indexed lookup.
 */
function codesOf(subject: RawBuilder<unknown>): RawBuilder<number> {
  const owner = sql`(select coalesce(cx.cross_listed_with, cx.id) from subjects cx where cx.id = ${subject})`;
  return sql<number>`(select co.id from subjects co where co.id = ${owner} or co.cross_listed_with = ${owner})`;
}

export function prerequisiteMet(
  studentId: number | RawBuilder<number>,
  prerequisiteColumn: string,
  /** The start of the period the prerequisite is wanted in: a column, or a value. */
  periodStart: RawBuilder<unknown>,
): RawBuilder<SqlBool> {
  const prerequisite = sql.ref(prerequisiteColumn);
  // A selection is always of the owning code; a result may be of any code.
  return sql<SqlBool>`(exists (
      select 1 from results pr inner join grade_scale pg on pg.grade = pr.grade
      where pr.student_id = ${studentId} and pr.subject_id in ${codesOf(prerequisite)}
        and pg.passes = 1
    ) or exists (
      select 1 from registration_subjects done
      inner join registrations dr on dr.id = done.registration_id
      inner join registration_periods dp on dp.id = dr.period_id
      where dr.student_id = ${studentId} and done.subject_id in ${codesOf(prerequisite)}
        and done.status = 'approved' and dp.results_published = 0
        and dp.start_date < ${periodStart}
    ))`;
}

/**
 * The student's best grade in a subject, null when they have none: passing grades first, then by
 * points (a grade without points, W or I, last).
 */
export function bestGrade(
  studentId: number | RawBuilder<number>,
  subjectColumn: string,
): RawBuilder<string | null> {
  return sql<string | null>`(
    select br.grade from results br inner join grade_scale bg on bg.grade = br.grade
    where br.student_id = ${studentId} and br.subject_id in ${codesOf(sql.ref(subjectColumn))}
    order by bg.passes desc, coalesce(bg.points_hundredths, -1) desc
    limit 1
  )`;
}
