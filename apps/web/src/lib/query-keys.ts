import { API } from '@daftar/contract';

/**
 * Query keys shared across features, so a mutation in one refreshes exactly what another shows.
 * Each key starts with the URL it reads (the default query function GETs it).
 */
export const queryKeys = {
  user: [API.user] as const,
  authMethods: [API.authMethods] as const,
  profile: [API.profile] as const,
  period: [API.period] as const,
  calendarEvents: [API.calendarEvents] as const,
  calendarSubscription: [API.calendarToken] as const,
  selectedSubjects: [API.selectedSubjects] as const,
  waitlist: [API.waitlist] as const,
  /** The student's progress through their programme structure (issue 45). */
  progress: [API.progress] as const,
  status: [API.status] as const,
  history: [API.history] as const,
  /** The student's overload requests (issue 44). */
  overload: [API.overloadRequest] as const,
  /** The student's withdrawal requests (issue 47). */
  withdrawals: [API.withdrawals] as const,
  /** The pending overload requests a reviewer may decide. */
  overloadRequests: [API.overloadRequests] as const,
  /** The student's plan for the current period (issue 48). */
  plan: [API.plan] as const,
  /** The student's permits (issue 46). */
  permits: [API.permits] as const,
  /** The permits a coordinator, advisor or admin decides. */
  permitQueue: [API.adminPermits] as const,
  /** The pending withdrawals a reviewer may decide (issue 47). */
  withdrawalQueue: [API.adminWithdrawals] as const,
  faculties: [API.faculties] as const,
  /** Every subjects list, whatever its filters: live seat counts patch them all. */
  allSubjects: [API.subjects] as const,
  subjects: (filters: { facultyId?: number; year?: number }) => [API.subjects, filters] as const,
  reviewRegistrations: [API.reviewRegistrations] as const,
  reviewRegistration: (id: number) => [API.reviewRegistration(id)] as const,
  /** Every page of the review queue, whatever its filters. */
  allReviewQueue: [API.reviewQueue] as const,
  reviewQueue: (query: object) => [API.reviewQueue, query] as const,
  reviewContext: (id: number) => [API.reviewContext(id)] as const,
  registrationNote: (id: number) => [API.registrationNote(id)] as const,
  reasonTemplates: [API.reasonTemplates] as const,
};
