import type { RegistrationDetail, RegistrationSummary, ReviewSubject } from '@daftar/contract';

/** A submitted registration as the pending list shows it. */
export function registrationSummary(
  id: number,
  overrides: Partial<RegistrationSummary> = {},
): RegistrationSummary {
  return {
    id,
    student: { id: 100 + id, name: `Student ${id}`, studentId: `03456${id}` },
    period: { semester: 6, academicYear: '2024/2025' },
    submittedAt: '2025-06-03T06:05:00.000Z',
    totalCredits: 9,
    totalSubjects: 3,
    ...overrides,
  };
}

export function reviewSubject(id: number, overrides: Partial<ReviewSubject> = {}): ReviewSubject {
  return {
    id,
    code: `CSC${3100 + id}`,
    name: `Subject ${id}`,
    credits: 3,
    faculty: 'Faculty of Computer Science',
    status: 'pending',
    ...overrides,
  };
}

/** A registration's detail: submitted, with three pending subjects unless told otherwise. */
export function registrationDetail(
  id: number,
  overrides: Partial<RegistrationDetail> = {},
): RegistrationDetail {
  return {
    ...registrationSummary(id),
    status: 'submitted',
    subjects: [reviewSubject(1), reviewSubject(2), reviewSubject(3)],
    ...overrides,
  };
}
