import type { StructureGroupBody, StructureSubject } from '@daftar/contract';

// A group's subjects as the edit form writes them: one line each, the code and then the
// recommended year and semester if any ("WIX1001 1 1").

type BodySubject = StructureGroupBody['subjects'][number];

export function subjectLines(subjects: StructureSubject[]): string {
  return subjects
    .map((s) =>
      [s.code, s.recommendedYear, s.recommendedSemester].filter((v) => v !== null).join(' '),
    )
    .join('\n');
}

const LINE = /^(\S+)(?:\s+(\d+)(?:\s+(\d+))?)?$/;

/** The subjects the lines name, or the first line (from 1) that is not a code and a term. */
export function readSubjectLines(text: string): BodySubject[] | { line: number } {
  const subjects: BodySubject[] = [];
  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const match = LINE.exec(line);
    if (!match) return { line: index + 1 };
    subjects.push({
      code: match[1]!.toUpperCase(),
      recommendedYear: match[2] ? Number(match[2]) : null,
      recommendedSemester: match[3] ? Number(match[3]) : null,
    });
  }
  return subjects;
}
