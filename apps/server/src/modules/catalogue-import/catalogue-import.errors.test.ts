import { CATALOGUE_REQUIRED_COLUMNS, type CatalogueImportProblem } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  catalogueState,
  csvFile,
  importReport,
  importWorld,
  type Cells,
  type ImportWorld,
} from './catalogue-import.fixture';

// Every kind of bad row, each reported on its row and column, and a file with errors changing
// nothing even when it is imported for real.

let t: TestApp;
let w: ImportWorld;

beforeAll(async () => {
  t = await createTestApp();
  // WIA2001 requires WIA1001 already: a file making WIA1001 require WIA2001 closes a circle.
  w = await importWorld(t, [
    { code: 'WIA1001', sections: [] },
    { code: 'WIA2001', sections: [], prerequisites: ['WIA1001'] },
  ]);
});
afterAll(() => t.close());

const HEADER = CATALOGUE_REQUIRED_COLUMNS.join(',');
const GOOD =
  'WIX1001,Computing Mathematics I,3,1,FSKTM,"Sets, logic and proofs.",,1,30,Dr. Aminah,Mon,08:00,10:00,BK1';

type Case = [name: string, file: string | Buffer, errors: CatalogueImportProblem[]];

const row2 = (column: string | null, message: string) => ({ row: 2, column, message });

const CASES: Case[] = [
  [
    'an unknown faculty',
    csvFile({ faculty_code: 'FSKX' }),
    [row2('faculty_code', 'Unknown faculty code "FSKX".')],
  ],
  [
    'a day that is not Mon-Sun',
    csvFile({ day: 'Monday' }),
    [row2('day', 'Unknown day "Monday": write Mon, Tue, Wed, Thu, Fri, Sat or Sun.')],
  ],
  [
    'times that are not HH:MM on the 24-hour clock',
    csvFile({ start: '8am', end: '24:00' }),
    [
      row2('start', '"8am" is not a time: write it as HH:MM on the 24-hour clock, e.g. 14:00.'),
      row2('end', '"24:00" is not a time: write it as HH:MM on the 24-hour clock, e.g. 14:00.'),
    ],
  ],
  [
    'an end before or at the start',
    csvFile({ start: '10:00', end: '09:30' }, { day: 'Tue', start: '10:00', end: '10:00' }),
    [
      row2('end', 'The class ends at 09:30, which is not after it starts (10:00).'),
      {
        row: 3,
        column: 'end',
        message: 'The class ends at 10:00, which is not after it starts (10:00).',
      },
    ],
  ],
  [
    'credits outside 1-12',
    csvFile(
      { credits: '0' },
      { subject_code: 'WIX1002', credits: '13' },
      { subject_code: 'WIX1003', credits: '3.5' },
    ),
    [
      row2('credits', 'Credits must be a whole number from 1 to 12, not "0".'),
      {
        row: 3,
        column: 'credits',
        message: 'Credits must be a whole number from 1 to 12, not "13".',
      },
      {
        row: 4,
        column: 'credits',
        message: 'Credits must be a whole number from 1 to 12, not "3.5".',
      },
    ],
  ],
  [
    'a year outside 1-4',
    csvFile({ year: '5' }),
    [row2('year', 'Year must be a whole number from 1 to 4, not "5".')],
  ],
  [
    'empty required cells',
    csvFile({ subject_name: '', lecturer: ' ', room: '' }),
    [
      row2('subject_name', 'The "subject_name" cell is empty; it is required.'),
      row2('lecturer', 'The "lecturer" cell is empty; it is required.'),
      row2('room', 'The "room" cell is empty; it is required.'),
    ],
  ],
  [
    'a duplicate row (same subject, section, day and start)',
    csvFile({}, { day: 'Tue' }, { room: 'DK2', end: '11:00' }),
    [
      {
        row: 4,
        column: null,
        message: 'This row repeats row 2: WIX1001 section 1 on Mon at 08:00.',
      },
    ],
  ],
  [
    'an unknown prerequisite',
    csvFile({ prerequisites: 'WIA1001 WIX9999' }),
    [
      row2(
        'prerequisites',
        'Unknown prerequisite "WIX9999": it is neither in this file nor in the catalogue.',
      ),
    ],
  ],
  [
    'prerequisites in a circle within the file',
    csvFile(
      { prerequisites: 'WIX1002' },
      { subject_code: 'WIX1002', prerequisites: 'WIX1001', section: '1' },
      { subject_code: 'WIX1003', prerequisites: 'WIX1003' },
    ),
    // Each circle once, on its first row.
    [
      row2(
        'prerequisites',
        'The prerequisites go round in a circle of 2 subjects: WIX1001 → WIX1002 → WIX1001.',
      ),
      {
        row: 4,
        column: 'prerequisites',
        message:
          'The prerequisites go round in a circle: the subject requires itself (WIX1003 → WIX1003).',
      },
    ],
  ],
  [
    'prerequisites in a circle through a stored subject',
    csvFile({ subject_code: 'WIA1001', prerequisites: 'WIA2001' }),
    [
      row2(
        'prerequisites',
        'The prerequisites go round in a circle of 2 subjects: WIA1001 → WIA2001 → WIA1001.',
      ),
    ],
  ],
  [
    'a capacity that is not a whole number from 0 to 10000',
    csvFile(
      { capacity: 'thirty' },
      { subject_code: 'WIX1002', capacity: '10001' },
      { subject_code: 'WIX1003', capacity: '-1' },
    ),
    [
      row2('capacity', 'Capacity must be a whole number from 0 to 10000, not "thirty".'),
      {
        row: 3,
        column: 'capacity',
        message: 'Capacity must be a whole number from 0 to 10000, not "10001".',
      },
      {
        row: 4,
        column: 'capacity',
        message: 'Capacity must be a whole number from 0 to 10000, not "-1".',
      },
    ],
  ],
  [
    'a section number that is not a whole number from 1 to 999',
    csvFile({ section: 'A' }),
    [row2('section', 'The section must be a whole number from 1 to 999, not "A".')],
  ],
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

describe('a file with errors', () => {
  it.each(CASES)(
    'reports %s on its row and column, and changes nothing',
    async (_name, file, errors) => {
      const before = await catalogueState(t.database.db);
      const report = await importReport(t, w.admin, file, { periodId: w.periodId });
      expect(report.errors).toEqual(errors);
      expect(report.ok).toBe(false);
      expect(await catalogueState(t.database.db)).toEqual(before);
    },
  );

  it('lists the first 200 errors and counts them all', async () => {
    const rows: Cells[] = Array.from({ length: 202 }, (_, i) => ({
      subject_code: `BAD${i}`,
      day: 'Someday',
    }));
    const report = await importReport(t, w.admin, csvFile(...rows), { periodId: w.periodId });
    expect(report.errors).toHaveLength(200);
    expect(report.errors[199]).toMatchObject({ row: 201, column: 'day' });
    expect(report.errorCount).toBe(202);
  });

  it('still counts what the rows without errors would change', async () => {
    const report = await importReport(
      t,
      w.admin,
      csvFile({}, { subject_code: 'WIX1002', faculty_code: 'NOPE' }),
      { periodId: w.periodId, dryRun: true },
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
