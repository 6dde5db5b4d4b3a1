import { parseSubjectRule, type SubjectRule } from '@daftar/contract';
import { evaluateProgress } from './progress.rules';
import type {
  ProgressGroupInput,
  ProgressInput,
  ProgressResult,
  ProgressStructure,
} from './progress.types';

// The progress rules' tests' world (issue 45): a small catalogue, a structure of every kind, and
// results and selections made from them.

const FACTS: [string, number, string][] = [
  ['A1001', 3, 'FX'],
  ['A1002', 4, 'FX'],
  ['A2001', 3, 'FX'],
  ['A2002', 3, 'FX'],
  ['A3001', 3, 'FX'],
  ['A3002', 3, 'FX'],
  ['A3003', 3, 'FX'],
  ['A3009', 3, 'FX'],
  ['B3001', 3, 'FY'],
  ['U1001', 2, 'FU'],
  ['U1002', 2, 'FU'],
];
export const SUBJECTS = new Map(
  FACTS.map(([code, credits, facultyCode]) => [code, { credits, facultyCode }]),
);

const rule = (text: string) => parseSubjectRule(text) as SubjectRule;

export function group(
  code: string,
  kind: ProgressGroupInput['kind'],
  creditsRequired: number,
  subjects: [string, number?, number?][] = [],
  ruleText: string | null = null,
): ProgressGroupInput {
  return {
    code,
    name: { en: `${code} group`, ms: `Kumpulan ${code}` },
    kind,
    creditsRequired,
    rule: ruleText === null ? null : rule(ruleText),
    subjects: subjects.map(([c, year, semester]) => ({
      code: c,
      recommendedYear: year ?? null,
      recommendedSemester: semester ?? null,
    })),
  };
}

/** The 2024 intake: core, a 3000-level elective rule, the university courses, free credits. */
export const STRUCTURE: ProgressStructure = {
  totalCredits: 23,
  groups: [
    group('CORE', 'core', 10, [
      ['A1001', 1, 1],
      ['A1002', 1, 1],
      ['A2001', 2, 1],
    ]),
    group('ELEC', 'elective', 6, [], 'level:3000;faculty:FX'),
    group('MPU', 'university', 4, [
      ['U1001', 1, 2],
      ['U1002', 1, 2],
    ]),
    group('FREE', 'free', 3),
  ],
};

export const pass = (subjectCode: string, grade = 'B', points = 3): ProgressResult => ({
  subjectCode,
  grade,
  passes: true,
  points,
  credits: SUBJECTS.get(subjectCode)!.credits,
});
export const fail = (subjectCode: string, grade = 'F'): ProgressResult => ({
  ...pass(subjectCode, grade, grade === 'F' ? 0 : 1),
  passes: false,
});
export const selected = (subjectCode: string) => ({
  subjectCode,
  credits: SUBJECTS.get(subjectCode)!.credits,
});

export function progress(overrides: Partial<ProgressInput> = {}) {
  return evaluateProgress({
    structure: STRUCTURE,
    subjects: SUBJECTS,
    results: [],
    selection: [],
    term: { year: 1, semester: 1 },
    ...overrides,
  });
}

export const groupOf = (report: ReturnType<typeof progress>, code: string) =>
  report.groups.find((g) => g.code === code)!;
