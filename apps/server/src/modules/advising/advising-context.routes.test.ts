import { API, type ReviewContext } from '@daftar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser } from '../../test/test-app';
import { advisingTestBed } from './advising.test-bed';

const bed = advisingTestBed();

describe('the context beside a decision', () => {
  let context: ReviewContext;
  let registrationId: number;

  beforeAll(async () => {
    const student = await bed.t.createUser({ advisorId: bed.advisor.id });
    await bed.t.database.db
      .updateTable('users')
      .set({ year_of_study: 2, faculty_id: bed.fx.facultyId })
      .where('id', '=', student.id)
      .execute();
    // An earlier period's approved BLK1001 meets CTX2002's prerequisite; nothing meets CTX2001's.
    const past = await bed.t.database.db
      .insertInto('registrations')
      .values({
        student_id: student.id,
        period_id: bed.fx.pastPeriodId,
        status: 'approved',
        submitted_at: '2025-01-01T00:00:00Z',
        created_at: '2025-01-01T00:00:00Z',
        updated_at: '2025-01-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await bed.t.database.db
      .insertInto('registration_subjects')
      .values({
        registration_id: past.id,
        subject_id: bed.fx.subjects.BLK1001!.id,
        section_id: bed.fx.subjects.BLK1001!.sectionIds[0]!,
        status: 'approved',
        rejection_reason: null,
        created_at: '2025-01-01T00:00:00Z',
      })
      .execute();
    const rival = await bed.t.createUser();
    expect((await bed.call.add(rival, bed.fx.subjects.CTX1001!.id)).statusCode).toBe(201);
    for (const code of ['CTX1001', 'CTX2002']) {
      expect((await bed.call.add(student, bed.fx.subjects[code]!.id)).statusCode).toBe(201);
    }
    expect((await bed.call.submit(student)).statusCode).toBe(200);
    const registration = await bed.t.database.db
      .selectFrom('registrations')
      .select('id')
      .where('student_id', '=', student.id)
      .where('period_id', '=', bed.fx.periodId)
      .executeTakeFirstOrThrow();
    registrationId = registration.id;
    // The rules keep a student from taking CTX2001 (its prerequisite is unmet, and it clashes
    // with CTX2002), so it is placed as a registration from before those rules would stand.
    const ctx2001 = bed.fx.subjects.CTX2001!;
    await bed.t.database.db
      .insertInto('registration_subjects')
      .values({
        registration_id: registrationId,
        subject_id: ctx2001.id,
        section_id: ctx2001.sectionIds[0]!,
        status: 'pending',
        rejection_reason: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await bed.t.database.db
      .updateTable('sections')
      .set((eb) => ({ registered: eb('registered', '+', 1) }))
      .where('id', '=', ctx2001.sectionIds[0]!)
      .execute();
    // A library hold on the slip is shown to the advisor; a released one is not.
    for (const released_at of [null, '2026-02-01T00:00:00.000Z']) {
      await bed.t.database.db
        .insertInto('holds')
        .values({
          student_id: student.id,
          type: 'library',
          reference: null,
          reason_en: released_at ? 'Returned.' : 'Two books are overdue.',
          reason_ms: released_at ? 'Dipulangkan.' : 'Dua buku lewat dipulangkan.',
          how_to_clear_en: 'Return them.',
          how_to_clear_ms: 'Pulangkannya.',
          contact: 'Library',
          blocks_slip: 1,
          placed_at: '2026-01-01T00:00:00.000Z',
          placed_by: bed.advisor.id,
          released_at,
        })
        .execute();
    }
    const reply = await bed.call.get(API.reviewContext(registrationId), bed.advisor);
    expect(reply.statusCode, reply.body).toBe(200);
    context = reply.json();
  });

  it('shows the student, their credits against the limits and their other registrations', () => {
    expect(context.student).toMatchObject({ yearOfStudy: 2, faculty: 'Faculty of Testing' });
    expect(context.student.holds).toEqual([
      expect.objectContaining({
        type: 'library',
        reasonEn: 'Two books are overdue.',
        blocks: ['slip'],
      }),
    ]);
    expect(context.credits).toEqual({ total: 10, min: 0, max: 20 });
    expect(context.history.map((entry) => entry.subjects.map((s) => s.code))).toEqual([
      ['BLK1001'],
    ]);
  });

  it('marks each prerequisite met or not, the seats left and waiting, and clashes', () => {
    const of = (code: string) => context.subjects.find((s) => s.code === code)!;
    expect(of('CTX2002').prerequisites).toEqual([
      expect.objectContaining({ code: 'BLK1001', met: true }),
    ]);
    expect(of('CTX2001').prerequisites).toEqual([
      expect.objectContaining({ code: 'CTX1001', met: false }),
    ]);
    expect(of('CTX1001').seats).toEqual({ capacity: 2, registered: 2, waiting: 0 });
    expect(of('CTX1001').meetings).toEqual([
      { day: 1, startTime: '08:00', endTime: '10:00', room: 'BK1' },
    ]);
    expect(of('CTX2001').clashesWith).toEqual(['CTX2002']);
    expect(of('CTX2002').clashesWith).toEqual(['CTX2001']);
    expect(of('CTX1001').clashesWith).toEqual([]);
  });

  it('leaves a rejected subject out of the week and of the clashes', async () => {
    const rejected = await bed.call.post(
      API.rejectSubject(registrationId, bed.fx.subjects.CTX2001!.id),
      bed.advisor,
      { reason: 'Take CTX1001 first.' },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after: ReviewContext = (
      await bed.call.get(API.reviewContext(registrationId), bed.advisor)
    ).json();
    const of = (code: string) => after.subjects.find((s) => s.code === code)!;
    expect(of('CTX2001')).toMatchObject({ meetings: [], clashesWith: [] });
    expect(of('CTX2002').clashesWith).toEqual([]);
    expect(after.credits.total).toBe(6);
  });

  it("is not another advisor's to see, nor a student's", async () => {
    expect(
      (await bed.call.get(API.reviewContext(registrationId), bed.otherAdvisor)).statusCode,
    ).toBe(404);
    expect((await bed.call.get(API.reviewContext(registrationId), bed.admin)).statusCode).toBe(200);
    const student = await bed.t.createUser({ advisorId: bed.advisor.id });
    expect((await bed.call.get(API.reviewContext(registrationId), student)).statusCode).toBe(403);
  });

  it('keeps every version of the reviewers’ private note, never for the student', async () => {
    const save = (user: TestUser, text: string) =>
      bed.call.put(API.registrationNote(registrationId), user, { text });
    expect((await bed.call.get(API.registrationNote(registrationId), bed.advisor)).json()).toEqual({
      current: null,
      history: [],
    });
    expect(
      (await save(bed.advisor, 'Asked to drop CTX2001 until CTX1001 is passed.')).statusCode,
    ).toBe(200);
    const saved = (await save(bed.admin, 'Spoke to the student on 25 Nov.')).json();
    expect(saved.current).toMatchObject({
      text: 'Spoke to the student on 25 Nov.',
      author: { id: bed.admin.id },
    });
    expect(saved.history).toEqual([
      expect.objectContaining({
        text: 'Asked to drop CTX2001 until CTX1001 is passed.',
        author: expect.objectContaining({ id: bed.advisor.id }),
      }),
    ]);
    const cleared = (await save(bed.advisor, '  ')).json();
    expect(cleared.current).toBeNull();
    expect(cleared.history.map((note: { text: string }) => note.text)).toEqual([
      '',
      'Spoke to the student on 25 Nov.',
      'Asked to drop CTX2001 until CTX1001 is passed.',
    ]);
    expect((await save(bed.otherAdvisor, 'x')).statusCode).toBe(404);
    const student = await bed.t.createUser({ advisorId: bed.advisor.id });
    expect((await bed.call.get(API.registrationNote(registrationId), student)).statusCode).toBe(
      403,
    );
    expect((await save(bed.advisor, 'a\u202Eb')).statusCode).toBe(400);
    expect((await save(bed.advisor, 'x'.repeat(2001))).statusCode).toBe(400);
  });
});
