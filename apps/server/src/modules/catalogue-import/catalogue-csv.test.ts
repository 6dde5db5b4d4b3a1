import {
  CATALOGUE_COLUMNS,
  CATALOGUE_REQUIRED_COLUMNS,
  type CatalogueColumn,
} from '@daftar/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromSpreadsheetSafe,
  readCatalogueCsv,
  spreadsheetSafe,
  writeCatalogueCsv,
} from './catalogue-csv';

const encode = (text: string) => new TextEncoder().encode(text);
const cellsOf = (value: string) =>
  Object.fromEntries(CATALOGUE_COLUMNS.map((column) => [column, value])) as Record<
    CatalogueColumn,
    string
  >;

describe('cells safe for spreadsheets', () => {
  it('marks exactly the cells a spreadsheet would run as formulas', () => {
    expect(spreadsheetSafe('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(spreadsheetSafe('+60 3-7967 7022')).toBe("'+60 3-7967 7022");
    expect(spreadsheetSafe('-1')).toBe("'-1");
    expect(spreadsheetSafe('@Dr. Tan')).toBe("'@Dr. Tan");
    expect(spreadsheetSafe("'=A1")).toBe("''=A1");
    expect(spreadsheetSafe('Dr. Tan = 1')).toBe('Dr. Tan = 1');
    expect(spreadsheetSafe("'quoted'")).toBe("'quoted'");
    expect(fromSpreadsheetSafe("'=SUM(A1:A9)")).toBe('=SUM(A1:A9)');
    expect(fromSpreadsheetSafe("''=A1")).toBe("'=A1");
    expect(fromSpreadsheetSafe("'quoted'")).toBe("'quoted'");
  });

  it('brings every value back exactly through a written and read file', () => {
    const value = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.stringMatching(/^'{0,3}[=+\-@]?$/), fc.string())
        .map(([start, rest]) => start + rest),
    );
    fc.assert(
      fc.property(value, (raw) => {
        // The import trims cells, so values are compared as the import keeps them.
        const text = raw.trim();
        fc.pre(text !== '');
        const reading = readCatalogueCsv(encode(writeCatalogueCsv([cellsOf(text)])), 10);
        expect(reading.kind).toBe('rows');
        if (reading.kind !== 'rows') return;
        expect(reading.rows[0]!.cells.description).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});

describe('reading a file', () => {
  it('numbers rows as a spreadsheet does: blank rows and cells of several lines count once', () => {
    const header = CATALOGUE_REQUIRED_COLUMNS.join(',');
    const row = (code: string, description = '') =>
      `${code},Name,3,1,F,${description},,1,30,Dr. A,Mon,08:00,10:00,BK1`;
    const file = `\ufeff${header}\r\n${row('A1', '"two\r\nlines"')}\r\n\r\n${row('A2')}\r\n,,,,,,,,,,,,,\r\n${row('A3')}`;
    const reading = readCatalogueCsv(encode(file), 10);
    expect(
      reading.kind === 'rows' && reading.rows.map((r) => [r.row, r.cells.subject_code]),
    ).toEqual([
      [2, 'A1'],
      [4, 'A2'],
      [6, 'A3'],
    ]);
  });

  it('takes the columns in any order, ignoring case, spaces and unnamed columns', () => {
    const columns = [...CATALOGUE_COLUMNS].reverse();
    const file = `${columns.map((c) => ` ${c.toUpperCase()} `).join(',')},\n${columns.map((c) => c).join(',')},\n`;
    const reading = readCatalogueCsv(encode(file), 10);
    expect(reading.kind === 'rows' && reading.rows[0]!.cells).toEqual(
      Object.fromEntries(CATALOGUE_COLUMNS.map((c) => [c, c])),
    );
  });

  it('counts only rows with something in them towards the limit', () => {
    const header = CATALOGUE_COLUMNS.join(',');
    const line = CATALOGUE_COLUMNS.map(() => 'x').join(',');
    expect(readCatalogueCsv(encode(`${header}\n${line}\n\n\n${line}\n`), 2).kind).toBe('rows');
    expect(readCatalogueCsv(encode(`${header}\n${line}\n${line}\n${line}\n`), 2).kind).toBe(
      'tooManyRows',
    );
  });
});
