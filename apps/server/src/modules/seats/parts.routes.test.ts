import { API, type SlipSnapshot } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// A subject of several parts through the API (issue 46, decision 039): which places are refused
// and why, in both languages; a change of one part; removal, rejection and approval again.

let t: TestApp;
let fx: Fixture;
let http: ReturnType<typeof api>;
let student: TestUser;
let advisor: TestUser;

/**
 * LAB1001: lecture L1 (Monday 8-10) with tutorials T2 (Tuesday) and T3 (Monday 9-10, during
 * the lecture) linked to it; lecture L4 (Wednesday) with tutorial T5 (Thursday) linked to it.
 */
beforeEach(async () => {
  t = await createTestApp();
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    {
      code: 'LAB1001',
      sections: [
        { capacity: 60, part: 'L', meetings: [[1, 8, 10]] },
        { capacity: 20, part: 'T', linkedTo: 0, meetings: [[2, 8, 9]] },
        { capacity: 20, part: 'T', linkedTo: 0, meetings: [[1, 9, 10]] },
        { capacity: 10, part: 'L', meetings: [[3, 14, 16]] },
        { capacity: 10, part: 'T', linkedTo: 3, meetings: [[4, 8, 9]] },
      ],
    },
    { code: 'ONE1001', sections: [{ capacity: 5, meetings: [[5, 8, 10]] }] },
    { code: 'TUE1001', sections: [{ capacity: 5, meetings: [[2, 8, 9]] }] },
  ]);
  advisor = await t.createUser({ role: 'lecturer' });
  student = await t.createUser({ advisorId: advisor.id });
});
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const lab = () => fx.subjects.LAB1001!;
const section = (index: number) => lab().sectionIds[index]!;
const seats = async () => {
  const rows = await t.database.db
    .selectFrom('sections')
    .select(['id', 'registered'])
    .where('subject_id', '=', lab().id)
    .execute();
  return lab().sectionIds.map((id) => rows.find((r) => r.id === id)!.registered);
};
const add = (body: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/registration/subjects',
    headers: { ...student.headers, ...(language ? { 'accept-language': language } : {}) },
    payload: { subjectId: lab().id, ...body },
  });
const change = (body: object) =>
  http.patch(`/api/registration/subjects/${lab().id}`, student, body);

describe('a place in a subject of several parts', () => {
  it('refuses a place that misses a part, names one twice, breaks a link or clashes, in both languages', async () => {
    const missing = await add({ sectionIds: [section(0)] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'PART_MISSING', params: { parts: 'T' } });
    expect(missing.json().error).toBe(
      'LAB1001 Subject LAB1001 is taken with one section of each of its parts: choose one of part T too.',
    );
    const malay = await add({ sectionIds: [section(0)] }, 'ms');
    expect(malay.json().error).toContain('pilih juga satu daripada bahagian T');

    const twice = await add({ sectionIds: [section(1), section(2)] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'PART_MISSING', params: { parts: 'T' } });

    const unlinked = await add({ sectionIds: [section(0), section(4)] });
    expect(unlinked.statusCode).toBe(409);
    expect(unlinked.json()).toMatchObject({
      code: 'SECTIONS_NOT_LINKED',
      params: { section: 'T5', linkedTo: 'L4' },
    });
    expect((await add({ sectionIds: [section(0), section(4)] }, 'ms')).json().error).toBe(
      'Seksyen T5 bagi LAB1001 Subject LAB1001 hanya diambil bersama seksyen L4: pilih kedua-duanya bersama.',
    );

    const clash = await add({ sectionIds: [section(0), section(2)] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'SECTIONS_CLASH',
      params: { first: 'L1', second: 'T3' },
    });
    expect(await seats()).toEqual([0, 0, 0, 0, 0]);
  });

  it('picks a linked combination without a clash, or the rest of the place of the one section named', async () => {
    const picked = await add({});
    expect(picked.statusCode).toBe(201);
    expect(picked.json().section.id).toBe(section(0));
    // T3 meets during L1, so the place is L1 with T2.
    expect(await seats()).toEqual([1, 1, 0, 0, 0]);
    expect((await http.remove(student, lab().id)).statusCode).toBe(204);
    expect(await seats()).toEqual([0, 0, 0, 0, 0]);

    const rest = await add({ sectionId: section(4) });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().section.id).toBe(section(3));
    expect(await seats()).toEqual([0, 0, 0, 1, 1]);
  });

  it('counts every part of a place held when another subject clashes with it', async () => {
    // L1 meets on Monday and T2 on Tuesday at 8: TUE1001 clashes with the tutorial, not the lecture.
    expect((await add({ sectionIds: [section(0), section(1)] })).statusCode).toBe(201);
    const clash = await http.add(student, fx.subjects.TUE1001!.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'TIME_CLASH',
      params: { other: 'LAB1001 Subject LAB1001' },
    });
    // Moved to T3 (Monday at 9, inside L1's time is refused, so L4 with T5 on Thursday).
    expect((await change({ sectionIds: [section(3), section(4)] })).statusCode).toBe(200);
    expect((await http.add(student, fx.subjects.TUE1001!.id)).statusCode).toBe(201);
  });

  it('changes one part and keeps the others; a change breaking a link is refused unless it names both', async () => {
    expect((await add({ sectionIds: [section(3), section(4)] })).statusCode).toBe(201);
    const broken = await change({ sectionId: section(1) });
    expect(broken.statusCode).toBe(409);
    expect(broken.json()).toMatchObject({
      code: 'SECTIONS_NOT_LINKED',
      params: { section: 'T2', linkedTo: 'L1' },
    });
    expect(await seats()).toEqual([0, 0, 0, 1, 1]);

    const both = await change({ sectionIds: [section(0), section(1)] });
    expect(both.statusCode).toBe(200);
    expect(both.json().section.id).toBe(section(0));
    expect(await seats()).toEqual([1, 1, 0, 0, 0]);

    // A tutorial that clashes with the lecture kept is refused; the place stays as it was.
    const clash = await change({ sectionId: section(2) });
    expect(clash.json().code).toBe('SECTIONS_CLASH');
    expect(await seats()).toEqual([1, 1, 0, 0, 0]);
  });

  it('shows every part of the place, with its meetings, in the add, the change and the selection', async () => {
    const added = await add({});
    const place = (parts: { part: string; number: number; meetings: { day: number }[] }[]) =>
      parts.map((p) => [`${p.part}${p.number}`, p.meetings.map((m) => m.day)]);
    expect(place(added.json().parts)).toEqual([
      ['L1', [1]],
      ['T2', [2]],
    ]);
    const changed = await change({ sectionIds: [section(3), section(4)] });
    expect(place(changed.json().parts)).toEqual([
      ['L4', [3]],
      ['T5', [4]],
    ]);
    expect((await http.add(student, fx.subjects.ONE1001!.id)).statusCode).toBe(201);
    const selected = (await http.get(API.selectedSubjects, student)).json();
    expect(place(selected.find((s: { code: string }) => s.code === 'LAB1001').parts)).toEqual([
      ['L4', [3]],
      ['T5', [4]],
    ]);
    // A subject of one part reads as it always has.
    const one = selected.find((s: { code: string }) => s.code === 'ONE1001');
    expect(one).not.toHaveProperty('parts');
    expect(one.section).not.toHaveProperty('part');

    // The advisor's context has every part's meetings, each naming its section.
    expect((await http.submit(student)).statusCode).toBe(200);
    const { id: registrationId } = await t.database.db
      .selectFrom('registrations')
      .select('id')
      .where('student_id', '=', student.id)
      .executeTakeFirstOrThrow();
    const context = (await http.get(API.reviewContext(registrationId), advisor)).json();
    const labMeetings = context.subjects.find(
      (s: { code: string }) => s.code === 'LAB1001',
    ).meetings;
    expect(labMeetings.map((m: { day: number; section: string }) => [m.section, m.day])).toEqual([
      ['L4', 3],
      ['T5', 4],
    ]);

    // The slip names each part's section and has every part's meetings.
    expect((await http.get(API.registrationSlip, student)).statusCode).toBe(200);
    const { snapshot } = await t.database.db
      .selectFrom('registration_slips')
      .select('snapshot')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const onSlip = (JSON.parse(snapshot) as SlipSnapshot).subjects.find(
      (s) => s.code === 'LAB1001',
    )!;
    expect(onSlip.parts).toEqual(['L4', 'T5']);
    expect(onSlip.meetings.map((m) => m.day)).toEqual([3, 4]);
    // Asked again with nothing changed, the same slip is given again, not a new one.
    const before = await t.database.db.selectFrom('registration_slips').select('id').execute();
    expect((await http.get(API.registrationSlip, student)).statusCode).toBe(200);
    expect(
      await t.database.db.selectFrom('registration_slips').select('id').execute(),
    ).toHaveLength(before.length);
  });

  it('frees every part on a rejection and takes every part again on approval', async () => {
    expect((await add({ sectionIds: [section(0), section(1)] })).statusCode).toBe(201);
    expect((await http.add(student, fx.subjects.ONE1001!.id)).statusCode).toBe(201);
    expect((await http.submit(student)).statusCode).toBe(200);
    const admin = await t.createUser({ role: 'admin' });
    const registrationId = (await http.get(API.reviewRegistrations, admin)).json()[0].id;
    const rejected = await http.post(API.rejectSubject(registrationId, lab().id), advisor, {
      reason: 'Take it next semester.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await seats()).toEqual([0, 0, 0, 0, 0]);
    // Approving a rejected subject again is a reversal, which names its reason.
    const approved = await http.post(API.approveSubject(registrationId, lab().id), advisor, {
      reason: 'A place opened in your programme.',
    });
    expect(approved.statusCode).toBe(200);
    expect(await seats()).toEqual([1, 1, 0, 0, 0]);
  });

  it('puts a student in line for a whole place and promotes them into every part of one', async () => {
    const other = await t.createUser();
    const byOther = { subjectId: lab().id, sectionIds: [section(3), section(4)] };
    expect((await http.post('/api/registration/subjects', other, byOther)).statusCode).toBe(201);
    // Every place full: L1 and its tutorials have no seats, L4 and T5 are the other's.
    const admin = await t.createUser({ role: 'admin' });
    await t.database.db
      .updateTable('sections')
      .set((eb) => ({ capacity: eb.ref('registered') }))
      .where('subject_id', '=', lab().id)
      .execute();
    const joined = await http.post(API.waitlist, student, { subjectId: lab().id });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ position: 1, of: 1 });
    // A tutorial's seat beside a full lecture is no place: nobody is promoted or passed over.
    const tutorial = await http.patch(API.adminSection(section(1)), admin, { capacity: 1 });
    expect(tutorial.statusCode).toBe(200);
    const line = await t.database.db.selectFrom('waitlist_entries').selectAll().execute();
    expect(line).toMatchObject([{ student_id: student.id, skip_code: null }]);
    // The other gives up L4 and T5: the student takes both.
    expect((await http.remove(other, lab().id)).statusCode).toBe(204);
    expect(await seats()).toEqual([0, 0, 0, 1, 1]);
    const place = await t.database.db
      .selectFrom('registration_subjects as rs')
      .leftJoin('selection_sections as ss', 'ss.selection_id', 'rs.id')
      .select(['rs.section_id', 'ss.section_id as other'])
      .where('rs.subject_id', '=', lab().id)
      .execute();
    expect(place).toEqual([{ section_id: section(3), other: section(4) }]);
    expect(await t.database.db.selectFrom('waitlist_entries').selectAll().execute()).toEqual([]);
  });

  it('refuses a line when a place is free, and a line to change a held place', async () => {
    const free = await http.post(API.waitlist, student, { subjectId: lab().id });
    expect(free.statusCode).toBe(409);
    expect(free.json().code).toBe('SEAT_AVAILABLE');
    expect((await add({ sectionIds: [section(0), section(1)] })).statusCode).toBe(201);
    const moving = await http.post(API.waitlist, student, {
      subjectId: lab().id,
      swapSubjectId: lab().id,
    });
    expect(moving.statusCode).toBe(409);
    expect(moving.json().code).toBe('WAITLIST_MULTI_PART');
  });

  it('takes sectionIds of one section for a subject of one part, and refuses two', async () => {
    const one = fx.subjects.ONE1001!;
    const two = { subjectId: one.id, sectionIds: [one.sectionIds[0], one.sectionIds[0]] };
    const refused = await http.post('/api/registration/subjects', student, two);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PART_MISSING' });
    expect(refused.json().error).toBe(
      'ONE1001 Subject ONE1001 has one part: choose one of its sections.',
    );
    const body = { subjectId: one.id, sectionIds: [one.sectionIds[0]] };
    const added = await http.post('/api/registration/subjects', student, body);
    expect(added.statusCode).toBe(201);
    expect(added.json().section.id).toBe(one.sectionIds[0]);
  });
});
