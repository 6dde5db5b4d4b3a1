import { describe, expect, it } from 'vitest';
import {
  fail,
  group,
  groupOf,
  pass,
  progress,
  selected,
  STRUCTURE,
} from './progress.rules.fixture';
import type { ProgressStructure } from './progress.types';

describe('progress through a programme structure', () => {
  it('counts passed results as done, the selection as in progress, and the rest as needed', () => {
    const report = progress({
      results: [pass('A1001'), pass('U1001')],
      selection: [selected('A1002')],
    });
    const core = groupOf(report, 'CORE');
    expect(core.done).toEqual({
      credits: 3,
      subjects: [{ code: 'A1001', credits: 3, grade: 'B' }],
    });
    expect(core.inProgress).toEqual({ credits: 4, subjects: [{ code: 'A1002', credits: 4 }] });
    expect(core.needed).toEqual({
      credits: 3,
      subjects: [{ code: 'A2001', credits: 3, failedGrade: null }],
    });
    expect(core.complete).toBe(false);
    expect(groupOf(report, 'MPU')).toMatchObject({ done: { credits: 2 }, options: ['U1002'] });
    expect(report).toMatchObject({ totalCredits: 23, done: 5, inProgress: 4, needed: 14 });
    expect(report.countsToward).toEqual({ A1001: 'CORE', U1001: 'MPU', A1002: 'CORE' });
  });

  it('counts a repeated subject once, by its best grade', () => {
    const report = progress({
      results: [fail('A1001'), pass('A1001', 'B+', 3.33), pass('A1001', 'C', 2)],
    });
    expect(groupOf(report, 'CORE').done.subjects).toEqual([
      { code: 'A1001', credits: 3, grade: 'B+' },
    ]);
    expect(report.done).toBe(3);
  });

  it('keeps a failed core subject needed, with its grade, until it is passed or retaken', () => {
    const failed = progress({ results: [fail('A1002', 'D')] });
    expect(groupOf(failed, 'CORE').needed.subjects).toContainEqual({
      code: 'A1002',
      credits: 4,
      failedGrade: 'D',
    });
    expect(failed.done).toBe(0);

    const retaken = progress({ results: [fail('A1002', 'D')], selection: [selected('A1002')] });
    expect(groupOf(retaken, 'CORE').inProgress.subjects).toEqual([{ code: 'A1002', credits: 4 }]);
    expect(groupOf(retaken, 'CORE').needed.subjects.map((s) => s.code)).toEqual(['A1001', 'A2001']);
  });

  it('counts a subject passed and selected again once, as done', () => {
    const report = progress({ results: [pass('A1001')], selection: [selected('A1001')] });
    expect(report).toMatchObject({ done: 3, inProgress: 0 });
    expect(groupOf(report, 'CORE').inProgress.subjects).toEqual([]);
  });

  it('counts a subject that fits two groups toward the one that needs more credits', () => {
    // A3001 fits the 3000-level electives (6 needed) and the free credits (3 needed).
    const report = progress({ results: [pass('A3001')] });
    expect(report.countsToward.A3001).toBe('ELEC');
    // With the electives full, the next one goes to the free credits instead.
    const full = progress({ results: [pass('A3001'), pass('A3002'), pass('A3003')] });
    expect(full.countsToward).toMatchObject({ A3001: 'ELEC', A3002: 'ELEC', A3003: 'FREE' });
    expect(groupOf(full, 'ELEC').complete).toBe(true);
    expect(groupOf(full, 'FREE').complete).toBe(true);
    expect(full.done).toBe(9);
  });

  it('places subjects that fit one group before those that fit several', () => {
    const structure: ProgressStructure = {
      totalCredits: 6,
      groups: [
        group('FX', 'elective', 3, [], 'faculty:FX'),
        group('L3', 'elective', 3, [], 'level:3000'),
      ],
    };
    // A3001 fits both, A2002 only the faculty's group: taken in code order, A3001 would fill it.
    const report = progress({ structure, results: [pass('A3001'), pass('A2002')] });
    expect(report.countsToward).toEqual({ A2002: 'FX', A3001: 'L3' });
    expect(report.needed).toBe(0);
  });

  it('counts a subject listed in a core group there, even when another group needs more', () => {
    const structure: ProgressStructure = {
      totalCredits: 15,
      groups: [
        group('CORE', 'core', 3, [['A3009']]),
        group('ELEC', 'elective', 12, [], 'level:3000'),
      ],
    };
    const report = progress({ structure, results: [pass('A3009')] });
    expect(report.countsToward.A3009).toBe('CORE');
    expect(groupOf(report, 'CORE').complete).toBe(true);
  });

  it('lists subjects that count toward no group, and credits beyond a full group, as not counted', () => {
    const structure: ProgressStructure = {
      totalCredits: 10,
      groups: [STRUCTURE.groups[0]!, group('MPU', 'university', 2, [['U1001'], ['U1002']])],
    };
    const report = progress({
      structure,
      results: [pass('B3001'), pass('U1001'), pass('U1002')],
      selection: [selected('A3001')],
    });
    expect(report.notCounted).toEqual([
      { code: 'B3001', credits: 3, state: 'done' },
      { code: 'U1002', credits: 2, state: 'done' },
      { code: 'A3001', credits: 3, state: 'inProgress' },
    ]);
    expect(report.countsToward).not.toHaveProperty('B3001');
    // Only the university group's 2 credits count: the second course adds nothing.
    expect(report).toMatchObject({ done: 2, inProgress: 0, needed: 8 });
  });

  it("gives the plan for the student's term and what an earlier term left open", () => {
    const first = progress({ term: { year: 1, semester: 1 }, selection: [selected('A1001')] });
    expect(first.plan.now).toEqual([
      { code: 'A1001', group: 'CORE', year: 1, semester: 1, state: 'inProgress' },
      { code: 'A1002', group: 'CORE', year: 1, semester: 1, state: 'needed' },
    ]);
    expect(first.plan.overdue).toEqual([]);

    const second = progress({
      term: { year: 2, semester: 1 },
      results: [pass('A1001'), pass('A1002'), pass('U1001')],
    });
    expect(second.plan.now).toEqual([
      { code: 'A2001', group: 'CORE', year: 2, semester: 1, state: 'needed' },
    ]);
    expect(second.plan.overdue).toEqual([
      { code: 'U1002', group: 'MPU', year: 1, semester: 2, state: 'needed' },
    ]);
  });

  it('is complete when every group is', () => {
    const report = progress({
      results: ['A1001', 'A1002', 'A2001', 'A3001', 'A3002', 'U1001', 'U1002', 'B3001'].map((c) =>
        pass(c),
      ),
    });
    expect(report.groups.every((g) => g.complete)).toBe(true);
    expect(report).toMatchObject({ done: 23, needed: 0 });
    expect(report.notCounted).toEqual([]);
  });

  it('answers a what-if: the same record against another programme or intake', () => {
    const results = [pass('A1001'), pass('A3001'), pass('U1001')];
    const mine = progress({ results });
    // The later intake moved A1001 into the electives and dropped the university group.
    const later: ProgressStructure = {
      totalCredits: 12,
      groups: [
        group('CORE', 'core', 6, [['A1002'], ['A2001']]),
        group('ELEC', 'elective', 6, [['A1001']], 'level:3000'),
      ],
    };
    const whatIf = progress({ structure: later, results });
    expect(mine.countsToward).toEqual({ A1001: 'CORE', A3001: 'ELEC', U1001: 'MPU' });
    expect(whatIf.countsToward).toEqual({ A1001: 'ELEC', A3001: 'ELEC' });
    expect(whatIf.notCounted).toEqual([{ code: 'U1001', credits: 2, state: 'done' }]);
    expect(whatIf).toMatchObject({ totalCredits: 12, done: 6, needed: 6 });
    // The earlier structure's answer is unchanged by the later one's existence.
    expect(progress({ results })).toEqual(mine);
  });
});
