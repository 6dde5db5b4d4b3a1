import { describe, expect, it } from 'vitest';
import {
  formatSubjectRule,
  isSubjectRuleError,
  matchesSubjectRule,
  parseSubjectRule,
  subjectLevel,
  type SubjectRule,
} from './subject-rule';

describe('a requirement group rule', () => {
  it('reads keys in any case and order, and writes them one way', () => {
    const rule = parseSubjectRule(' Faculty: fsktm , fk ; level:3000,4000 ') as SubjectRule;
    expect(rule).toEqual({ faculty: ['FSKTM', 'FK'], level: [3000, 4000] });
    expect(formatSubjectRule(rule)).toBe('level:3000,4000;faculty:FSKTM,FK');
  });

  it('is no rule when empty', () => {
    expect(parseSubjectRule('  ')).toBeNull();
    expect(parseSubjectRule(';')).toBeNull();
  });

  it.each([
    ['grade:A', 'grade:A'],
    ['level:3500', 'level:3500'],
    ['level', 'level'],
    ['faculty:FSKTM;faculty:FK', 'faculty:FK'],
    ['prefix:WI X', 'prefix:WI X'],
  ])('names the part it cannot read in "%s"', (text, part) => {
    const read = parseSubjectRule(text);
    expect(isSubjectRuleError(read)).toBe(true);
    expect(read).toEqual({ part });
  });

  it('matches a subject that meets every key, and one of each key’s values', () => {
    const rule = parseSubjectRule('level:3000;faculty:FSKTM;prefix:WIA,WIB') as SubjectRule;
    expect(matchesSubjectRule(rule, { code: 'WIA3001', facultyCode: 'FSKTM' })).toBe(true);
    expect(matchesSubjectRule(rule, { code: 'wib3005', facultyCode: 'fsktm' })).toBe(true);
    expect(matchesSubjectRule(rule, { code: 'WIX3001', facultyCode: 'FSKTM' })).toBe(false);
    expect(matchesSubjectRule(rule, { code: 'WIA2003', facultyCode: 'FSKTM' })).toBe(false);
    expect(matchesSubjectRule(rule, { code: 'WIA3001', facultyCode: 'FK' })).toBe(false);
  });

  it('reads a level from the first digit of the code', () => {
    expect(subjectLevel('IXEA4001')).toBe(4000);
    expect(subjectLevel('GIG1012')).toBe(1000);
    expect(subjectLevel('NODIGIT')).toBe(0);
  });
});
