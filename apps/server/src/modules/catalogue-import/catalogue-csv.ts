import {
  CATALOGUE_COLUMNS,
  CATALOGUE_OPTIONAL_COLUMNS,
  CATALOGUE_PART_COLUMNS,
  type CatalogueColumn,
} from '@daftar/contract';
import { stringify } from 'csv-stringify/sync';
import {
  readCsvTable,
  spreadsheetSafe,
  type CsvReading,
  type CsvRow as CsvFileRow,
} from '../../lib/csv-file';

// The catalogue file: lib/csv-file.ts reads it, with the catalogue's columns.

export type { ImportProblem } from '../../lib/csv-file';
export { fromSpreadsheetSafe, spreadsheetSafe } from '../../lib/csv-file';

type OptionalColumn = 'subject_name_ms' | 'description_ms';

/** A catalogue row: the Malay cells are absent when the file leaves their columns out. */
export type CsvRow = CsvFileRow<CatalogueColumn, OptionalColumn>;

/** Reads a catalogue file (see readCsvTable); the Malay columns may be left out. */
export const readCatalogueCsv = (
  bytes: Uint8Array,
  maxRows: number,
): CsvReading<CatalogueColumn, OptionalColumn> =>
  readCsvTable(
    bytes,
    CATALOGUE_COLUMNS,
    maxRows,
    CATALOGUE_OPTIONAL_COLUMNS as readonly OptionalColumn[],
  );

/** Writes rows as the import reads them: a header, CRLF lines, a BOM so spreadsheets see UTF-8. */
export function writeCatalogueCsv(rows: Record<CatalogueColumn, string>[]): string {
  // A catalogue without parts exports as it did before them (decision 039).
  const columns = CATALOGUE_COLUMNS.filter(
    (column) =>
      !(CATALOGUE_PART_COLUMNS as readonly string[]).includes(column) ||
      rows.some((row) => row[column] !== ''),
  );
  return stringify(
    rows.map((row) =>
      Object.fromEntries(columns.map((column) => [column, spreadsheetSafe(row[column])])),
    ),
    {
      header: true,
      columns,
      bom: true,
      record_delimiter: 'windows',
      quote_record_delimiter: true,
    },
  );
}
