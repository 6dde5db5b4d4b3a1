import { describe, expect, it } from 'vitest';
import {
  cgpaOf,
  standingByCgpa,
  summariseRecord,
  type ScaleGrade,
  type StandingThreshold,
} from './academic-record.rules';

// Issue 44: what follows from results: credits earned, CGPA and standing.

const scale = new Map<string, ScaleGrade>([
  ['A', { pointsHundredths: 400, passes: true }],
  ['B+', { pointsHundredths: 333, passes: true }],
  ['C', { pointsHundredths: 200, passes: true }],
  ['D', { pointsHundredths: 100, passes: false }],
  ['F', { pointsHundredths: 0, passes: false }],
  ['W', { pointsHundredths: null, passes: false }],
]);
/** The defaults: probation below 2.00. */
const DEFAULTS: StandingThreshold[] = [
  { code: 'good', minHundredths: 200 },
  { code: 'probation', minHundredths: 0 },
];
const result = (subjectId: number, grade: string, credits = 3) => ({ subjectId, credits, grade });

describe('summariseRecord', () => {
  it('counts a repeated subject once, by its best grade, whatever the order', () => {
    const summary = summariseRecord(
      [result(1, 'B+'), result(1, 'F'), result(2, 'D', 4), result(2, 'C', 4)],
      scale,
      DEFAULTS,
      null,
    );
    // (3.33 × 3 + 2.00 × 4) / 7 = 2.57.
    expect(summary).toEqual({
      creditsEarned: 7,
      cgpaPointsHundredths: 1799,
      cgpaCredits: 7,
      standing: 'good',
    });
    expect(cgpaOf(summary.cgpaPointsHundredths, summary.cgpaCredits)).toBe(2.57);
  });

  it('leaves W out of the CGPA and the credits, and a grade off the scale counts as none', () => {
    const summary = summariseRecord(
      [result(1, 'W'), result(2, 'X'), result(3, 'A')],
      scale,
      DEFAULTS,
      null,
    );
    expect(summary).toMatchObject({ creditsEarned: 3, cgpaPointsHundredths: 1200, cgpaCredits: 3 });
  });

  it('puts a student under the threshold on probation; exactly on it is good; the roll outranks both', () => {
    expect(summariseRecord([result(1, 'D')], scale, DEFAULTS, null).standing).toBe('probation');
    expect(summariseRecord([result(1, 'C')], scale, DEFAULTS, null).standing).toBe('good');
    expect(summariseRecord([result(1, 'A')], scale, DEFAULTS, 'probation').standing).toBe(
      'probation',
    );
    expect(summariseRecord([], scale, DEFAULTS, null)).toEqual({
      creditsEarned: 0,
      cgpaPointsHundredths: 0,
      cgpaCredits: 0,
      standing: 'good',
    });
    expect(cgpaOf(0, 0)).toBeNull();
  });

  it("gives the highest of the registrar's standings the CGPA meets, in exact hundredths", () => {
    const uni = [
      { code: 'probation', minHundredths: 0 },
      { code: 'deans', minHundredths: 367 },
      { code: 'good', minHundredths: 200 },
    ];
    // 3.67 exactly over 3 credits is 1101 hundredths: the Dean's list; one hundredth less is not.
    expect(standingByCgpa(1101, 3, uni)).toBe('deans');
    expect(standingByCgpa(1100, 3, uni)).toBe('good');
    expect(standingByCgpa(599, 3, uni)).toBe('probation');
    expect(standingByCgpa(0, 0, uni)).toBe('good');
    expect(summariseRecord([result(1, 'A')], scale, uni, null).standing).toBe('deans');
    expect(summariseRecord([result(1, 'A')], scale, uni, 'good').standing).toBe('good');
  });
});
