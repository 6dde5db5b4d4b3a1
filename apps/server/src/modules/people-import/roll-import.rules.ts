import {
  PEOPLE_IMPORT_LIMITS,
  type PeopleImportSummary,
  type RollColumn,
  type StudentStatus,
} from '@daftar/contract';
import {
  firstRowOf,
  PeopleRowReader,
  type PeopleItem,
  type PeopleProblem,
} from '../../lib/people-rows';

// What a roll does to the database, decided without I/O: from the file's rows and what is stored,
// every student and programme to create or update, the students to withdraw, and every problem.

/** A student as stored, in the roll's terms. */
export interface StoredStudent {
  id: number;
  name: string;
  email: string | null;
  faculty_id: number | null;
  programme_id: number | null;
  year_of_study: number | null;
  intake: string | null;
  advisor_id: number | null;
  student_status: StudentStatus;
  /** The standing the last roll gave (issue 44), null when it gave none. */
  roll_standing: string | null;
}

export interface StoredProgramme {
  id: number;
  name: string;
  name_ms: string;
  faculty_id: number;
}

/** What is stored that a roll is checked and matched against. */
export interface RollWorld {
  /** Faculty ids by upper-cased code. */
  faculties: Map<string, number>;
  /** Programmes by upper-cased code. */
  programmes: Map<string, StoredProgramme>;
  /** Lecturers' account ids by staff ID. */
  advisors: Map<string, number>;
  /** Students by student ID. */
  students: Map<string, StoredStudent>;
  /** Every account's lower-cased username, for the usernames new students are given. */
  usernames: Set<string>;
  /** The registrar's standing codes, in their order: what the roll's `standing` may say. */
  standings: readonly string[];
}

/** A student's values from the roll; `advisor_id` undefined when the roll names none. */
export interface RollStudent {
  studentId: string;
  programmeCode: string;
  values: Omit<StoredStudent, 'id' | 'programme_id' | 'advisor_id' | 'roll_standing'> & {
    advisor_id?: number;
  };
  /** The standing's code; null (an empty cell, or no column) leaves it to the CGPA. */
  standing: string | null;
}

export interface ProgrammeChange {
  code: string;
  name: string;
  name_ms: string;
  faculty_id: number;
  /** Set when the programme is stored already. */
  id?: number;
}

/** A student's status a full roll does not touch when the student is missing from it. */
const LEFT_AS_THEY_ARE: StudentStatus[] = ['withdrawn', 'graduated'];

interface ProgrammeInFile extends ProgrammeChange {
  row: number;
}

/** The programme this row names: the first row of each code sets it, later rows must agree. */
function readProgramme(
  reader: PeopleRowReader<RollColumn>,
  facultyId: number | undefined,
  seen: Map<string, ProgrammeInFile>,
): string | undefined {
  const max = PEOPLE_IMPORT_LIMITS.programmeName;
  const written = reader.text('programme_code', reader.required('programme_code'), 20);
  const name = reader.text('programme_name', reader.required('programme_name'), max);
  const nameMs = reader.text('programme_name_ms', reader.required('programme_name_ms'), max);
  if (written === undefined) return undefined;
  const code = written.toUpperCase();
  if (name === undefined || nameMs === undefined || facultyId === undefined) return code;
  const first = seen.get(code);
  if (!first) {
    seen.set(code, { code, name, name_ms: nameMs, faculty_id: facultyId, row: reader.row });
    return code;
  }
  const differing: [RollColumn, boolean][] = [
    ['programme_name', first.name !== name],
    ['programme_name_ms', first.name_ms !== nameMs],
    ['faculty_code', first.faculty_id !== facultyId],
  ];
  for (const [column, differs] of differing) {
    if (differs) reader.report(column, 'programmeDiffers', { column, code, firstRow: first.row });
  }
  return code;
}

function readStudent(
  reader: PeopleRowReader<RollColumn>,
  world: RollWorld,
  seenStudents: Map<string, number>,
  seenProgrammes: Map<string, ProgrammeInFile>,
): RollStudent | undefined {
  const studentId = reader.personId('student_id');
  const fresh = firstRowOf(seenStudents, reader, 'student_id', studentId);
  const name = reader.text('name', reader.required('name'), PEOPLE_IMPORT_LIMITS.name);
  const email = reader.email('email');
  const facultyId = reader.faculty(
    'faculty_code',
    reader.required('faculty_code'),
    world.faculties,
  );
  const programmeCode = readProgramme(reader, facultyId, seenProgrammes);
  const year = reader.year('year_of_study');
  const intake = reader.text(
    'intake',
    reader.optional('intake') ?? undefined,
    PEOPLE_IMPORT_LIMITS.intake,
  );
  const advisorStaffId = reader.optional('advisor_staff_id');
  const advisorId = advisorStaffId === null ? undefined : world.advisors.get(advisorStaffId);
  if (advisorStaffId !== null && advisorId === undefined)
    reader.report('advisor_staff_id', 'unknownAdvisor', { value: advisorStaffId });
  const status = reader.status('status');
  const standing = readStanding(reader, world.standings);
  if (studentId !== undefined && !world.students.has(studentId)) {
    if (world.usernames.has(studentId.toLowerCase()))
      reader.report('student_id', 'usernameTaken', { value: studentId });
  }
  if (
    !fresh ||
    studentId === undefined ||
    name === undefined ||
    email === undefined ||
    facultyId === undefined ||
    programmeCode === undefined ||
    year === undefined ||
    status === undefined ||
    standing === undefined
  )
    return undefined;
  return {
    studentId,
    programmeCode,
    values: {
      name,
      email,
      faculty_id: facultyId,
      year_of_study: year,
      intake: intake ?? null,
      student_status: status,
      ...(advisorId === undefined ? {} : { advisor_id: advisorId }),
    },
    standing,
  };
}

/** The standing's code, lower-cased; null when the cell is empty; undefined (reported) unknown. */
function readStanding(reader: PeopleRowReader<RollColumn>, known: readonly string[]) {
  const value = reader.optional('standing');
  if (value === null) return null;
  const code = value.toLowerCase();
  if (known.includes(code)) return code;
  return reader.report('standing', 'unknownStanding', { value, codes: known.join(', ') });
}

const programmeChanged = (stored: StoredProgramme, file: ProgrammeChange) =>
  stored.name !== file.name ||
  stored.name_ms !== file.name_ms ||
  stored.faculty_id !== file.faculty_id;

/** Whether the roll changes anything of a stored student (an advisor left empty changes none). */
function studentChanged(stored: StoredStudent, roll: RollStudent, programmeId: number | undefined) {
  const { advisor_id: advisorId, ...values } = roll.values;
  return (
    (Object.keys(values) as (keyof typeof values)[]).some((key) => stored[key] !== values[key]) ||
    // A programme the roll creates is new to every student.
    programmeId === undefined ||
    stored.programme_id !== programmeId ||
    (advisorId !== undefined && stored.advisor_id !== advisorId) ||
    stored.roll_standing !== roll.standing
  );
}

/** The changes planned since they were last taken: what the next write does. */
export interface RollBatch {
  programmes: { create: ProgrammeChange[]; update: ProgrammeChange[] };
  create: RollStudent[];
  update: (RollStudent & { id: number })[];
}

const emptyBatch = (): RollBatch => ({
  programmes: { create: [], update: [] },
  create: [],
  update: [],
});

/**
 * Plans a roll row by row as it is read: every problem of every row and, in batches, what to
 * write; once the file is read, `full` also withdraws each student the file left out, unless
 * already withdrawn or graduated. A programme is decided by the first row that names it.
 */
export class RollPlanner {
  readonly errors: PeopleProblem[] = [];
  readonly summary: PeopleImportSummary = { created: 0, updated: 0, unchanged: 0, deactivated: 0 };
  /** Students missing from a full roll, withdrawn by it (once `finish` has run). */
  withdraw: { id: number; studentId: string }[] = [];
  private readonly seenStudents = new Map<string, number>();
  private readonly seenProgrammes = new Map<string, ProgrammeInFile>();
  private batch = emptyBatch();

  constructor(
    private readonly world: RollWorld,
    private readonly mode: 'upsert' | 'full',
  ) {}

  /** Changes waiting in the batch. */
  get pending() {
    return this.batch.create.length + this.batch.update.length;
  }

  read(item: PeopleItem<RollColumn>) {
    if (!('cells' in item)) return void this.errors.push(item);
    const programmesBefore = this.seenProgrammes.size;
    const student = readStudent(
      new PeopleRowReader(item, this.errors),
      this.world,
      this.seenStudents,
      this.seenProgrammes,
    );
    if (this.seenProgrammes.size > programmesBefore) {
      const { row: _row, ...programme } = [...this.seenProgrammes.values()].at(-1)!;
      const stored = this.world.programmes.get(programme.code);
      if (!stored) this.batch.programmes.create.push(programme);
      else if (programmeChanged(stored, programme))
        this.batch.programmes.update.push({ ...programme, id: stored.id });
    }
    if (!student) return;
    const stored = this.world.students.get(student.studentId);
    if (!stored) {
      this.batch.create.push(student);
      this.summary.created += 1;
    } else if (
      studentChanged(stored, student, this.world.programmes.get(student.programmeCode)?.id)
    ) {
      this.batch.update.push({ ...student, id: stored.id });
      this.summary.updated += 1;
    } else this.summary.unchanged += 1;
  }

  /** The batch to write, taken: the next one starts empty. */
  take(): RollBatch {
    const batch = this.batch;
    this.batch = emptyBatch();
    return batch;
  }

  /** After the last row: the withdrawals of a full roll, and the problems in row order. */
  finish() {
    if (this.mode === 'full') {
      for (const [studentId, stored] of this.world.students) {
        if (!this.seenStudents.has(studentId) && !LEFT_AS_THEY_ARE.includes(stored.student_status))
          this.withdraw.push({ id: stored.id, studentId });
      }
    }
    this.summary.deactivated = this.withdraw.length;
    this.errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  }
}
