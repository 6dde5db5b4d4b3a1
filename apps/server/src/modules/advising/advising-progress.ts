import type { ReviewProgress, ReviewSubjectContext } from '@daftar/contract';
import type { Db } from '../../db/database';
import { progressWithSelection } from '../structures/progress.service';

// The advisor's view of a registration against the student's programme structure (issue 45):
// with the registration's subjects in progress (those not rejected), what each subject counts
// toward, and the student's progress at a glance.

interface RegistrationSubjectFacts {
  code: string;
  credits: number;
  status: string;
}

export interface RegistrationProgress {
  progress: ReviewProgress | null;
  countsToward: (code: string) => ReviewSubjectContext['countsToward'];
}

export async function registrationProgress(
  db: Db,
  studentId: number,
  subjects: RegistrationSubjectFacts[],
): Promise<RegistrationProgress> {
  const selection = subjects
    .filter((s) => s.status !== 'rejected')
    .map((s) => ({ subjectCode: s.code.toUpperCase(), credits: s.credits }));
  const found = await progressWithSelection(
    db,
    studentId,
    selection,
    subjects.map((s) => s.code),
  );
  if (!found) return { progress: null, countsToward: () => null };
  const { structure, report, fits } = found;
  const groups = new Map(structure.groups.map((g) => [g.code, g]));
  return {
    progress: {
      programme: structure.programme,
      intake: structure.intake,
      totalCredits: report.totalCredits,
      done: report.done,
      inProgress: report.inProgress,
      needed: report.needed,
      short: report.groups
        .filter((g) => !g.complete)
        .map((g) => ({
          code: g.code,
          name: g.name,
          kind: g.kind,
          creditsNeeded: g.needed.credits,
          subjects: g.needed.subjects.map((s) => ({ code: s.code, failedGrade: s.failedGrade })),
        })),
    },
    countsToward: (code) => {
      const fit = fits[code.toUpperCase()];
      const group = fit && groups.get(fit.group);
      if (!fit || !group) return null;
      // A subject of the registration adds credits exactly when it moves the student on.
      return {
        group: fit.group,
        year: fit.year,
        adds: fit.open,
        name: group.name,
        kind: group.kind,
      };
    },
  };
}
