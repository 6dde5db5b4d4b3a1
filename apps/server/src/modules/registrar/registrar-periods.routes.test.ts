import { API, type AdminPeriod } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { isoDay, newPeriod, registrarTestBed } from './registrar.test-bed';

const bed = registrarTestBed();
const { subjects, student, lastChange } = bed;

describe('semesters', () => {
  it('creates a period with its openings by year, and records who did it', async () => {
    const res = await bed.call.post(API.adminPeriods, bed.admin, {
      ...newPeriod,
      addDropEndDate: '2027-02-14',
      creditMin: 12,
      yearOpenings: [{ year: 4, opensAt: '2027-01-30T09:00:00+08:00' }],
    });
    expect(res.statusCode).toBe(201);
    const period: AdminPeriod = res.json();
    expect(period).toMatchObject({
      semester: 1,
      academicYear: '2026/2027',
      addDropEndDate: '2027-02-14',
      creditMin: 12,
      creditMax: 21,
      isCurrent: false,
      closedAt: null,
      status: 'Upcoming',
      yearOpenings: [{ year: 4, opensAt: '2027-01-30T01:00:00.000Z' }],
    });
    const list: AdminPeriod[] = (await bed.call.get(API.adminPeriods, bed.admin)).json();
    expect(list.map((p) => p.id)).toContain(period.id);
    expect(await lastChange()).toMatchObject({
      actor: { id: bed.admin.id, name: 'Puan Registrar' },
      entity: 'period',
      entityId: period.id,
      action: 'create',
      summary: 'Semester 1 2026/2027 created',
      before: null,
    });
  });

  it.each([
    [{ endDate: '2027-01-01' }, 'endDate', 'The end date must not be before the start date'],
    [
      { addDropEndDate: '2027-01-15' },
      'addDropEndDate',
      'Add/drop must not begin or end before the start date',
    ],
    [
      { addDropStartDate: '2027-02-20', addDropEndDate: '2027-02-14' },
      'addDropStartDate',
      'Add/drop must not begin after it ends',
    ],
    [
      { lateRegistrationEndDate: '2027-02-01' },
      'lateRegistrationEndDate',
      'Late registration must not end before the end date',
    ],
    [
      { withdrawalStartDate: '2027-03-10' },
      'withdrawalEndDate',
      'Withdrawal needs both its first and its last day',
    ],
    [
      { addDropEndDate: '2027-03-05', notRegisteredDate: '2027-03-05' },
      'notRegisteredDate',
      'Students are marked Not Registered only after add/drop ends',
    ],
    [
      { notRegisteredDate: '2027-03-10', notRegisteredReminderDate: '2027-03-10' },
      'notRegisteredReminderDate',
      'The reminder must come before the Not Registered date',
    ],
    [
      {
        withdrawalStartDate: '2027-03-10',
        withdrawalEndDate: '2027-04-10',
        semesterEndDate: '2027-04-01',
      },
      'semesterEndDate',
      'The semester must not end before its other stages',
    ],
    [{ creditMin: 22 }, 'creditMin', 'Minimum credits must not be more than maximum credits'],
    [
      { academicYear: '2026/2028' },
      'academicYear',
      'Academic year must be two following years, such as 2025/2026',
    ],
    [{ startDate: '2027-02-30' }, 'startDate', 'Must be a date written YYYY-MM-DD'],
    [
      {
        yearOpenings: [
          { year: 4, opensAt: '2027-01-30T09:00:00+08:00' },
          { year: 4, opensAt: '2027-01-31T09:00:00+08:00' },
        ],
      },
      'yearOpenings',
      'Each year of study may have one opening time',
    ],
    [{ creditMax: 0 }, 'creditMax', 'Maximum credits must be a whole number from 1 to 40'],
  ])('refuses %j with 400 on its field', async (change, field, message) => {
    const res = await bed.call.post(API.adminPeriods, bed.admin, { ...newPeriod, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: message });
    expect(res.json().fields[field]).toBe(message);
  });

  it('checks an edit against the period as it would be after it', async () => {
    const res = await bed.call.patch(API.adminPeriod(bed.fx.periodId), bed.admin, {
      creditMin: 25,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      creditMin: 'Minimum credits must not be more than maximum credits',
    });
    const malay = await bed.t.app.inject({
      method: 'PATCH',
      url: API.adminPeriod(bed.fx.periodId),
      headers: { ...bed.admin.headers, 'accept-language': 'ms' },
      payload: { creditMin: 25 },
    });
    expect(malay.json().error).toBe('Kredit minimum tidak boleh melebihi kredit maksimum');
  });

  it('closes a period early and reopens it, and students feel both at once', async () => {
    const [first] = subjects();
    const someone = await student();
    const closed = await bed.call.patch(API.adminPeriod(bed.fx.periodId), bed.admin, {
      closed: true,
    });
    expect(closed.json()).toMatchObject({ status: 'Closed' });
    expect(closed.json().closedAt).not.toBeNull();
    expect((await bed.call.add(someone, first!.id)).json().code).toBe('PERIOD_NOT_OPEN');
    expect((await lastChange()).action).toBe('close');

    const reopened = await bed.call.patch(API.adminPeriod(bed.fx.periodId), bed.admin, {
      closed: false,
    });
    expect(reopened.json()).toMatchObject({ status: 'Open', closedAt: null });
    expect((await bed.call.add(someone, first!.id)).statusCode).toBe(201);
  });

  it('makes another period the current one, keeping one current', async () => {
    const created: AdminPeriod = (
      await bed.call.post(API.adminPeriods, bed.admin, newPeriod)
    ).json();
    const res = await bed.call.patch(API.adminPeriod(created.id), bed.admin, { isCurrent: true });
    expect(res.json().isCurrent).toBe(true);
    const current = (await bed.call.get(API.adminPeriods, bed.admin))
      .json()
      .filter((p: AdminPeriod) => p.isCurrent);
    expect(current.map((p: AdminPeriod) => p.id)).toEqual([created.id]);
  });

  it('answers 404 for a period that does not exist and 400 for an empty change', async () => {
    const missing = await bed.call.patch(API.adminPeriod(999_999), bed.admin, { creditMax: 20 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('That registration period was not found.');
    const empty = await bed.call.patch(API.adminPeriod(bed.fx.periodId), bed.admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Name at least one thing to change');
  });
});

describe('staged opening by year of study', () => {
  async function openFor(year: number, offsetMs: number) {
    await bed.t.database.db
      .insertInto('period_year_openings')
      .values({
        period_id: bed.fx.periodId,
        year,
        opens_at: new Date(Date.now() + offsetMs).toISOString(),
      })
      .execute();
  }

  it('refuses a year whose opening is later, with the time it opens for them', async () => {
    await openFor(3, 2 * 3600_000);
    const third = await student(3);
    const res = await bed.call.add(third, subjects()[1]!.id);
    expect(res.statusCode).toBe(409);
    const opensAt = res.json().params.opensAt as string;
    expect(res.json()).toMatchObject({ code: 'PERIOD_NOT_OPEN', params: { year: 3 } });
    expect(res.json().error).toMatch(
      /^Registration opens for year 3 students on \d+ \w+ \d{4}, \d+:\d{2} [ap]m \(Malaysia time\)\.$/,
    );
    const period = (await bed.call.get(API.period, third)).json();
    expect(period).toMatchObject({ status: 'Upcoming', opensAt });
    expect(Date.parse(period.serverTime)).toBeLessThan(Date.parse(opensAt));
    // Other years follow the period's own dates.
    expect((await bed.call.add(await student(2), subjects()[1]!.id)).statusCode).toBe(201);
  });

  it('lets final years in before the period opens for everyone', async () => {
    await bed.t.database.db
      .updateTable('registration_periods')
      .set({ start_date: isoDay(2) })
      .where('id', '=', bed.fx.periodId)
      .execute();
    await openFor(4, -3600_000);
    const finalYear = await student(4);
    expect((await bed.call.get(API.period, finalYear)).json().status).toBe('Open');
    expect((await bed.call.add(finalYear, subjects()[1]!.id)).statusCode).toBe(201);
    expect((await bed.call.submit(finalYear)).statusCode).toBe(200);
    const firstYear = await student(1);
    const refused = await bed.call.add(firstYear, subjects()[1]!.id);
    expect(refused.json()).toMatchObject({
      code: 'PERIOD_NOT_OPEN',
      params: { context: 'upcoming', date: isoDay(2) },
    });
  });
});

describe('credit minimum and the end of add/drop', () => {
  it('refuses to submit below the credit minimum, with the numbers', async () => {
    await bed.call.patch(API.adminPeriod(bed.fx.periodId), bed.admin, { creditMin: 6 });
    const someone = await student();
    await bed.call.add(someone, subjects()[1]!.id);
    const res = await bed.call.submit(someone);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CREDIT_MINIMUM',
      error: 'Your selection has 3 credits; submit at least 6 credits.',
      params: { creditSelected: 3, creditMin: 6 },
    });
    expect((await bed.call.get(API.period, someone)).json().creditMin).toBe(6);
  });

  it('ends adding and dropping on its day, and still takes a submission', async () => {
    const someone = await student();
    await bed.call.add(someone, subjects()[1]!.id);
    await bed.t.database.db
      .updateTable('registration_periods')
      .set({ add_drop_end_date: isoDay(-1) })
      .where('id', '=', bed.fx.periodId)
      .execute();
    const add = await bed.call.add(someone, subjects()[0]!.id);
    expect(add.json()).toMatchObject({ code: 'PERIOD_NOT_OPEN', params: { context: 'addDrop' } });
    expect(add.json().error).toMatch(/^Adding and dropping subjects ended on /);
    expect((await bed.call.remove(someone, subjects()[1]!.id)).json().params.context).toBe(
      'addDrop',
    );
    expect((await bed.call.submit(someone)).statusCode).toBe(200);
  });
});
