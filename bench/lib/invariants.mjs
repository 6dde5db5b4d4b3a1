// The end-of-run check: seats equal holding rows, no section over capacity, no student over the
// credit maximum, no duplicate selection, no time clash, and every acknowledged change is in the
// database exactly as the load generator saw it (nothing lost, nothing extra).

const QUERIES = {
  sections: `select s.id, s.capacity, s.registered,
               (select count(*) from registration_subjects rs
                 where rs.section_id = s.id and rs.status <> 'rejected') as holding
             from sections s`,
  // A place in a subject of several parts holds a seat in each part (selection_sections, issue
  // 46); a build from before parts (--server) has no such table.
  sectionsWithParts: `select s.id, s.capacity, s.registered,
               (select count(*) from registration_subjects rs
                 where rs.section_id = s.id and rs.status <> 'rejected')
               + (select count(*) from selection_sections ss
                   join registration_subjects rs on rs.id = ss.selection_id
                   where ss.section_id = s.id and rs.status <> 'rejected') as holding
             from sections s`,
  credits: `select r.id, p.credit_max, sum(sub.credits) as credits
            from registrations r
            join registration_periods p on p.id = r.period_id
            join registration_subjects rs on rs.registration_id = r.id
            join subjects sub on sub.id = rs.subject_id
            where rs.status <> 'rejected'
            group by r.id, p.credit_max`,
  duplicates: `select registration_id, subject_id, count(*) as copies from registration_subjects
               group by registration_id, subject_id having count(*) > 1`,
  clashes: `select count(*) as clashes
            from registration_subjects a
            join registration_subjects b on b.registration_id = a.registration_id and b.id > a.id
            join section_meetings ma on ma.section_id = a.section_id
            join section_meetings mb on mb.section_id = b.section_id
            where a.status <> 'rejected' and b.status <> 'rejected' and ma.day = mb.day
              and ma.start_minute < mb.end_minute and mb.start_minute < ma.end_minute`,
  selections: `select r.student_id, rs.subject_id from registration_subjects rs
               join registrations r on r.id = rs.registration_id`,
  finalCounts: `select subject_id, sum(registered) as registered from sections group by subject_id`,
};

/** Runs the checks; `query(text)` returns rows (sync or async). `students` is the ledger. */
export async function checkInvariants(query, students) {
  const run = async (name) => await query(QUERIES[name]);
  const problems = [];
  const sections = await run('sectionsWithParts').catch(() => run('sections'));
  let overCapacity = 0;
  let seatMismatch = 0;
  for (const s of sections) {
    if (Number(s.registered) < 0 || Number(s.registered) > Number(s.capacity)) {
      overCapacity += 1;
      problems.push(`section ${s.id} has ${s.registered}/${s.capacity} seats`);
    }
    if (Number(s.holding) !== Number(s.registered)) {
      seatMismatch += 1;
      problems.push(`section ${s.id} counts ${s.registered} seats for ${s.holding} rows`);
    }
  }
  let overCredit = 0;
  for (const r of await run('credits')) {
    if (Number(r.credits) > Number(r.credit_max)) {
      overCredit += 1;
      problems.push(`registration ${r.id} holds ${r.credits} credits (max ${r.credit_max})`);
    }
  }
  const duplicates = (await run('duplicates')).length;
  if (duplicates > 0) problems.push(`${duplicates} duplicated selections`);
  const clashes = Number((await run('clashes'))[0].clashes);
  if (clashes > 0) problems.push(`${clashes} time clashes inside selections`);

  // The ledger: what each student was told (201 = held, 204 = not held) against the rows.
  const inDb = new Map();
  for (const row of await run('selections')) {
    const id = Number(row.student_id);
    if (!inDb.has(id)) inDb.set(id, []);
    inDb.get(id).push(Number(row.subject_id));
  }
  let lost = 0;
  let extra = 0;
  let uncertain = 0;
  let seatsHeld = 0;
  for (const student of students) {
    const rows = inDb.get(student.id) ?? [];
    seatsHeld += rows.length;
    if (student.uncertain) {
      uncertain += 1;
      continue;
    }
    const dbSet = new Set(rows);
    for (const subjectId of student.held) if (!dbSet.has(subjectId)) lost += 1;
    for (const subjectId of dbSet) if (!student.held.has(subjectId)) extra += 1;
  }
  if (lost > 0) problems.push(`${lost} acknowledged selections missing from the database`);
  if (extra > 0) problems.push(`${extra} selections in the database that no reply acknowledged`);

  const finalCounts = new Map();
  for (const row of await run('finalCounts'))
    finalCounts.set(Number(row.subject_id), Number(row.registered));
  return {
    ok: problems.length === 0,
    sections: sections.length,
    seatsHeld,
    overCapacity,
    seatMismatch,
    overCredit,
    duplicates,
    clashes,
    lost,
    extra,
    uncertainStudents: uncertain,
    problems: problems.slice(0, 20),
    finalCounts,
  };
}
