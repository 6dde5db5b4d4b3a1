import type { ResultColumn } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import type { CsvRow } from '../../lib/csv-file';
import type { PeopleProblem } from '../../lib/people-rows';
import {
  readResults,
  repeatedResults,
  SeenResults,
  type ResultsWorld,
} from './results-import.rules';

// The results a file repeats are found once it is read, across its batches (decision 031).

const world: ResultsWorld = {
  studentIds: new Map([
    ['S001', 41],
    ['S002', 97_000],
  ]),
  subjectIds: new Map([
    ['WIX1002', 7],
    ['WIX2001', 1_204],
  ]),
  grades: ['A', 'B', 'F'],
};

let row = 1;
const line = (student: string, subject: string, session: string, semester: string) => {
  row += 1;
  const cells = { student_id: student, subject_code: subject, session, semester, grade: 'A' };
  return { row, cells } as CsvRow<ResultColumn>;
};

describe('SeenResults', () => {
  it('reports a result repeated in a later batch with its first row, and only that', () => {
    const seen = new SeenResults(world);
    const problems: PeopleProblem[] = [];
    const first = [
      line('S001', 'WIX1002', '2023/2024', '1'),
      line('S002', 'wix2001', '2023/2024', '2'),
      line('S002', 'WIX2001', '2023/2024', '2'),
    ];
    const kept = readResults(first, world, problems, seen);
    // Within a batch the first stays; the repeat is still noted.
    expect(kept.size).toBe(2);
    readResults(
      [
        line('S001', 'WIX1002', '2024/2025', '1'),
        line('S001', 'WIX1002', '2023/2024', '2'),
        line('S001', 'WIX1002', '2023/2024', '1'),
      ],
      world,
      problems,
      seen,
    );
    expect(problems).toEqual([]);
    expect(repeatedResults(seen, world)).toEqual([
      {
        row: 4,
        column: null,
        message: 'repeatedResult',
        params: { value: 'S002 WIX2001', firstRow: 3 },
      },
      {
        row: 7,
        column: null,
        message: 'repeatedResult',
        params: { value: 'S001 WIX1002', firstRow: 2 },
      },
    ]);
  });

  it('grows past its first arrays and finds nothing in a file without repeats', () => {
    const seen = new SeenResults(world);
    for (let i = 0; i < 70_000; i += 1) {
      seen.add({ studentId: 41 + i, subjectId: 7, session: '2023/2024', semester: 1 }, i + 2);
    }
    expect(seen.repeats()).toEqual([]);
    seen.add({ studentId: 41 + 69_999, subjectId: 7, session: '2023/2024', semester: 1 }, 70_002);
    expect(seen.repeats()).toEqual([{ key: expect.any(Number), row: 70_002, firstRow: 70_001 }]);
  });
});
