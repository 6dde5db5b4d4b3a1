import type { GroupProgress, StudentProgress } from '@daftar/contract';

// A student's progress as `GET /api/registration/progress` answers it (issue 45): the second year
// of a 60-credit programme, three core credits and the university courses done, two core
// subjects recommended now, a passed subject, and one that counts toward nothing.

const group = (overrides: Partial<GroupProgress> & Pick<GroupProgress, 'code'>): GroupProgress => ({
  name: { en: 'Programme core', ms: 'Teras program' },
  kind: 'core',
  creditsRequired: 0,
  done: { credits: 0, subjects: [] },
  inProgress: { credits: 0, subjects: [] },
  needed: { credits: 0, subjects: [] },
  options: [],
  complete: false,
  ...overrides,
});

export const CORE = group({
  code: 'CORE',
  creditsRequired: 9,
  done: { credits: 3, subjects: [{ code: 'WIX1001', credits: 3, grade: 'A' }] },
  needed: {
    credits: 6,
    subjects: [
      { code: 'WIX1002', credits: 3, failedGrade: null },
      { code: 'WIX1003', credits: 3, failedGrade: null },
    ],
  },
});

export const MPU = group({
  code: 'MPU',
  name: { en: 'University courses (MPU)', ms: 'Kursus wajib universiti (MPU)' },
  kind: 'university',
  creditsRequired: 6,
  done: { credits: 6, subjects: [{ code: 'GIG1012', credits: 6, grade: 'B' }] },
  complete: true,
});

export const ELECTIVES = group({
  code: 'ELEC',
  name: { en: 'Programme electives', ms: 'Elektif program' },
  kind: 'elective',
  creditsRequired: 45,
  needed: { credits: 45, subjects: [] },
});

export function progressReply(overrides: Partial<StudentProgress> = {}): StudentProgress {
  return {
    programme: {
      code: 'BCSAI',
      name: {
        en: 'Bachelor of Computer Science (Artificial Intelligence)',
        ms: 'Ijazah Sarjana Muda Sains Komputer (Kecerdasan Buatan)',
      },
    },
    intake: '2024/2025',
    whatIf: false,
    term: { year: 2, semester: 1 },
    totalCredits: 60,
    done: 9,
    inProgress: 0,
    needed: 51,
    groups: [CORE, MPU, ELECTIVES],
    notCounted: [],
    countsToward: { WIX1001: 'CORE', GIG1012: 'MPU' },
    catalogueFit: {
      WIX1001: { group: 'CORE', year: 1, semester: 1, open: false },
      WIX1002: { group: 'CORE', year: 2, semester: 1, open: true },
      WIX1003: { group: 'CORE', year: 2, semester: 1, open: true },
      WIX1004: null,
      WIX1005: { group: 'ELEC', year: null, semester: null, open: true },
    },
    plan: {
      now: [
        { code: 'WIX1002', group: 'CORE', year: 2, semester: 1, state: 'needed' },
        { code: 'WIX1003', group: 'CORE', year: 2, semester: 1, state: 'needed' },
      ],
      overdue: [],
    },
    subjects: {
      WIX1001: { name: { en: 'Course A', ms: 'Kursus A' } },
      WIX1002: { name: { en: 'Course B', ms: 'Kursus B' } },
      WIX1003: { name: { en: 'Course C', ms: 'Kursus C' } },
    },
    ...overrides,
  };
}
