import { CATALOGUE_REQUIRED_COLUMNS } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { csvFile, importReport, type Cells } from './catalogue-import.fixture';
import {
  importTestBed,
  itReportsEach,
  PREREQUISITE_WORLD,
  row2,
  type Case,
} from './catalogue-import.test-bed';

// Every kind of badly written file, each reported on its row and column, changing nothing even
// when it is imported for real; and how many errors a report lists and counts.

const bed = importTestBed(PREREQUISITE_WORLD);

const HEADER = CATALOGUE_REQUIRED_COLUMNS.join(',');
const GOOD =
  'WIX1001,Computing Mathematics I,3,1,FSKTM,"Sets, logic and proofs.",,1,30,Dr. Aminah,Mon,08:00,10:00,BK1';

const CASES: Case[] = [
  [
    'a quoted cell left open to the end of the file',
    `${HEADER}\n${GOOD}\nWIX1002,Data Structures,3,1,FSKTM,"Lists and trees,,1,30,Dr. Lim,Tue,08:00,10:00,BK1\nWIX1003,Algorithms,3,1,FSKTM,,,1,30,Dr. Lim,Wed,08:00,10:00,BK1\n`,
    [
      {
        row: 3,
        column: 'description',
        message:
          'A quotation mark opens a cell on this row and none closes it, so the rest of the file cannot be read.',
      },
    ],
  ],
  [
    'a quoted cell left open until a later row’s quotation mark',
    `${HEADER}\n${GOOD}\nWIX1002,Data Structures,3,1,FSKTM,"Lists, trees,,1,30,Dr. Lim,Tue,08:00,10:00,BK1\n${GOOD}\n`,
    [
      {
        row: 3,
        column: 'description',
        message:
          'The quoted cell that starts on this row is not closed properly: end it with a quotation mark, and double every quotation mark inside it ("").',
      },
    ],
  ],
  [
    'a quotation mark in the middle of a cell',
    `${HEADER}\n${GOOD}\nWIX1002,Data "Structures",3,1,FSKTM,,,1,30,Dr. Lim,Tue,08:00,10:00,BK1\n`,
    [
      {
        row: 3,
        column: 'subject_name',
        message: 'A quotation mark inside a cell must be doubled ("") and the cell put in quotes.',
      },
    ],
  ],
  [
    'a file that is not UTF-8',
    Buffer.from(csvFile({ lecturer: 'Dr. Zoë Pereira' }), 'latin1'),
    [
      {
        row: null,
        column: null,
        message:
          'The file is not UTF-8 text. Save it as "CSV UTF-8 (comma delimited)" and import it again.',
      },
    ],
  ],
  [
    'an empty file',
    '',
    [{ row: 1, column: null, message: 'The file is empty: the first row must name the columns.' }],
  ],
  [
    'a header row with a column missing and an unknown one',
    csvFile({}).replace(',room', ',rooms'),
    [
      { row: 1, column: 'rooms', message: 'Unknown column "rooms".' },
      { row: 1, column: 'room', message: 'The header row has no "room" column.' },
    ],
  ],
  [
    'a row with more cells than the header',
    `${HEADER}\n${GOOD},extra\n`,
    [row2(null, 'This row has 15 cells; the header row has 14.')],
  ],
  [
    'subject details that differ between a subject’s rows',
    csvFile({}, { day: 'Wed', subject_name: 'Computing Maths', credits: '4' }),
    [
      {
        row: 3,
        column: 'subject_name',
        message:
          'The "subject_name" of WIX1001 differs from row 2: every row of a subject must give the same subject details.',
      },
      {
        row: 3,
        column: 'credits',
        message:
          'The "credits" of WIX1001 differs from row 2: every row of a subject must give the same subject details.',
      },
    ],
  ],
  [
    'section details that differ between a section’s rows',
    csvFile({}, { day: 'Wed', capacity: '35' }),
    [
      {
        row: 3,
        column: 'capacity',
        message:
          'The "capacity" of WIX1001 section 1 differs from row 2: every row of a section must give the same capacity and lecturer.',
      },
    ],
  ],
  [
    'a row without a meeting in a section that has meetings',
    csvFile({}, { day: '', start: '', end: '', room: '' }),
    [
      {
        row: 3,
        column: 'day',
        message:
          'The day, start, end and room of WIX1001 section 1 are empty here but given on row 2.',
      },
    ],
  ],
  [
    'hidden characters and cells too long',
    csvFile({ subject_name: 'Comp\u202euting', room: 'R'.repeat(101) }),
    [
      row2('subject_name', 'The "subject_name" cell holds invisible or control characters.'),
      row2('room', 'The "room" cell is longer than 100 characters.'),
    ],
  ],
  [
    'bad rows after blank rows and a cell of several lines, by their spreadsheet row',
    `${HEADER}\n\n${GOOD.replace('"Sets, logic and proofs."', '"Sets,\nlogic"')}\n,,,,,,,,,,,,,\nWIX1002,Data Structures,3,1,FSKTM,,,1,30,Dr. Lim,Tue,08:00,10:00,Bilik\u0007\n`,
    [{ row: 5, column: 'room', message: 'The "room" cell holds invisible or control characters.' }],
  ],
];

describe('a badly written file', () => {
  itReportsEach(bed, CASES);

  it('lists the first 200 errors and counts them all', async () => {
    const rows: Cells[] = Array.from({ length: 202 }, (_, i) => ({
      subject_code: `BAD${i}`,
      day: 'Someday',
    }));
    const report = await importReport(bed.t, bed.w.admin, csvFile(...rows), {
      periodId: bed.w.periodId,
    });
    expect(report.errors).toHaveLength(200);
    expect(report.errors[199]).toMatchObject({ row: 201, column: 'day' });
    expect(report.errorCount).toBe(202);
  });

  it('still counts what the rows without errors would change', async () => {
    const report = await importReport(
      bed.t,
      bed.w.admin,
      csvFile({}, { subject_code: 'WIX1002', faculty_code: 'NOPE' }),
      { periodId: bed.w.periodId, dryRun: true },
    );
    expect(report.ok).toBe(false);
    expect(report.summary).toEqual({
      subjectsCreated: 1,
      subjectsUpdated: 0,
      sectionsCreated: 1,
      sectionsUpdated: 0,
      unchanged: 0,
    });
  });
});
