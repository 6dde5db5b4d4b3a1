import { API } from '@daftar/contract';
import type { RouteCase } from '../authorization-matrix.test-bed';

// The authorisation matrix's rows for the catalogue, a student's registration, waitlist and slip,
// and the admission gate.

export const REGISTRATION_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/faculties',
    url: () => API.faculties,
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/api/subjects',
    url: () => API.subjects,
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/api/registration/period',
    url: () => API.period,
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/api/registration/status',
    url: () => API.status,
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    method: 'GET',
    path: '/api/registration/subjects',
    url: () => API.selectedSubjects,
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    method: 'POST',
    path: '/api/registration/subjects',
    url: () => API.selectedSubjects,
    body: (w) => ({ subjectId: w.freeSubjectId }),
    expected: [401, 409, 201, 403, 403, 403],
  },
  {
    method: 'PATCH',
    path: '/api/registration/subjects/{id}',
    url: (w) => API.selectedSubject(w.heldSubjectId),
    body: (w) => ({ sectionId: w.sectionId }),
    // Not a section of that subject; the other student holds nothing to move.
    expected: [401, 404, 404, 403, 403, 403],
  },
  {
    method: 'GET',
    path: '/api/registration/waitlist',
    url: () => API.waitlist,
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    method: 'POST',
    path: '/api/registration/waitlist',
    url: () => API.waitlist,
    // Under review for the first student; a free seat to add instead for the other.
    body: (w) => ({ subjectId: w.freeSubjectId }),
    expected: [401, 409, 409, 403, 403, 403],
  },
  {
    method: 'DELETE',
    path: '/api/registration/waitlist/{id}',
    url: (w) => API.waitlistPlace(w.freeSubjectId),
    expected: [401, 404, 404, 403, 403, 403],
  },
  {
    method: 'DELETE',
    path: '/api/registration/subjects/{id}',
    url: (w) => API.selectedSubject(w.heldSubjectId),
    expected: [401, 409, 404, 403, 403, 403],
  },
  {
    method: 'POST',
    path: '/api/registration/submit',
    url: () => API.submit,
    expected: [401, 409, 409, 403, 403, 403],
  },
  {
    method: 'GET',
    path: '/api/registration/history',
    url: () => API.history,
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    method: 'GET',
    path: '/api/registration/slip.pdf',
    url: () => API.registrationSlip,
    // The other student has no registration to print.
    expected: [401, 200, 404, 403, 403, 403],
  },
  {
    method: 'GET',
    path: '/api/verify/{code}',
    url: () => API.verifySlip('A'.repeat(26)),
    // Public: a code no slip has is 404 for everyone, signed in or not.
    expected: [404, 404, 404, 404, 404, 404],
  },
  {
    // The student's own request is pending, so theirs waits; another student may ask.
    method: 'POST',
    path: API.overloadRequest,
    url: () => API.overloadRequest,
    body: () => ({ credits: 24, reason: 'Final semester.' }),
    expected: [401, 409, 201, 403, 403, 403],
  },
  {
    method: 'GET',
    path: API.overloadRequest,
    url: () => API.overloadRequest,
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    method: 'DELETE',
    path: API.overloadRequest,
    url: () => API.overloadRequest,
    expected: [401, 200, 404, 403, 403, 403],
  },
  {
    // The student's own permit past a full MAT1002 is pending, so theirs waits; another may ask.
    method: 'POST',
    path: API.permits,
    url: () => API.permits,
    body: (w) => ({ subjectId: w.freeSubjectId, rule: 'SUBJECT_FULL', reason: 'Final year.' }),
    expected: [401, 409, 201, 403, 403, 403],
  },
  {
    method: 'GET',
    path: API.permits,
    url: () => API.permits,
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    method: 'POST',
    path: API.gateJoin,
    url: () => API.gateJoin,
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    // The matrix's server runs without a gate: a student has no admission to extend.
    method: 'POST',
    path: API.gateExtend,
    url: () => API.gateExtend,
    expected: [401, 404, 404, 403, 403, 403],
  },
  {
    method: 'GET',
    path: '/api/admin/periods/{id}/gate',
    url: (w) => API.adminPeriodGate(w.periodId),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'PUT',
    path: '/api/admin/periods/{id}/gate',
    url: (w) => API.adminPeriodGate(w.periodId),
    body: () => ({ enabled: true, openNow: true, ratePerMinute: 600 }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: API.adminGateRehearsal,
    url: () => API.adminGateRehearsal,
    body: () => ({ standIns: 10, opensInSeconds: 30 }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: API.adminGateRehearsalJoin,
    url: () => API.adminGateRehearsalJoin,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    path: API.adminGateRehearsal,
    url: () => API.adminGateRehearsal,
    expected: [401, 403, 403, 403, 403, 204],
  },
  {
    method: 'GET',
    path: API.progress,
    url: () => API.progress,
    // The other student has no programme, so no structure to measure against.
    expected: [401, 200, 404, 403, 403, 403],
  },
  {
    method: 'GET',
    path: '/api/admin/students/{id}/progress',
    url: (w) => API.studentProgress(w.users.student.id),
    expected: [401, 403, 403, 404, 200, 200],
  },
  // Withdrawal (issue 47): the world's period has no withdrawal stage, so asking is refused.
  {
    method: 'GET',
    path: API.withdrawals,
    url: () => API.withdrawals,
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    method: 'POST',
    path: API.withdrawals,
    url: () => API.withdrawals,
    body: (w) => ({ subjectId: w.heldSubjectId, reason: 'Medical leave.' }),
    expected: [401, 409, 409, 403, 403, 403],
  },
  {
    method: 'GET',
    path: API.plan,
    url: () => API.plan,
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    method: 'PUT',
    path: API.plan,
    url: () => API.plan,
    body: () => ({ subjects: [] }),
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    method: 'POST',
    path: API.planCheck,
    url: () => API.planCheck,
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    // Each student's plan is their own, and empty here.
    method: 'POST',
    path: API.planRegister,
    url: () => API.planRegister,
    expected: [401, 409, 409, 403, 403, 403],
  },
];
