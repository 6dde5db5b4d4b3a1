import { API, type Permit, type PermitRule, type SelectedSubject } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// A waiting student's permit (issue 46, decision 041): the seat a drop frees goes to them past the
// rule the permit lets pass, once, and passes by a student ahead of them who has none. On SQLite
// by `npm test` and on PostgreSQL by `npm run test:pg`.

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let admin: TestUser;
const why = { reason: 'Final semester: I need it to graduate on time.' };

/** FUL1001 (one seat, Monday 8-10), CLA1001 at the same time, NXT2001 needing PRE1001. */
beforeEach(async () => {
  t = await createTestApp();
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    { code: 'FUL1001', sections: [{ capacity: 1, meetings: [[1, 8, 10]] }] },
    { code: 'CLA1001', sections: [{ capacity: 30, meetings: [[1, 8, 10]] }] },
    { code: 'PRE1001', sections: [{ capacity: 30, meetings: [[2, 8, 10]] }] },
    {
      code: 'NXT2001',
      prerequisites: ['PRE1001'],
      sections: [{ capacity: 1, meetings: [[3, 8, 10]] }],
    },
  ]);
  admin = await t.createUser({ role: 'admin' });
});
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const id = (code: string) => fx.subjects[code]!.id;
const codesOf = async (user: TestUser) =>
  (await http.get(API.selectedSubjects, user)).json<SelectedSubject[]>().map((s) => s.code);

/** An admin approves the student's permit past `rule` for the subject. */
async function approvedPermit(user: TestUser, code: string, rule: PermitRule) {
  const asked = await http.post(API.permits, user, { subjectId: id(code), rule, ...why });
  expect(asked.statusCode).toBe(201);
  const { id: permitId } = asked.json<Permit>();
  expect((await http.post(API.approvePermit(permitId), admin)).statusCode).toBe(200);
  return permitId;
}

const permitStatus = async (permitId: number) =>
  (
    await t.database.db
      .selectFrom('permits')
      .select('status')
      .where('id', '=', permitId)
      .executeTakeFirstOrThrow()
  ).status;

describe('a waiting student’s permit', () => {
  it('seats them past a clash, once, passing by the student ahead who has none', async () => {
    const holder = await t.createUser();
    expect((await http.add(holder, id('FUL1001'))).statusCode).toBe(201);
    const [ahead, permitted] = [await t.createUser(), await t.createUser()];
    for (const student of [ahead, permitted]) {
      expect((await http.add(student, id('CLA1001'))).statusCode).toBe(201);
      const joined = await http.post(API.waitlist, student, { subjectId: id('FUL1001') });
      expect(joined.statusCode).toBe(201);
    }
    const permitId = await approvedPermit(permitted, 'FUL1001', 'TIME_CLASH');

    expect((await http.remove(holder, id('FUL1001'))).statusCode).toBe(204);
    expect(await codesOf(permitted)).toEqual(['CLA1001', 'FUL1001']);
    expect(await codesOf(ahead)).toEqual(['CLA1001']);
    expect(await permitStatus(permitId)).toBe('used');
    const trail = await t.database.db
      .selectFrom('admin_changes')
      .select(['action', 'summary'])
      .where('entity', '=', 'permit')
      .where('entity_id', '=', permitId)
      .orderBy('id')
      .execute();
    expect(trail.map((entry) => entry.action)).toEqual(['request', 'approve', 'use']);
    expect(trail[2]!.summary).toBe('FUL1001 taken past TIME_CLASH by permit');
  });

  it('lets a student past a prerequisite wait for the subject and be seated', async () => {
    const holder = await t.createUser();
    await t.database.db
      .insertInto('results')
      .values({
        student_id: holder.id,
        subject_id: id('PRE1001'),
        session: '2025/2026',
        semester: 1,
        grade: 'A',
      })
      .execute();
    expect((await http.add(holder, id('NXT2001'))).statusCode).toBe(201);
    const student = await t.createUser();
    const refused = await http.post(API.waitlist, student, { subjectId: id('NXT2001') });
    expect(refused.json()).toMatchObject({ code: 'PREREQUISITE_NOT_MET' });

    const permitId = await approvedPermit(student, 'NXT2001', 'PREREQUISITE_NOT_MET');
    expect((await http.post(API.waitlist, student, { subjectId: id('NXT2001') })).statusCode).toBe(
      201,
    );
    expect((await http.remove(holder, id('NXT2001'))).statusCode).toBe(204);
    expect(await codesOf(student)).toEqual(['NXT2001']);
    expect(await permitStatus(permitId)).toBe('used');
  });
});
