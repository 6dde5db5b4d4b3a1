// Class lists for the learning platform (issue 47): a section's students, as the registrar's or
// the platform's nightly job downloads them.

/** The columns of `GET /api/admin/sections/{id}/class-list.csv`, in order. */
export const CLASS_LIST_COLUMNS = [
  'student_id',
  'name',
  'email',
  'programme_code',
  'year_of_study',
  'subject_code',
  'section',
  'status',
] as const;
export type ClassListColumn = (typeof CLASS_LIST_COLUMNS)[number];
