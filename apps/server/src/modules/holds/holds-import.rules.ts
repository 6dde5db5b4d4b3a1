import {
  dateTimeSchema,
  HOLD_BLOCKS,
  HOLD_TYPES,
  REASON_MAX,
  type HoldBlock,
  type HoldColumn,
  type PeopleImportSummary,
} from '@daftar/contract';
import type { CsvRow } from '../../lib/csv-file';
import { firstRowOf, PeopleRowReader, type PeopleProblem } from '../../lib/people-rows';
import type { HoldValues } from './holds.repository';

// What a bursary push does to the holds, decided without I/O (as the roll's roll-import.rules.ts).
// A row is matched to a stored hold by `reference`, so the same push twice changes nothing; a row
// with `released_at` releases its hold; a row without it for a released hold places it again.

export const REFERENCE_MAX = 100;

export interface StoredHold extends HoldValues {
  id: number;
  student_id: number;
  /** The student's ID, to name them in a problem. */
  student_number: string | null;
  released_at: string | null;
}

export interface HoldWorld {
  /** Students by student ID. */
  students: Map<string, number>;
  byReference: Map<string, StoredHold>;
}

export interface HoldRowValues extends HoldValues {
  studentId: number;
  reference: string;
  releasedAt: string | null;
}

export interface HoldPlan {
  errors: PeopleProblem[];
  /** Created, updated (placed again among them), unchanged, and released (`deactivated`). */
  summary: PeopleImportSummary;
  create: HoldRowValues[];
  update: { id: number; values: HoldValues }[];
  /** Holds whose release changes: released at `at`, or (`at` null) placed again. */
  release: { id: number; at: string | null }[];
  /** Students whose holds changed: their pages hear of it. */
  studentIds: number[];
}

const TEXT_COLUMNS = [
  'reason_en',
  'reason_ms',
  'how_to_clear_en',
  'how_to_clear_ms',
  'contact',
] as const;

function readBlocks(reader: PeopleRowReader<HoldColumn>): HoldBlock[] | undefined {
  const value = reader.required('blocks');
  if (value === undefined) return undefined;
  const names = value
    .split(';')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const blocks = HOLD_BLOCKS.filter((block) => names.includes(block));
  if (
    names.length === 0 ||
    names.some((name) => !(HOLD_BLOCKS as readonly string[]).includes(name))
  )
    return reader.report('blocks', 'holdBlocks', { value });
  return blocks;
}

function readRow(
  reader: PeopleRowReader<HoldColumn>,
  world: HoldWorld,
  seen: Map<string, number>,
): HoldRowValues | undefined {
  const number = reader.required('student_id');
  const studentId = number === undefined ? undefined : world.students.get(number);
  if (number !== undefined && studentId === undefined)
    reader.report('student_id', 'unknownStudent', { value: number });
  const typeCell = reader.required('type')?.toLowerCase();
  const type = HOLD_TYPES.find((t) => t === typeCell);
  if (typeCell !== undefined && !type) reader.report('type', 'holdType', { value: typeCell });
  const reference = reader.text('reference', reader.required('reference'), REFERENCE_MAX);
  const fresh = firstRowOf(seen, reader, 'reference', reference);
  const texts = TEXT_COLUMNS.map((column) =>
    reader.text(column, reader.required(column), REASON_MAX),
  );
  const blocks = readBlocks(reader);
  const releasedCell = reader.optional('released_at');
  const released = releasedCell === null ? null : dateTimeSchema.safeParse(releasedCell);
  if (released && !released.success)
    reader.report('released_at', 'releasedAt', { value: releasedCell! });
  const stored = reference === undefined ? undefined : world.byReference.get(reference);
  if (stored && studentId !== undefined && stored.student_id !== studentId)
    reader.report('reference', 'referenceStudent', {
      value: reference!,
      other: stored.student_number ?? '',
    });
  const [reasonEn, reasonMs, clearEn, clearMs, contact] = texts;
  if (
    !fresh ||
    studentId === undefined ||
    !type ||
    reference === undefined ||
    texts.includes(undefined) ||
    !blocks ||
    (released && !released.success)
  )
    return undefined;
  return {
    studentId,
    reference,
    type,
    reason_en: reasonEn!,
    reason_ms: reasonMs!,
    how_to_clear_en: clearEn!,
    how_to_clear_ms: clearMs!,
    contact: contact!,
    blocks,
    releasedAt: released?.success ? released.data : null,
  };
}

const valuesDiffer = (stored: StoredHold, row: HoldRowValues) =>
  stored.type !== row.type ||
  TEXT_COLUMNS.some((column) => stored[column] !== row[column]) ||
  stored.blocks.join(';') !== row.blocks.join(';');

/** Plans a push: every problem of every row, and (when there are none) what to write. */
export function planHoldImport(
  rows: CsvRow<HoldColumn>[],
  world: HoldWorld,
  fileProblems: PeopleProblem[] = [],
): HoldPlan {
  const errors = [...fileProblems];
  const seen = new Map<string, number>();
  const students = new Set<number>();
  const plan: HoldPlan = {
    errors,
    summary: { created: 0, updated: 0, unchanged: 0, deactivated: 0 },
    create: [],
    update: [],
    release: [],
    studentIds: [],
  };
  for (const source of rows) {
    const row = readRow(new PeopleRowReader(source, errors), world, seen);
    if (!row) continue;
    const stored = world.byReference.get(row.reference);
    if (!stored) {
      plan.create.push(row);
      plan.summary.created += 1;
      students.add(row.studentId);
      continue;
    }
    const { studentId: _student, reference: _reference, releasedAt, ...values } = row;
    const differs = valuesDiffer(stored, row);
    if (differs) plan.update.push({ id: stored.id, values });
    const releases = releasedAt !== null && stored.released_at === null;
    const placesAgain = releasedAt === null && stored.released_at !== null;
    if (releases || placesAgain) plan.release.push({ id: stored.id, at: releasedAt });
    if (releases) plan.summary.deactivated += 1;
    else if (differs || placesAgain) plan.summary.updated += 1;
    else plan.summary.unchanged += 1;
    if (differs || releases || placesAgain) students.add(stored.student_id);
  }
  errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  plan.studentIds = [...students];
  return plan;
}
