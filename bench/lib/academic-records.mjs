// Issue 44's academic record for the rush (`--records`): every rush subject needs one of ten past
// subjects, every student has passed all ten (so no add is refused for it: the rush does the same
// work, with the rules' reads in place), and each student's summary is stored, a twentieth of
// them on probation with the period's own maximum, so the standing's maximum is read on every add.
// Plain SQL both engines run; every value is a number or a fixed code.

const PAST = 10;
const pastCode = (i) => `PST${String(i + 1).padStart(3, '0')}`;

/** The statements, in order, for a filled bench database. */
export function academicRecordStatements({ subjectIds, studentIds, facultyId, creditMax }) {
  const statements = [
    `insert into subjects (code, name, credits, description, year, faculty_id) values ${Array.from(
      { length: PAST },
      (_, i) => `('${pastCode(i)}', 'Past Subject ${i + 1}', 3, 'Taken before.', 1, ${facultyId})`,
    ).join(', ')}`,
    ...subjectIds.map(
      (id, i) =>
        `insert into subject_prerequisites (subject_id, prerequisite_id)
         select ${id}, id from subjects where code = '${pastCode(i % PAST)}'`,
    ),
    `update registration_periods set credit_max_probation = ${creditMax} where is_current = 1`,
  ];
  for (let i = 0; i < studentIds.length; i += 500) {
    const batch = studentIds.slice(i, i + 500);
    statements.push(
      `insert into results (student_id, subject_id, session, semester, grade)
       select u.id, s.id, '2023/2024', 1, 'B' from users u, subjects s
       where u.id in (${batch.join(', ')}) and s.code like 'PST%'`,
      `insert into student_records (student_id, credits_earned, cgpa_points_hundredths, cgpa_credits, standing)
       values ${batch
         .map(
           (id, j) =>
             `(${id}, ${PAST * 3}, ${PAST * 3 * 300}, ${PAST * 3}, '${(i + j) % 20 === 0 ? 'probation' : 'good'}')`,
         )
         .join(', ')}`,
    );
  }
  return statements;
}
