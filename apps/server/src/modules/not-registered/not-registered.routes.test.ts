import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { isoDay, registrarTestBed } from '../registrar/registrar.test-bed';
import { campusDay } from '../seats/seats.stage-rules';
import { sweepNotRegistered } from './not-registered.service';

// Not Registered (issue 47): when add/drop ends, the roll's active students with no approved
// subject are marked, once, and each of them is told a few days before, once.

const bed = registrarTestBed();
const subjects = () => Object.values(bed.fx.subjects);
const myDay = (offset: number) => campusDay(new Date(Date.now() + offset * 86_400_000));
/** Noon in Malaysia `offset` days from today. */
const noonOn = (offset: number) => new Date(`${myDay(offset)}T12:00:00+08:00`);

describe('Not Registered', () => {
  it('tells those with nothing approved before the date, then marks them, once each', async () => {
    const db = bed.t.database.db;
    // Everyone else the file's database holds has registered already, as far as this test goes.
    const [subject] = subjects();
    const registered = await bed.student();
    await bed.call.add(registered, subject!.id);
    await bed.call.submit(registered);
    const { id: registrationId } = await db
      .selectFrom('registrations')
      .select('id')
      .where('student_id', '=', registered.id)
      .executeTakeFirstOrThrow();
    await bed.call.post(API.approveRegistration(registrationId), bed.admin, {});
    const drafting = await bed.student();
    await bed.call.add(drafting, subject!.id);
    const absent = await bed.student();
    const withdrawn = await bed.student();
    await db
      .updateTable('users')
      .set({ student_status: 'withdrawn' })
      .where('id', '=', withdrawn.id)
      .execute();
    const patched = await bed.call.patch(API.adminPeriod(bed.fx.periodId), bed.admin, {
      startDate: isoDay(-30),
      addDropEndDate: myDay(-1),
      notRegisteredDate: myDay(0),
      notRegisteredReminderDate: myDay(-3),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const ours = [registered.id, drafting.id, absent.id, withdrawn.id];
    const rows = () =>
      db
        .selectFrom('not_registered')
        .selectAll()
        .where('student_id', 'in', ours)
        .orderBy('student_id')
        .execute();
    const { domainEvents } = bed.t.app;

    expect(await sweepNotRegistered(bed.t.database, domainEvents, noonOn(-4))).toEqual({
      reminded: 0,
      marked: 0,
    });
    await sweepNotRegistered(bed.t.database, domainEvents, noonOn(-3));
    const told = await rows();
    expect(told.map((r) => r.student_id)).toEqual([drafting.id, absent.id]);
    expect(told.every((r) => r.reminded_at !== null && r.marked_at === null)).toBe(true);
    // Told once: the next minute's sweep tells nobody again.
    const next = await sweepNotRegistered(bed.t.database, domainEvents, noonOn(-2));
    expect(next.reminded).toBe(0);
    expect(await rows()).toEqual(told);

    await sweepNotRegistered(bed.t.database, domainEvents, noonOn(0));
    const marked = await rows();
    expect(marked.map((r) => [r.student_id, r.marked_at !== null])).toEqual([
      [drafting.id, true],
      [absent.id, true],
    ]);
    expect((await sweepNotRegistered(bed.t.database, domainEvents, noonOn(1))).marked).toBe(0);
    expect(await rows()).toEqual(marked);

    const list = (await bed.call.get(API.notRegistered(bed.fx.periodId), bed.admin)).json();
    expect(list).toMatchObject({ marked: true, notRegisteredDate: myDay(0) });
    const listed = list.students.map((s: { student: { id: number } }) => s.student.id);
    expect(listed).toEqual(expect.arrayContaining([drafting.id, absent.id]));
    expect(listed).not.toContain(registered.id);
    expect(listed).not.toContain(withdrawn.id);
    const csv = await bed.call.get(`${API.notRegistered(bed.fx.periodId)}.csv`, bed.admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('student_id,name,email,programme_code,reminded_at,marked_at');
  });

  it('lists before the date who would be marked today', async () => {
    const patched = await bed.call.patch(API.adminPeriod(bed.fx.periodId), bed.admin, {
      startDate: isoDay(-30),
      addDropEndDate: myDay(0),
      notRegisteredDate: myDay(3),
      notRegisteredReminderDate: null,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const someone = await bed.student();
    const list = (await bed.call.get(API.notRegistered(bed.fx.periodId), bed.admin)).json();
    expect(list.marked).toBe(false);
    expect(list.students.map((s: { student: { id: number } }) => s.student.id)).toContain(
      someone.id,
    );
  });
});
