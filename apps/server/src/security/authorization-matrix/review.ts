import { API } from '@daftar/contract';
import type { RouteCase } from '../authorization-matrix.test-bed';

// The authorisation matrix's rows for the advisor's review: registrations, decisions, notes, saved
// reasons and the audit.

export const REVIEW_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/admin/registrations',
    url: () => API.reviewRegistrations,
    expected: [401, 403, 403, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/api/admin/registrations/{id}',
    url: (w) => API.reviewRegistration(w.registrationId),
    expected: [401, 403, 403, 404, 200, 200],
  },
  {
    method: 'GET',
    path: '/api/admin/registrations/{id}/slip.pdf',
    url: (w) => API.reviewRegistrationSlip(w.registrationId),
    expected: [401, 403, 403, 404, 200, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/registrations/{id}/approve',
    url: (w) => API.approveRegistration(w.registrationId),
    expected: [401, 403, 403, 404, 200, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/registrations/{id}/reject',
    url: (w) => API.rejectRegistration(w.registrationId),
    body: () => ({ reason: 'No.' }),
    expected: [401, 403, 403, 404, 200, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/registrations/{registrationId}/subjects/{subjectId}/approve',
    url: (w) => API.approveSubject(w.registrationId, w.heldSubjectId),
    expected: [401, 403, 403, 404, 200, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/registrations/{registrationId}/subjects/{subjectId}/reject',
    url: (w) => API.rejectSubject(w.registrationId, w.heldSubjectId),
    body: () => ({ reason: 'No.' }),
    expected: [401, 403, 403, 404, 200, 200],
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    url: () => API.audit,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    path: API.reviewQueue,
    url: () => `${API.reviewQueue}?status=all&q=test`,
    expected: [401, 403, 403, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/api/admin/registrations/{id}/context',
    url: (w) => API.reviewContext(w.registrationId),
    expected: [401, 403, 403, 404, 200, 200],
  },
  {
    method: 'GET',
    path: '/api/admin/registrations/{id}/note',
    url: (w) => API.registrationNote(w.registrationId),
    expected: [401, 403, 403, 404, 200, 200],
  },
  {
    method: 'PUT',
    path: '/api/admin/registrations/{id}/note',
    url: (w) => API.registrationNote(w.registrationId),
    body: () => ({ text: 'Called the student.' }),
    expected: [401, 403, 403, 404, 200, 200],
  },
  {
    method: 'GET',
    path: API.reasonTemplates,
    url: () => API.reasonTemplates,
    expected: [401, 403, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    path: API.reasonTemplates,
    url: () => API.reasonTemplates,
    body: () => ({ title: 'Full', text: 'The subject is full.' }),
    expected: [401, 403, 403, 201, 201, 201],
  },
  {
    // Saved reasons are their owner's (the advisor's): to anyone else they do not exist.
    method: 'PATCH',
    path: '/api/admin/reason-templates/{id}',
    url: (w) => API.reasonTemplate(w.reasonTemplateId),
    body: () => ({ text: 'It clashes with another subject.' }),
    expected: [401, 403, 403, 404, 200, 404],
  },
  {
    method: 'DELETE',
    path: '/api/admin/reason-templates/{id}',
    url: (w) => API.reasonTemplate(w.reasonTemplateId),
    expected: [401, 403, 403, 404, 204, 404],
  },
  {
    method: 'GET',
    path: API.overloadRequests,
    url: () => API.overloadRequests,
    expected: [401, 403, 403, 200, 200, 200],
  },
  {
    // Another advisor's student's request does not exist for them.
    method: 'POST',
    path: '/api/admin/overload-requests/{id}/approve',
    url: (w) => API.approveOverload(w.overloadRequestId),
    expected: [401, 403, 403, 404, 200, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/overload-requests/{id}/reject',
    url: (w) => API.rejectOverload(w.overloadRequestId),
    body: () => ({ reason: 'Your results do not support it.' }),
    expected: [401, 403, 403, 404, 200, 200],
  },
  {
    method: 'GET',
    path: API.adminPermits,
    url: () => API.adminPermits,
    expected: [401, 403, 403, 200, 200, 200],
  },
  {
    // Only MAT1002's coordinator (the advisor) or an admin decides its permits.
    method: 'POST',
    path: '/api/admin/permits/{id}/approve',
    url: (w) => API.approvePermit(w.permitId),
    expected: [401, 403, 403, 403, 200, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/permits/{id}/reject',
    url: (w) => API.rejectPermit(w.permitId),
    body: () => ({ reason: 'The room holds no more.' }),
    expected: [401, 403, 403, 403, 200, 200],
  },
  {
    method: 'GET',
    path: API.adminWithdrawals,
    url: () => API.adminWithdrawals,
    expected: [401, 403, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/withdrawals/{id}/approve',
    url: () => API.approveWithdrawal(999_999),
    body: () => ({}),
    expected: [401, 403, 403, 404, 404, 404],
  },
  {
    method: 'POST',
    path: '/api/admin/withdrawals/{id}/reject',
    url: () => API.rejectWithdrawal(999_999),
    body: () => ({ reason: 'Not now.' }),
    expected: [401, 403, 403, 404, 404, 404],
  },
];
