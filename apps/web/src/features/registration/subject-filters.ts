import type { Subject, SubjectsQuery } from '@daftar/contract';

/** The filter bar's state: faculty and year go to the server, the search stays here. */
export interface SubjectFilters extends SubjectsQuery {
  search: string;
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
export function isFiltered({ search, facultyId, year }: SubjectFilters): boolean {
  return search.trim() !== '' || facultyId !== undefined || year !== undefined;
}
