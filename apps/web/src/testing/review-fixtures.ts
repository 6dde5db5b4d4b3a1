import type {
  RegistrationDetail,
  RegistrationSummary,
  ReviewContext,
  ReviewQueueItem,
  ReviewQueuePage,
  ReviewSubject,
} from '@daftar/contract';

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
    amendment: false,
    ...overrides,
  };
}

export function reviewSubject(id: number, overrides: Partial<ReviewSubject> = {}): ReviewSubject {
  return {
    id,
    code: `CSC${3100 + id}`,
    name: `Subject ${id}`,
    nameMs: null,
    credits: 3,
    faculty: 'Faculty of Computer Science',
    facultyMs: null,
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
    changes: [],
    ...overrides,
  };
}

/** A registration as the review queue lists it: waiting, nothing decided yet, year 2. */
export function reviewQueueItem(
  id: number,
  overrides: Partial<ReviewQueueItem> = {},
): ReviewQueueItem {
  return {
    ...registrationSummary(id),
    status: 'submitted',
    yearOfStudy: 2,
    decidedSubjects: 0,
    ...overrides,
  };
}

/** One page of the review queue holding `items`, counted as waiting unless told otherwise. */
export function reviewQueuePage(
  items: ReviewQueueItem[],
  overrides: Partial<ReviewQueuePage> = {},
): ReviewQueuePage {
  return {
    items,
    page: 1,
    pageSize: 20,
    total: items.length,
    counts: { waiting: items.length, decided: 0, all: items.length },
    ...overrides,
  };
}

/**
 * The context beside `detail`: year 2, 9 of 12-20 credits, prerequisites met, no clashes, no
 * programme structure.
 */
export function reviewContext(
  detail: RegistrationDetail,
  overrides: Partial<ReviewContext> = {},
): ReviewContext {
  return {
    student: {
      id: detail.student.id,
      name: detail.student.name,
      studentId: detail.student.studentId,
      yearOfStudy: 2,
      faculty: 'Faculty of Computer Science',
      facultyMs: null,
      record: {
        cgpa: 3.42,
        creditsEarned: 38,
        standing: 'good',
        standingName: { en: 'Good standing', ms: 'Kedudukan Baik' },
      },
      holds: [],
    },
    credits: { total: detail.totalCredits, min: 12, max: 20 },
    subjects: detail.subjects.map((subject, index) => ({
      subjectId: subject.id,
      code: subject.code,
      prerequisites: [],
      seats: { capacity: 40, registered: 30, waiting: 0 },
      sectionNumber: 1,
      meetings: [{ day: index + 1, startTime: '08:00', endTime: '10:00', room: `BK${index + 1}` }],
      clashesWith: [],
      countsToward: null,
    })),
    history: [],
    progress: null,
    ...overrides,
  };
}
