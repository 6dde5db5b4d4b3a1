import { API } from '@daftar/contract';
import { api } from '../test/api';
import { createCatalogue } from '../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

// What the authorisation matrix (authorization-matrix.test.ts) calls with: its callers, the world
// each call is made in, and the shape of a row of its table (authorization-matrix/*.ts).

export const CALLERS = [
  'anonymous',
  'student',
  'anotherStudent',
  'otherLecturer',
  'advisor',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

export interface World {
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
  /** The student's pending overload request (issue 44). */
  overloadRequestId: number;
  /** The student's pending permit past a full MAT1002, whose coordinator is the advisor (issue 46). */
  permitId: number;
  /** A hold on a student who calls nothing (blocking their slip), for the registrar to release. */
  holdId: number;
  /** A records-system token of the admin's (issue 43). */
  apiTokenId: number;
}

export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  url: (w: World) => string;
  /** An object is sent as JSON; text is sent as `contentType`. */
  body?: (w: World) => object | string;
  contentType?: string;
  expected: [number, number, number, number, number, number];
}

/** A fresh database with a submitted registration, a saved reason, an announcement and a holiday. */
export async function createWorld(): Promise<World> {
  const t = await createTestApp({ RATE_LIMITS: 'off' });
  const fx = await createCatalogue(
    t.database.db,
    [
      { code: 'MAT1001', sections: [{ capacity: 10, meetings: [[1, 8, 9]] }] },
      { code: 'MAT1002', sections: [{ capacity: 10, meetings: [[2, 8, 9]] }] },
    ],
    { overloadCap: 30 },
  );
  const advisor = await t.createUser({ role: 'lecturer' });
  const users = {
    student: await t.createUser({ advisorId: advisor.id }),
    anotherStudent: await t.createUser({ advisorId: advisor.id }),
    otherLecturer: await t.createUser({ role: 'lecturer' }),
    advisor,
    admin: await t.createUser({ role: 'admin' }),
  };
  await giveStructure(t, users.student.id, fx.facultyId);
  const http = api(t);
  const heldSubjectId = fx.subjects.MAT1001!.id;
  await http.add(users.student, heldSubjectId);
  await http.submit(users.student);
  const [registration] = (await http.get(API.reviewRegistrations, users.admin)).json();
  return {
    t,
    users,
    apiTokenId: (
      await t.database.db
        .insertInto('api_tokens')
        .values({
          name: 'Nightly roll',
          scopes: 'roll:write',
          secret_hash: '0'.repeat(64),
          created_at: '2026-01-01T00:00:00.000Z',
          created_by: users.admin.id,
          expires_at: '2099-01-01T00:00:00.000Z',
          last_used_at: null,
          revoked_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    registrationId: registration.id,
    heldSubjectId,
    freeSubjectId: fx.subjects.MAT1002!.id,
    periodId: fx.periodId,
    facultyId: fx.facultyId,
    sectionId: fx.subjects.MAT1002!.sectionIds[0]!,
    holdId: (
      await t.database.db
        .insertInto('holds')
        .values({
          // A student who calls nothing: the hold blocks none of the callers' own routes.
          student_id: (await t.createUser()).id,
          type: 'library',
          reference: null,
          reason_en: 'Two books are overdue.',
          reason_ms: 'Dua buku lewat dipulangkan.',
          how_to_clear_en: 'Return them.',
          how_to_clear_ms: 'Pulangkannya.',
          contact: 'Library',
          blocks_slip: 1,
          placed_at: '2026-01-01T00:00:00.000Z',
          placed_by: users.admin.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    overloadRequestId: (
      await http.post(API.overloadRequest, users.student, { credits: 25, reason: 'Final year.' })
    ).json().id,
    permitId: await (async () => {
      await t.database.db
        .updateTable('subjects')
        .set({ coordinator_id: advisor.id })
        .where('id', '=', fx.subjects.MAT1002!.id)
        .execute();
      const body = {
        subjectId: fx.subjects.MAT1002!.id,
        rule: 'SUBJECT_FULL',
        reason: 'Final year.',
      };
      return (await http.post(API.permits, users.student, body)).json().id as number;
    })(),
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

/** A programme whose one free group counts any subject, for the student's progress. */
async function giveStructure(t: TestApp, studentId: number, facultyId: number) {
  const db = t.database.db;
  const programme = await db
    .insertInto('programmes')
    .values({ code: 'MX', name: 'Matrix', name_ms: 'Matriks', faculty_id: facultyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const structure = await db
    .insertInto('programme_structures')
    .values({
      programme_id: programme.id,
      intake: '2026',
      total_credits: 3,
      updated_at: '2026-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('structure_groups')
    .values({
      structure_id: structure.id,
      code: 'FREE',
      position: 0,
      name_en: 'Free electives',
      name_ms: 'Elektif bebas',
      kind: 'free',
      credits_required: 3,
      rule: null,
    })
    .execute();
  await db
    .updateTable('users')
    .set({ programme_id: programme.id, intake: '2026' })
    .where('id', '=', studentId)
    .execute();
}
