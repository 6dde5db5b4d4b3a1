import { API, type CalendarEvent } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { isoDay, registrarTestBed } from './registrar.test-bed';

const bed = registrarTestBed();
const { student, lastChange } = bed;

describe('the academic calendar', () => {
  it("reads the deadline from the period, beside the registrar's entries in date order", async () => {
    const someone = await student();
    const created = await bed.call.post(API.adminCalendarEvents, bed.admin, {
      periodId: bed.fx.periodId,
      kind: 'break',
      label: { en: 'Mid-term Break', ms: 'Cuti Pertengahan Semester' },
      startDate: isoDay(20),
      endDate: isoDay(27),
    });
    expect(created.statusCode).toBe(201);
    const events: CalendarEvent[] = (await bed.call.get(API.calendarEvents, someone)).json();
    expect(events).toEqual([
      {
        id: null,
        periodId: bed.fx.periodId,
        kind: 'deadline',
        label: { en: 'Registration Deadline', ms: 'Tarikh Akhir Pendaftaran' },
        startDate: isoDay(10),
        endDate: null,
      },
      created.json(),
    ]);

    await bed.call.patch(API.adminPeriod(bed.fx.periodId), bed.admin, { endDate: isoDay(12) });
    const after: CalendarEvent[] = (await bed.call.get(API.calendarEvents, someone)).json();
    expect(after[0]!.startDate).toBe(isoDay(12));
  });

  it('edits and removes an entry, refusing an end before its start', async () => {
    const { id } = (
      await bed.call.post(API.adminCalendarEvents, bed.admin, {
        periodId: bed.fx.periodId,
        kind: 'holiday',
        label: { en: 'Deepavali', ms: 'Deepavali' },
        startDate: isoDay(15),
      })
    ).json();
    const bad = await bed.call.patch(API.adminCalendarEvent(id), bed.admin, {
      endDate: isoDay(14),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      endDate: 'The end date must not be before the start date',
    });
    const edited = await bed.call.patch(API.adminCalendarEvent(id), bed.admin, {
      endDate: isoDay(16),
    });
    expect(edited.json()).toMatchObject({ id, endDate: isoDay(16) });
    expect((await lastChange()).summary).toContain('Deepavali');
    expect((await bed.call.del(API.adminCalendarEvent(id), bed.admin)).statusCode).toBe(204);
    expect((await bed.call.del(API.adminCalendarEvent(id), bed.admin)).statusCode).toBe(404);
  });

  it('refuses a blank or hidden-character label', async () => {
    const res = await bed.call.post(API.adminCalendarEvents, bed.admin, {
      periodId: bed.fx.periodId,
      kind: 'holiday',
      label: { en: '   ', ms: 'Cuti\u202e' },
      startDate: isoDay(15),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'label.en': 'A label is required',
      'label.ms': 'The label may not contain invisible or control characters',
    });
  });
});
