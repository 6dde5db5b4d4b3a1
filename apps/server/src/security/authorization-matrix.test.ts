import {
  API,
  CATALOGUE_COLUMNS,
  RESULT_COLUMNS,
  ROLL_COLUMNS,
  STAFF_COLUMNS,
} from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { api } from '../test/api';
import { createCatalogue } from '../test/catalogue-fixture';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../test/test-app';

// Every route, called as every kind of caller, each call on a fresh database so no call changes
// what the next one sees. The table must name every route the OpenAPI document lists, so a new
// route cannot be added without deciding who may call it.

const CALLERS = [
  'anonymous',
  'student',
  'anotherStudent',
  'otherLecturer',
  'advisor',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];

interface World {
  t: TestApp;
  users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
  registrationId: number;
  heldSubjectId: number;
  freeSubjectId: number;
  periodId: number;
  facultyId: number;
  sectionId: number;
  calendarEventId: number;
  /** A saved rejection reason of the advisor's. */
  reasonTemplateId: number;
  announcementId: number;
}

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  url: (w: World) => string;
  /** An object is sent as JSON; text is sent as `contentType`. */
  body?: (w: World) => object | string;
  contentType?: string;
  expected: [number, number, number, number, number, number];
}

let signups = 0;
const ROUTES: RouteCase[] = [
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
    path: '/api/calendar/events',
    url: () => API.calendarEvents,
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/api/calendar/token',
    url: () => API.calendarToken,
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    method: 'POST',
    path: '/api/calendar/token',
    url: () => API.calendarToken,
    expected: [401, 201, 201, 403, 403, 403],
  },
  {
    method: 'GET',
    path: '/api/calendar/{token}.ics',
    url: () => API.calendarFeed('C'.repeat(32)),
    // Public: the token is the credential, and a token nobody has is 404 for everyone.
    expected: [404, 404, 404, 404, 404, 404],
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
    path: '/api/notifications',
    url: () => API.notifications,
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    path: '/api/notifications/read',
    url: () => API.notificationsRead,
    body: () => ({ all: true }),
    expected: [401, 204, 204, 204, 204, 204],
  },
  {
    method: 'DELETE',
    path: '/api/notifications',
    url: () => API.notifications,
    expected: [401, 204, 204, 204, 204, 204],
  },
  {
    method: 'GET',
    path: '/api/admin/periods',
    url: () => API.adminPeriods,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/periods',
    url: () => API.adminPeriods,
    body: () => ({
      semester: 1,
      academicYear: '2026/2027',
      startDate: '2027-02-01',
      endDate: '2027-02-21',
      creditMax: 21,
    }),
    expected: [401, 403, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    path: '/api/admin/periods/{id}',
    url: (w) => API.adminPeriod(w.periodId),
    body: () => ({ creditMax: 22 }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/calendar/events',
    url: () => API.adminCalendarEvents,
    body: (w) => ({
      periodId: w.periodId,
      kind: 'holiday',
      label: { en: 'Deepavali', ms: 'Deepavali' },
      startDate: '2027-02-10',
    }),
    expected: [401, 403, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    path: '/api/admin/calendar/events/{id}',
    url: (w) => API.adminCalendarEvent(w.calendarEventId),
    body: () => ({ kind: 'break' }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    path: '/api/admin/calendar/events/{id}',
    url: (w) => API.adminCalendarEvent(w.calendarEventId),
    expected: [401, 403, 403, 403, 403, 204],
  },
  {
    method: 'GET',
    path: '/api/admin/sections',
    url: () => API.adminSections,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/sections',
    url: () => API.adminSections,
    body: (w) => ({
      subjectId: w.freeSubjectId,
      number: 100 + (signups += 1),
      capacity: 5,
      lecturer: 'Dr. Matrix',
    }),
    expected: [401, 403, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    path: '/api/admin/sections/{id}',
    url: (w) => API.adminSection(w.sectionId),
    body: () => ({ capacity: 12 }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    path: '/api/admin/sections/{id}',
    url: (w) => API.adminSection(w.sectionId),
    expected: [401, 403, 403, 403, 403, 204],
  },
  {
    method: 'GET',
    path: '/api/admin/subjects',
    url: () => API.adminSubjects,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/subjects',
    url: () => API.adminSubjects,
    body: (w) => ({
      code: `MAT9${(signups += 1)}`,
      name: 'Matrices Again',
      credits: 3,
      year: 1,
      facultyId: w.facultyId,
    }),
    expected: [401, 403, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    path: '/api/admin/subjects/{id}',
    url: (w) => API.adminSubject(w.freeSubjectId),
    body: () => ({ name: 'Matrices, Renamed' }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    path: '/api/admin/subjects/{id}',
    url: (w) => API.adminSubject(w.freeSubjectId),
    expected: [401, 403, 403, 403, 403, 204],
  },
  {
    method: 'GET',
    path: '/api/admin/faculties',
    url: () => API.adminFaculties,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: '/api/admin/faculties',
    url: () => API.adminFaculties,
    body: () => ({ code: `MX${(signups += 1)}`, name: 'Faculty of Matrices' }),
    expected: [401, 403, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    path: '/api/admin/faculties/{id}',
    url: (w) => API.adminFaculty(w.facultyId),
    body: () => ({ name: 'Faculty of Renamed Things' }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    path: '/api/admin/faculties/{id}',
    url: (w) => API.adminFaculty(w.facultyId),
    expected: [401, 403, 403, 403, 403, 409],
  },
  {
    method: 'GET',
    path: '/api/admin/changes',
    url: () => API.adminChanges,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: API.catalogueImport,
    url: (w) => `${API.catalogueImport}?periodId=${w.periodId}&dryRun=true`,
    body: () => `${CATALOGUE_COLUMNS.join(',')}\n`,
    contentType: 'text/csv',
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: API.advisorAssignments,
    url: () => API.advisorAssignments,
    body: (w) => ({ studentIds: [w.users.student.id], advisorId: w.users.advisor.id }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: API.rollImport,
    url: () => `${API.rollImport}?dryRun=true`,
    body: () => `${ROLL_COLUMNS.join(',')}\n`,
    contentType: 'text/csv',
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: API.resultsImport,
    url: () => `${API.resultsImport}?dryRun=true`,
    body: () => `${RESULT_COLUMNS.join(',')}\n`,
    contentType: 'text/csv',
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    path: API.gradeScale,
    url: () => API.gradeScale,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'PUT',
    path: API.gradeScale,
    url: () => API.gradeScale,
    body: () => ({
      grades: [
        { grade: 'A', points: 4, passes: true },
        { grade: 'F', points: 0, passes: false },
      ],
      probationBelow: 2,
    }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: API.staffImport,
    url: () => `${API.staffImport}?dryRun=true`,
    body: () => `${STAFF_COLUMNS.join(',')}\n`,
    contentType: 'text/csv',
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    path: API.catalogueExport,
    url: (w) => `${API.catalogueExport}?periodId=${w.periodId}`,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    path: API.emailOutbox,
    url: () => API.emailOutbox,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    path: API.liveFigures,
    url: () => API.liveFigures,
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
    path: API.announcements,
    url: () => API.announcements,
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: API.adminAnnouncements,
    url: () => API.adminAnnouncements,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: API.adminAnnouncements,
    url: () => API.adminAnnouncements,
    body: () => ({
      title: { en: 'Closed on Friday', ms: 'Ditutup pada hari Jumaat' },
      body: { en: 'The registry is closed.', ms: 'Pejabat ditutup.' },
      publishFrom: '2026-01-01T00:00:00Z',
    }),
    expected: [401, 403, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    path: '/api/admin/announcements/{id}',
    url: (w) => API.adminAnnouncement(w.announcementId),
    body: () => ({ publishUntil: '2030-01-01T00:00:00Z' }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    path: '/api/admin/announcements/{id}',
    url: (w) => API.adminAnnouncement(w.announcementId),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    // Public: the privacy notice is read before anyone has an account.
    method: 'GET',
    path: '/api/pages/{slug}',
    url: () => API.sitePage('privacy'),
    expected: [200, 200, 200, 200, 200, 200],
  },
  {
    method: 'PUT',
    path: '/api/admin/pages/{slug}',
    url: () => API.adminSitePage('terms'),
    body: () => ({ body: { en: 'Be kind.', ms: 'Berbudi bahasa.' } }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    path: API.adminSetup,
    url: () => API.adminSetup,
    expected: [401, 403, 403, 403, 403, 200],
  },
];

async function createWorld(): Promise<World> {
  const t = await createTestApp({ RATE_LIMITS: 'off' });
  const fx = await createCatalogue(t.database.db, [
    { code: 'MAT1001', sections: [{ capacity: 10, meetings: [[1, 8, 9]] }] },
    { code: 'MAT1002', sections: [{ capacity: 10, meetings: [[2, 8, 9]] }] },
  ]);
  const advisor = await t.createUser({ role: 'lecturer' });
  const users = {
    student: await t.createUser({ advisorId: advisor.id }),
    anotherStudent: await t.createUser({ advisorId: advisor.id }),
    otherLecturer: await t.createUser({ role: 'lecturer' }),
    advisor,
    admin: await t.createUser({ role: 'admin' }),
  };
  const http = api(t);
  const heldSubjectId = fx.subjects.MAT1001!.id;
  await http.add(users.student, heldSubjectId);
  await http.submit(users.student);
  const [registration] = (await http.get(API.reviewRegistrations, users.admin)).json();
  return {
    t,
    users,
    registrationId: registration.id,
    heldSubjectId,
    freeSubjectId: fx.subjects.MAT1002!.id,
    periodId: fx.periodId,
    facultyId: fx.facultyId,
    sectionId: fx.subjects.MAT1002!.sectionIds[0]!,
    reasonTemplateId: (
      await http.post(API.reasonTemplates, users.advisor, { title: 'Clash', text: 'It clashes.' })
    ).json().id,
    announcementId: (
      await t.database.db
        .insertInto('announcements')
        .values({
          title_en: 'Welcome',
          title_ms: 'Selamat datang',
          body_en: 'Hello.',
          body_ms: 'Helo.',
          publish_from: '2026-01-01T00:00:00.000Z',
          publish_until: null,
          retired_at: null,
          updated_at: '2026-01-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    calendarEventId: (
      await t.database.db
        .insertInto('calendar_events')
        .values({
          period_id: fx.periodId,
          kind: 'holiday',
          label_en: 'Deepavali',
          label_ms: 'Deepavali',
          start_date: '2027-02-10',
          end_date: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  };
}

describe('authorisation matrix', () => {
  it('covers every route the server has', async () => {
    const t = await createTestApp();
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, object>;
    };
    await t.close();
    const served = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_name, route) => {
      // A refusal changes nothing, so the callers expected to be refused ask in one world; each
      // caller expected to succeed gets a world of its own, since a success may change what the
      // next caller would see. A refused caller let through fails the test with its own answer.
      async function inWorld(callers: Caller[]) {
        const world = await createWorld();
        try {
          for (const caller of callers) {
            const user = caller === 'anonymous' ? undefined : world.users[caller];
            const body = route.body?.(world);
            const res = await world.t.app.inject({
              method: route.method,
              url: route.url(world),
              headers: {
                ...user?.headers,
                ...(route.contentType ? { 'content-type': route.contentType } : {}),
              },
              ...(body ? { payload: body } : {}),
            });
            answers.set(caller, res.statusCode);
          }
        } finally {
          await world.t.close();
        }
      }
      const answers = new Map<Caller, number>();
      const refused = CALLERS.filter((_, i) => route.expected[i]! >= 400);
      const allowed = CALLERS.filter((_, i) => route.expected[i]! < 400);
      await Promise.all([inWorld(refused), ...allowed.map((caller) => inWorld([caller]))]);
      const actual = CALLERS.map((caller) => answers.get(caller));
      expect(Object.fromEntries(CALLERS.map((c, i) => [c, actual[i]]))).toEqual(
        Object.fromEntries(CALLERS.map((c, i) => [c, route.expected[i]])),
      );
    },
  );
});
