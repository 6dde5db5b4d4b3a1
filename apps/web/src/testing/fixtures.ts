import type {
  AdminPeriod,
  Announcement,
  CalendarEvent,
  ManagedUser,
  Period,
  SelectedSubject,
  User,
} from '@daftar/contract';

export const studentUser: User = {
  id: 3,
  username: 'student',
  name: 'Nur Aisyah binti Ahmad',
  role: 'student',
  studentId: '034561',
  language: 'en',
};

export const adminUser: User = {
  id: 1,
  username: 'admin',
  name: 'Registry Administrator',
  role: 'admin',
  studentId: null,
  language: 'en',
};

export const lecturerUser: User = {
  id: 2,
  username: 'lecturer',
  name: 'Dr. Lim Wei Ming',
  role: 'lecturer',
  studentId: null,
  language: 'en',
};

export const openPeriod: Period = {
  id: 1,
  semester: 6,
  academicYear: '2024/2025',
  startDate: '2025-05-26',
  endDate: '2025-06-11',
  creditSelected: 12,
  creditMax: 20,
  creditMin: 0,
  addDropEndDate: null,
  opensAt: '2025-05-26T00:00:00.000Z',
  serverTime: '2025-06-01T02:00:00.000Z',
  status: 'Open',
  studentStatus: 'active',
  standing: 'good',
  standingName: { en: 'Good standing', ms: 'Kedudukan Baik' },
  stages: {
    addDropStartDate: '2025-05-26',
    addDropEndDate: '2025-06-11',
    lateRegistrationEndDate: null,
    withdrawalStartDate: null,
    withdrawalEndDate: null,
    notRegisteredDate: null,
    semesterEndDate: null,
    lateNote: null,
    current: ['registration', 'addDrop'],
  },
};

/** The spec's four important dates, the deadline read from `openPeriod`'s end date. */
export const academicCalendar: CalendarEvent[] = [
  {
    id: null,
    periodId: 1,
    kind: 'deadline',
    label: { en: 'Registration Deadline', ms: 'Tarikh Akhir Pendaftaran' },
    startDate: '2025-06-11',
    endDate: null,
  },
  {
    id: 1,
    periodId: 1,
    kind: 'classes',
    label: { en: 'Classes Begin', ms: 'Kuliah Bermula' },
    startDate: '2025-07-01',
    endDate: null,
  },
  {
    id: 2,
    periodId: 1,
    kind: 'break',
    label: { en: 'Mid-term Break', ms: 'Cuti Pertengahan Semester' },
    startDate: '2025-10-15',
    endDate: '2025-10-23',
  },
  {
    id: 3,
    periodId: 1,
    kind: 'exams',
    label: { en: 'Final Exams Begin', ms: 'Peperiksaan Akhir Bermula' },
    startDate: '2025-12-19',
    endDate: null,
  },
];

export function selectedSubject(
  id: number,
  overrides: Partial<SelectedSubject> = {},
): SelectedSubject {
  return {
    id,
    code: `CSC${3100 + id}`,
    name: `Subject ${id}`,
    nameMs: null,
    credits: 3,
    faculty: { id: 1, name: 'Faculty of Computer Science', nameMs: null },
    status: 'pending',
    section: {
      id: id * 10,
      number: 1,
      schedule: 'Mon 08:00-10:00 (BK1)',
      lecturer: 'Dr. Lim',
      meetings: [],
    },
    ...overrides,
  };
}

/** The spec's two announcements, as the demo seeds them (issue 42). */
export const announcements: Announcement[] = [
  {
    id: 2,
    title: { en: 'Registration Period Extended', ms: 'Tempoh Pendaftaran Dilanjutkan' },
    body: {
      en: 'The registration period has been extended so that every student has time to finalise their subjects.',
      ms: 'Tempoh pendaftaran telah dilanjutkan supaya setiap pelajar mempunyai masa untuk memuktamadkan subjek masing-masing.',
    },
    publishFrom: '2025-06-01T00:00:00.000Z',
  },
  {
    id: 1,
    title: { en: 'New Registration System Launched', ms: '' },
    body: { en: 'Daftar replaces the old paper forms.', ms: '' },
    publishFrom: '2025-05-26T00:00:00.000Z',
  },
];

/** An account as the registrar's People page lists it. */
export const managedUser = (overrides: Partial<ManagedUser>): ManagedUser => ({
  id: 1,
  username: 'someone',
  name: 'Someone',
  role: 'student',
  studentId: null,
  language: null,
  advisor: null,
  faculty: null,
  yearOfStudy: null,
  adviseeCount: 0,
  email: null,
  programme: null,
  studentStatus: null,
  ...overrides,
});

/** The registrar's current semester as the console reads it, Open, with no later stages set. */
export const adminPeriod: AdminPeriod = {
  id: 7,
  semester: 6,
  academicYear: '2024/2025',
  startDate: '2026-11-09',
  endDate: '2026-12-14',
  addDropEndDate: null,
  addDropStartDate: null,
  lateRegistrationEndDate: null,
  withdrawalStartDate: null,
  withdrawalEndDate: null,
  notRegisteredDate: null,
  notRegisteredReminderDate: null,
  semesterEndDate: null,
  lateNote: null,
  lateNoteMs: null,
  creditMin: 0,
  creditMax: 20,
  overloadCap: null,
  isCurrent: true,
  closedAt: null,
  status: 'Open',
  yearOpenings: [],
  creditMaxProbation: null,
  standingLimits: [],
  resultsPublished: false,
  creditsOpening: null,
};
