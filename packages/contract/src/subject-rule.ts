// A requirement group's rule (issue 45, decision 034): which subjects count toward a group
// without listing them, such as "any 3000-level subject of the faculty". Written as
// `key:value[,value];key:value`: `level` (1000, 2000, ...: the first digit of the code's number),
// `faculty` (faculty codes) and `prefix` (the start of a subject code). A subject matches when it
// matches every key given, and a key when it matches one of its values.

export const SUBJECT_RULE_KEYS = ['level', 'faculty', 'prefix'] as const;
export type SubjectRuleKey = (typeof SUBJECT_RULE_KEYS)[number];

/** A rule read: each key given, with its values (upper-cased; levels as numbers). */
export interface SubjectRule {
  level?: number[];
  faculty?: string[];
  prefix?: string[];
}

/** Why a rule's text could not be read: the part at fault, for the message. */
export interface SubjectRuleError {
  part: string;
}

export const SUBJECT_RULE_MAX = 200;

const VALUE = /^[A-Z0-9-]{1,20}$/;
const LEVEL = /^[1-9]000$/;

function readPart(part: string, rule: SubjectRule): boolean {
  const colon = part.indexOf(':');
  if (colon < 0) return false;
  const key = part.slice(0, colon).trim().toLowerCase() as SubjectRuleKey;
  if (!SUBJECT_RULE_KEYS.includes(key) || rule[key] !== undefined) return false;
  const values = part
    .slice(colon + 1)
    .split(',')
    .map((value) => value.trim().toUpperCase());
  if (values.some((value) => !VALUE.test(value))) return false;
  if (key === 'level') {
    if (values.some((value) => !LEVEL.test(value))) return false;
    rule.level = values.map(Number);
  } else {
    rule[key] = values;
  }
  return true;
}

/**
 * Reads a rule's text: null for an empty one (no rule), an error naming the first part that is
 * not `key:value[,value]` of a known key given once.
 */
export function parseSubjectRule(text: string): SubjectRule | SubjectRuleError | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed.length > SUBJECT_RULE_MAX) return { part: trimmed.slice(0, 40) };
  const rule: SubjectRule = {};
  for (const part of trimmed.split(';')) {
    if (part.trim() === '') continue;
    if (!readPart(part, rule)) return { part: part.trim() };
  }
  return Object.keys(rule).length === 0 ? null : rule;
}

export function isSubjectRuleError(
  value: SubjectRule | SubjectRuleError | null,
): value is SubjectRuleError {
  return value !== null && 'part' in value;
}

/** A rule written the one way it is stored and shown: keys in a fixed order. */
export function formatSubjectRule(rule: SubjectRule): string {
  return SUBJECT_RULE_KEYS.filter((key) => rule[key] !== undefined)
    .map((key) => `${key}:${rule[key]!.join(',')}`)
    .join(';');
}

/** A subject code's level: 3000 for WIA3001, IXEA3001; 0 when the code has no digit. */
export function subjectLevel(code: string): number {
  const digit = /\d/.exec(code);
  return digit ? Number(digit[0]) * 1000 : 0;
}

/** Whether a subject (its code and its faculty's code) counts toward a rule. */
export function matchesSubjectRule(
  rule: SubjectRule,
  subject: { code: string; facultyCode: string },
): boolean {
  const code = subject.code.toUpperCase();
  if (rule.level && !rule.level.includes(subjectLevel(code))) return false;
  if (rule.faculty && !rule.faculty.includes(subject.facultyCode.toUpperCase())) return false;
  if (rule.prefix && !rule.prefix.some((prefix) => code.startsWith(prefix))) return false;
  return true;
}
