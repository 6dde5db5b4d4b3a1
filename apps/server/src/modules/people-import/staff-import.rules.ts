import { PEOPLE_IMPORT_LIMITS, type PeopleImportSummary, type StaffColumn } from '@daftar/contract';
import type { CsvRow } from '../../lib/csv-file';
import { firstRowOf, PeopleRowReader, type PeopleProblem } from './people-rows';

// What a staff list does to the database, decided without I/O (as roll-import.rules.ts).

export interface StoredStaff {
  id: number;
  name: string;
  email: string | null;
  faculty_id: number | null;
  role: 'lecturer' | 'admin';
  advisees: number;
}

export interface StaffWorld {
  faculties: Map<string, number>;
  /** Staff accounts by staff ID. */
  staff: Map<string, StoredStaff>;
  /**
   * Staff accounts made before staff IDs (by the registrar), by lower-cased email, when only one
   * has it: the list gives such an account its staff ID rather than making the person twice.
   */
  unlinked: Map<string, StoredStaff>;
  usernames: Set<string>;
}

export interface StaffValues {
  staffId: string;
  values: Omit<StoredStaff, 'id' | 'advisees'>;
}

export interface StaffPlan {
  errors: PeopleProblem[];
  summary: PeopleImportSummary;
  create: StaffValues[];
  /** `link`: the account gets its staff ID now. */
  update: (StaffValues & { id: number; link: boolean })[];
}

function readStaff(
  reader: PeopleRowReader<StaffColumn>,
  world: StaffWorld,
  seen: Map<string, number>,
): (StaffValues & { stored?: StoredStaff; link: boolean }) | undefined {
  const staffId = reader.personId('staff_id');
  const fresh = firstRowOf(seen, reader, 'staff_id', staffId);
  const name = reader.text('name', reader.required('name'), PEOPLE_IMPORT_LIMITS.name);
  const email = reader.email('email');
  const facultyCode = reader.optional('faculty_code');
  const facultyId =
    facultyCode === null ? null : reader.faculty('faculty_code', facultyCode, world.faculties);
  const role = reader.role('role');
  if (!fresh || staffId === undefined || email === undefined) return undefined;
  const linked = world.staff.get(staffId);
  const stored = linked ?? world.unlinked.get(email.toLowerCase());
  if (!stored && world.usernames.has(staffId.toLowerCase()))
    reader.report('staff_id', 'usernameTaken', { value: staffId });
  // An advisor stays a lecturer: advisees would be left with an admin as their advisor.
  if (stored && role === 'admin' && stored.role === 'lecturer' && stored.advisees > 0)
    reader.report('role', 'stillAdvises', { value: staffId, count: stored.advisees });
  if (name === undefined || facultyId === undefined || role === undefined) return undefined;
  return {
    staffId,
    values: { name, email, faculty_id: facultyId, role },
    stored,
    link: stored !== undefined && linked === undefined,
  };
}

const staffChanged = (stored: StoredStaff, values: StaffValues['values']) =>
  (Object.keys(values) as (keyof typeof values)[]).some((key) => stored[key] !== values[key]);

/** Plans a staff list: every problem of every row, and (when there are none) what to write. */
export function planStaffImport(
  rows: CsvRow<StaffColumn>[],
  world: StaffWorld,
  fileProblems: PeopleProblem[] = [],
): StaffPlan {
  const errors = [...fileProblems];
  const seen = new Map<string, number>();
  const plan: StaffPlan = {
    errors,
    summary: { created: 0, updated: 0, unchanged: 0, deactivated: 0 },
    create: [],
    update: [],
  };
  for (const row of rows) {
    const staff = readStaff(new PeopleRowReader(row, errors), world, seen);
    if (!staff) continue;
    const { stored, link, ...values } = staff;
    if (!stored) plan.create.push(values);
    else if (link || staffChanged(stored, values.values))
      plan.update.push({ ...values, id: stored.id, link });
    else plan.summary.unchanged += 1;
  }
  errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  plan.summary.created = plan.create.length;
  plan.summary.updated = plan.update.length;
  return plan;
}
