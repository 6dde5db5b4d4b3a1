import {
  emailSchema,
  PEOPLE_IMPORT_LIMITS,
  PERSON_ID_PATTERN,
  STAFF_ROLES,
  STUDENT_STATUSES,
  type StudentStatus,
} from '@daftar/contract';
import { type CsvRow, type ImportProblem } from './csv-file';
import { readCsvStream } from './csv-stream';
import type { ImportBody } from './import-body';
import { AppError } from './app-error';

// The roll's and the staff list's rows: read from CSV (the catalogue's reader) or from JSON, and
// each cell checked on its own. What rows mean together, and against the database, is
// roll-import.rules.ts and staff-import.rules.ts.

/** A problem of a people file; its message key is also the `code` the reply gives. */
export type PeopleProblem = ImportProblem<string>;

/** The body as sent: a CSV stream (kept on disk as it is read), or a JSON array of objects. */
export type PeopleBody = ImportBody;

/** A row to read, or a problem found before its cells could be read. */
export type PeopleItem<Column extends string> = CsvRow<Column> | PeopleProblem;

/**
 * Reads a body of either kind from its start, handing each row (or a row's problem) to `each`
 * as it arrives. Returns the problems of the whole file when it is refused (every row handed on is
 * then void), or undefined. A file over the row limit is 413.
 */
export async function readPeopleBody<Column extends string>(
  body: PeopleBody,
  columns: readonly Column[],
  each: (item: PeopleItem<Column>) => Promise<void> | void,
  optional: readonly Column[] = [],
  maxRows: number = PEOPLE_IMPORT_LIMITS.maxRows,
): Promise<PeopleProblem[] | undefined> {
  if (Array.isArray(body)) return void (await readJsonRows(body, columns, each));
  const end = await readCsvStream(body.chunks(), columns, maxRows, each, optional);
  if (end.kind === 'tooManyRows') throw new AppError(413, 'PAYLOAD_TOO_LARGE');
  return end.kind === 'problems' ? end.problems : undefined;
}

/** A body read whole: its rows and their problems, or the problems that refuse the whole file. */
export type WholeReading<Column extends string> =
  | { kind: 'rows'; rows: CsvRow<Column>[]; problems: PeopleProblem[] }
  | { kind: 'problems'; problems: PeopleProblem[] };

/**
 * Reads a short body (a programme structure, a bursary's holds: hundreds of rows, not a roll's
 * tens of thousands) whole, for imports that plan over every row at once.
 */
export async function readWholeBody<Column extends string>(
  body: PeopleBody,
  columns: readonly Column[],
  optional: readonly Column[] = [],
): Promise<WholeReading<Column>> {
  const rows: CsvRow<Column>[] = [];
  const problems: PeopleProblem[] = [];
  const refused = await readPeopleBody(
    body,
    columns,
    (item) => void ('cells' in item ? rows.push(item) : problems.push(item)),
    optional,
  );
  return refused ? { kind: 'problems', problems: refused } : { kind: 'rows', rows, problems };
}

/** JSON items are numbered from 1; a key that is no column is reported on its item. */
async function readJsonRows<Column extends string>(
  items: Record<string, string | number | null>[],
  columns: readonly Column[],
  each: (item: PeopleItem<Column>) => Promise<void> | void,
) {
  for (const [index, item] of items.entries()) {
    const row = index + 1;
    for (const key of Object.keys(item)) {
      if (!(columns as readonly string[]).includes(key))
        await each({ row, column: key, message: 'unknownColumn', params: { column: key } });
    }
    const cells = Object.fromEntries(
      columns.map((column) => [column, String(item[column] ?? '').trim()]),
    ) as Record<Column, string>;
    await each({ row, cells });
  }
}

// As the contract's plainTextSchema: controls and format characters hide or reorder text.
const HIDDEN = /[\p{Cc}\p{Cf}]/u;

/** Reads one row's cells, each problem reported on its row and column. */
export class PeopleRowReader<Column extends string> {
  constructor(
    private readonly source: CsvRow<Column>,
    private readonly problems: PeopleProblem[],
  ) {}

  get row() {
    return this.source.row;
  }

  report(column: Column | null, message: string, params: PeopleProblem['params'] = {}) {
    this.problems.push({ row: this.source.row, column, message, params });
    return undefined;
  }

  /** The cell, or undefined (reported) when it is empty. */
  required(column: Column): string | undefined {
    const value = this.source.cells[column];
    if (value !== '') return value;
    return this.report(column, 'required', { column });
  }

  optional(column: Column): string | null {
    // Empty, or a column the file may leave out and did.
    return this.source.cells[column] || null;
  }

  /** Plain text of at most `max` characters. */
  text(column: Column, value: string | undefined, max: number): string | undefined {
    if (value === undefined) return undefined;
    if (HIDDEN.test(value)) return this.report(column, 'hiddenCharacters', { column });
    if (value.length > max) return this.report(column, 'tooLong', { column, max });
    return value;
  }

  /** A student or staff ID: it becomes a username, so only the username's characters. */
  personId(column: Column): string | undefined {
    const value = this.required(column);
    if (value === undefined || PERSON_ID_PATTERN.test(value)) return value;
    return this.report(column, 'personId', { value });
  }

  email(column: Column): string | undefined {
    const value = this.required(column);
    if (value === undefined) return undefined;
    const parsed = emailSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    return this.report(column, 'email', { value });
  }

  /** A faculty code, upper-cased; `known` holds the faculties' ids by code. */
  faculty(column: Column, value: string | undefined, known: Map<string, number>) {
    if (value === undefined) return undefined;
    const id = known.get(value.toUpperCase());
    if (id !== undefined) return id;
    return this.report(column, 'unknownFaculty', { value });
  }

  year(column: Column): number | undefined {
    const value = this.required(column);
    if (value === undefined) return undefined;
    if (/^[1-4]$/.test(value)) return Number(value);
    return this.report(column, 'year', { value });
  }

  status(column: Column): StudentStatus | undefined {
    const value = this.required(column)?.toLowerCase();
    if (value === undefined) return undefined;
    const status = STUDENT_STATUSES.find((s) => s === value);
    return status ?? this.report(column, 'status', { value });
  }

  role(column: Column): (typeof STAFF_ROLES)[number] | undefined {
    const value = this.required(column)?.toLowerCase();
    if (value === undefined) return undefined;
    const role = STAFF_ROLES.find((r) => r === value);
    return role ?? this.report(column, 'role', { value });
  }
}

/** The first row each value appears on; a later row with the same value is reported. */
export function firstRowOf<Column extends string>(
  seen: Map<string, number>,
  reader: PeopleRowReader<Column>,
  column: Column,
  value: string | undefined,
): boolean {
  if (value === undefined) return false;
  const firstRow = seen.get(value);
  if (firstRow === undefined) {
    seen.set(value, reader.row);
    return true;
  }
  reader.report(column, 'repeatedPerson', { value, firstRow });
  return false;
}

/** The file's first errors and their count: a reply stays small (as the catalogue's). */
export const reportedErrors = (errors: PeopleProblem[]) =>
  errors.slice(0, PEOPLE_IMPORT_LIMITS.maxReportedErrors);
