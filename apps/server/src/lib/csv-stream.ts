import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import {
  PARSE_OPTIONS,
  problem,
  QUOTE_PROBLEMS,
  readHeader,
  readRecord,
  type CsvFileMessage,
  type CsvRow,
  type ImportProblem,
} from './csv-file';

// readCsvTable (csv-file.ts) for a file that arrives as a stream: each row is handed on as soon as
// it is read, so a file of any length is held a few chunks at a time. What the whole file is
// refused for takes precedence as it does there (not UTF-8, then unreadable, then the header,
// then too many rows), so the rest of the file is still read once a row has been handed on.

/** How a streamed file ended: read, or refused as a whole (every row handed on is then void). */
export type CsvStreamEnd =
  | { kind: 'read' }
  | { kind: 'problems'; problems: ImportProblem<CsvFileMessage>[] }
  | { kind: 'tooManyRows' };

/** Each data row (or the problem of its cell count), in file order. */
export type CsvStreamItem<Column extends string> = CsvRow<Column> | ImportProblem<CsvFileMessage>;

/**
 * Reads CSV `chunks` of the given columns, calling `each` on every data row and waiting for it
 * (so a slow reader slows the reading, never piles up rows). Blank rows are skipped but counted.
 * The `optional` columns may be left out of the file (a row then has no cell for them).
 */
export async function readCsvStream<Column extends string>(
  chunks: AsyncIterator<Uint8Array>,
  columns: readonly Column[],
  maxRows: number,
  each: (item: CsvStreamItem<Column>) => Promise<void> | void,
  optional: readonly string[] = [],
): Promise<CsvStreamEnd> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let notUtf8 = false;
  // The decoder drops a byte order mark, as spreadsheets write one; bytes that are not UTF-8 end
  // the text (the whole file is refused for them).
  const decoded = (bytes?: Uint8Array) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      notUtf8 = true;
      return undefined;
    }
  };
  async function* text() {
    for (;;) {
      const next = await chunks.next();
      const piece = decoded(next.done ? undefined : next.value);
      if (piece === undefined) return;
      if (piece !== '') yield piece;
      if (next.done) return;
    }
  }
  /** The rest of the body, read only to find bytes that are not UTF-8. */
  async function checkRest() {
    while (!notUtf8) {
      const next = await chunks.next();
      if (next.done) return void decoded();
      decoded(next.value);
    }
  }

  // The header as csv-parse reads it: an error ends the stream before its records are taken.
  let firstRecord: string[] | undefined;
  const parser = parse({
    ...PARSE_OPTIONS,
    on_record: (cells: string[]) => {
      firstRecord ??= cells;
      return cells;
    },
  });
  const feeding = pipeline(Readable.from(text()), parser);
  // Awaited once every record is read; when reading stops early its rejection is the same error.
  feeding.catch(() => undefined);
  let header: string[] | undefined;
  let at = new Map<string, number>();
  let refused: CsvStreamEnd | undefined;
  let dataRows = 0;
  let record = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      record += 1;
      if (refused) continue;
      if (!header) {
        header = cells;
        if (cells.every((cell) => cell.trim() === '')) {
          refused = { kind: 'problems', problems: [problem(1, null, 'noHeader')] };
          continue;
        }
        const read = readHeader(cells, columns, optional);
        if (read.problems.length > 0) refused = { kind: 'problems', problems: read.problems };
        at = read.at;
        continue;
      }
      if (cells.every((cell) => cell.trim() === '')) continue;
      dataRows += 1;
      if (dataRows > maxRows) refused = { kind: 'tooManyRows' };
      else await each(readRecord<Column>(cells, record, header.length, at));
    }
    await feeding;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    await checkRest();
    if (notUtf8) return { kind: 'problems', problems: [problem(null, null, 'notUtf8')] };
    return { kind: 'problems', problems: [syntaxProblem(error, firstRecord)] };
  }
  if (notUtf8) return { kind: 'problems', problems: [problem(null, null, 'notUtf8')] };
  if (!header) return { kind: 'problems', problems: [problem(1, null, 'noHeader')] };
  return refused ?? { kind: 'read' };
}

/** What csv-parse refused, on the row (and in the column) where it happened. */
function syntaxProblem(error: CsvError, header: string[] | undefined) {
  const details = error as CsvError & { records?: number; column?: number };
  // `records` counts the records read before the one that failed, the header among them.
  const row = typeof details.records === 'number' ? details.records + 1 : null;
  const column =
    row !== null && row > 1 && typeof details.column === 'number'
      ? (header?.[details.column]?.trim().toLowerCase() ?? null)
      : null;
  return problem(row, column, QUOTE_PROBLEMS[error.code] ?? 'unreadable');
}
