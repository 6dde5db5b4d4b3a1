import fc from 'fast-check';
import type { TestApp } from '../../test/test-app';

// The property test's world: its students and subjects, and the random steps it takes in it.

export const STUDENTS = 4;

export const CODES = ['PRP1001', 'PRP1002', 'PRP1003', 'PRP1004', 'PRP1005'];

export const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      student: fc.nat(STUDENTS - 1),
      subject: fc.nat(CODES.length - 1),
    }),
  },
  fc.record({
    kind: fc.constant('remove' as const),
    student: fc.nat(STUDENTS - 1),
    subject: fc.nat(CODES.length - 1),
  }),
  fc.record({ kind: fc.constant('submit' as const), student: fc.nat(STUDENTS - 1) }),
  fc.record({
    kind: fc.constantFrom('approveSubject' as const, 'rejectSubject' as const),
    student: fc.nat(STUDENTS - 1),
    subject: fc.nat(CODES.length - 1),
  }),
  fc.record({
    kind: fc.constantFrom('approveAll' as const, 'rejectAll' as const),
    student: fc.nat(STUDENTS - 1),
  }),
  // Waitlists: join (perhaps giving up a subject), leave, and the registrar adding a seat.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('join' as const),
      student: fc.nat(STUDENTS - 1),
      subject: fc.nat(CODES.length - 1),
      swap: fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.nat(CODES.length - 1) },
      ),
    }),
  },
  fc.record({
    kind: fc.constant('leave' as const),
    student: fc.nat(STUDENTS - 1),
    subject: fc.nat(CODES.length - 1),
  }),
  fc.record({
    kind: fc.constant('raiseCapacity' as const),
    student: fc.nat(STUDENTS - 1),
    subject: fc.nat(CODES.length - 1),
  }),
  // Overloads (issue 44): a student asks for a maximum of 10 to 18 (the period's 12, capped at
  // 16), and an admin decides their pending request.
  fc.record({
    kind: fc.constant('askOverload' as const),
    student: fc.nat(STUDENTS - 1),
    credits: fc.integer({ min: 10, max: 18 }),
  }),
  fc.record({
    kind: fc.constantFrom('approveOverload' as const, 'rejectOverload' as const),
    student: fc.nat(STUDENTS - 1),
  }),
  // Holds (issue 44): the registrar places one that blocks registration changes, or releases it.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('placeHold' as const, 'releaseHold' as const),
      student: fc.nat(STUDENTS - 1),
    }),
  },
  // The records system's results (issue 44): a grade may pass a prerequisite, or put the student
  // on probation (a lower maximum), at any moment.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('result' as const),
      student: fc.nat(STUDENTS - 1),
      subject: fc.nat(CODES.length - 1),
      grade: fc.constantFrom('A', 'C', 'D', 'F'),
    }),
  },
);

export const HOLD = {
  type: 'finance',
  reasonEn: 'Fees unpaid.',
  reasonMs: 'Yuran belum dibayar.',
  howToClearEn: 'Pay them.',
  howToClearMs: 'Bayarnya.',
  contact: 'Bursary',
  blocks: ['register'],
};

/** Whether the student has a passing result in the subject (the property's only prerequisite). */
export async function passed(t: TestApp, studentId: number, subjectId: number) {
  const row = await t.database.db
    .selectFrom('results as r')
    .innerJoin('grade_scale as g', 'g.grade', 'r.grade')
    .select('r.id')
    .where('r.student_id', '=', studentId)
    .where('r.subject_id', '=', subjectId)
    .where('g.passes', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
