import type { Plan, PlanOutcome, Subject } from '@daftar/contract';
import { catalogueSection, catalogueSubject } from '@/testing/registration-fixtures';

// A small catalogue whose best timetables are known (timetable-builder.ts's cost model, no
// preferences): WIX1001's section 1 is full and WIX1002's tutorial 2 clashes with it, so the
// options are, best first, [S2, L1+T2], [S2, L1+T3], then [S1 (full), L1+T3].

export const wix1001 = catalogueSubject(1, {
  name: 'Computing Mathematics I',
  nameMs: 'Matematik Pengkomputeran I',
  sections: [
    catalogueSection(11, {
      number: 1,
      capacity: 30,
      registered: 30,
      lecturer: 'Dr. Tan Chee Keong',
      meetings: [{ day: 1, startTime: '08:00', endTime: '10:00', room: 'DK1' }],
    }),
    catalogueSection(12, {
      number: 2,
      capacity: 30,
      registered: 12,
      lecturer: 'Dr. Lim Wei Ming',
      meetings: [{ day: 2, startTime: '10:00', endTime: '12:00', room: 'DK2' }],
    }),
  ],
});

export const wix1002 = catalogueSubject(2, {
  name: 'Fundamentals of Programming',
  nameMs: 'Asas Pengaturcaraan',
  sections: [
    catalogueSection(21, {
      number: 1,
      part: 'L',
      lecturer: 'Prof. Aminah Yusof',
      meetings: [{ day: 3, startTime: '09:00', endTime: '11:00', room: 'BK1' }],
    }),
    catalogueSection(22, {
      number: 2,
      part: 'T',
      linkedTo: 21,
      lecturer: 'Mr. Hafiz Rahman',
      meetings: [{ day: 1, startTime: '09:00', endTime: '10:00', room: 'BT1' }],
    }),
    catalogueSection(23, {
      number: 3,
      part: 'T',
      linkedTo: 21,
      lecturer: 'Ms. Siti Nor',
      meetings: [{ day: 4, startTime: '14:00', endTime: '15:00', room: 'BT2' }],
    }),
  ],
});

export const wix1003 = catalogueSubject(3, {
  name: 'Database',
  nameMs: 'Pangkalan Data',
  sections: [
    catalogueSection(31, {
      meetings: [{ day: 5, startTime: '10:00', endTime: '12:00', room: 'DK3' }],
    }),
  ],
});

export const planCatalogue: Subject[] = [wix1001, wix1002, wix1003];

/** The plan as saved from the best option: WIX1001 then WIX1002, WIX1003 to fall back on. */
export const savedPlan: Plan = {
  periodId: 1,
  subjects: [
    { subjectId: 1, priority: 1, sectionIds: [12], alternatives: [[11]] },
    { subjectId: 2, priority: 2, sectionIds: [21, 22], alternatives: [[21, 23]] },
  ],
  fallbacks: [{ subjectId: 3 }],
  preferences: {},
  updatedAt: '2025-06-01T02:00:00.000Z',
};

export function outcome(
  subject: Subject,
  overrides: Partial<PlanOutcome> & Pick<PlanOutcome, 'outcome'>,
): PlanOutcome {
  return {
    subjectId: subject.id,
    code: subject.code,
    name: subject.name,
    nameMs: subject.nameMs,
    credits: subject.credits,
    sectionIds: [],
    choice: null,
    tried: 1,
    next: [],
    ...overrides,
  };
}

/** WIX1002 refused for want of a seat, as a plain add would refuse it. */
export const wix1002Full = outcome(wix1002, {
  outcome: 'refused',
  refusal: {
    code: 'SUBJECT_FULL',
    error: 'WIX1002 is full: no seats are left.',
    params: { subject: 'WIX1002' },
  },
  next: ['waitlist', 'fallback', 'permit'],
});
