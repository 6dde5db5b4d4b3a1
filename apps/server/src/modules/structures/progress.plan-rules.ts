import type { PlannedSubject, ProgressInput, ProgressReport, SubjectState } from './progress.types';

// The recommended plan of a progress report (decision 034): the subjects recommended for the
// student's term, and those recommended earlier that are still open.

function plannedState(code: string, report: ProgressReport): SubjectState {
  for (const group of report.groups) {
    if (group.done.subjects.some((s) => s.code === code)) return 'done';
    if (group.inProgress.subjects.some((s) => s.code === code)) return 'inProgress';
  }
  return 'needed';
}

/** The plan for the student's term, and what it recommended earlier that is still open. */
export function planFor(input: ProgressInput, report: ProgressReport): ProgressReport['plan'] {
  const { year, semester } = input.term;
  const plan: ProgressReport['plan'] = { now: [], overdue: [] };
  input.structure.groups.forEach((group, index) => {
    const progress = report.groups[index]!;
    for (const s of group.subjects) {
      if (s.recommendedYear === null || s.recommendedSemester === null) continue;
      const planned: PlannedSubject = {
        code: s.code,
        group: group.code,
        year: s.recommendedYear,
        semester: s.recommendedSemester,
        state: plannedState(s.code, report),
      };
      if (s.recommendedYear === year && s.recommendedSemester === semester) {
        plan.now.push(planned);
      } else if (
        planned.state === 'needed' &&
        !progress.complete &&
        (s.recommendedYear < year ||
          (s.recommendedYear === year && s.recommendedSemester < semester))
      ) {
        plan.overdue.push(planned);
      }
    }
  });
  return plan;
}
