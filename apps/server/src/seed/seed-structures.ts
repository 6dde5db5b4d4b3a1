import type { Db } from '../db/database';
import { writeStructureRows } from '../modules/structures/structure-import.service';
import { SUBJECTS } from './catalogue-data';
import {
  DEMO_ENROLMENT,
  DEMO_PROGRAMMES,
  DEMO_STRUCTURES,
  structureRows,
} from './demo-structures-data';

type Ids = Map<string, number>;

/** The programmes, each demo student's programme and intake, and the structures (issue 45). */
export async function insertProgrammes(trx: Db, facultyIds: Ids, studentIds: Ids, now: Date) {
  const programmes = await trx
    .insertInto('programmes')
    .values(
      DEMO_PROGRAMMES.map((p) => ({
        code: p.code,
        name: p.name,
        name_ms: p.nameMs,
        faculty_id: facultyIds.get(p.faculty)!,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const programmeIds = new Map(programmes.map((p) => [p.code, p.id]));
  for (const [username, [programme, intake]] of Object.entries(DEMO_ENROLMENT)) {
    await trx
      .updateTable('users')
      .set({ programme_id: programmeIds.get(programme)!, intake })
      .where('id', '=', studentIds.get(username)!)
      .execute();
  }
  const credits = new Map(SUBJECTS.map((s) => [s.code, s.credits]));
  await writeStructureRows(
    trx,
    DEMO_STRUCTURES.flatMap((s) => structureRows(s, (code) => credits.get(code)!)),
    now,
  );
}
