import type { StudentProgress, Subject, SubjectsQuery } from '@daftar/contract';

/**
 * The filter bar's state: faculty and year go to the server; the search, and whether to show only
 * the subjects counting toward the student's programme (issue 45), stay here.
 */
export interface SubjectFilters extends SubjectsQuery {
  search: string;
  inProgramme?: boolean;
}

export const noFilters: SubjectFilters = { search: '' };

/**
 * Spec section 5: a case-insensitive substring of the code or the name, the name in either
 * language (issue 42), so a student finds a subject by the name they know it by.
 */
export function matchesSearch(
  subject: Pick<Subject, 'code' | 'name'> & { nameMs?: string | null },
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [subject.code, subject.name, subject.nameMs ?? ''].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** Whether the student has narrowed the catalogue at all. */
export function isFiltered({ search, facultyId, year, inProgramme }: SubjectFilters): boolean {
  return search.trim() !== '' || facultyId !== undefined || year !== undefined || !!inProgramme;
}

/**
 * Whether a subject passes "Counts toward my programme": it counts, or would if added, toward a
 * requirement group still short (the server's `catalogueFit`, decision 034).
 */
export function countsTowardProgramme(
  subject: Pick<Subject, 'code'>,
  progress: Pick<StudentProgress, 'catalogueFit'>,
): boolean {
  return progress.catalogueFit[subject.code.toUpperCase()]?.open === true;
}
