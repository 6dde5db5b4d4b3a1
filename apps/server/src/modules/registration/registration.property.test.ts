import { API, type RegistrationStatus, type WaitlistPlace } from '@daftar/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { isAllowedTransition, type StatusChange } from '../seats/seats.rules';
import { CODES, HOLD, passed, step, STUDENTS } from './registration.property.steps';

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
              { creditMax: 12, overloadCap: 16 },
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
            const students: TestUser[] = [];
            for (let i = 0; i < STUDENTS; i += 1) students.push(await t.createUser());
            const ids = students.map((s) => s.id);
            const numbers = await t.database.db
              .selectFrom('users')
              .select(['id', 'student_id'])
              .where('id', 'in', ids)
              .execute();
            const numberOf = (id: number) => numbers.find((u) => u.id === id)!.student_id!;
            // Odd students are in their final year, for whom one of the second subject's two
            // seats is kept (decision 040).
            const finalYears = ids.filter((_, i) => i % 2 === 1);
            await t.database.db
              .updateTable('users')
              .set({ year_of_study: 4 })
              .where('id', 'in', finalYears)
              .execute();
            const reserved = fx.subjects[codes[1]!]!;
            const reservation = await http.post(API.adminReservations, admin, {
              subjectId: reserved.id,
              sectionId: reserved.sectionIds[0],
              seats: 1,
              yearOfStudy: 4,
              until: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
            });
            expect(reservation.statusCode).toBe(201);
            // Each student's credits and own maximum (standing and overload), as they read them.
            const creditsOf = async () =>
              new Map(
                await Promise.all(
                  students.map(async (s) => {
                    const { creditSelected, creditMax } = (await http.get(API.period, s)).json();
                    const credits = { held: creditSelected as number, max: creditMax as number };
                    return [s.id as number, credits] as const;
                  }),
                ),
              );
            // Who is under a register hold, and each student's seats (subject and section).
            const heldNow = async () =>
              new Set(
                (
                  await t.database.db
                    .selectFrom('holds')
                    .select('student_id')
                    .where('student_id', 'in', ids)
                    .where('released_at', 'is', null)
                    .where('blocks_register', '=', 1)
                    .execute()
                ).map((h) => h.student_id),
              );
            const seatsOf = async (studentId: number) =>
              (
                await t.database.db
                  .selectFrom('registration_subjects as rs')
                  .innerJoin('registrations as r', 'r.id', 'rs.registration_id')
                  .select(['rs.subject_id', 'rs.section_id'])
                  .where('r.student_id', '=', studentId)
                  .where('r.period_id', '=', fx.periodId)
                  .where('rs.status', '!=', 'rejected')
                  .execute()
              ).map((row) => `${row.subject_id}:${row.section_id}`);
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
              const heldBefore = await heldNow();
              const creditsBefore = await creditsOf();
              const seatsBefore = new Map(
                await Promise.all(ids.map(async (id) => [id, await seatsOf(id)] as const)),
              );
              const reg = `/api/admin/registrations/${before.id}`;
              const reason = { reason: 'Not offered to your programme.' };
              const swapId =
                'swap' in action && action.swap !== undefined
                  ? fx.subjects[codes[action.swap]!]!.id
                  : undefined;
              const pendingOverload = async () => {
                const { requests } = (await http.get(API.overloadRequest, student)).json();
                return requests.find((r: { status: string }) => r.status === 'pending')?.id ?? 0;
              };
              const res = await {
                askOverload: () =>
                  http.post(API.overloadRequest, student, {
                    credits: 'credits' in action ? action.credits : 0,
                    reason: 'Final semester.',
                  }),
                approveOverload: async () =>
                  http.post(API.approveOverload(await pendingOverload()), admin),
                rejectOverload: async () =>
                  http.post(API.rejectOverload(await pendingOverload()), admin, reason),
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
                placeHold: () =>
                  http.post(API.adminHolds, admin, { ...HOLD, studentId: student.id }),
                releaseHold: async () => {
                  const listed = await http.get(`${API.adminHolds}?studentId=${student.id}`, admin);
                  const [hold] = listed.json().holds as { id: number }[];
                  return hold ? http.post(API.adminHoldRelease(hold.id), admin) : listed;
                },
              }[action.kind]();
              expect(res.statusCode, `${action.kind}: ${res.body}`).toBeLessThan(500);
              expect(await checkInvariants(t.database.db)).toEqual([]);
              // No seat taken past the student's own maximum (standing, overload), nor without
              // the prerequisite: one whose standing fell keeps what they held, gaining nothing.
              for (const [id, now] of await creditsOf()) {
                const was = creditsBefore.get(id)!;
                if (now.held > now.max)
                  expect(
                    now.held,
                    `${action.kind}: student ${id} over ${now.max}`,
                  ).toBeLessThanOrEqual(was.held);
              }
              for (const id of ids) {
                const prerequisiteTaken = (await seatsOf(id)).some(
                  (seat) =>
                    seat.startsWith(`${subjectOf(3)}:`) &&
                    !seatsBefore.get(id)!.some((before) => before.startsWith(`${subjectOf(3)}:`)),
                );
                if (prerequisiteTaken) expect(await passed(t, id, subjectOf(0))).toBe(true);
              }
              // The kept seat goes to no junior: juniors hold at most the section's seats less it.
              const { capacity } = await t.database.db
                .selectFrom('sections')
                .select('capacity')
                .where('id', '=', reserved.sectionIds[0]!)
                .executeTakeFirstOrThrow();
              const juniorsHolding = (
                await Promise.all(
                  ids
                    .filter((id) => !finalYears.includes(id))
                    .map(async (id) =>
                      (await seatsOf(id)).filter((seat) => seat.startsWith(`${reserved.id}:`)),
                    ),
                )
              ).flat().length;
              expect(
                juniorsHolding,
                `${action.kind}: juniors in the kept seat`,
              ).toBeLessThanOrEqual(capacity - 1);
              // No held student takes a seat: one held before and after the step has no seat
              // it did not have, whoever's step it was (a promotion, a reapproval).
              const heldAfter = await heldNow();
              for (const id of heldBefore) {
                if (!heldAfter.has(id)) continue;
                const gained = (await seatsOf(id)).filter(
                  (seat) => !seatsBefore.get(id)!.includes(seat),
                );
                expect(gained, `${action.kind}: held student ${id} took a seat`).toEqual([]);
              }
              const after = await statusOf(student.id);
              const step = `${action.kind}: ${before.status} -> ${after.status}`;
              // A refused step changes nothing of the student's, nor does joining or leaving a
              // waitlist or an overload; a raised capacity is the registrar's step and may promote
              // anyone.
              const change = CHANGE_OF[action.kind];
              const keeps = [
                'join',
                'leave',
                'askOverload',
                'approveOverload',
                'rejectOverload',
                'placeHold',
                'releaseHold',
                'result',
              ];
              if (res.statusCode >= 300 || keeps.includes(action.kind))
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
