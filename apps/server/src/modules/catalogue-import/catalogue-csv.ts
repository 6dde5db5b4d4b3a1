import { CATALOGUE_COLUMNS, type CatalogueColumn } from '@daftar/contract';
import { stringify } from 'csv-stringify/sync';
import { readCsvTable, spreadsheetSafe, type CsvReading } from '../../lib/csv-file';

// The catalogue file: lib/csv-file.ts reads it, with the catalogue's columns.

export type { CsvRow, ImportProblem } from '../../lib/csv-file';
export { fromSpreadsheetSafe, spreadsheetSafe } from '../../lib/csv-file';

/** Reads a catalogue file (see readCsvTable). */
export const readCatalogueCsv = (bytes: Uint8Array, maxRows: number): CsvReading =>
  readCsvTable(bytes, CATALOGUE_COLUMNS, maxRows);

/** Writes rows as the import reads them: a header, CRLF lines, a BOM so spreadsheets see UTF-8. */
export function writeCatalogueCsv(rows: Record<CatalogueColumn, string>[]): string {
  return stringify(
    rows.map((row) =>
      Object.fromEntries(CATALOGUE_COLUMNS.map((column) => [column, spreadsheetSafe(row[column])])),
    ),
    {
      header: true,
      columns: [...CATALOGUE_COLUMNS],
      bom: true,
      record_delimiter: 'windows',
      quote_record_delimiter: true,
    },
  );
}
