import { PEOPLE_IMPORT_LIMITS, type PeopleImportSummary, type StaffColumn } from '@daftar/contract';
import {
  firstRowOf,
  PeopleRowReader,
  type PeopleItem,
  type PeopleProblem,
} from '../../lib/people-rows';

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

/** The changes planned since they were last taken. */
export interface StaffBatch {
  create: StaffValues[];
  /** `link`: the account gets its staff ID now. */
  update: (StaffValues & { id: number; link: boolean })[];
}

/** Plans a staff list row by row as it is read (as RollPlanner plans a roll). */
export class StaffPlanner {
  readonly errors: PeopleProblem[] = [];
  readonly summary: PeopleImportSummary = { created: 0, updated: 0, unchanged: 0, deactivated: 0 };
  private readonly seen = new Map<string, number>();
  private batch: StaffBatch = { create: [], update: [] };

  constructor(private readonly world: StaffWorld) {}

  get pending() {
    return this.batch.create.length + this.batch.update.length;
  }

  read(item: PeopleItem<StaffColumn>) {
    if (!('cells' in item)) return void this.errors.push(item);
    const staff = readStaff(new PeopleRowReader(item, this.errors), this.world, this.seen);
    if (!staff) return;
    const { stored, link, ...values } = staff;
    if (!stored) {
      this.batch.create.push(values);
      this.summary.created += 1;
    } else if (link || staffChanged(stored, values.values)) {
      this.batch.update.push({ ...values, id: stored.id, link });
      this.summary.updated += 1;
    } else this.summary.unchanged += 1;
  }

  take(): StaffBatch {
    const batch = this.batch;
    this.batch = { create: [], update: [] };
    return batch;
  }

  finish() {
    this.errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  }
}
