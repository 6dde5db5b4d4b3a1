/** Every API path, named once so the client and the tests do not spell them out. */
export const API = {
  login: '/api/login',
  register: '/api/register',
  logout: '/api/logout',
  user: '/api/user',
  period: '/api/registration/period',
  faculties: '/api/faculties',
  subjects: '/api/subjects',
  selectedSubjects: '/api/registration/subjects',
  selectedSubject: (subjectId: number) => `/api/registration/subjects/${subjectId}`,
  submit: '/api/registration/submit',
  status: '/api/registration/status',
  history: '/api/registration/history',
  reviewRegistrations: '/api/admin/registrations',
  reviewRegistration: (id: number) => `/api/admin/registrations/${id}`,
  approveRegistration: (id: number) => `/api/admin/registrations/${id}/approve`,
  rejectRegistration: (id: number) => `/api/admin/registrations/${id}/reject`,
  approveSubject: (registrationId: number, subjectId: number) =>
    `/api/admin/registrations/${registrationId}/subjects/${subjectId}/approve`,
  rejectSubject: (registrationId: number, subjectId: number) =>
    `/api/admin/registrations/${registrationId}/subjects/${subjectId}/reject`,
  audit: '/api/admin/audit',
  users: '/api/admin/users',
  userAdvisor: (id: number) => `/api/admin/users/${id}/advisor`,
} as const;
