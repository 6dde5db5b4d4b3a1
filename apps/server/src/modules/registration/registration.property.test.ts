import { API, type RegistrationStatus, type WaitlistPlace } from '@daftar/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isAllowedTransition, studentCreditMax, type StatusChange } from '../seats/seats.rules';

const STUDENTS = 4;

/** What each action changes the registration's status by, when it succeeds. */
const CHANGE_OF: Partial<Record<string, StatusChange>> = {
  add: 'edit',
  remove: 'edit',
  submit: 'submit',
  approveSubject: 'decide',
  rejectSubject: 'decide',
  approveAll: 'decide',
  rejectAll: 'decide',
};
const CODES = ['PRP1001', 'PRP1002', 'PRP1003', 'PRP1004', 'PRP1005'];

const step = fc.oneof(
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

/** Each student's credits held, their own maximum, and the subjects they hold, in the period. */
async function holdings(t: TestApp, periodId: number, studentIds: number[]) {
  const rows = await t.database.db
    .selectFrom('users as u')
    .leftJoin('student_records as ar', 'ar.student_id', 'u.id')
    .innerJoin('registration_periods as p', (join) => join.on('p.id', '=', periodId))
    .leftJoin('registrations as r', (join) =>
      join.onRef('r.student_id', '=', 'u.id').onRef('r.period_id', '=', 'p.id'),
    )
    .leftJoin('registration_subjects as rs', (join) =>
      join.onRef('rs.registration_id', '=', 'r.id').on('rs.status', '!=', 'rejected'),
    )
    .leftJoin('subjects as s', 's.id', 'rs.subject_id')
    .select([
      'u.id',
      'ar.standing',
      'p.credit_max',
      'p.credit_max_probation',
      's.id as subject_id',
      's.credits',
    ])
    .where('u.id', 'in', studentIds)
    .execute();
  return new Map(
    studentIds.map((studentId) => {
      const own = rows.filter((r) => r.id === studentId);
      return [
        studentId,
        {
          credits: own.reduce((sum, r) => sum + (r.credits ?? 0), 0),
          max: studentCreditMax(own[0]!),
          subjects: own.flatMap((r) => (r.subject_id === null ? [] : [r.subject_id])),
        },
      ];
    }),
  );
}

/** Whether the student has a passing result in the subject (the property's only prerequisite). */
async function passed(t: TestApp, studentId: number, subjectId: number) {
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

/**
 * A step's status change as the table allows it; a promotion from a waitlist may follow it in
 * the same transaction (the acting student's own, or the seat it freed), which is an edit.
 */
function allowed(change: StatusChange, from: RegistrationStatus, to: RegistrationStatus) {
  if (isAllowedTransition(change, from, to)) return true;
  const statuses: RegistrationStatus[] = [
    'draft',
    'submitted',
    'approved',
    'rejected',
    'partially_approved',
  ];
  return statuses.some(
    (middle) =>
      isAllowedTransition(change, from, middle) && isAllowedTransition('edit', middle, to),
  );
}

// One database for every run: each run gets its own current period, subjects and students, so
// runs cannot see each other's selections, and the checks cover every section ever made.
let t: TestApp;
let run = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('registration under random sequences of actions', () => {
  it(
    'keeps seats, capacity, credits, prerequisites and state transitions right after every step',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(step, { minLength: 5, maxLength: 40, size: 'max' }),
          async (steps) => {
            run += 1;
            const codes = CODES.map((code) => `${code}-${run}`);
            const http = api(t);
            // Tight seats, 8 credits of 20 each, and PRP1001/PRP1002 clashing on Monday.
            const fx = await createCatalogue(
              t.database.db,
              codes.map((code, i) => ({
                code,
                credits: i === 4 ? 8 : 4,
                sections: [
                  { capacity: i % 2 === 0 ? 1 : 2, meetings: [[i === 1 ? 1 : i + 1, 8, 10]] },
                ],
              })),
              { creditMax: 12 },
            );
            // The fourth subject needs the first; probation allows one 4-credit subject.
            const subjectOf = (index: number) => fx.subjects[codes[index]!]!.id;
            await t.database.db
              .insertInto('subject_prerequisites')
              .values({ subject_id: subjectOf(3), prerequisite_id: subjectOf(0) })
              .execute();
            await t.database.db
              .updateTable('registration_periods')
              .set({ credit_max_probation: 4 })
              .where('id', '=', fx.periodId)
              .execute();
            const admin = await t.createUser({ role: 'admin' });
            const students = [];
            for (let i = 0; i < STUDENTS; i += 1) students.push(await t.createUser());
            const studentIds = students.map((s) => s.id);
            const numbers = await t.database.db
              .selectFrom('users')
              .select(['id', 'student_id'])
              .where('id', 'in', studentIds)
              .execute();
            const numberOf = (id: number) => numbers.find((u) => u.id === id)!.student_id!;
            const statusOf = async (studentId: number) =>
              (await t.database.db
                .selectFrom('registrations')
                .select(['id', 'status'])
                .where('student_id', '=', studentId)
                .where('period_id', '=', fx.periodId)
                .executeTakeFirst()) ?? { id: 0, status: 'draft' as RegistrationStatus };

            for (const action of steps) {
              const student = students[action.student]!;
              const subjectId = 'subject' in action ? fx.subjects[codes[action.subject]!]!.id : 0;
              const before = await statusOf(student.id);
              const held = await holdings(t, fx.periodId, studentIds);
              const reg = `/api/admin/registrations/${before.id}`;
              const reason = { reason: 'Not offered to your programme.' };
              const swapId =
                'swap' in action && action.swap !== undefined
                  ? fx.subjects[codes[action.swap]!]!.id
                  : undefined;
              const res = await {
                join: () => http.post(API.waitlist, student, { subjectId, swapSubjectId: swapId }),
                leave: () => http.del(API.waitlistPlace(subjectId), student),
                raiseCapacity: async () => {
                  const section =
                    fx.subjects[codes['subject' in action ? action.subject : 0]!]!.sectionIds[0]!;
                  const { capacity } = await t.database.db
                    .selectFrom('sections')
                    .select('capacity')
                    .where('id', '=', section)
                    .executeTakeFirstOrThrow();
                  return http.patch(API.adminSection(section), admin, { capacity: capacity + 1 });
                },
                result: () =>
                  t.app.inject({
                    method: 'POST',
                    url: `${API.resultsImport}?dryRun=false`,
                    headers: admin.headers,
                    payload: [
                      {
                        student_id: numberOf(student.id),
                        subject_code: codes['subject' in action ? action.subject : 0]!,
                        session: '2023/2024',
                        semester: 1,
                        grade: 'grade' in action ? action.grade : 'A',
                      },
                    ],
                  }),
                add: () => http.add(student, subjectId),
                remove: () => http.remove(student, subjectId),
                submit: () => http.submit(student),
                approveSubject: () => http.post(`${reg}/subjects/${subjectId}/approve`, admin),
                rejectSubject: () =>
                  http.post(`${reg}/subjects/${subjectId}/reject`, admin, reason),
                approveAll: () => http.post(`${reg}/approve`, admin),
                rejectAll: () => http.post(`${reg}/reject`, admin, reason),
              }[action.kind]();
              expect(res.statusCode, `${action.kind}: ${res.body}`).toBeLessThan(500);
              expect(await checkInvariants(t.database.db)).toEqual([]);
              // No seat taken past the student's own maximum, nor without the prerequisite: a
              // student whose standing fell keeps what they held, but gains nothing while over.
              for (const [studentId, now] of await holdings(t, fx.periodId, studentIds)) {
                const was = held.get(studentId)!;
                if (now.credits > now.max)
                  expect(now.credits, `student ${studentId} over ${now.max}`).toBeLessThanOrEqual(
                    was.credits,
                  );
                if (now.subjects.includes(subjectOf(3)) && !was.subjects.includes(subjectOf(3)))
                  expect(await passed(t, studentId, subjectOf(0))).toBe(true);
              }
              const after = await statusOf(student.id);
              const step = `${action.kind}: ${before.status} -> ${after.status}`;
              // A refused step changes nothing of the student's, nor does joining or leaving a
              // waitlist; a raised capacity is the registrar's step and may promote anyone.
              const change = CHANGE_OF[action.kind];
              if (res.statusCode >= 300 || action.kind === 'join' || action.kind === 'leave')
                expect(after.status, step).toBe(before.status);
              else if (change)
                expect(allowed(change, before.status, after.status), step).toBe(true);
              // Each subject's line is numbered 1..n without gaps.
              const places: WaitlistPlace[] = (
                await Promise.all(
                  students.map(async (s) => (await http.get(API.waitlist, s)).json()),
                )
              ).flat();
              for (const code of codes) {
                const line = places.filter((p) => p.code === code);
                expect(
                  line.map((p) => p.position).sort((a, b) => a - b),
                  `${code} positions`,
                ).toEqual(line.map((_, i) => i + 1));
                expect(line.every((p) => p.of === line.length)).toBe(true);
              }
            }
          },
        ),
        { numRuns: 30 },
      );
    },
  );
});
