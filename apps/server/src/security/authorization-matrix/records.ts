import { API, HOLD_COLUMNS, RESULT_COLUMNS } from '@daftar/contract';
import type { RouteCase } from '../authorization-matrix.test-bed';

// The authorisation matrix's rows for the academic record the university keeps (issue 44): holds,
// results and the grade scale; the seats the registrar reserves for a group (issue 46); and the
// class lists the learning platform takes (issue 47).

export const RECORD_ROUTES: RouteCase[] = [
  {
    // Each student reads their own holds only: the other student's list is empty, not refused.
    method: 'GET',
    path: API.holds,
    url: () => API.holds,
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    method: 'GET',
    path: API.adminHolds,
    url: (w) => `${API.adminHolds}?studentId=${w.users.student.id}`,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: API.adminHolds,
    url: () => API.adminHolds,
    body: (w) => ({
      studentId: w.users.student.id,
      type: 'library',
      reasonEn: 'Two books are overdue.',
      reasonMs: 'Dua buku lewat dipulangkan.',
      howToClearEn: 'Return them.',
      howToClearMs: 'Pulangkannya.',
      contact: 'Library',
      blocks: ['slip'],
    }),
    expected: [401, 403, 403, 403, 403, 201],
  },
  {
    method: 'POST',
    path: '/api/admin/holds/{id}/release',
    url: (w) => API.adminHoldRelease(w.holdId),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    path: API.adminReservations,
    url: () => API.adminReservations,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: API.adminReservations,
    url: () => API.adminReservations,
    body: (w) => ({
      subjectId: w.freeSubjectId,
      seats: 1,
      yearOfStudy: 4,
      until: new Date(Date.now() + 3600_000).toISOString(),
    }),
    expected: [401, 403, 403, 403, 403, 201],
  },
  {
    // The admin is told no such reservation; everyone else is refused before it is looked up.
    method: 'DELETE',
    path: '/api/admin/reservations/{id}',
    url: () => `${API.adminReservations}/999999`,
    expected: [401, 403, 403, 403, 403, 404],
  },
  {
    // A section's class list (issue 47): the registrar's, or a rosters:read token's.
    method: 'GET',
    path: '/api/admin/sections/{id}/class-list.csv',
    url: (w) => API.sectionClassList(w.sectionId),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    path: API.oneRoster,
    url: () => API.oneRoster,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    path: API.holdsImport,
    url: () => `${API.holdsImport}?dryRun=true`,
    body: () => `${HOLD_COLUMNS.join(',')}\n`,
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
    }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    path: API.standings,
    url: () => API.standings,
    expected: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'PUT',
    path: API.standings,
    url: () => API.standings,
    body: () => ({
      standings: [
        { code: 'good', nameEn: 'Good standing', nameMs: 'Kedudukan Baik', minCgpa: 2 },
        { code: 'probation', nameEn: 'Probation', nameMs: 'Percubaan', minCgpa: 0 },
      ],
    }),
    expected: [401, 403, 403, 403, 403, 200],
  },
];
