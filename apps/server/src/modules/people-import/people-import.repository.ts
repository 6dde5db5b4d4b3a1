import type { Db } from '../../db/database';
import type { ProgrammeChange, RollStudent, RollWorld } from './roll-import.rules';
import type { StaffValues, StaffWorld, StoredStaff } from './staff-import.rules';

// The reads and writes of the roll and staff imports. Writes go in chunks: a roll of tens of
// thousands of students stays under both databases' limits on a statement's parameters.

const CHUNK = 500;

/** The password of an account nobody has claimed: no scrypt hash, so no password matches it. */
export const UNCLAIMED_PASSWORD = 'unclaimed';

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}

export async function facultiesByCode(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('faculties').select(['id', 'code']).execute();
  return new Map(rows.map((row) => [row.code.toUpperCase(), row.id]));
}

export async function usernames(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('users').select('username_key').execute();
  return new Set(rows.map((row) => row.username_key));
}

/** What is stored that a roll is matched against; the standings are the academic record's. */
export async function loadRollWorld(db: Db): Promise<Omit<RollWorld, 'standings'>> {
  const [faculties, programmes, advisors, students, taken] = await Promise.all([
    facultiesByCode(db),
    db.selectFrom('programmes').select(['id', 'code', 'name', 'name_ms', 'faculty_id']).execute(),
    db
      .selectFrom('users')
      .select(['id', 'staff_id'])
      .where('role', '=', 'lecturer')
      .where('staff_id', 'is not', null)
      .execute(),
    db
      .selectFrom('users as u')
      .leftJoin('student_records as r', 'r.student_id', 'u.id')
      .select([
        'u.id',
        'u.student_id',
        'u.name',
        'u.email',
        'u.faculty_id',
        'u.programme_id',
        'u.year_of_study',
        'u.intake',
        'u.advisor_id',
        'u.student_status',
        'r.roll_standing',
      ])
      .where('u.role', '=', 'student')
      .where('u.student_id', 'is not', null)
      .execute(),
    usernames(db),
  ]);
  return {
    faculties,
    programmes: new Map(programmes.map((p) => [p.code.toUpperCase(), p])),
    advisors: new Map(advisors.map((a) => [a.staff_id!, a.id])),
    students: new Map(students.map(({ student_id, ...s }) => [student_id!, s])),
    usernames: taken,
  };
}

/** Creates and updates the roll's programmes; every programme's id by code. */
export async function writeProgrammes(
  trx: Db,
  programmes: { create: ProgrammeChange[]; update: ProgrammeChange[] },
): Promise<Map<string, number>> {
  for (const chunk of chunks(programmes.create)) {
    await trx
      .insertInto('programmes')
      .values(
        chunk.map(({ code, name, name_ms, faculty_id }) => ({ code, name, name_ms, faculty_id })),
      )
      .execute();
  }
  for (const { id, name, name_ms, faculty_id } of programmes.update) {
    await trx
      .updateTable('programmes')
      .set({ name, name_ms, faculty_id })
      .where('id', '=', id!)
      .execute();
  }
  const rows = await trx.selectFrom('programmes').select(['id', 'code']).execute();
  return new Map(rows.map((row) => [row.code.toUpperCase(), row.id]));
}

/** New students, unclaimed: their username is their student ID until they claim the account. */
export async function insertStudents(
  trx: Db,
  students: RollStudent[],
  programmeIds: Map<string, number>,
  now: Date,
) {
  for (const chunk of chunks(students)) {
    await trx
      .insertInto('users')
      .values(
        chunk.map(({ studentId, programmeCode, values }) => ({
          ...values,
          advisor_id: values.advisor_id ?? null,
          username: studentId,
          username_key: studentId.toLowerCase(),
          password_hash: UNCLAIMED_PASSWORD,
          role: 'student' as const,
          student_id: studentId,
          programme_id: programmeIds.get(programmeCode)!,
          account_claimed: 0,
          created_at: now.toISOString(),
        })),
      )
      .execute();
  }
}

export async function updateStudent(
  trx: Db,
  id: number,
  student: RollStudent,
  programmeIds: Map<string, number>,
) {
  await trx
    .updateTable('users')
    .set({ ...student.values, programme_id: programmeIds.get(student.programmeCode)! })
    .where('id', '=', id)
    .execute();
}

export async function withdrawStudents(trx: Db, ids: number[]) {
  for (const chunk of chunks(ids)) {
    await trx
      .updateTable('users')
      .set({ student_status: 'withdrawn' })
      .where('id', 'in', chunk)
      .execute();
  }
}

export async function loadStaffWorld(db: Db): Promise<StaffWorld> {
  const [faculties, staff, taken] = await Promise.all([
    facultiesByCode(db),
    db
      .selectFrom('users as u')
      .select((eb) => [
        'u.id',
        'u.staff_id',
        'u.name',
        'u.email',
        'u.faculty_id',
        'u.role',
        eb
          .selectFrom('users as advisee')
          .select((count) => count.fn.countAll<number>().as('n'))
          .whereRef('advisee.advisor_id', '=', 'u.id')
          .as('advisees'),
      ])
      .where('u.role', 'in', ['lecturer', 'admin'])
      .execute(),
    usernames(db),
  ]);
  const linked = new Map<string, StoredStaff>();
  const byEmail = new Map<string, StoredStaff[]>();
  for (const { staff_id, ...row } of staff) {
    const person = {
      ...row,
      role: row.role as StoredStaff['role'],
      advisees: Number(row.advisees ?? 0),
    };
    if (staff_id !== null) linked.set(staff_id, person);
    else if (row.email !== null) {
      const key = row.email.toLowerCase();
      byEmail.set(key, [...(byEmail.get(key) ?? []), person]);
    }
  }
  const unlinked = new Map(
    [...byEmail]
      .filter(([, people]) => people.length === 1)
      .map(([email, [person]]) => [email, person!]),
  );
  return { faculties, staff: linked, unlinked, usernames: taken };
}

/** New staff, unclaimed: their username is their staff ID until they claim the account. */
export async function insertStaff(trx: Db, staff: StaffValues[], now: Date) {
  for (const chunk of chunks(staff)) {
    await trx
      .insertInto('users')
      .values(
        chunk.map(({ staffId, values }) => ({
          ...values,
          username: staffId,
          username_key: staffId.toLowerCase(),
          password_hash: UNCLAIMED_PASSWORD,
          staff_id: staffId,
          account_claimed: 0,
          created_at: now.toISOString(),
        })),
      )
      .execute();
  }
}

export async function updateStaff(trx: Db, id: number, staff: StaffValues) {
  await trx
    .updateTable('users')
    .set({ ...staff.values, staff_id: staff.staffId })
    .where('id', '=', id)
    .execute();
}
