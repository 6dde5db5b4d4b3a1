import { describe, expect, it } from 'vitest';
import { behindOf, plannedCredits } from './behind.rules';
import { evaluateProgress } from './progress.rules';
import type { ProgressResult, ProgressStructure } from './progress.types';

// Who is behind their structure (issue 45): credits below the plan before their term, or a
// failed core subject not retaken.

const SUBJECTS = new Map(
  ['C1001', 'C1002', 'C2001', 'C2002', 'E3001'].map((code) => [
    code,
    { credits: code === 'C1002' ? 4 : 3, facultyCode: 'FX' },
  ]),
);

const STRUCTURE: ProgressStructure = {
  totalCredits: 16,
  groups: [
    {
      code: 'CORE',
      name: { en: 'Core', ms: 'Teras' },
      kind: 'core',
      creditsRequired: 13,
      rule: null,
      subjects: [
        { code: 'C1001', recommendedYear: 1, recommendedSemester: 1 },
        { code: 'C1002', recommendedYear: 1, recommendedSemester: 2 },
        { code: 'C2001', recommendedYear: 2, recommendedSemester: 1 },
        { code: 'C2002', recommendedYear: 2, recommendedSemester: 2 },
      ],
    },
    {
      code: 'ELEC',
      name: { en: 'Electives', ms: 'Elektif' },
      kind: 'elective',
      creditsRequired: 3,
      rule: null,
      // Listed in the elective group too: counted once in the plan.
      subjects: [
        { code: 'E3001', recommendedYear: null, recommendedSemester: null },
        { code: 'C1001', recommendedYear: 1, recommendedSemester: 1 },
      ],
    },
  ],
};

const result = (subjectCode: string, passes = true): ProgressResult => ({
  subjectCode,
  grade: passes ? 'B' : 'F',
  passes,
  points: passes ? 3 : 0,
  credits: SUBJECTS.get(subjectCode)!.credits,
});

function behind(
  results: ProgressResult[],
  term: { year: number; semester: number },
  selection: string[] = [],
) {
  const report = evaluateProgress({
    structure: STRUCTURE,
    subjects: SUBJECTS,
    results,
    selection: selection.map((subjectCode) => ({ subjectCode, credits: 3 })),
    term,
  });
  return behindOf(report, plannedCredits(STRUCTURE, SUBJECTS, term));
}

describe('students behind their structure', () => {
  it('plans the credits recommended before the term, each subject once', () => {
    expect(plannedCredits(STRUCTURE, SUBJECTS, { year: 1, semester: 1 })).toBe(0);
    expect(plannedCredits(STRUCTURE, SUBJECTS, { year: 1, semester: 2 })).toBe(3);
    expect(plannedCredits(STRUCTURE, SUBJECTS, { year: 2, semester: 2 })).toBe(10);
    expect(plannedCredits(STRUCTURE, SUBJECTS, { year: 3, semester: 1 })).toBe(13);
  });

  it('is not behind on the plan, and is behind by the credits short of it', () => {
    expect(behind([result('C1001'), result('C1002')], { year: 2, semester: 1 })).toBeNull();
    expect(behind([result('C1001')], { year: 2, semester: 1 })).toEqual({
      done: 3,
      planned: 7,
      short: 4,
      failedCore: [],
    });
  });

  it('is behind with a failed core subject not retaken, even with the credits', () => {
    const results = [result('C1001'), result('C1002'), result('E3001'), result('C2001', false)];
    expect(behind(results, { year: 2, semester: 1 })).toEqual({
      done: 10,
      planned: 7,
      short: 0,
      failedCore: [{ code: 'C2001', grade: 'F' }],
    });
    // Selected again this semester, or passed at a later sitting: no longer behind.
    expect(behind(results, { year: 2, semester: 1 }, ['C2001'])).toBeNull();
    expect(behind([...results, result('C2001')], { year: 2, semester: 1 })).toBeNull();
  });
});
