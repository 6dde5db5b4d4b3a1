import { sql, type RawBuilder } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { ProgrammeChange, RollStudent, RollWorld } from './roll-import.rules';
import type { StaffValues, StaffWorld, StoredStaff } from './staff-import.rules';

// The reads and writes of the roll and staff imports. A batch's students (or staff) are written
// by one statement that takes them all as one JSON parameter and inserts or updates them as a
// set: per row, the server builds no query and the database plans none (decision 027).

const CHUNK = 500;

/** The password of an account nobody has claimed: no scrypt hash, so no password matches it. */
export const UNCLAIMED_PASSWORD = 'unclaimed';

/** A column of the rows a statement reads from its JSON parameter, with its SQL type. */
type RowColumn = readonly [name: string, type: 'integer' | 'text'];

/**
 * `rows` as a table `v` with `columns` and `ord` (the row's place in the batch), read from one
 * JSON parameter: PostgreSQL's json_to_recordset, SQLite's json_each. Column names are ours.
 */
export type RowsFrom = (
  columns: readonly RowColumn[],
  rows: readonly Record<string, unknown>[],
) => RawBuilder<unknown>;

const postgresRows: RowsFrom = (columns, rows) =>
  sql`rows from (json_to_recordset(${JSON.stringify(rows)}::json) as (${sql.raw(
    columns.map(([name, type]) => `${name} ${type}`).join(', '),
  )})) with ordinality as v(${sql.raw(columns.map(([name]) => name).join(', '))}, ord)`;

const sqliteRows: RowsFrom = (columns, rows) =>
  sql`(select ${sql.raw(
    columns.map(([name]) => `json_extract(value, '$.${name}') as ${name}`).join(', '),
  )}, key as ord from json_each(${JSON.stringify(rows)})) as v`;

/** How this engine reads a batch's rows from one parameter. */
export const rowsFrom = (database: Database): RowsFrom =>
  database.byEngine({ sqlite: () => sqliteRows, postgres: () => postgresRows });

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
  // A roll names a few dozen programmes, and changes fewer.
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

const STUDENT_COLUMNS: readonly RowColumn[] = [
  ['id', 'integer'],
  ['student_id', 'text'],
  ['username_key', 'text'],
  ['name', 'text'],
  ['email', 'text'],
  ['faculty_id', 'integer'],
  ['programme_id', 'integer'],
  ['year_of_study', 'integer'],
  ['intake', 'text'],
  ['advisor_id', 'integer'],
  ['student_status', 'text'],
];

const studentRow = (
  { studentId, programmeCode, values }: RollStudent,
  programmeIds: Map<string, number>,
  id?: number,
) => ({
  ...values,
  id,
  student_id: studentId,
  username_key: studentId.toLowerCase(),
  programme_id: programmeIds.get(programmeCode)!,
});

/** New students, unclaimed: their username is their student ID until they claim the account. */
export async function insertStudents(
  trx: Db,
  rows: RowsFrom,
  students: RollStudent[],
  programmeIds: Map<string, number>,
  now: Date,
) {
  if (students.length === 0) return;
  const v = rows(
    STUDENT_COLUMNS,
    students.map((student) => studentRow(student, programmeIds)),
  );
  await sql`insert into users (username, username_key, password_hash, role, student_id, name,
      email, faculty_id, programme_id, year_of_study, intake, advisor_id, student_status,
      account_claimed, created_at)
    select v.student_id, v.username_key, ${UNCLAIMED_PASSWORD}, 'student', v.student_id, v.name,
      v.email, v.faculty_id, v.programme_id, v.year_of_study, v.intake, v.advisor_id,
      v.student_status, 0, ${now.toISOString()}
    from ${v} order by v.ord`.execute(trx);
}

/** The roll's facts on stored students; an advisor the roll leaves empty stays as it is. */
export async function updateStudents(
  trx: Db,
  rows: RowsFrom,
  students: (RollStudent & { id: number })[],
  programmeIds: Map<string, number>,
) {
  if (students.length === 0) return;
  const v = rows(
    STUDENT_COLUMNS,
    students.map((student) => studentRow(student, programmeIds, student.id)),
  );
  await sql`update users set name = v.name, email = v.email, faculty_id = v.faculty_id,
      programme_id = v.programme_id, year_of_study = v.year_of_study, intake = v.intake,
      student_status = v.student_status, advisor_id = coalesce(v.advisor_id, users.advisor_id)
    from ${v} where users.id = v.id`.execute(trx);
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

const STAFF_COLUMNS: readonly RowColumn[] = [
  ['id', 'integer'],
  ['staff_id', 'text'],
  ['username_key', 'text'],
  ['name', 'text'],
  ['email', 'text'],
  ['faculty_id', 'integer'],
  ['role', 'text'],
];

const staffRow = ({ staffId, values }: StaffValues, id?: number) => ({
  ...values,
  id,
  staff_id: staffId,
  username_key: staffId.toLowerCase(),
});

/** New staff, unclaimed: their username is their staff ID until they claim the account. */
export async function insertStaff(trx: Db, rows: RowsFrom, staff: StaffValues[], now: Date) {
  if (staff.length === 0) return;
  const v = rows(
    STAFF_COLUMNS,
    staff.map((person) => staffRow(person)),
  );
  await sql`insert into users (username, username_key, password_hash, staff_id, name, email,
      faculty_id, role, account_claimed, created_at)
    select v.staff_id, v.username_key, ${UNCLAIMED_PASSWORD}, v.staff_id, v.name, v.email,
      v.faculty_id, v.role, 0, ${now.toISOString()}
    from ${v} order by v.ord`.execute(trx);
}

/** The list's facts on stored staff, and the staff ID of an account linked by its email. */
export async function updateStaff(
  trx: Db,
  rows: RowsFrom,
  staff: (StaffValues & { id: number })[],
) {
  if (staff.length === 0) return;
  const v = rows(
    STAFF_COLUMNS,
    staff.map((person) => staffRow(person, person.id)),
  );
  await sql`update users set name = v.name, email = v.email, faculty_id = v.faculty_id,
      role = v.role, staff_id = v.staff_id
    from ${v} where users.id = v.id`.execute(trx);
}
