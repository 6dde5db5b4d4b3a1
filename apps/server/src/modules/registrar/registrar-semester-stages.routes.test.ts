import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/test-app';
import { checkInvariants } from '../../test/catalogue-fixture';
import { isoDay, registrarTestBed } from './registrar.test-bed';
import { campusDay } from '../seats/seats.stage-rules';

// The semester after the window (issue 47, decision 043) through the API: add/drop amends an
// approved registration past the window, late registration registers one that had nothing, the
// waitlist stays open until add/drop ends, and every stage's first and last Malaysian day.

const bed = registrarTestBed();
const { student } = bed;
/** The file's two subjects (of two seats and of thirty), with their codes. */
const subjects = () =>
  Object.entries(bed.fx.subjects).map(([code, subject]) => ({ code, ...subject }));

/** A Malaysian calendar day `offset` days from today. */
const myDay = (offset: number) => campusDay(new Date(Date.now() + offset * 86_400_000));

const patchPeriod = async (change: object) => {
  const res = await bed.call.patch(API.adminPeriod(bed.fx.periodId), bed.admin, change);
  expect(res.statusCode, res.body).toBe(200);
};

/** The window over (its days read in UTC, as before), and later stages as given. */
const afterWindow = (stages: object) =>
  patchPeriod({ startDate: isoDay(-20), endDate: isoDay(-2), ...stages });

async function registrationOf(user: TestUser) {
  return bed.t.database.db
    .selectFrom('registrations')
    .selectAll()
    .where('student_id', '=', user.id)
    .where('period_id', '=', bed.fx.periodId)
    .executeTakeFirstOrThrow();
}

/** A student whose registration of these subjects the registrar approved in the window. */
async function approvedStudent(...subjectIds: number[]) {
  const user = await student();
  for (const id of subjectIds) expect((await bed.call.add(user, id)).statusCode).toBe(201);
  expect((await bed.call.submit(user)).statusCode).toBe(200);
  const { id } = await registrationOf(user);
  const approved = await bed.call.post(API.approveRegistration(id), bed.admin, {});
  expect(approved.statusCode, approved.body).toBe(200);
  return user;
}

const selection = async (user: TestUser) =>
  (await bed.call.get(API.selectedSubjects, user))
    .json()
    .map((s: { code: string; status: string }) => `${s.code}:${s.status}`)
    .sort();

const seatsTaken = async (subjectId: number) =>
  (
    await bed.t.database.db
      .selectFrom('sections')
      .select('registered')
      .where('subject_id', '=', subjectId)
      .executeTakeFirstOrThrow()
  ).registered;

describe('add/drop on an approved registration after the window', () => {
  it('adds a subject as pending beside approved ones that keep their seats, even when it is rejected', async () => {
    const [small, large] = subjects();
    const someone = await approvedStudent(small!.id);
    await afterWindow({ addDropEndDate: myDay(3) });
    const period = (await bed.call.get(API.period, someone)).json();
    expect(period.status).toBe('Closed');
    expect(period.stages.current).toContain('addDrop');
    expect(period.stages.addDropEndDate).toBe(myDay(3));

    expect((await bed.call.add(someone, large!.id)).statusCode).toBe(201);
    expect(await selection(someone)).toEqual([`${small!.code}:approved`, `${large!.code}:pending`]);
    expect((await bed.call.submit(someone)).statusCode).toBe(200);
    const { id } = await registrationOf(someone);
    const detail = (await bed.call.get(API.reviewRegistration(id), bed.admin)).json();
    expect(detail.status).toBe('submitted');

    // The whole amendment rejected: the approved subject keeps its decision and its seat.
    const takenBefore = await seatsTaken(small!.id);
    const rejected = await bed.call.post(API.rejectRegistration(id), bed.admin, {
      reason: 'Not this semester.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await selection(someone)).toEqual([
      `${small!.code}:approved`,
      `${large!.code}:rejected`,
    ]);
    expect(await seatsTaken(small!.id)).toBe(takenBefore);

    // Kept as changes, with the stage they were made in.
    const changes = await bed.t.database.db
      .selectFrom('registration_changes')
      .select(['subject_id', 'change', 'stage'])
      .where('registration_id', '=', id)
      .execute();
    expect(changes).toEqual([{ subject_id: large!.id, change: 'add', stage: 'add_drop' }]);
    expect(await checkInvariants(bed.t.database.db)).toEqual([]);
  });

  it('drops an approved subject, freeing its seat for one waiting, and lets the line be joined until add/drop ends', async () => {
    const [small, large] = subjects();
    const dropping = await approvedStudent(small!.id);
    const other = await approvedStudent(small!.id);
    const waiting = await approvedStudent(large!.id);
    await afterWindow({ addDropEndDate: myDay(0) });
    // Joined after the window: the line is open on add/drop's last day.
    const joined = await bed.call.post(API.waitlist, waiting, { subjectId: small!.id });
    expect(joined.statusCode, joined.body).toBe(201);

    expect((await bed.call.remove(dropping, small!.id)).statusCode).toBe(204);
    expect(await selection(dropping)).toEqual([]);
    expect(await selection(waiting)).toEqual([`${small!.code}:pending`, `${large!.code}:approved`]);
    expect(await selection(other)).toEqual([`${small!.code}:approved`]);
    const kept = await bed.t.database.db
      .selectFrom('registration_changes')
      .select(['student_id', 'change', 'stage'])
      .where('subject_id', '=', small!.id)
      .orderBy('id')
      .execute();
    expect(kept).toEqual([
      { student_id: dropping.id, change: 'drop', stage: 'add_drop' },
      { student_id: waiting.id, change: 'add', stage: 'add_drop' },
    ]);
    expect(await checkInvariants(bed.t.database.db)).toEqual([]);
  });

  it('refuses the day before add/drop opens and the day after it ends, naming the day', async () => {
    const [small, large] = subjects();
    const someone = await approvedStudent(small!.id);
    await afterWindow({ addDropStartDate: myDay(1), addDropEndDate: myDay(5) });
    const before = await bed.call.add(someone, large!.id);
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({
      code: 'PERIOD_NOT_OPEN',
      params: { context: 'addDropOpens', date: myDay(1) },
    });
    expect(before.json().error).toContain('opens on');

    await patchPeriod({ addDropStartDate: myDay(0) });
    expect((await bed.call.add(someone, large!.id)).statusCode).toBe(201);
    expect((await bed.call.remove(someone, large!.id)).statusCode).toBe(204);

    await patchPeriod({ addDropStartDate: myDay(-3), addDropEndDate: myDay(-1) });
    const after = await bed.call.remove(someone, small!.id);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({
      code: 'PERIOD_NOT_OPEN',
      params: { context: 'addDrop', date: myDay(-1) },
    });
  });
});

describe('late registration', () => {
  it('registers a student who had nothing, marks it late with the date, and shows the late note', async () => {
    const [, large] = subjects();
    const late = await student();
    await afterWindow({
      lateRegistrationEndDate: myDay(0),
      lateNote: 'The bursary charges RM50 per subject for late registration.',
      lateNoteMs: 'Bendahari mengenakan RM50 bagi setiap subjek untuk pendaftaran lewat.',
    });
    const period = (await bed.call.get(API.period, late)).json();
    expect(period.stages.current).toContain('lateRegistration');
    expect(period.stages.lateNote).toEqual({
      en: 'The bursary charges RM50 per subject for late registration.',
      ms: 'Bendahari mengenakan RM50 bagi setiap subjek untuk pendaftaran lewat.',
    });
    expect((await bed.call.add(late, large!.id)).statusCode).toBe(201);
    const submitted = await bed.call.submit(late);
    expect(submitted.statusCode).toBe(200);
    const status = (await bed.call.get(API.status, late)).json();
    expect(status.lateAt).toBe(submitted.json().submittedAt);

    const bursary = (
      await bed.call.get(API.bursaryChanges(bed.fx.periodId, 'json'), bed.admin)
    ).json();
    const { student_id: number } = await bed.t.database.db
      .selectFrom('users')
      .select('student_id')
      .where('id', '=', late.id)
      .executeTakeFirstOrThrow();
    const mine = bursary.filter((row: { studentId: string }) => row.studentId === number);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'add', stage: 'late', subjectCode: large!.code, credits: 3 }),
      expect.objectContaining({ kind: 'late_registration', stage: 'late', credits: 3 }),
    ]);
    const csv = await bed.call.get(API.bursaryChanges(bed.fx.periodId, 'csv'), bed.admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('student_id,name,kind,stage,subject_code,credits,at');
    expect(csv.body).toContain(`${number},Test student`);
    expect(csv.body).toContain(',late_registration,late,,3,');
  });

  it('ends with its last Malaysian day, and a student already approved is not late', async () => {
    const [small, large] = subjects();
    await afterWindow({ lateRegistrationEndDate: myDay(-1) });
    const late = await student();
    const refused = await bed.call.add(late, large!.id);
    expect(refused.json()).toMatchObject({
      code: 'PERIOD_NOT_OPEN',
      params: { context: 'lateEnded', date: myDay(-1) },
    });
    expect(refused.json().error).toContain('Late registration ended on');
    // Back in the window to be approved, then after it again: no add/drop past it, so no change.
    await patchPeriod({ endDate: isoDay(5), lateRegistrationEndDate: null });
    const approved = await approvedStudent(small!.id);
    await patchPeriod({ endDate: isoDay(-2), lateRegistrationEndDate: myDay(3) });
    const closed = await bed.call.add(approved, large!.id);
    expect(closed.json()).toMatchObject({ code: 'PERIOD_NOT_OPEN', params: { context: 'closed' } });
  });
});
