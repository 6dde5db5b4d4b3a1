// The roll scenario's files (issue 43), written to the run's temporary folder: a staff list of
// lecturers and a student roll whose first rows are the rush's own students (so the import
// updates the very accounts the rush is changing seats for) and the rest new students.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';

const ROLL_HEADER =
  'student_id,name,email,faculty_code,programme_code,programme_name,programme_name_ms,year_of_study,intake,advisor_staff_id,status';
const PROGRAMMES = 24;

/** Writes lines to `path` as a stream, waiting when the file's buffer is full. */
async function writeLines(path, header, count, line) {
  const out = createWriteStream(path);
  out.write(`${header}\n`);
  for (let i = 0; i < count; i += 1) {
    if (!out.write(`${line(i)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return path;
}

const staffId = (i) => `L${String(i + 1).padStart(5, '0')}`;

/**
 * `{ staffPath, rollPath }`: `staff` lecturers of the bench's faculty (FBM), and `students`
 * students, the first `existing` of them the template's (B000001 ...), each advised by a
 * lecturer of the list.
 */
export async function writeRollFiles(work, { students, staff, existing }) {
  const staffPath = await writeLines(
    join(work, 'staff.csv'),
    'staff_id,name,email,faculty_code,role',
    staff,
    (i) =>
      `${staffId(i)},Dr. Lecturer ${i + 1},${staffId(i).toLowerCase()}@staff.example.edu.my,FBM,lecturer`,
  );
  const rollPath = await writeLines(join(work, 'roll.csv'), ROLL_HEADER, students, (i) => {
    const id =
      i < existing
        ? `B${String(i + 1).padStart(6, '0')}`
        : `R${String(i + 1 - existing).padStart(6, '0')}`;
    const p = String((i % PROGRAMMES) + 1).padStart(2, '0');
    return [
      id,
      `"Student ${i + 1}, Bench"`,
      `${id.toLowerCase()}@siswa.example.edu.my`,
      'FBM',
      `P${p}`,
      `Bachelor of Benchmarks ${p}`,
      `Ijazah Sarjana Muda Penanda Aras ${p}`,
      (i % 4) + 1,
      '2025/2026',
      staffId(i % staff),
      'active',
    ].join(',');
  });
  return { staffPath, rollPath };
}
