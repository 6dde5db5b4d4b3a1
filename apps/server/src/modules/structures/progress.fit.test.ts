import { describe, expect, it } from 'vitest';
import { catalogueFit, evaluateProgress, subjectFit } from './progress.rules';
import { group, pass, selected, STRUCTURE, SUBJECTS } from './progress.rules.fixture';
import type { ProgressInput, ProgressStructure } from './progress.types';

// Where each subject of the catalogue counts (issue 45): the registration page's marks and its
// "counts toward my programme" filter, and the advisor's panel, read this one answer.

function input(overrides: Partial<ProgressInput> = {}): ProgressInput {
  return {
    structure: STRUCTURE,
    subjects: SUBJECTS,
    results: [],
    selection: [],
    term: { year: 1, semester: 1 },
    ...overrides,
  };
}

function fitOf(code: string, overrides: Partial<ProgressInput> = {}) {
  const given = input(overrides);
  return subjectFit(given, evaluateProgress(given), code);
}

/** No free credits: a subject outside the lists and the rule counts toward nothing. */
const NO_FREE: ProgressStructure = {
  totalCredits: 16,
  groups: STRUCTURE.groups.filter((g) => g.kind !== 'free'),
};

describe('where a subject counts toward a structure', () => {
  it('names a listed core subject not yet taken with its group and recommended year', () => {
    expect(fitOf('A2001')).toEqual({ group: 'CORE', year: 2, semester: 1, open: true });
  });

  it('keeps a failed core subject open, and a passed one closed', () => {
    const results = [pass('A1001'), { ...pass('A1002', 'F', 0), passes: false }];
    expect(fitOf('A1002', { results })).toEqual({
      group: 'CORE',
      year: 1,
      semester: 1,
      open: true,
    });
    expect(fitOf('A1001', { results })).toEqual({
      group: 'CORE',
      year: 1,
      semester: 1,
      open: false,
    });
  });

  it('gives a selected subject the group it was placed in, open while it counts credits', () => {
    expect(fitOf('A1002', { selection: [selected('A1002')] })).toMatchObject({
      group: 'CORE',
      open: true,
    });
    // The university group needs 4: the second course of a 2-credit group adds nothing.
    const small: ProgressStructure = {
      totalCredits: 2,
      groups: [group('MPU', 'university', 2, [['U1001'], ['U1002']])],
    };
    const both = { structure: small, selection: [selected('U1001'), selected('U1002')] };
    expect(fitOf('U1001', both)).toMatchObject({ group: 'MPU', open: true });
    expect(fitOf('U1002', both)).toMatchObject({ group: 'MPU', open: false });
  });

  it('sends a subject fitting several groups where evaluateProgress would place it', () => {
    // A3001 fits the 3000-level electives (6 needed) and the free credits (3): the electives.
    expect(fitOf('A3001')).toEqual({ group: 'ELEC', year: null, semester: null, open: true });
    // Once the electives are full, it would go to the free credits, still open.
    const full = { results: [pass('A3002'), pass('A3003')] };
    expect(fitOf('A3001', full)).toMatchObject({ group: 'FREE', open: true });
  });

  it('marks a subject whose every group is full as fitting but not open', () => {
    const results = ['A3002', 'A3003', 'A2002'].map((c) => pass(c));
    // ELEC (6) takes A3002 and A3003; FREE (3) takes A2002: A3001 fits both, both are full.
    expect(fitOf('A3001', { results })).toEqual({
      group: 'ELEC',
      year: null,
      semester: null,
      open: false,
    });
  });

  it('answers null for a subject that counts toward nothing in the structure', () => {
    // B3001 is another faculty's: not listed, outside the electives' rule, and no free credits.
    expect(fitOf('B3001', { structure: NO_FREE })).toBeNull();
    expect(fitOf('B3001')).toMatchObject({ group: 'FREE', open: true });
  });

  it("answers for every code of the catalogue, by upper-cased code, against a what-if's structure", () => {
    const given = input({ structure: NO_FREE, selection: [selected('A1001')] });
    const fits = catalogueFit(given, evaluateProgress(given), ['a1001', 'U1002', 'B3001']);
    expect(fits).toEqual({
      A1001: { group: 'CORE', year: 1, semester: 1, open: true },
      U1002: { group: 'MPU', year: 1, semester: 2, open: true },
      B3001: null,
    });
  });
});
