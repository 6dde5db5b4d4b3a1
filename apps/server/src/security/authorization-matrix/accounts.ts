import { API } from '@daftar/contract';
import { TEST_PASSWORD } from '../../test/test-app';
import type { RouteCase } from '../authorization-matrix.test-bed';

// The authorisation matrix's rows for health, signing in and out, passwords, profiles and the
// admin's users.
// Each call has a fresh world, so the counter need only keep apart the names one world sees.

let signups = 0;
export const ACCOUNT_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: '/healthz',
    url: () => '/healthz',
    expected: [200, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/readyz',
    url: () => '/readyz',
    expected: [200, 200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    path: '/api/login',
    url: () => API.login,
    body: (w) => ({ username: w.users.student.username, password: TEST_PASSWORD }),
    expected: [200, 200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    path: '/api/register',
    url: () => API.register,
    body: () => ({
      username: `matrix${(signups += 1)}`,
      password: 'secret12',
      name: 'M',
      studentId: `MX${signups}`,
    }),
    expected: [201, 201, 201, 201, 201, 201],
  },
  {
    method: 'GET',
    path: '/api/auth/methods',
    url: () => API.authMethods,
    expected: [200, 200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    path: '/api/password/forgot',
    url: () => API.forgotPassword,
    body: (w) => ({ account: w.users.student.username }),
    // Anyone may ask; without SMTP_URL (as here) no link can be sent.
    expected: [503, 503, 503, 503, 503, 503],
  },
  {
    method: 'POST',
    path: '/api/password/reset',
    url: () => API.resetPassword,
    body: () => ({ token: 'not-a-link-anyone-was-sent', newPassword: 'secret12' }),
    expected: [400, 400, 400, 400, 400, 400],
  },
  {
    method: 'POST',
    path: '/api/logout',
    url: () => API.logout,
    expected: [204, 204, 204, 204, 204, 204],
  },
  {
    method: 'GET',
    path: '/api/user',
    url: () => API.user,
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'PATCH',
    path: '/api/user',
    url: () => API.user,
    body: () => ({ language: 'ms' }),
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    url: () => API.users,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/users',
    url: () => API.users,
    body: () => ({
      role: 'lecturer',
      username: `staff${(signups += 1)}`,
      password: 'secret12',
      name: 'Staff',
    }),
    expected: [401, 403, 403, 403, 403, 201],
  },
  {
    method: 'PUT',
    path: '/api/admin/users/{id}/advisor',
    url: (w) => API.userAdvisor(w.users.student.id),
    body: (w) => ({ advisorId: w.users.otherLecturer.id }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'PATCH',
    path: '/api/admin/users/{id}',
    url: (w) => API.adminUser(w.users.student.id),
    body: () => ({ yearOfStudy: 3 }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/users/{id}/advisees/move',
    url: (w) => API.moveAdvisees(w.users.advisor.id),
    body: (w) => ({ toAdvisorId: w.users.otherLecturer.id }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    path: '/api/user/profile',
    url: () => API.profile,
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'PATCH',
    path: '/api/user/profile',
    url: () => API.profile,
    body: () => ({ emailEnabled: true }),
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    // A wrong current password, so the world's sessions outlive the matrix.
    method: 'POST',
    path: '/api/user/password',
    url: () => API.password,
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'a-new-pass1' }),
    expected: [401, 400, 400, 400, 400, 400],
  },
  {
    method: 'GET',
    path: API.adminSetup,
    url: () => API.adminSetup,
    expected: [401, 403, 403, 403, 403, 200],
  },
];
