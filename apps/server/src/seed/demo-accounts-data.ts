/**
 * The demo accounts and the demo student's past registrations. Pure data, used by
 * `seed-demo-data.ts`.
 */
import type { Role } from '@daftar/contract';
import { LECTURERS } from './catalogue-data';

export interface DemoUser {
  username: string;
  password: string;
  name: string;
  role: Role;
  faculty: string | null;
  studentId: string | null;
  /** Username of the student's academic advisor. */
  advisor: string | null;
}

function staff(
  username: string,
  password: string,
  name: string,
  role: Role,
  faculty: string | null,
): DemoUser {
  return { username, password, name, role, faculty, studentId: null, advisor: null };
}

function student(
  username: string,
  name: string,
  studentId: string,
  faculty: string,
  advisor: string,
): DemoUser {
  return { username, password: 'student123', name, role: 'student', faculty, studentId, advisor };
}

/** Advisors come first: students refer to them by username. */
export const STAFF: DemoUser[] = [
  staff('admin', 'admin123', 'Nurul Huda binti Ismail', 'admin', null),
  staff('lecturer', 'lecturer123', LECTURERS.zaki, 'lecturer', 'FSKTM'),
  staff('lecturer2', 'lecturer123', LECTURERS.siti, 'lecturer', 'FSKTM'),
  staff('lecturer3', 'lecturer123', LECTURERS.chong, 'lecturer', 'FK'),
];

export const STUDENTS: DemoUser[] = [
  student('student', 'Muhammad Aiman bin Rosli', '034561', 'FSKTM', 'lecturer'),
  student('student2', 'Lim Mei Ling', '034562', 'FK', 'lecturer3'),
  student('student3', 'Priya a/p Krishnan', '034563', 'FSKTM', 'lecturer'),
  student('student4', 'Wan Nur Aisyah binti Wan Kamal', '034564', 'FSKTM', 'lecturer2'),
  // On probation: their results (demo-results-data.ts) put the CGPA under 2.00.
  student('student5', 'Ahmad Faris bin Hamzah', '034565', 'FSKTM', 'lecturer'),
];

export const DEMO_STUDENT = 'student';
export const DEMO_ADVISOR = 'lecturer';

export interface PastTerm {
  semester: number;
  academicYear: string;
  startDate: string;
  endDate: string;
  createdAt: string;
  submittedAt: string;
  decidedAt: string;
  approved: string[];
  rejected: { code: string; reason: string }[];
}

/**
 * The demo student's earlier semesters. They meet the prerequisites of WIA3001, WIA3002, WIA3004,
 * WIB3005, WIA4003 and GLT2002 but not those of WIF3006 (WIA2005 was rejected), WIA4001 or
 * WIA4004, so both outcomes of the prerequisite rule can be shown.
 */
export const PAST_TERMS: PastTerm[] = [
  {
    semester: 4,
    academicYear: '2023/2024',
    startDate: '2024-02-26',
    endDate: '2024-03-15',
    createdAt: '2024-02-27T01:20:00.000Z',
    submittedAt: '2024-03-04T02:15:00.000Z',
    decidedAt: '2024-03-06T07:30:00.000Z',
    approved: ['WIX1001', 'WIX1002', 'WIX1003', 'GLT1001', 'GIG1012'],
    rejected: [],
  },
  {
    semester: 5,
    academicYear: '2024/2025',
    startDate: '2024-09-23',
    endDate: '2024-10-11',
    createdAt: '2024-09-24T12:45:00.000Z',
    submittedAt: '2024-09-30T03:40:00.000Z',
    decidedAt: '2024-10-02T06:05:00.000Z',
    approved: ['WIX2001', 'WIX2002', 'WIA2003', 'WIA2004', 'GIG1013'],
    rejected: [
      {
        code: 'WIA2005',
        reason: 'Your credit load is too heavy this semester; please register for it next year.',
      },
    ],
  },
];
