import type { ProgressReport, ProgressStructure, ProgressSubjectFacts } from './progress.types';

// The registrar's students behind their structure (issue 45, decision 034), without I/O: the
// credits the recommended plan expects before the student's term, and whether their progress
// falls short of it or leaves a failed core subject not retaken.

/**
 * The credits of the listed subjects the structure recommends before this term (an earlier
 * year, or an earlier semester of this one): what the plan expects the student to have earned.
 * A subject listed in two groups is counted once.
 */
export function plannedCredits(
  structure: ProgressStructure,
  subjects: Map<string, ProgressSubjectFacts>,
  term: { year: number; semester: number },
): number {
  const before = new Set<string>();
  for (const group of structure.groups) {
    for (const s of group.subjects) {
      if (s.recommendedYear === null || s.recommendedSemester === null) continue;
      if (
        s.recommendedYear < term.year ||
        (s.recommendedYear === term.year && s.recommendedSemester < term.semester)
      ) {
        before.add(s.code);
      }
    }
  }
  let credits = 0;
  for (const code of before) credits += subjects.get(code)?.credits ?? 0;
  return credits;
}

export interface Behind {
  /** Credits toward the programme from passed results (each group's up to what it requires). */
  done: number;
  planned: number;
  /** How far `done` falls below `planned`; 0 when it does not. */
  short: number;
  /** Core subjects failed and neither passed since nor selected again, with the best grade. */
  failedCore: { code: string; grade: string }[];
}

/** Why a student is behind, or null when they are not: credits short of the plan, or a failed core. */
export function behindOf(report: ProgressReport, planned: number): Behind | null {
  const failedCore = report.groups
    .filter((g) => g.kind === 'core')
    .flatMap((g) => g.needed.subjects)
    .filter((s) => s.failedGrade !== null)
    .map((s) => ({ code: s.code, grade: s.failedGrade! }));
  const short = Math.max(0, planned - report.done);
  if (short === 0 && failedCore.length === 0) return null;
  return { done: report.done, planned, short, failedCore };
}
