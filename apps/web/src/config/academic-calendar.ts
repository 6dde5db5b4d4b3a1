/** The fixed dates of the 2025/2026 academic calendar (spec section 2), as local `YYYY-MM-DD`. */
export const ACADEMIC_DATES = [
  { key: 'registrationDeadline', date: '2025-06-11' },
  { key: 'classesBegin', date: '2025-07-01' },
  { key: 'midTermBreak', date: '2025-10-15' },
  { key: 'finalExams', date: '2025-12-19' },
] as const;

export type AcademicDateKey = (typeof ACADEMIC_DATES)[number]['key'];
