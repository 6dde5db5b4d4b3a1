import {
  type CatalogueColumn,
  type CatalogueImportMessage,
  type CatalogueImportParams,
} from '@daftar/contract';
import { CsvError, parse } from 'csv-parse/sync';

// An import file on the wire (the catalogue's, the student roll's, the staff list's): UTF-8 CSV
// with a header row, read by csv-parse and written by csv-stringify. No meaning is given to the
// cells here; each import reads its own.

/** One problem found in a file, worded later in the reader's language. */
export interface ImportProblem<Message extends string = CatalogueImportMessage> {
  /** The row as a spreadsheet numbers it (the header is 1); null for the whole file. */
  row: number | null;
  column: string | null;
  message: Message;
  params: CatalogueImportParams;
}

/** The problems of any CSV file, whatever its columns (the student roll's too). */
export type CsvFileMessage = Extract<
  CatalogueImportMessage,
  | 'notUtf8'
  | 'noHeader'
  | 'quoteNotClosed'
  | 'quoteClosedBadly'
  | 'badQuote'
  | 'unreadable'
  | 'missingColumn'
  | 'unknownColumn'
  | 'repeatedColumn'
  | 'cellCount'
>;

/**
 * A data row: its number and its cells by column, trimmed and made plain again; an optional
 * column the file leaves out has no cells.
 */
export interface CsvRow<Column extends string = CatalogueColumn, Optional extends Column = never> {
  row: number;
  cells: Record<Exclude<Column, Optional>, string> & Partial<Record<Optional, string>>;
}

export type CsvReading<Column extends string = CatalogueColumn, Optional extends Column = never> =
  | {
      kind: 'rows';
      rows: CsvRow<Column, Optional>[];
      problems: ImportProblem<CsvFileMessage>[];
    }
  | { kind: 'problems'; problems: ImportProblem<CsvFileMessage>[] }
  | { kind: 'tooManyRows' };

const problem = (
  row: number | null,
  column: string | null,
  message: CsvFileMessage,
  params: CatalogueImportParams = {},
): ImportProblem<CsvFileMessage> => ({ row, column, message, params });

// A spreadsheet runs a cell that starts with one of these as a formula. The export puts a `'`
// before such a cell (spreadsheets show the text and hide the mark) and the import takes one
// away again; a cell that already starts with `'`s before one of them gets one more, so that
// every value comes back exactly as it left.
const FORMULA_START = /^'*[=+\-@]/;
const MADE_SAFE = /^'+[=+\-@]/;

/** A cell as the export writes it: safe to open in a spreadsheet. */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell as the import reads it: the export's (or a spreadsheet user's) leading `'` removed. */
export function fromSpreadsheetSafe(value: string): string {
  return MADE_SAFE.test(value) ? value.slice(1) : value;
}

const QUOTE_PROBLEMS: Record<string, CsvFileMessage> = {
  CSV_QUOTE_NOT_CLOSED: 'quoteNotClosed',
  CSV_INVALID_CLOSING_QUOTE: 'quoteClosedBadly',
  INVALID_OPENING_QUOTE: 'badQuote',
};

function parseRecords(text: string, options: { to?: number } = {}): string[][] {
  return parse(text, {
    relax_column_count: true,
    // Blank lines stay records, so that every record's index is its spreadsheet row.
    skip_empty_lines: false,
    // Spaces around a quoted cell (` "a, b" `) are not part of it.
    trim: true,
    ...options,
  }) as string[][];
}

/** What csv-parse refused, on the row (and in the column) where it happened. */
function syntaxProblem(text: string, error: CsvError): ImportProblem<CsvFileMessage> {
  const details = error as CsvError & { records?: number; column?: number };
  // `records` counts the records read before the one that failed, the header among them.
  const row = typeof details.records === 'number' ? details.records + 1 : null;
  let column: string | null = null;
  if (row !== null && row > 1 && typeof details.column === 'number') {
    try {
      column = parseRecords(text, { to: 1 })[0]?.[details.column]?.trim().toLowerCase() ?? null;
    } catch {
      column = null;
    }
  }
  return problem(row, column, QUOTE_PROBLEMS[error.code] ?? 'unreadable');
}

/** The header's problems, or where each column is. */
function readHeader(
  header: string[],
  columns: readonly string[],
  optional: readonly string[],
): { problems: ImportProblem<CsvFileMessage>[]; at: Map<string, number> } {
  const problems: ImportProblem<CsvFileMessage>[] = [];
  const at = new Map<string, number>();
  header.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    // An unnamed column (a spreadsheet's stray trailing comma) is ignored with its cells.
    if (name === '') return;
    if (!columns.includes(name)) {
      problems.push(problem(1, cell.trim(), 'unknownColumn', { column: cell.trim() }));
    } else if (at.has(name)) {
      problems.push(problem(1, name, 'repeatedColumn', { column: name }));
    } else {
      at.set(name, index);
    }
  });
  for (const column of columns) {
    if (!at.has(column) && !optional.includes(column)) {
      problems.push(problem(1, column, 'missingColumn', { column }));
    }
  }
  return { problems, at };
}

/** A record's cells by column, trimmed and made plain again. */
function cellsOf<Column extends string, Optional extends Column>(
  record: string[],
  at: Map<string, number>,
): CsvRow<Column, Optional>['cells'] {
  return Object.fromEntries(
    [...at].map(([column, index]) => [column, fromSpreadsheetSafe((record[index] ?? '').trim())]),
  ) as CsvRow<Column, Optional>['cells'];
}

/**
 * Reads a CSV file of the given columns: UTF-8 (else one problem for the whole file), a header
 * row naming the columns in any order, then data rows. Blank rows are skipped but still counted,
 * so each row keeps the number a spreadsheet shows; more than `maxRows` data rows is
 * `tooManyRows`. The `optional` columns may be left out of the file.
 */
export function readCsvTable<Column extends string, Optional extends Column = never>(
  bytes: Uint8Array,
  columns: readonly Column[],
  maxRows: number,
  optional: readonly Optional[] = [],
): CsvReading<Column, Optional> {
  let text: string;
  try {
    // The decoder also drops a byte order mark, as spreadsheets write one.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { kind: 'problems', problems: [problem(null, null, 'notUtf8')] };
  }
  let records: string[][];
  try {
    records = parseRecords(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { kind: 'problems', problems: [syntaxProblem(text, error)] };
  }
  const [header, ...data] = records;
  if (!header || header.every((cell) => cell.trim() === '')) {
    return { kind: 'problems', problems: [problem(1, null, 'noHeader')] };
  }
  const { problems, at } = readHeader(header, columns, optional);
  if (problems.length > 0) return { kind: 'problems', problems };

  const rows: CsvRow<Column, Optional>[] = [];
  const rowProblems: ImportProblem<CsvFileMessage>[] = [];
  let dataRows = 0;
  for (const [index, record] of data.entries()) {
    if (record.every((cell) => cell.trim() === '')) continue;
    dataRows += 1;
    if (dataRows > maxRows) return { kind: 'tooManyRows' };
    const row = index + 2;
    if (record.length !== header.length) {
      rowProblems.push(
        problem(row, null, 'cellCount', { count: record.length, expected: header.length }),
      );
      continue;
    }
    rows.push({ row, cells: cellsOf<Column, Optional>(record, at) });
  }
  return { kind: 'rows', rows, problems: rowProblems };
}

/** Where the piece of `text` from `start` ends: the first line end outside quotes past `size`. */
function pieceEnd(text: string, start: number, size: number): number {
  let quotes = 0;
  for (let i = start; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === 34) quotes += 1;
    // A line end with an even count of quote marks before it is outside every quoted cell.
    else if (char === 10 && quotes % 2 === 0 && i - start >= size) return i + 1;
  }
  return text.length;
}

/**
 * Reads a CSV file as readCsvTable does, a batch of rows at a time, so that a file of a million
 * rows (issue 44's results) is never held as rows all at once. The text is cut at line ends
 * outside quotes and each piece parsed on its own; rows keep the numbers a spreadsheet shows. A
 * batch of kind `problems` (the file or its header is unreadable, or a piece's syntax) or
 * `tooManyRows` is the last.
 */
export function* readCsvBatches<Column extends string>(
  bytes: Uint8Array,
  columns: readonly Column[],
  maxRows: number,
  batchChars = 1 << 20,
): Generator<CsvReading<Column>> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    yield { kind: 'problems', problems: [problem(null, null, 'notUtf8')] };
    return;
  }
  const headerEnd = pieceEnd(text, 0, 0);
  let header: string[] | undefined;
  try {
    header = parseRecords(text.slice(0, headerEnd))[0];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    yield { kind: 'problems', problems: [syntaxProblem(text, error)] };
    return;
  }
  if (!header || header.every((cell) => cell.trim() === '')) {
    yield { kind: 'problems', problems: [problem(1, null, 'noHeader')] };
    return;
  }
  const { problems, at } = readHeader(header, columns, []);
  if (problems.length > 0) {
    yield { kind: 'problems', problems };
    return;
  }
  let recordsBefore = 1;
  let dataRows = 0;
  for (let start = headerEnd; start < text.length;) {
    const end = pieceEnd(text, start, batchChars);
    let records: string[][];
    try {
      records = parseRecords(text.slice(start, end));
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      const details = error as CsvError & { records?: number; column?: number };
      const row = recordsBefore + (details.records ?? 0) + 1;
      const column =
        typeof details.column === 'number'
          ? (header[details.column]?.trim().toLowerCase() ?? null)
          : null;
      yield {
        kind: 'problems',
        problems: [problem(row, column, QUOTE_PROBLEMS[error.code] ?? 'unreadable')],
      };
      return;
    }
    const rows: CsvRow<Column>[] = [];
    const rowProblems: ImportProblem<CsvFileMessage>[] = [];
    for (const [index, record] of records.entries()) {
      if (record.every((cell) => cell.trim() === '')) continue;
      dataRows += 1;
      if (dataRows > maxRows) {
        yield { kind: 'tooManyRows' };
        return;
      }
      const row = recordsBefore + index + 1;
      if (record.length !== header.length) {
        rowProblems.push(
          problem(row, null, 'cellCount', { count: record.length, expected: header.length }),
        );
        continue;
      }
      rows.push({ row, cells: cellsOf<Column, never>(record, at) });
    }
    recordsBefore += records.length;
    start = end;
    yield { kind: 'rows', rows, problems: rowProblems };
  }
}
