import { API, type InboxNotification, type PermitRule } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Permits (issue 46, decision 041), on SQLite by `npm test` and on PostgreSQL by
// `npm run test:pg`: each rule asked past, decided by the one entitled to, used once.

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let admin: TestUser;
let coordinator: TestUser;
let otherLecturer: TestUser;
let advisor: TestUser;
let student: TestUser;
let other: TestUser;
const why = { reason: 'Final semester: I need it to graduate on time.' };

beforeEach(async () => {
  t = await createTestApp();
  http = api(t);
  fx = await createCatalogue(
    t.database.db,
    [
      { code: 'FUL1001', sections: [{ capacity: 1, meetings: [[1, 8, 10]] }] },
      { code: 'PRE1001', sections: [{ capacity: 30, meetings: [[2, 8, 10]] }] },
      {
        code: 'PRE2001',
        prerequisites: ['PRE1001'],
        sections: [{ capacity: 30, meetings: [[2, 14, 16]] }],
      },
      { code: 'CLA1001', sections: [{ capacity: 30, meetings: [[3, 8, 10]] }] },
      { code: 'CLA1002', sections: [{ capacity: 30, meetings: [[3, 9, 11]] }] },
      { code: 'RES1001', sections: [{ capacity: 2, meetings: [[4, 8, 10]] }] },
      { code: 'CRE1001', credits: 9, sections: [{ capacity: 30, meetings: [[5, 8, 10]] }] },
      { code: 'CRE1002', credits: 6, sections: [{ capacity: 30, meetings: [[5, 14, 16]] }] },
    ],
    { creditMax: 12 },
  );
  admin = await t.createUser({ role: 'admin' });
  coordinator = await t.createUser({ role: 'lecturer', name: 'Dr. Coordinator' });
  otherLecturer = await t.createUser({ role: 'lecturer' });
  advisor = await t.createUser({ role: 'lecturer', name: 'Dr. Advisor' });
  student = await t.createUser({ advisorId: advisor.id, name: 'Nur Aisyah' });
  other = await t.createUser({ advisorId: advisor.id });
  for (const code of Object.keys(fx.subjects)) {
    const res = await http.patch(API.adminSubject(id(code)), admin, {
      coordinatorId: coordinator.id,
    });
    expect(res.statusCode).toBe(200);
  }
});
afterEach(async () => {
  expect(await checkInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const id = (code: string) => fx.subjects[code]!.id;
const inbox = async (user: TestUser): Promise<InboxNotification[]> =>
  (await http.get(API.notifications, user)).json().notifications;
const ask = (code: string, rule: PermitRule, user = student) =>
  http.post(API.permits, user, { subjectId: id(code), rule, ...why });
const seatsOf = async (code: string) =>
  (
    await t.database.db
      .selectFrom('sections')
      .select(['registered', 'capacity'])
      .where('id', '=', fx.subjects[code]!.sectionIds[0]!)
      .executeTakeFirstOrThrow()
  ).registered;

/** Puts the student where `code` refuses them by `rule`. */
async function refusedBy(rule: PermitRule): Promise<string> {
  if (rule === 'SUBJECT_FULL') {
    expect((await http.add(other, id('FUL1001'))).statusCode).toBe(201);
    return 'FUL1001';
  }
  if (rule === 'PREREQUISITE_NOT_MET') return 'PRE2001';
  if (rule === 'TIME_CLASH') {
    expect((await http.add(student, id('CLA1001'))).statusCode).toBe(201);
    return 'CLA1002';
  }
  if (rule === 'RESERVED') {
    const until = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const res = await http.post(API.adminReservations, admin, {
      subjectId: id('RES1001'),
      seats: 2,
      studentIds: [other.id],
      until,
    });
    expect(res.statusCode).toBe(201);
    return 'RES1001';
  }
  expect((await http.add(student, id('CRE1001'))).statusCode).toBe(201);
  return 'CRE1002';
}

const RULES: PermitRule[] = [
  'SUBJECT_FULL',
  'PREREQUISITE_NOT_MET',
  'TIME_CLASH',
  'RESERVED',
  'CREDIT_LIMIT',
];

describe('a permit past each rule', () => {
  for (const rule of RULES) {
    it(`${rule}: asked, refused to whoever may not decide it, approved, used once`, async () => {
      const code = await refusedBy(rule);
      expect((await http.add(student, id(code))).json().code).toBe(rule);

      const asked = await ask(code, rule);
      expect(asked.statusCode).toBe(201);
      const decider = rule === 'CREDIT_LIMIT' ? advisor : coordinator;
      expect(asked.json()).toMatchObject({
        status: 'pending',
        rule,
        reason: why.reason,
        subject: { code },
        decider: { id: decider.id },
      });
      const permitId: number = asked.json().id;
      expect(await inbox(decider)).toEqual([
        expect.objectContaining({
          kind: 'permitRequested',
          reason: why.reason,
          subject: expect.objectContaining({ code }),
          permit: expect.objectContaining({ id: permitId, rule, studentName: 'Nur Aisyah' }),
        }),
      ]);
      // Asked once: a second ask of the same rule waits on the first.
      expect((await ask(code, rule)).json()).toMatchObject({ code: 'PERMIT_OPEN' });

      // Nobody else decides it: another lecturer, the coordinator for the advisor's rule (or the
      // advisor for the coordinator's), the student.
      const notEntitled = rule === 'CREDIT_LIMIT' ? coordinator : advisor;
      for (const person of [otherLecturer, notEntitled]) {
        const refused = await http.post(API.approvePermit(permitId), person);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('FORBIDDEN');
      }
      expect((await http.post(API.approvePermit(permitId), student)).statusCode).toBe(403);
      // Not theirs, so not in their queue either.
      expect((await http.get(API.adminPermits, otherLecturer)).json().permits).toEqual([]);
      expect((await http.get(API.adminPermits, decider)).json().permits).toEqual([
        expect.objectContaining({ id: permitId, status: 'pending' }),
      ]);

      // Still refused while pending.
      expect((await http.add(student, id(code))).json().code).toBe(rule);
      const approved = await http.post(API.approvePermit(permitId), decider);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: { id: decider.id } });
      expect(await inbox(student)).toContainEqual(
        expect.objectContaining({
          kind: 'permitDecided',
          decision: 'approved',
          permit: expect.objectContaining({ id: permitId, rule }),
        }),
      );
      expect((await http.post(API.approvePermit(permitId), decider)).json()).toMatchObject({
        code: 'ALREADY_DECIDED',
        error: 'This permit has already been approved.',
      });

      // Used by the add it lets through, and by that one only.
      const added = await http.add(student, id(code));
      expect(added.statusCode).toBe(201);
      const own = (await http.get(API.permits, student)).json().permits;
      expect(own).toEqual([expect.objectContaining({ id: permitId, status: 'used' })]);
      expect(own[0].usedAt).not.toBeNull();
      if (rule === 'SUBJECT_FULL') expect(await seatsOf(code)).toBe(2);
      expect((await http.remove(student, id(code))).statusCode).toBe(204);
      expect((await http.add(student, id(code))).json().code).toBe(rule);

      const trail = (await http.get(`${API.adminChanges}?entity=permit`, admin)).json().items;
      expect(trail.map((c: { action: string }) => c.action).sort()).toEqual([
        'approve',
        'request',
        'use',
      ]);
    });
  }
});

describe('deciding permits', () => {
  it('tells the student a rejection with its reason, and lets an admin decide any', async () => {
    const code = await refusedBy('SUBJECT_FULL');
    const permitId: number = (await ask(code, 'SUBJECT_FULL')).json().id;
    const rejected = await http.post(API.rejectPermit(permitId), coordinator, {
      reason: 'The room holds no more.',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decisionReason: 'The room holds no more.',
    });
    expect(await inbox(student)).toContainEqual(
      expect.objectContaining({
        kind: 'permitDecided',
        decision: 'rejected',
        reason: 'The room holds no more.',
      }),
    );
    expect((await http.add(student, id(code))).json().code).toBe('SUBJECT_FULL');
    // Decided, it may be asked again; an admin decides it though the coordinator is named.
    const again: number = (await ask(code, 'SUBJECT_FULL')).json().id;
    expect((await http.get(API.adminPermits, admin)).json().permits).toEqual([
      expect.objectContaining({ id: again }),
    ]);
    expect((await http.post(API.approvePermit(again), admin)).json().status).toBe('approved');
    expect((await http.add(student, id(code))).statusCode).toBe(201);
  });

  it('refuses a reject without a reason, an unknown permit and a bad body, in both languages', async () => {
    const code = await refusedBy('SUBJECT_FULL');
    const permitId: number = (await ask(code, 'SUBJECT_FULL')).json().id;
    const noReason = await http.post(API.rejectPermit(permitId), coordinator, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect((await http.post(API.approvePermit(99999), coordinator)).json().code).toBe('NOT_FOUND');
    const badRule = await http.post(API.permits, student, {
      subjectId: id(code),
      rule: 'HOLD',
      ...why,
    });
    expect(badRule.statusCode).toBe(400);
    expect(badRule.json().code).toBe('VALIDATION_ERROR');
    const badSection = await http.post(API.permits, student, {
      subjectId: id(code),
      sectionId: fx.subjects.PRE1001!.sectionIds[0],
      rule: 'SUBJECT_FULL',
      ...why,
    });
    expect(badSection.statusCode).toBe(400);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: API.approvePermit(permitId),
      headers: { authorization: `Bearer ${otherLecturer.token}`, 'accept-language': 'ms' },
    });
    expect(forbidden.json().error).toBe(
      'Hanya penyelaras FUL1001 atau pentadbir boleh memutuskan kebenaran ini.',
    );
  });

  it('names a coordinator only among lecturers, and clears one', async () => {
    const subjectId = id('FUL1001');
    const notLecturer = await http.patch(API.adminSubject(subjectId), admin, {
      coordinatorId: student.id,
    });
    expect(notLecturer.statusCode).toBe(400);
    expect(notLecturer.json().code).toBe('INVALID_COORDINATOR');
    const cleared = await http.patch(API.adminSubject(subjectId), admin, { coordinatorId: null });
    expect(cleared.json().coordinator).toBeNull();
    // Without a coordinator, admins decide its permits.
    expect((await ask('FUL1001', 'SUBJECT_FULL')).json().decider).toBeNull();
    expect((await http.get(API.adminPermits, coordinator)).json().permits).toEqual([]);
  });
});

describe('a permit for one section', () => {
  it('lets the student past a full subject into that section, over its capacity', async () => {
    await refusedBy('SUBJECT_FULL');
    const sectionId = fx.subjects.FUL1001!.sectionIds[0]!;
    const asked = await http.post(API.permits, student, {
      subjectId: id('FUL1001'),
      sectionId,
      rule: 'SUBJECT_FULL',
      ...why,
    });
    expect(asked.json().section).toMatchObject({ id: sectionId, number: 1 });
    await http.post(API.approvePermit(asked.json().id), coordinator);
    const added = await http.add(student, id('FUL1001'));
    expect(added.statusCode).toBe(201);
    expect(added.json().section.id).toBe(sectionId);
    expect(await seatsOf('FUL1001')).toBe(2);
    // The registrar's capacity stays 1, with one seat over it by permit.
    const row = await t.database.db
      .selectFrom('sections')
      .select(['capacity', 'permit_seats'])
      .where('id', '=', sectionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ capacity: 2, permit_seats: 1 });
    // The first seat given back there is the one over capacity: nobody else gets in.
    expect((await http.remove(other, id('FUL1001'))).statusCode).toBe(204);
    const third = await t.createUser();
    expect((await http.add(third, id('FUL1001'))).json().code).toBe('SUBJECT_FULL');
  });
});
