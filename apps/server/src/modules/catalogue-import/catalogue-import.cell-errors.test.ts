import { describe } from 'vitest';
import { csvFile } from './catalogue-import.fixture';
import {
  importTestBed,
  itReportsEach,
  PREREQUISITE_WORLD,
  row2,
  type Case,
} from './catalogue-import.test-bed';

// Every kind of bad cell, each reported on its row and column, and a file with errors changing
// nothing even when it is imported for real.

const bed = importTestBed(PREREQUISITE_WORLD);

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
];

describe('a file with bad cells', () => {
  itReportsEach(bed, CASES);
});
