import { describe, expect, it } from 'vitest';
import { readCsvBatches } from './csv-file';

// Issue 44: a large file read a piece at a time gives the rows readCsvTable would, numbered alike.

const bytes = (text: string) => new TextEncoder().encode(text);
const COLUMNS = ['code', 'note'] as const;

describe('readCsvBatches', () => {
  it('cuts only outside quotes, numbering rows as a spreadsheet does across pieces', () => {
    const file = 'code,note\nA1,"one\ntwo, three"\n\nA2,plain\nA3,"x ""y"""\n';
    const batches = [...readCsvBatches(bytes(file), COLUMNS, 10, 1)];
    const rows = batches.flatMap((b) => (b.kind === 'rows' ? b.rows : []));
    expect(batches.length).toBeGreaterThan(2);
    expect(rows).toEqual([
      { row: 2, cells: { code: 'A1', note: 'one\ntwo, three' } },
      { row: 4, cells: { code: 'A2', note: 'plain' } },
      { row: 5, cells: { code: 'A3', note: 'x "y"' } },
    ]);
  });

  it('reports a bad header, a short row and a broken quote where they are', () => {
    expect([...readCsvBatches(bytes('code,other\n'), COLUMNS, 10)]).toEqual([
      {
        kind: 'problems',
        problems: [
          { row: 1, column: 'other', message: 'unknownColumn', params: { column: 'other' } },
          { row: 1, column: 'note', message: 'missingColumn', params: { column: 'note' } },
        ],
      },
    ]);
    const short = [...readCsvBatches(bytes('code,note\nA1\n'), COLUMNS, 10)];
    expect(short[0]).toMatchObject({
      kind: 'rows',
      problems: [{ row: 2, message: 'cellCount', params: { count: 1, expected: 2 } }],
    });
    const broken = [...readCsvBatches(bytes('code,note\nA1,ok\nA2,"open\n'), COLUMNS, 10, 1)];
    expect(broken.at(-1)).toMatchObject({
      kind: 'problems',
      problems: [{ row: 3, message: 'quoteNotClosed' }],
    });
  });

  it('stops at the row limit', () => {
    const batches = [...readCsvBatches(bytes('code,note\nA,1\nB,2\nC,3\n'), COLUMNS, 2, 1)];
    expect(batches.at(-1)).toEqual({ kind: 'tooManyRows' });
  });
});
