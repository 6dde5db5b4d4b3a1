import { parseSubjectRule, type SubjectRule } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { catalogueFit, evaluateProgress } from './progress.rules';
import type { ProgressInput } from './progress.types';

// What each subject of a registration counts toward, as the advisor's panel shows it (issue 45).

const SUBJECTS = new Map([
  ['C2001', { credits: 3, facultyCode: 'FX' }],
  ['C2002', { credits: 3, facultyCode: 'FX' }],
  ['E3001', { credits: 3, facultyCode: 'FX' }],
  ['E3002', { credits: 3, facultyCode: 'FX' }],
  ['Z1001', { credits: 3, facultyCode: 'FZ' }],
]);

const input = (overrides: Partial<ProgressInput> = {}): ProgressInput => ({
  structure: {
    totalCredits: 9,
    groups: [
      {
        code: 'CORE',
        name: { en: 'Core', ms: 'Teras' },
        kind: 'core',
        creditsRequired: 6,
        rule: null,
        subjects: [
          { code: 'C2001', recommendedYear: 2, recommendedSemester: 1 },
          { code: 'C2002', recommendedYear: 2, recommendedSemester: 2 },
        ],
      },
      {
        code: 'ELEC',
        name: { en: 'Elective', ms: 'Elektif' },
        kind: 'elective',
        creditsRequired: 3,
        rule: parseSubjectRule('level:3000;faculty:FX') as SubjectRule,
        subjects: [],
      },
    ],
  },
  subjects: SUBJECTS,
  results: [],
  selection: [],
  term: { year: 2, semester: 1 },
  ...overrides,
});

function placements(overrides: Partial<ProgressInput>, codes: string[]) {
  const given = input(overrides);
  const fits = catalogueFit(given, evaluateProgress(given), codes);
  // As the advisor's panel words them: the group, the year, whether it adds credits.
  return Object.fromEntries(
    Object.entries(fits).map(([code, fit]) => [
      code,
      fit && { group: fit.group, year: fit.year, adds: fit.open },
    ]),
  );
}

describe('what each subject counts toward', () => {
  it('names the group and the year the structure recommends it for', () => {
    const selection = [{ subjectCode: 'C2001', credits: 3 }];
    expect(placements({ selection }, ['c2001'])).toEqual({
      C2001: { group: 'CORE', year: 2, adds: true },
    });
  });

  it('gives a rule-matched subject its group without a year, and a subject that fits none null', () => {
    const selection = [
      { subjectCode: 'E3001', credits: 3 },
      { subjectCode: 'Z1001', credits: 3 },
    ];
    expect(placements({ selection }, ['E3001', 'Z1001'])).toEqual({
      E3001: { group: 'ELEC', year: null, adds: true },
      Z1001: null,
    });
  });

  it('says a subject adds nothing once its group is full', () => {
    const results = [{ subjectCode: 'E3001', grade: 'A', passes: true, points: 4, credits: 3 }];
    const selection = [{ subjectCode: 'E3002', credits: 3 }];
    expect(placements({ results, selection }, ['E3002'])).toEqual({
      E3002: { group: 'ELEC', year: null, adds: false },
    });
  });

  it('answers for a subject neither passed nor selected (a rejected one) by the same choice', () => {
    const results = [{ subjectCode: 'E3001', grade: 'A', passes: true, points: 4, credits: 3 }];
    expect(placements({ results }, ['C2002', 'E3002'])).toEqual({
      C2002: { group: 'CORE', year: 2, adds: true },
      E3002: { group: 'ELEC', year: null, adds: false },
    });
  });
});
